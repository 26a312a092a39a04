import { modelTestDefinition } from '../lib/definition';
import {
  LOGIN_PATH,
  REGISTER_PATH,
  requestServicePath,
  requestStartMachine,
  type RepresentedCompany,
  type RequestStartViewer,
} from '../../../src/machines/requestStart.machine';
import { networkError, rejectedError } from './fixtures';

const anonymous: RequestStartViewer = { kind: 'anonymous' };
const restricted: RequestStartViewer = { kind: 'user', citizenId: '131987656', rolBase: 2 };
const citizen: RequestStartViewer = { kind: 'user', citizenId: '00104567896', rolBase: 1 };

const posada: RepresentedCompany = { id: 1, company_name: 'Posada Zona Colonial' };
const hotel: RepresentedCompany = { id: 9, company_name: 'Hotel & Spa Bávaro' };

/** Where the last `navigate` action went, per actor (each path starts a new real actor). */
let navigations: string[] = [];

/** spec 000 §2, §6 Roles and permissions; spec 001 §2.3 Starting a request from a service. */
export const requestStartModel = modelTestDefinition({
  name: 'requestStart',
  machine: requestStartMachine,
  events: {
    'request.start': [
      { serviceId: 12, viewer: anonymous },
      { serviceId: 12, viewer: restricted },
      { serviceId: 12, viewer: citizen },
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
      navigate: (_: unknown, params: { path: string }) => void navigations.push(params.path),
      notifyError: () => {},
    },
  },
  paths: 'shortest',
  // The chosen mode/company and the list size decide the guards and the target of `navigating`.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.viewer.kind === 'user' ? s.context.viewer.rolBase : 0, s.context.companies.length, s.context.mode, s.context.companyId, s.context.companyError]),
  assert(real, _model, { index, event }) {
    if (index === 0) navigations = [];
    const { context } = real;
    if (event?.type === 'prompt.login' && navigations.at(-1) !== LOGIN_PATH) throw new Error('login prompt did not go to the login page');
    if (event?.type === 'prompt.register' && navigations.at(-1) !== REGISTER_PATH) throw new Error('login prompt did not go to registration');
    if (event?.type === 'choice.confirm' && real.matches('idle')) {
      const company = context.mode === 'company' ? context.companies.find((c) => c.id === context.companyId) : null;
      const expected = requestServicePath(12, company ?? null);
      if (navigations.at(-1) !== expected) throw new Error(`navigated to ${navigations.at(-1)}, expected ${expected}`);
    }
    if (event?.type === 'xstate.done.actor.loadRepresentedCompanies' && real.matches('idle') && navigations.at(-1) !== '/app/requestService/12') {
      throw new Error('a user without companies did not go straight to the request page');
    }
    if (real.matches('loadingCompanies')) {
      const input = (real.children.loadRepresentedCompanies?.getSnapshot() as { context?: { input?: { citizenId?: string } } } | undefined)?.context?.input;
      if (input?.citizenId !== '00104567896') throw new Error('companies loaded for the wrong citizen');
    }
  },
});
