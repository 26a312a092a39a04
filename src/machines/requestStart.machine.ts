/**
 * Request-start statechart: what REQUEST (procedure cards) and INICIAR SOLICITUD (service page) do
 * (spec 000 §2 "Starting a request from a card", §6 Roles and permissions; spec 001 §2.3 "Starting
 * a request from a service", §7 GET /all/my/requests/with/company/{citizenId} with
 * get_only_companies_details=true; docs/ARCHITECTURE.md Machines "request start").
 *
 * idle --request.start--> deciding
 *   deciding: restricted base role (2) → warning ('No puede realizar una solicitud directamente, debe
 *             ser a través de un representante'); anonymous → loginPrompt; else → loadingCompanies
 *   loadingCompanies --(no companies)--> navigating (straight to /app/requestService/{serviceId})
 *                    --(companies)--> chooseCompany ('¿Cómo desea continuar?')
 *                    --(failed)--> idle with an error toast (nothing stays stuck)
 *   chooseCompany --choice.confirm--> navigating (personal, or company_id and company_name in the query)
 *   warning / loginPrompt / chooseCompany --dialog.close--> idle
 *   loginPrompt --prompt.login / prompt.register--> idle, after navigating to /public/login or /app/register
 *   navigating: navigates, then idle at once.
 * The order of the rules is {@link decideRequestStart} (src/domain/roles.ts). While a decision or a
 * load is running, or a dialog is open, further `request.start` events are ignored (a double click
 * never opens two flows).
 *
 * IO through the named actor `loadRepresentedCompanies`; navigation and the toast through the named
 * actions `navigate` and `notifyError`, provided by the view.
 */
import { assign, fromPromise, setup } from 'xstate';
import { getRepresentedCompanies, type RepresentedCompany } from '../api/representedCompanies';
import { unwrap } from '../api/result';
import { decideRequestStart } from '../domain/roles';
import type { MessageKey } from '../messages/es';

export type { RepresentedCompany };

/** Who pressed the button: an anonymous visitor, or a signed-in user with their base role. */
export type RequestStartViewer = { kind: 'anonymous' } | { kind: 'user'; citizenId: string; rolBase: number | string | null | undefined };

/** How the request is made: personally, or on behalf of a chosen company. */
export type RequestStartMode = 'personal' | 'company';

export interface RequestStartContext {
  serviceId: number;
  viewer: RequestStartViewer;
  /** Companies the user represents (loaded on each start). */
  companies: RepresentedCompany[];
  mode: RequestStartMode;
  /** Chosen company id (preselected when the user represents exactly one). */
  companyId: number | null;
  /** Error under the company select ('Este campo es requerido' when confirming without one). */
  companyError: MessageKey | null;
}

export type RequestStartEvent =
  | { type: 'request.start'; serviceId: number; viewer: RequestStartViewer }
  | { type: 'dialog.close' }
  | { type: 'prompt.login' }
  | { type: 'prompt.register' }
  | { type: 'choice.mode'; mode: RequestStartMode }
  | { type: 'choice.company'; companyId: number | null }
  | { type: 'choice.confirm' };

/** Login page of the login-or-register prompt (spec 000 §1 routes). */
export const LOGIN_PATH = '/public/login';
/** Registration page of the login-or-register prompt (spec 000 §1 routes). */
export const REGISTER_PATH = '/app/register';

/**
 * The request page of a service: `/app/requestService/{serviceId}`, plus
 * `?company_id={id}&company_name={name}` (percent-encoded) when made on behalf of a company
 * (spec 000 §6).
 */
export function requestServicePath(serviceId: number, company?: Pick<RepresentedCompany, 'id' | 'company_name'> | null): string {
  const base = `/app/requestService/${serviceId}`;
  if (!company) return base;
  return `${base}?company_id=${encodeURIComponent(String(company.id))}&company_name=${encodeURIComponent(company.company_name)}`;
}

/** Where `navigating` goes for the current choice (personal when no company is chosen). */
export function requestStartTarget(context: RequestStartContext): string {
  const company = context.mode === 'company' ? context.companies.find((c) => c.id === context.companyId) : undefined;
  return requestServicePath(context.serviceId, company ?? null);
}

function decisionOf(context: RequestStartContext, companiesCount: number) {
  const { viewer } = context;
  return decideRequestStart({
    // Stryker disable next-line ConditionalExpression: an anonymous viewer has no rolBase (undefined is not the restricted role either)
    rolBase: viewer.kind === 'user' ? viewer.rolBase : null,
    authenticated: viewer.kind === 'user',
    companiesCount,
  });
}

