/**
 * The desk's request card (spec 001 §2.1 Request card, §3 Request list item, §4 statuses and button
 * rules; contract D2, §3.2). Expectations are the spec's words, written out.
 */
import { describe, expect, it } from 'vitest';
import { hasPendingActions, requestCard, requestDetailHref, type RequestListItemLike } from '../../../src/domain/requestCard';

const LUIS = '02804561237';
const CAROLINA = '40203456781';

const personal = (over: Partial<RequestListItemLike> = {}): RequestListItemLike => ({
  id: 2001,
  code: 'DPP-2025-002001',
  provisional: 0,
  service: { name: 'Evaluación de anteproyecto turístico' },
  status: { id: 3, name: 'En evaluación técnica', color: 'info' },
  progress: 45,
  created_at: '2025-03-14 09:30:00',
  user_rol_company: null,
  company_id: null,
  company_name: null,
  doc_identification: LUIS,
  user_name: 'Luis Manuel',
  user_first_last_name: 'Peña',
  user_last_name: 'Ureña',
  request_actions: 0,
  nmtramite: 'Villas Las Galeras',
  ...over,
});

const company = (over: Partial<RequestListItemLike> = {}): RequestListItemLike =>
  personal({
    id: 2040,
    company_id: 3,
    company_name: 'Eco Resort Bahía de Samaná',
    user_rol_company: 2,
    doc_identification: CAROLINA,
    user_name: 'Carolina Mercedes',
    user_first_last_name: 'Jiménez',
    user_last_name: 'Rosario',
    ...over,
  });

const viewer = { citizenId: LUIS, isCompanyBaseRole: false };
const companyAccount = { citizenId: '131987656', isCompanyBaseRole: true };

describe('requestCard: what the card shows (spec 001 §2.1)', () => {
  it('service name, project, number, company, requested by, status, date dd/MM/yyyy', () => {
    const card = requestCard(company(), viewer);
    expect(card.serviceName).toBe('Evaluación de anteproyecto turístico');
    expect(card.project).toBe('Villas Las Galeras');
    expect(card.number).toBe('DPP-2025-002001');
    expect(card.company).toBe('Eco Resort Bahía de Samaná');
    expect(card.requestedBy).toBe('Carolina Mercedes Jiménez Rosario');
    expect(card.statusName).toBe('En evaluación técnica');
    expect(card.statusColor).toBe('info');
    expect(card.date).toBe('14/03/2025');
  });

  it('a provisional request shows its id, not its code (contract D2)', () => {
    expect(requestCard(personal({ provisional: 1 }), viewer).number).toBe('2001');
    expect(requestCard(personal({ code: null }), viewer).number).toBe('2001');
  });

  it('a personal request has no company; requested by falls back to the document', () => {
    const card = requestCard(personal({ user_name: null, user_first_last_name: null, user_last_name: null }), viewer);
    expect(card.company).toBeNull();
    expect(card.requestedBy).toBe(LUIS);
  });

  it('status colours are the contract §3.2 keys; another value gives none', () => {
    expect(requestCard(personal({ status: { id: 7, name: 'Completada', color: 'success' } }), viewer).statusColor).toBe('success');
    expect(requestCard(personal({ status: { id: 8, name: 'Rechazada', color: 'danger' } }), viewer).statusColor).toBe('danger');
    expect(requestCard(personal({ status: { id: 5, name: 'En espera', color: 'purple' } }), viewer).statusColor).toBeNull();
  });
});

