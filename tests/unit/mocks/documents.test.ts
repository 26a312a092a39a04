/**
 * GET /citizens/documentsPage/{citizenId}/{origin}?page in the embedded backend
 * (src/mocks/handlers/documents.ts; spec 001 §2.1 Documents tab, §7; contract D4, D5 and §5 item 8):
 * one handler for both origins, real pages of 10 newest first, the seed on more than one page for Ana
 * and Luis in both sub tabs, and a document issued by the demo back office under 'Institucionales'.
 */
import { describe, expect, it } from 'vitest';
import { injectFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_GESTOR_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { getCitizenDocumentsPage } from '../../../src/api/documents';
import { issueDocument } from '../../../src/mocks/backOffice';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const page = async (token: string, citizen: string, origin: 0 | 1, n: number) =>
  (await raw(adminUrl(`/citizens/documentsPage/${citizen}/${origin}?page=${n}`), { token, appKey: true })).body;

const isNewestFirst = (dates: string[]) => JSON.stringify([...dates].sort().reverse()) === JSON.stringify(dates);

describe('documentsPage: both origins paged (contract §5 item 8)', () => {
  for (const [who, id] of [
    ['Ana', DEMO_CITIZEN_ID],
    ['Luis', DEMO_GESTOR_ID],
  ] as const) {
    for (const origin of [0, 1] as const) {
      it(`${who}, origin ${origin}: more than one page; page 2 shows other rows; newest first across pages`, async () => {
        const token = await signIn(id, DEMO_PASSWORD);
        const first = await page(token, id, origin, 1);
        const second = await page(token, id, origin, 2);
        expect(first.last_page).toBeGreaterThan(1);
        expect(first.data).toHaveLength(10);
        expect(second.current_page).toBe(2);
        expect(second.data.length).toBeGreaterThan(0);
        const ids = (p: { data: { id: number }[] }) => p.data.map((d) => d.id);
        expect(ids(second).some((x) => ids(first).includes(x))).toBe(false);
        const dates = [...first.data, ...second.data].map((d: { created_at: string }) => d.created_at);
        expect(isNewestFirst(dates)).toBe(true);
        for (const d of first.data) expect(d).toMatchObject({ name: expect.any(String), extension: 'pdf', url: expect.any(String) });
        // A page past the last is empty, with the same last_page.
        expect(await page(token, id, origin, first.last_page + 1)).toMatchObject({ data: [], last_page: first.last_page });
      });
    }
  }

  it("only the signed-in citizen's documents: another citizen id answers an empty page", async () => {
    const token = await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    expect(await page(token, DEMO_GESTOR_ID, 1, 1)).toMatchObject({ data: [], last_page: 1, total: 0 });
    expect((await raw(adminUrl(`/citizens/documentsPage/${DEMO_CITIZEN_ID}/1?page=1`), { appKey: true })).status).toBe(401);
  });

  it('a document the back office issues appears first under Institucionales', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const before = await getCitizenDocumentsPage(DEMO_CITIZEN_ID, 1, 1);
    expect(await issueDocument(902, 'Certificado de clasificación provisional', new Date(2026, 10, 23, 9, 30, 0))).toBe('ok');
    const after = await getCitizenDocumentsPage(DEMO_CITIZEN_ID, 1, 1);
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    expect(after.data.data[0]).toMatchObject({ name: 'Certificado de clasificación provisional', extension: 'pdf', created_at: '2026-11-23 09:30:00' });
    expect((after.data as { total?: number }).total).toBe((before.data as { total?: number }).total! + 1);
  });

  it('failures reach the client typed: network, HTTP 500, malformed', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    injectFault({ method: 'GET', path: '/citizens/documentsPage/', kind: 'network', times: 1 });
    expect(await getCitizenDocumentsPage(DEMO_CITIZEN_ID, 1, 2)).toMatchObject({ ok: false, error: { kind: 'network' } });
    injectFault({ method: 'GET', path: '/citizens/documentsPage/', kind: 'http500', times: 1 });
    expect(await getCitizenDocumentsPage(DEMO_CITIZEN_ID, 1, 2)).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    injectFault({ method: 'GET', path: '/citizens/documentsPage/', kind: 'malformed', times: 1 });
    expect(await getCitizenDocumentsPage(DEMO_CITIZEN_ID, 1, 2)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    injectFault({ method: 'GET', path: '/citizens/documentsPage/', kind: 'expired', times: 1 });
    expect(await getCitizenDocumentsPage(DEMO_CITIZEN_ID, 1, 2)).toMatchObject({ ok: true, data: { current_page: 2 } });
  });
});
