import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS } from '../lib/oracles';
import { requestStartMachine, type RepresentedCompany, type RequestStartViewer } from '../../../src/machines/requestStart.machine';
import { networkError, rejectedError } from './fixtures';
import { BASE_ROLES } from './contractValues';

const anonymous: RequestStartViewer = { kind: 'anonymous' };
const restricted: RequestStartViewer = { kind: 'user', citizenId: '131987656', rolBase: 2 };
const citizen: RequestStartViewer = { kind: 'user', citizenId: '00104567896', rolBase: 1 };
/**
 * Issue 29 item 4: a signed-in viewer with every base role the contract allows (contractValues.ts
 * BASE_ROLES: 1, 2, '2', 3, staff 5, none). spec 000 §6: only role 2 (as a number or as text) gets
 * the warning; every other value, staff and an unknown one included, may request ("other role
 * values are not shown": nothing restricts them) and its companies are loaded.
 */
const byRole: RequestStartViewer[] = BASE_ROLES.map((r) => ({ kind: 'user', citizenId: '00104567896', rolBase: r.value }));
/** The viewers the warning is for (literal: role 2 and '2'). */
const RESTRICTED_VIEWERS: ReadonlySet<RequestStartViewer> = new Set([restricted, byRole[1], byRole[2]]);

const posada: RepresentedCompany = { id: 1, company_name: 'Posada Zona Colonial' };
const hotel: RepresentedCompany = { id: 9, company_name: 'Hotel & Spa Bávaro' };