describe('requestCard: progress bar (spec 001 §2.1, §4)', () => {
  it("'N% COMPLETADO' in process; variant inProcess", () => {
    const card = requestCard(personal({ progress: 45 }), viewer);
    expect(card.percent).toBe(45);
    expect(card.progressLabel).toEqual({ key: 'desk.card.progress', params: { n: 45 } });
    expect(card.variant).toBe('inProcess');
  });
  it('Completada: success variant', () => {
    const card = requestCard(personal({ status: { id: 7, name: 'Completada', color: 'success' }, progress: 100 }), viewer);
    expect(card.variant).toBe('success');
    expect(card.progressLabel).toEqual({ key: 'desk.card.progress', params: { n: 100 } });
  });
  it('id 8 RECHAZADO at 100 %', () => {
    const card = requestCard(personal({ status: { id: 8, name: 'Rechazada', color: 'danger' }, progress: 30 }), viewer);
    expect(card.percent).toBe(100);
    expect(card.progressLabel).toEqual({ key: 'desk.card.rejected' });
    expect(card.variant).toBe('inProcess');
  });
  it('id 10 CANCELADO at 100 %, Cancelada variant rejected', () => {
    const card = requestCard(personal({ status: { id: 10, name: 'Cancelada', color: 'warning' }, progress: 10 }), viewer);
    expect(card.percent).toBe(100);
    expect(card.progressLabel).toEqual({ key: 'desk.card.cancelled' });
    expect(card.variant).toBe('rejected');
  });
});

describe('requestCard: buttons (spec 001 §4)', () => {
  it('pending actions seen by the applicant: RESPONDER on a personal request, DAR SEGUIMIENTO on a company one', () => {
    expect(requestCard(personal({ request_actions: 1 }), viewer).mainButton).toBe('desk.card.respond');
    expect(requestCard(company({ request_actions: 2, doc_identification: LUIS }), viewer).mainButton).toBe('desk.card.followUp');
  });
  it('pending actions seen by someone else: VER DETALLE (the banner still shows)', () => {
    const card = requestCard(company({ request_actions: 1 }), viewer);
    expect(card.mainButton).toBe('desk.card.viewDetail');
    expect(card.actionRequired).toBe(true);
  });
  it('no pending actions: VER DETALLE and no banner', () => {
    const card = requestCard(personal(), viewer);
    expect(card.mainButton).toBe('desk.card.viewDetail');
    expect(card.actionRequired).toBe(false);
  });
  it('ids 7, 8, 10 read VER DETALLE and hide ASIGNAR/CAMBIAR SOLICITANTE', () => {
    for (const [id, name] of [
      [7, 'Completada'],
      [8, 'Rechazada'],
      [10, 'Cancelada'],
    ] as const) {
      const card = requestCard(company({ status: { id, name }, request_actions: 1, doc_identification: LUIS }), viewer);
      expect(card.mainButton).toBe('desk.card.viewDetail');
      expect(card.canAssign).toBe(false);
    }
  });
  it('assign shows to a member with the representative role (2) and to the company base role only', () => {
    expect(requestCard(company({ user_rol_company: 2 }), viewer).canAssign).toBe(true);
    expect(requestCard(company({ user_rol_company: '2' }), viewer).canAssign).toBe(true);
    expect(requestCard(company({ user_rol_company: 3 }), viewer).canAssign).toBe(false);
    expect(requestCard(company({ user_rol_company: null }), companyAccount).canAssign).toBe(true);
    expect(requestCard(personal(), viewer).canAssign).toBe(false);
  });
  it('request_actions: counts, flags and lists', () => {
    expect([0, 1, true, false, null, undefined, '', '0', '2', [], [1]].map(hasPendingActions)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('requestDetailHref (spec 001 §2.1)', () => {
  it('personal: doc_identification, user_rol_company (empty), status_id', () => {
    expect(requestDetailHref(personal())).toBe('/app/serviceRequestedDetails/2001?doc_identification=02804561237&user_rol_company=&status_id=3');
  });
  it('company: plus company_id and company_name, URL-encoded', () => {
    expect(requestDetailHref(company())).toBe(
      '/app/serviceRequestedDetails/2040?doc_identification=40203456781&user_rol_company=2&status_id=3&company_id=3&company_name=Eco+Resort+Bah%C3%ADa+de+Saman%C3%A1',
    );
  });
});
