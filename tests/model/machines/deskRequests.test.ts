import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CompanyFilterOptions, DeskListKind, ListRequest, RequestListPage } from '../../../src/machines/deskRequests.machine';
import type { ChangeOwnerInput, ChangeOwnerOutput } from '../../../src/machines/changeOwner.machine';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

/** What `loadFilterOptions` receives. */
type OptionsInput = { kind: DeskListKind; citizenId: string; companyId: number | null };

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'deskRequests',
  () => Promise.all([import('./deskRequests.model'), import('../../../src/machines/deskRequests.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.deskRequestsModel,
);
/** The loaded chart's machine and the model's fixtures (throws the load error in the test that asks for them). */
function chart() {
  const { LUIS, HOTEL_RNC, CAROLINA, threePages, responsibleOnly } = modules().model;
  return { machine: modules().chart.deskRequestsMachine, LUIS, HOTEL_RNC, CAROLINA, threePages, responsibleOnly };
}

if (ready) {
  defineModelTest(ready.model.deskRequestsModel);
  // States left at once through `always` (never active after a step).
  describeOracleReach(ready.model.deskRequestsModel, ['start']);
  // tests/model/meta.test.ts for this chart alone (its mutation run reads only this file).
  describeSpecCitations(ready.model.deskRequestsModel.machine);
}

describe('deskRequests chart (behaviour)', () => {
  it('a search typed while a page loads is applied on submit, page 1, trimmed (spec 001 §2.1)', async () => {
    const calls: ListRequest[] = [];
    const { machine: chartMachine, LUIS, threePages } = chart();
    const machine = chartMachine.provide({
      actors: {
        loadRequestPage: fromPromise<RequestListPage, ListRequest>(async ({ input }) => {
          calls.push(input);
          return threePages;
        }),
      },
    });
    const actor = createActor(machine, { input: { citizenId: LUIS, kind: 'personal' } }).start();
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    actor.send({ type: 'page.go', page: 3 });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    actor.send({ type: 'search.change', text: ' DPP-2025 ' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    expect(calls).toEqual([
      { kind: 'personal', query: { citizenId: LUIS, page: 1, name: '', status: 1 } },
      { kind: 'personal', query: { citizenId: LUIS, page: 3, name: '', status: 1 } },
      { kind: 'personal', query: { citizenId: LUIS, page: 1, name: 'DPP-2025', status: 1 } },
    ]);
  });

  it("'Rechazadas' (contract §3.2: statuses 8 and 10) is sent as status 3 with the search, from page 1, on every list kind (issue 26 row 2)", async () => {
    const { machine: chartMachine, LUIS, HOTEL_RNC, threePages } = chart();
    for (const input of [
      { citizenId: LUIS, kind: 'personal' as const },
      { citizenId: LUIS, kind: 'company' as const },
      { citizenId: HOTEL_RNC, kind: 'companyAccount' as const, companyId: 2 },
    ]) {
      const calls: ListRequest[] = [];
      const machine = chartMachine.provide({
        actors: {
          loadFilterOptions: fromPromise<CompanyFilterOptions, OptionsInput>(async () => ({
            companies: [{ id: 3, company_name: 'Eco Resort Bahía de Samaná' }],
            members: [],
          })),
          loadRequestPage: fromPromise<RequestListPage, ListRequest>(async ({ input: request }) => {
            calls.push(request);
            return threePages;
          }),
        },
      });
      const actor = createActor(machine, { input }).start();
      await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
      actor.send({ type: 'page.go', page: 2 });
      await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
      actor.send({ type: 'filter.status', status: 3 });
      await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
      actor.send({ type: 'search.change', text: 'LOP-2025' });
      actor.send({ type: 'search.submit' });
      await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
      const sent = calls.map((c) => [c.kind, c.query.page, c.query.status, c.query.name]);
      expect(sent, input.kind).toEqual([
        [input.kind, 1, 1, ''],
        [input.kind, 2, 1, ''],
        [input.kind, 1, 3, ''],
        [input.kind, 1, 3, 'LOP-2025'],
      ]);
      actor.stop();
    }
  });

  it('ignored filters send nothing; every filter change goes back to page 1; an empty page clears the cards (spec 001 §2.1, §4)', async () => {
    const calls: ListRequest[] = [];
    const pages: RequestListPage[] = [];
    const { machine: chartMachine, LUIS, threePages } = chart();
    const machine = chartMachine.provide({
      actors: {
        loadFilterOptions: fromPromise<CompanyFilterOptions, OptionsInput>(async () => ({ companies: [], members: [] })),
        loadRequestPage: fromPromise<RequestListPage, ListRequest>(async ({ input }) => {
          calls.push(input);
          return pages.shift() ?? threePages;
        }),
      },
    });
    const personal = createActor(machine, { input: { citizenId: LUIS, kind: 'personal' } }).start();
    await waitFor(personal, (s) => s.matches({ browsing: 'ready' }));
    // The personal list has no company nor applicant filter; page 1 is the current one; 0 and 1.5 are no pages.
    for (const event of [
      { type: 'filter.company', companyId: 4 },
      { type: 'filter.applicant', applicant: '00107654329' },
      { type: 'page.go', page: 1 },
      { type: 'page.go', page: 0 },
      { type: 'page.go', page: 1.5 },
      { type: 'page.go', page: 4 },
    ] as const) {
      personal.send(event);
      expect(personal.getSnapshot().matches({ browsing: 'ready' })).toBe(true);
    }
    expect(calls).toHaveLength(1);
    const back = async (event: Parameters<typeof personal.send>[0]) => {
      personal.send({ type: 'page.go', page: 3 });
      await waitFor(personal, (s) => s.matches({ browsing: 'ready' }));
      personal.send(event);
      await waitFor(personal, (s) => s.matches({ browsing: 'ready' }));
      return (calls.at(-1) as { query: { page: number } }).query.page;
    };
    expect(await back({ type: 'filter.status', status: 2 })).toBe(1);
    expect(await back({ type: 'search.clear' })).toBe(1);
    expect(await back({ type: 'list.refresh' })).toBe(3);
    pages.push({ data: [], lastPage: 1 });
    personal.send({ type: 'list.refresh' });
    await waitFor(personal, (s) => s.matches({ browsing: 'empty' }));
    expect([personal.getSnapshot().context.items, personal.getSnapshot().context.lastPage]).toEqual([[], 1]);

    const account = createActor(machine, { input: { citizenId: LUIS, kind: 'companyAccount', companyId: 2 } }).start();
    await waitFor(account, (s) => s.matches({ browsing: 'ready' }));
    account.send({ type: 'page.go', page: 2 });
    await waitFor(account, (s) => s.matches({ browsing: 'ready' }));
    account.send({ type: 'filter.company', companyId: 4 });
    expect(account.getSnapshot().matches({ browsing: 'ready' })).toBe(true);
    account.send({ type: 'filter.applicant', applicant: '00107654329' });
    await waitFor(account, (s) => s.matches({ browsing: 'ready' }));
    expect(calls.at(-1)).toEqual({
      kind: 'companyAccount',
      query: { citizenId: LUIS, page: 1, name: '', status: 1, companyId: 2, docIdentification: '00107654329' },
    });

    const company = createActor(
      machine.provide({
        actors: {
          loadFilterOptions: fromPromise<CompanyFilterOptions, OptionsInput>(async () => ({
            companies: [{ id: 4, company_name: 'Inversiones Turísticas del Este' }],
            members: [],
          })),
        },
      }),
      {
        input: { citizenId: LUIS, kind: 'company' },
      },
    ).start();
    await waitFor(company, (s) => s.matches({ browsing: 'ready' }));
    company.send({ type: 'page.go', page: 2 });
    await waitFor(company, (s) => s.matches({ browsing: 'ready' }));
    company.send({ type: 'filter.company', companyId: 4 });
    await waitFor(company, (s) => s.matches({ browsing: 'ready' }));
    expect(calls.at(-1)).toEqual({ kind: 'company', query: { citizenId: LUIS, page: 1, name: '', status: 1, docIdentification: '', companyId: 4 } });
  });

  it("the companies tab's 'Solicitudes' of a Responsable opens the company list filtered by that company and member (input.preset)", async () => {
    const calls: ListRequest[] = [];
    const { machine: chartMachine, LUIS, threePages } = chart();
    const machine = chartMachine.provide({
      actors: {
        loadFilterOptions: fromPromise<CompanyFilterOptions, OptionsInput>(async () => ({
          companies: [{ id: 3, company_name: 'Eco Resort Bahía de Samaná' }],
          members: [],
        })),
        loadRequestPage: fromPromise<RequestListPage, ListRequest>(async ({ input }) => {
          calls.push(input);
          return threePages;
        }),
      },
    });
    const actor = createActor(machine, { input: { citizenId: LUIS, kind: 'company', preset: { companyId: 3, applicant: '40203456781' } } }).start();
    await waitFor(actor, (s) => s.matches({ browsing: 'ready' }));
    expect(calls).toEqual([{ kind: 'company', query: { citizenId: LUIS, page: 1, name: '', status: 1, docIdentification: '40203456781', companyId: 3 } }]);
  });

  it("the company base role changes the owner of a Responsable's request; closing without a change keeps the page, a change reads it again (spec 001 §2.1, §4)", async () => {
    const { machine: chartMachine, HOTEL_RNC, threePages, responsibleOnly } = chart();
    const calls: ListRequest[] = [];
    const optionReads: OptionsInput[] = [];
    const modals: ChangeOwnerInput[] = [];
    const outcomes: ChangeOwnerOutput[] = [{ changed: false }, { changed: true }];
    const machine = chartMachine.provide({
      actors: {
        loadFilterOptions: fromPromise<CompanyFilterOptions, OptionsInput>(async ({ input }) => {
          optionReads.push(input);
          return { companies: [], members: [] };
        }),
        loadRequestPage: fromPromise<RequestListPage, ListRequest>(async ({ input }) => {
          calls.push(input);
          return threePages;
        }),
        // A promise in place of the modal chart: only its input and output matter here.
        changeOwner: fromPromise<ChangeOwnerOutput, ChangeOwnerInput>(async ({ input }) => {
          modals.push(input);
          return outcomes.shift()!;
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { citizenId: HOTEL_RNC, kind: 'companyAccount', companyId: 2 } }).start();
    const ready = () => waitFor(actor, (s) => s.matches({ browsing: 'ready' }), { timeout: 2000 });
    await ready();
    // Back to page 1 from page 3 reads page 1.
    actor.send({ type: 'page.go', page: 3 });
    await ready();
    actor.send({ type: 'page.go', page: 1 });
    await ready();
    const pageOne = { kind: 'companyAccount', query: { citizenId: HOTEL_RNC, page: 1, name: '', status: 1, companyId: 2, docIdentification: '' } };
    expect(calls.map((c) => c.query.page)).toEqual([1, 3, 1]);
    expect(calls.at(-1)).toEqual(pageOne);

    // ASIGNAR/CAMBIAR SOLICITANTE of the Responsable's request (2042) opens the modal for it.
    actor.send({ type: 'owner.change', requestId: 2042 });
    expect(actor.getSnapshot().matches('changingOwner')).toBe(true);
    expect(actor.getSnapshot().context.ownerRequest).toEqual(responsibleOnly);
    await ready();
    // The modal also gets the read that shows the request's owner (issue 25): this list, page 1, by its number.
    const lookup = {
      kind: 'companyAccount',
      query: { citizenId: HOTEL_RNC, page: 1, name: 'LOP-2025-002042', status: 1, companyId: 2, docIdentification: '' },
    };
    expect([modals, calls.length]).toEqual([[{ request: responsibleOnly, lookup }], 3]);

    actor.send({ type: 'owner.change', requestId: 2042 });
    await waitFor(actor, (s) => s.matches({ browsing: 'loading' }), { timeout: 2000 });
    await ready();
    expect([modals.length, calls.length, calls.at(-1), optionReads.length]).toEqual([2, 4, pageOne, 1]);
  });

  it('a preset filters only the lists that have those filters: none on the personal list, the applicant on the base role list (spec 001 §2.1)', async () => {
    const { machine: chartMachine, LUIS, HOTEL_RNC, CAROLINA, threePages } = chart();
    const calls: ListRequest[] = [];
    const machine = chartMachine.provide({
      actors: {
        loadFilterOptions: fromPromise<CompanyFilterOptions, OptionsInput>(async () => ({ companies: [], members: [] })),
        loadRequestPage: fromPromise<RequestListPage, ListRequest>(async ({ input }) => {
          calls.push(input);
          return threePages;
        }),
      },
    });
    const preset = { companyId: 3, applicant: CAROLINA };
    const personal = createActor(machine, { input: { citizenId: LUIS, kind: 'personal', preset } }).start();
    expect(personal.getSnapshot().context.filters).toEqual({ status: 1, name: '', companyId: null, applicant: '' });
    const account = createActor(machine, { input: { citizenId: HOTEL_RNC, kind: 'companyAccount', companyId: 2, preset } }).start();
    expect(account.getSnapshot().context.filters).toEqual({ status: 1, name: '', companyId: null, applicant: CAROLINA });
    await waitFor(account, (s) => s.matches({ browsing: 'ready' }), { timeout: 2000 });
    expect(calls.at(-1)).toEqual({
      kind: 'companyAccount',
      query: { citizenId: HOTEL_RNC, page: 1, name: '', status: 1, companyId: 2, docIdentification: CAROLINA },
    });
  });
});