export const requestStartMachine = setup({
  types: {
    context: {} as RequestStartContext,
    events: {} as RequestStartEvent,
  },
  actors: {
    loadRepresentedCompanies: fromPromise<RepresentedCompany[], { citizenId: string }>(async ({ input }) =>
      unwrap(await getRepresentedCompanies(input.citizenId)),
    ),
  },
  guards: {
    /** Base role 2: must act through a representative. */
    isRestricted: ({ context }) => decisionOf(context, 0) === 'restricted',
    /** Not signed in. */
    isAnonymous: ({ context }) => decisionOf(context, 0) === 'loginPrompt',
    /** The loaded list is not empty. */
    hasCompanies: ({ context }, companies: RepresentedCompany[]) => decisionOf(context, companies.length) === 'chooseCompany',
    isPersonal: ({ context }) => context.mode === 'personal',
    /** Company mode with a company of the list chosen. */
    hasChosenCompany: ({ context }) => context.companies.some((c) => c.id === context.companyId),
  },
  actions: {
    assignStart: assign(({ event }) => {
      // Stryker disable next-line ConditionalExpression: the action only runs on request.start
      if (event.type !== 'request.start') return {};
      return { serviceId: event.serviceId, viewer: event.viewer, companies: [], mode: 'personal' as const, companyId: null, companyError: null };
    }),
    assignCompanies: assign((_, companies: RepresentedCompany[]) => ({
      companies,
      companyId: companies.length === 1 ? companies[0].id : null,
    })),
    // Stryker disable next-line ConditionalExpression: the action only runs on choice.mode
    assignMode: assign(({ event }) => (event.type === 'choice.mode' ? { mode: event.mode, companyError: null } : {})),
    // Stryker disable next-line ConditionalExpression: the action only runs on choice.company
    assignCompany: assign(({ event }) => (event.type === 'choice.company' ? { companyId: event.companyId, companyError: null } : {})),
    assignCompanyError: assign({ companyError: 'errors.required' as MessageKey }),
    /** Provided by the view: go to `path` (an in-app route). */
    navigate: (_, _params: { path: string }) => {},
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it
  id: 'requestStart',
  context: { serviceId: 0, viewer: { kind: 'anonymous' }, companies: [], mode: 'personal', companyId: null, companyError: null },
  initial: 'idle',
  states: {
    idle: {
      meta: {
        spec: 'spec 000 §2 Home and catalogue (service card REQUEST); spec 001 §2.3 (INICIAR SOLICITUD)',
        shows: ['the REQUEST / INICIAR SOLICITUD button', 'catalogue.requestStart.companiesFailed toast after a failed load'],
      },
      on: { 'request.start': { target: 'deciding', actions: 'assignStart' } },
    },
    deciding: {
      meta: { spec: 'spec 000 §6 Request from a procedure card, in order; spec 001 §2.3 rules 1-4', shows: ['nothing new (decided at once)'] },
      always: [{ guard: 'isRestricted', target: 'warning' }, { guard: 'isAnonymous', target: 'loginPrompt' }, { target: 'loadingCompanies' }],
    },
    loadingCompanies: {
      meta: {
        spec: 'spec 001 §2.3 rule 3/4; §7 GET /all/my/requests/with/company/{citizenId} with get_only_companies_details=true',
        shows: ['busy REQUEST button', 'GET /all/my/requests/with/company/{citizenId}?status=1&type=1&get_only_companies_details=true'],
      },
      invoke: {
        id: 'loadRepresentedCompanies',
        src: 'loadRepresentedCompanies',
        // Stryker disable next-line ConditionalExpression,StringLiteral: only a signed-in viewer reaches loadingCompanies (deciding sends the anonymous to the prompt)
        input: ({ context }) => ({ citizenId: context.viewer.kind === 'user' ? context.viewer.citizenId : '' }),
        onDone: [
          {
            guard: { type: 'hasCompanies', params: ({ event }) => event.output },
            target: 'chooseCompany',
            actions: { type: 'assignCompanies', params: ({ event }) => event.output },
          },
          { target: 'navigating' },
        ],
        onError: { target: 'idle', actions: { type: 'notifyError', params: { key: 'catalogue.requestStart.companiesFailed' } } },
      },
    },
    warning: {
      meta: {
        spec: 'spec 000 §6 base role 2; spec 001 §2.3 rule 1, §8 Restricted role requests a service',
        shows: ['service.start.warningTitle', 'service.start.restrictedRole', 'service.start.understood'],
      },
      on: { 'dialog.close': 'idle' },
    },
    loginPrompt: {
      meta: {
        spec: 'spec 000 §2 Shared widgets (login-or-register prompt), §6 Anonymous; spec 001 §2.3 rule 2',
        shows: ['session.loginPrompt.title', 'session.loginPrompt.body', 'session.loginPrompt.login', 'session.loginPrompt.register'],
      },
      on: {
        'dialog.close': 'idle',
        'prompt.login': { target: 'idle', actions: { type: 'navigate', params: { path: LOGIN_PATH } } },
        'prompt.register': { target: 'idle', actions: { type: 'navigate', params: { path: REGISTER_PATH } } },
      },
    },
    chooseCompany: {
      meta: {
        spec: "spec 000 §2 Shared widgets ('how do you wish to continue' dialog), §6; spec 001 §2.3 rule 4 '¿Cómo desea continuar?'",
        shows: [
          'service.start.howToContinue',
          'service.start.personally',
          'service.start.asCompany',
          'service.start.chooseCompany',
          'service.start.continue',
          'common.cancel',
          'errors.required',
        ],
      },
      on: {
        'dialog.close': 'idle',
        'choice.mode': { actions: 'assignMode' },
        'choice.company': { actions: 'assignCompany' },
        'choice.confirm': [
          { guard: 'isPersonal', target: 'navigating' },
          { guard: 'hasChosenCompany', target: 'navigating' },
          { actions: 'assignCompanyError' },
        ],
      },
    },
    navigating: {
      meta: {
        spec: 'spec 000 §6 (straight to /app/requestService/{serviceId}, or with company_id and company_name in the query); spec 001 §2.3 rules 3-4',
        shows: ['navigation to /app/requestService/{serviceId}'],
      },
      entry: { type: 'navigate', params: ({ context }) => ({ path: requestStartTarget(context) }) },
      always: 'idle',
    },
  },
});
