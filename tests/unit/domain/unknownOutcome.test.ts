/**
 * What a write with an unknown outcome did (src/domain/unknownOutcome.ts; issue 25 item 1): the
 * request an attempt created ("the citizen's newest request of that service created after the
 * attempt began"), documents attached, a message in the history, a claim in the list, contact data
 * on the user.
 */
import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_MS,
  contactDataStored,
  countClaims,
  createdByAttempt,
  documentsAssigned,
  hasCitizenComment,
  localStamp,
} from '../../../src/domain/unknownOutcome';

const SERVICE = 'Licencia de operación para agencias de viajes y turoperadores';
/** 28 Nov 2026 10:00:00 in the browser's local time. */
const SINCE = new Date(2026, 10, 28, 10, 0, 0).getTime();
const item = (id: number, created_at: string, name = SERVICE) => ({ id, code: `LO-${id}`, created_at, service: { name } });

describe('createdByAttempt', () => {
  it('the newest request of the service created after the attempt began', () => {
    const items = [
      item(7, '2026-11-28 10:00:05'),
      item(8, '2026-11-28 10:00:09'),
      item(9, '2026-11-28 10:00:30', 'Otro servicio'),
      item(3, '2026-11-27 09:00:00'),
    ];
    expect(createdByAttempt(items, SERVICE, SINCE)?.id).toBe(8);
  });

  it('none when the only requests of the service are older than the attempt (less the clock skew)', () => {
    expect(createdByAttempt([item(3, '2026-11-28 09:58:59'), item(4, '2026-11-28 10:00:01', 'Otro servicio')], SERVICE, SINCE)).toBeNull();
    expect(CLOCK_SKEW_MS).toBe(60_000);
    expect(createdByAttempt([item(5, '2026-11-28 09:59:00')], SERVICE, SINCE)?.id).toBe(5);
  });

  it('equal stamps: the highest id', () => {
    expect(createdByAttempt([item(11, '2026-11-28 10:00:02'), item(12, '2026-11-28 10:00:02')], SERVICE, SINCE)?.id).toBe(12);
  });

  it('stamps in the backends format (contract C3)', () => {
    expect(localStamp(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
  });
});

describe('documentsAssigned', () => {
  const stored = [{ route: 'documentos/a.pdf', url: 'http://f/storage/documentos/a.pdf' }, { url: 'http://f/storage/documentos/b.pdf' }];
  it('every document sent is stored, by route or by url', () => {
    expect(documentsAssigned([{ route: 'documentos/a.pdf' }, { route: 'documentos/b.pdf', url: 'http://f/storage/documentos/b.pdf' }], stored)).toBe(true);
  });
  it('one missing: not assigned', () => {
    expect(documentsAssigned([{ route: 'documentos/a.pdf' }, { route: 'documentos/c.pdf', url: 'http://f/storage/documentos/c.pdf' }], stored)).toBe(false);
  });
});

describe('hasCitizenComment', () => {
  const history = [
    { text: 'Adjunto el plano', user_id: 17 },
    { text: 'Adjunto el plano', user_id: 2 },
  ];
  it("the citizen's text, more often than before the attempt", () => {
    expect(hasCitizenComment(history, ' Adjunto el plano ', 0)).toBe(true);
    expect(hasCitizenComment(history, 'Adjunto el plano', 1)).toBe(false);
  });
  it("the institution's comment (user_id 2, contract §3.1) is not the citizen's", () => {
    expect(hasCitizenComment([{ text: 'Hola', user_id: 2 }], 'Hola')).toBe(false);
  });
});

describe('countClaims', () => {
  const rows = [
    { reason: 'Demora en la respuesta', observation: 'Llevo treinta días sin respuesta.' },
    { reason: 'Mala atención', observation: 'Llevo treinta días sin respuesta.' },
    { reason: 'Demora en la respuesta', observation: ' Llevo treinta días sin respuesta. ' },
  ];
  it('counts the claims with the same reason and observation (surrounding spaces ignored)', () => {
    expect(countClaims(rows, 'Demora en la respuesta', 'Llevo treinta días sin respuesta.')).toBe(2);
    expect(countClaims(rows, 'Mala atención', '  Llevo treinta días sin respuesta.')).toBe(1);
  });
  it('another reason or observation is another claim', () => {
    expect(countClaims(rows, 'Demora en la respuesta', 'Otra cosa')).toBe(0);
    expect(countClaims(rows, null, 'Llevo treinta días sin respuesta.')).toBe(0);
  });
});

describe('contactDataStored', () => {
  const sent = { address: 'Calle Duarte 12', province_id: 9947, municipality_id: 9948, sector_id: 9951, phone: '8095550123', phone2: '8295554321' };
  it('the user read back has the six fields sent (contract S3; ids as numbers, phones by their digits, the address trimmed)', () => {
    expect(contactDataStored({ ...sent, address: ' Calle Duarte 12 ', province_id: '9947', phone: '809-555-0123' }, sent)).toBe(true);
  });
  it('any field that differs: not stored', () => {
    for (const [field, other] of Object.entries({
      address: 'Calle El Conde 105',
      province_id: 1,
      municipality_id: 2,
      sector_id: 3,
      phone: '8095559999',
      phone2: null,
    })) {
      expect(contactDataStored({ ...sent, [field]: other }, sent), field).toBe(false);
    }
  });
});