/** spec 000 §2, §6 Roles and permissions; spec 001 §2.3 Starting a request from a service. */
export const requestStartModel = modelTestDefinition({
  name: 'requestStart',
  machine: requestStartMachine,
  events: {
    'request.start': [
      { serviceId: 12, viewer: anonymous },
      { serviceId: 12, viewer: restricted },
      { serviceId: 12, viewer: citizen },
      ...byRole.map((viewer) => ({ serviceId: 12, viewer })),
    ],
    'xstate.done.actor.loadRepresentedCompanies': [{ output: [] }, { output: [posada] }, { output: [posada, hotel] }],
    'xstate.error.actor.loadRepresentedCompanies': [{ error: networkError }, { error: rejectedError('El token ha expirado') }],
    'dialog.close': [{}],
    'prompt.login': [{}],
    'prompt.register': [{}],
    'choice.mode': [{ mode: 'personal' }, { mode: 'company' }],
    'choice.company': [{ companyId: 9 }, { companyId: null }],
    'choice.confirm': [{}],
  },
  provide: {
    actions: {
      navigate: () => {},
      notifyError: () => {},
    },
  },
  paths: 'shortest',
  // The chosen mode/company and the list size decide the guards and the target of `navigating`.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.viewer.kind === 'user' ? s.context.viewer.rolBase : 0,
      s.context.companies.length,
      s.context.mode,
      s.context.companyId,
      s.context.companyError,
    ]),
  // Oracles written from spec 000 §2 Home and catalogue / Shared widgets, §6 Roles and permissions
  // ("Request from a procedure card, in order") and spec 001 §2.3 rules 1-4 (tests/model/README.md
  // "Oracles"). Provided actions recorded: navigate, notifyError. `deciding` and `navigating` are
  // left at once (`always`), so only their effects are seen, in the state after them.
  expect: {
    initial: 'idle',
    states: {
      idle: {
        shows: ['the REQUEST / INICIAR SOLICITUD button', 'catalogue.requestStart.companiesFailed toast after a failed load'],
        on: {
          // spec 000 §6, in order: base role 2 → warning; not logged in → login prompt; else the companies are loaded.
          'request.start': ({ event }) => {
            const viewer = event.viewer as RequestStartViewer;
            if (viewer.kind === 'anonymous') return 'loginPrompt';
            return RESTRICTED_VIEWERS.has(viewer) ? 'warning' : 'loadingCompanies';
          },
        },
        check(snapshot, { event, called, index }) {
          const expected: Record<string, Array<{ name: string; params: unknown }>> = {
            // spec 000 §6: logged in with no represented companies goes straight to the request page.
            'xstate.done.actor.loadRepresentedCompanies': [{ name: 'navigate', params: { path: '/app/requestService/12' } }],
            // A failed load leaves nothing stuck: an error toast, back to the button.
            'xstate.error.actor.loadRepresentedCompanies': [{ name: 'notifyError', params: { key: 'catalogue.requestStart.companiesFailed' } }],
            // spec 000 §2 login-or-register prompt: the login page or the registration page (spec 000 §1 routes).
            'prompt.login': [{ name: 'navigate', params: { path: '/public/login' } }],
            'prompt.register': [{ name: 'navigate', params: { path: '/app/register' } }],
            'dialog.close': [],
            'xstate.init': [],
          };
          if (event.type === 'choice.confirm') {
            // spec 000 §6: personally → /app/requestService/12; as a company → company_id and company_name in the query.
            expectEqual(called, [{ name: 'navigate', params: { path: confirmedPath(snapshot, event) } }], 'navigation after continue');
          } else {
            expectEqual(called, expected[event.type] ?? ['(unexpected event)'], `actions after ${event.type}`);
          }
          if (index === 0) {
            expectEqual(
              snapshot.context,
              { serviceId: 0, viewer: { kind: 'anonymous' }, companies: [], mode: 'personal', companyId: null, companyError: null },
              'context before any start',
            );
          }
        },
      },
      deciding: { shows: ['nothing new (decided at once)'] },
      loadingCompanies: {
        shows: ['busy REQUEST button', 'GET /all/my/requests/with/company/{citizenId}?status=1&type=1&get_only_companies_details=true'],
        on: {
          // spec 000 §6: no represented companies → straight to the request page; otherwise the dialog.
          'xstate.done.actor.loadRepresentedCompanies': ({ event }) => ((event.output as unknown[]).length === 0 ? 'idle' : 'chooseCompany'),
          'xstate.error.actor.loadRepresentedCompanies': 'idle',
        },
        check(snapshot, { started, called, event }) {
          // spec 001 §7 GET /all/my/requests/with/company/{citizenId}: the signed-in citizen's companies, once.
          expectEqual(
            started.map((c) => [c.id, c.input]),
            [['loadRepresentedCompanies', { citizenId: '00104567896' }]],
            'companies request',
          );
          expectEqual(called, [], 'actions while loading');
          expectEqual(
            snapshot.context,
            { serviceId: 12, viewer: event.viewer, companies: [], mode: 'personal', companyId: null, companyError: null },
            'context of a new start',
          );
        },
      },
      warning: {
        shows: ['service.start.warningTitle', 'service.start.restrictedRole', 'service.start.understood'],
        on: { 'dialog.close': 'idle' },
        check(snapshot, { started, called, event }) {
          // spec 000 §6: base role 2 gets the warning; nothing is loaded, nobody navigates.
          expectEqual([started, called], [[], []], '[calls, actions] on the warning');
          expectEqual([snapshot.context.serviceId, RESTRICTED_VIEWERS.has(snapshot.context.viewer)], [12, true], '[service, restricted viewer] on the warning');
          if (event.type === 'request.start') expectEqual(snapshot.context.viewer, event.viewer, 'the viewer who asked');
        },
      },
      loginPrompt: {
        shows: ['session.loginPrompt.title', 'session.loginPrompt.body', 'session.loginPrompt.login', 'session.loginPrompt.register'],
        on: { 'dialog.close': 'idle', 'prompt.login': 'idle', 'prompt.register': 'idle' },
        check(snapshot, { started, called }) {
          // spec 000 §6 Anonymous: the login-or-register prompt; nothing is loaded.
          expectEqual([started, called], [[], []], '[calls, actions] on the prompt');
          expectEqual([snapshot.context.serviceId, snapshot.context.viewer], [12, anonymous], '[service, viewer] on the prompt');
        },
      },
      chooseCompany: {
        shows: [
          'service.start.howToContinue',
          'service.start.personally',
          'service.start.asCompany',
          'service.start.chooseCompany',
          'service.start.continue',
          'common.cancel',
          'errors.required',
        ],
        on: {
          'dialog.close': 'idle',
          'choice.mode': STAYS,
          'choice.company': STAYS,
          // spec 000 §6: personally, or as a chosen company of the list; a company mode without one stays.
          'choice.confirm': ({ previous }) => {
            const context = previous!.context;
            if (context.mode === 'personal') return 'idle';
            return context.companies.some((c) => c.id === context.companyId) ? 'idle' : STAYS;
          },
        },
        check(snapshot, { event, previous, called }) {
          const { context } = snapshot;
          expectEqual(called, [], 'actions in the dialog');
          if (event.type === 'xstate.done.actor.loadRepresentedCompanies') {
            // The loaded companies; the only one preselected.
            const output = event.output as RepresentedCompany[];
            expectEqual(
              [context.companies, context.mode, context.companyId, context.companyError],
              [output, 'personal', output.length === 1 ? 1 : null, null],
              '[companies, mode, company, error] when the dialog opens',
            );
          }
          if (event.type === 'choice.mode') {
            expectEqual([context.mode, context.companyError], [event.mode, null], '[mode, error] after choosing the mode');
            expectEqual(context.companyId, previous!.context.companyId, 'company kept when the mode changes');
          }
          if (event.type === 'choice.company') {
            expectEqual([context.companyId, context.companyError], [event.companyId, null], '[company, error] after choosing a company');
            expectEqual(context.mode, previous!.context.mode, 'mode kept when the company changes');
          }
          if (event.type === 'choice.confirm') {
            // 'Este campo es requerido' under the company select; nothing else changes.
            expectEqual(context.companyError, 'errors.required', 'company error');
            expectEqual([context.mode, context.companyId], ['company', previous!.context.companyId], '[mode, company] after a refused continue');
          }
        },
      },
      navigating: { shows: ['navigation to /app/requestService/{serviceId}'] },
    },
  },
});

/** Where `choice.confirm` goes, from the choice the test made (spec 000 §6; the query percent-encoded). */
function confirmedPath(snapshot: { context: { mode: string; companyId: number | null } }, _event: unknown): string {
  if (snapshot.context.mode === 'personal') return '/app/requestService/12';
  const byId: Record<number, string> = {
    1: '/app/requestService/12?company_id=1&company_name=Posada%20Zona%20Colonial',
    9: '/app/requestService/12?company_id=9&company_name=Hotel%20%26%20Spa%20B%C3%A1varo',
  };
  return byId[snapshot.context.companyId ?? -1] ?? '(no company chosen)';
}
