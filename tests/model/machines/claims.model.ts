import { modelTestDefinition, type ModelStepInfo } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { claimsMachine, type ClaimField, type ClaimValues, type CreateClaimBody, type Notice } from '../../../src/machines/requestDetail/claims.machine';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError } from './fixtures';
import { claims, companyRequest, createdClaim, createdClaimRow, expectedClaimRows, issues, personalRequest, viewer } from './requestActivityFixtures';
import { uncheckedBefore } from './requestActions.assert';

const TYPED = '  La respuesta no llegó en el plazo indicado.  ';
const BLANK = '   ';

/** The exact POST /claims bodies (spec 001 §7; contract Q5: citizen_name is the first name(s) only). */
const PERSONAL_BODY: CreateClaimBody = {
  issue_id: 2,
  citizen_id: '00113918205',
  service_id: 12,
  request_code: 'DPP-2022-000123',
  citizen_name: 'Ana María',
  description: 'La respuesta no llegó en el plazo indicado.',
  company_id: null,
  company_name: null,
};
const COMPANY_BODY: CreateClaimBody = { ...PERSONAL_BODY, company_id: 5, company_name: 'Hotel Bahía Azul SRL' };

/** The errors spec 001 §5 expects for `values` ('Este campo es requerido' on each missing field). */
function expectedErrors(values: ClaimValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.issueId !== '1' && values.issueId !== '2') errors.issueId = 'errors.required';
  if (values.description !== TYPED) errors.description = 'errors.required';
  return errors;
}

/** The rows each load shows, by number of claims loaded. */
const ROWS_BY_COUNT: Record<number, unknown[]> = {
  0: [],
  3: expectedClaimRows,
  4: [...expectedClaimRows, createdClaimRow],
};

const CODE = { requestCode: 'DPP-2022-000123' };
/** spec 001 §8, §9: 'Reclamación creada con exito' 2 s; 'Ha ocurrido un error' 3 s (claims snackbar). */
const SUCCESS = { kind: 'success', key: 'claims.success', durationMs: 2000 };
const FAILURE = { kind: 'error', key: 'claims.failure', durationMs: 3000 };
/** Issue 25 (not in the spec; shown as long as the spec's failure toast): the check found no claim; the check could not read. */
const NOT_RECEIVED = { kind: 'error', key: 'claims.notReceived', durationMs: 3000 };
const UNCHECKED = { kind: 'error', key: 'claims.outcomeUnchecked', durationMs: 3000 };
/** The answer of POST /claims was lost (src/api/outcome.ts). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'network' });
/** Before this step, a claim's outcome was left unknown (its POST unknown, or the re-read failed). */
const unchecked = (step: ModelStepInfo) => uncheckedBefore(step, 'createClaim', unknownError, 'checkClaim');
/** Rows like the one the dialog sends (reason 'Mala atención', the trimmed observation typed): the created claim's. */
const likeSent = (rows: readonly unknown[]) => rows.filter((r) => JSON.stringify(r) === JSON.stringify(createdClaimRow)).length;
/**
 * Issue 25: the re-read of a claim whose answer was lost has it when it lists one more claim like the
 * one sent than the list shown when it was sent (the rows of the last read before the check).
 */
function checkFound(step: Pick<OracleStep, 'path' | 'index'>, output: unknown): boolean {
  const fresh = ROWS_BY_COUNT[(output as unknown[]).length];
  return likeSent(fresh) > likeSent(rowsAt(step, step.index - 1));
}
/** The toast of an event (the spec's, or issue 25's for the check), none for the others. */
function toastOf(step: Pick<OracleStep, 'path' | 'index'>, event: { type: string; error?: unknown; output?: unknown }): object | null {
  if (event.type === 'xstate.error.actor.createClaim') return event.error === unknownError ? null : FAILURE;
  if (event.type === 'xstate.done.actor.createClaim') return SUCCESS;
  if (event.type === 'xstate.done.actor.checkClaim') return checkFound(step, event.output) ? SUCCESS : NOT_RECEIVED;
  return event.type === 'xstate.error.actor.checkClaim' ? UNCHECKED : null;
}

/** The dialog's values after step `index`: empty when it opens, then what was typed in it. */
function typedAt(step: Pick<OracleStep, 'path'>, index: number): ClaimValues {
  let values: ClaimValues = { issueId: '', description: '' };
  for (let i = 1; i <= index; i++) {
    const { event } = step.path.steps[i];
    if (event.type === 'claim.new') values = { issueId: '', description: '' };
    if (event.type === 'field.change' && step.path.steps[i - 1].state.matches({ ready: { dialog: 'editing' } })) {
      values = { ...values, [event.field as string]: event.value as string };
    }
  }
  return values;
}
/** The rows of the last list read in the path (3 claims, none, or 4 after a new claim). */
function rowsAt(step: Pick<OracleStep, 'path'>, index: number): unknown[] {
  const last = step.path.steps
    .slice(1, index + 1)
    .map((s) => s.event)
    .filter((e) => ['xstate.done.actor.loadClaimsTab', 'xstate.done.actor.loadClaims', 'xstate.done.actor.checkClaim'].includes(e.type))
    .at(-1);
  if (!last) return [];
  if (last.type === 'xstate.done.actor.loadClaimsTab') return ROWS_BY_COUNT[(last.output as { claims: unknown[] }).claims.length];
  return ROWS_BY_COUNT[(last.output as unknown[]).length];
}
const startedOf = (step: OracleStep, id: string) => step.started.filter((c) => c.id === id).map((c) => c.input);

const claimsModelInputs = {
  personal: { detail: personalRequest, viewer },
  company: { detail: companyRequest, viewer },
};

let notices: Array<Notice | null> = [];
let seen = 0;
let valuesBeforeSend: ClaimValues | null = null;

const valueClass = (v: ClaimValues) => [v.issueId, v.description === TYPED ? 'typed' : v.description === '' ? 'empty' : 'blank'];

const childInput = (snapshot: { children: Record<string, unknown> }, id: string) =>
  (snapshot.children[id] as { getSnapshot?: () => { context?: { input?: unknown } } } | undefined)?.getSnapshot?.().context?.input;

/** spec 001 §2.5 Claims tab, §5 Claim form, §7, §8, §9; contract Q3-Q5. */
export const claimsModel = modelTestDefinition({
  name: 'claims',
  machine: claimsMachine,
  inputs: claimsModelInputs,
  events: {
    'xstate.done.actor.loadClaimsTab': [{ output: { claims, issues } }, { output: { claims: [], issues } }],
    'xstate.error.actor.loadClaimsTab': [{ error: networkError }, { error: new ApiError({ kind: 'malformed' }) }],
    'claims.retry': [{}],
    'claim.new': [{}],
    'claim.cancel': [{}],
    'field.change': [
      { field: 'issueId', value: '2' },
      { field: 'issueId', value: '9' },
      { field: 'description', value: TYPED },
      { field: 'description', value: BLANK },
    ],
    'claim.submit': [{}],
    'xstate.done.actor.createClaim': [{ output: true }],
    'xstate.error.actor.createClaim': [
      { error: networkError },
      { error: new ApiError({ kind: 'http', status: 500 }) },
      { error: new ApiError({ kind: 'expired', message: 'El token ha expirado' }) },
      { error: rejectedError('No se pudo crear') },
      { error: unknownError },
    ],
    // Issue 25: the claims re-read after an unknown send, with the new claim and without it.
    'xstate.done.actor.checkClaim': [{ output: [...claims, createdClaim] }, { output: claims }],
    'xstate.error.actor.checkClaim': [{ error: networkError }],
    'xstate.done.actor.loadClaims': [{ output: [...claims, createdClaim] }],
    'xstate.error.actor.loadClaims': [{ error: networkError }],
  },
  provide: { actions: { notify: (_: unknown, notice: Notice | null) => void notices.push(notice) } },
  paths: 'shortest',
  // Oracles written from spec 001 §2.5 Claims tab ('Reclamaciones', rows, 'Nueva reclamación'),
  // §5 Claim form (reason and message required), §7 GET /claims/{requestCode}, GET /issues, POST
  // /claims, §8 'Reclamación creada con exito' / 'Ha ocurrido un error' (3 s), §9 claim data not
  // cached; contract Q5 (tests/model/README.md "Oracles"). Provided actions recorded: notify.
  expect: {
    initial: 'loading',
    states: {
      loading: {
        shows: ['loader'],
        on: { 'xstate.done.actor.loadClaimsTab': ['ready', 'ready.list'], 'xstate.error.actor.loadClaimsTab': 'failed' },
        check: (_s, step) => expectEqual([startedOf(step, 'loadClaimsTab'), step.called], [[CODE], []], 'GET /claims/DPP-2022-000123 and GET /issues'),
      },
      failed: {
        shows: ['claims.loadFailed', 'common.retry'],
        on: { 'claims.retry': 'loading' },
        check: (_s, { called, started }) => expectEqual([called, started], [[], []], 'retry block, no toast'),
      },
      ready: {
        shows: ['claims.title', 'claim rows or claims.empty', 'claims.newClaim'],
        check({ context }, step) {
          expectEqual([context.claims, context.issues], [rowsAt(step, step.index), issues], 'claim rows (reason from the issues)');
          if (!step.event.type.endsWith('.createClaim') && !step.event.type.endsWith('.checkClaim')) expectEqual(step.called, [], 'no toast');
        },
      },
      'ready.list': {
        shows: ['claims.title', 'claim rows or claims.empty', 'claims.newClaim'],
        on: { 'claim.new': ['ready.dialog', 'ready.dialog.editing'] },
        check({ context }, step) {
          // Issue 25: the check found the claim: the spec's success, the dialog closed, the list as read.
          if (step.event.type === 'xstate.done.actor.checkClaim') {
            expectEqual(
              [context.notice, step.called, step.started],
              [SUCCESS, [{ name: 'notify', params: SUCCESS }], []],
              "'Reclamación creada con exito', nothing sent",
            );
          }
        },
      },
      'ready.dialog': { shows: ['claims.dialogTitle', 'claims.reason', 'claims.observations', 'claims.send'] },
      'ready.dialog.editing': {
        shows: ['claims.dialogTitle', 'field errors'],
        on: {
          'field.change': STAYS,
          // spec 001 §5: a reason among the issues (1, 2) and an observation, both required.
          // Issue 25: after a claim whose outcome stayed unknown, ENVIAR re-reads the claims first.
          'claim.submit': (step) =>
            unchecked(step)
              ? 'ready.dialog.checking'
              : Object.keys(expectedErrors(typedAt(step, step.index - 1))).length === 0
                ? 'ready.dialog.sending'
                : STAYS,
          'claim.cancel': 'ready.list',
        },
        check({ context }, step) {
          const values = typedAt(step, step.index);
          expectEqual(context.values, values, 'what was typed');
          if (step.event.type === 'claim.new') expectEqual(context.errors, {}, 'the dialog opens empty');
          if (step.event.type === 'claim.submit') {
            expectEqual([context.errors, step.started], [expectedErrors(values), []], "'Este campo es requerido', nothing sent");
          }
          // Issue 25: the check found no claim (the list as read) or could not read; the values stay.
          const toast = step.event.type.endsWith('.checkClaim') ? toastOf(step, step.event) : null;
          if (toast) expectEqual([context.notice, step.called], [toast, [{ name: 'notify', params: toast }]], 'the check tells what it found');
          if (step.event.type === 'field.change') expectEqual(context.errors[step.event.field as ClaimField], undefined, 'typing clears the field error');
          if (step.event.type === 'xstate.error.actor.createClaim' && step.event.error !== unknownError) {
            expectEqual([context.notice, step.called], [FAILURE, [{ name: 'notify', params: FAILURE }]], "'Ha ocurrido un error' (3 s), the dialog stays");
          }
        },
      },
      'ready.dialog.sending': {
        shows: ['claims.dialogTitle', 'send loader'],
        on: {
          'xstate.done.actor.createClaim': 'ready.refreshing',
          'xstate.error.actor.createClaim': ({ event }) =>
            event.error === unknownError ? ['ready.dialog', 'ready.dialog.checking'] : ['ready.dialog', 'ready.dialog.editing'],
          'claim.submit': STAYS,
          'claim.cancel': STAYS,
          'field.change': STAYS,
        },
        check(snapshot, step) {
          expectEqual(snapshot.hasTag('sending'), true, 'send loader');
          if (step.event.type === 'claim.submit') {
            expectEqual(startedOf(step, 'createClaim'), [step.input === claimsModelInputs.company ? COMPANY_BODY : PERSONAL_BODY], 'POST /claims');
          }
        },
      },
      'ready.dialog.checking': {
        shows: ['claims.dialogTitle', 'send loader', 'claims.checkingOutcome'],
        // Nothing is sent while the claims are re-read; submits, edits and cancel change nothing.
        on: {
          'xstate.done.actor.checkClaim': (step) => (checkFound(step, step.event.output) ? 'ready.list' : ['ready.dialog', 'ready.dialog.editing']),
          'xstate.error.actor.checkClaim': ['ready.dialog', 'ready.dialog.editing'],
          'claim.submit': STAYS,
          'claim.cancel': STAYS,
          'field.change': STAYS,
        },
        check(snapshot, step) {
          expectEqual([snapshot.hasTag('sending'), snapshot.hasTag('checking')], [true, true], '[loader, checking]');
          const entered = step.event.type === 'xstate.error.actor.createClaim' || step.event.type === 'claim.submit';
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            entered ? [['checkClaim', CODE]] : [],
            'GET /claims re-read once, nothing sent',
          );
          expectEqual(snapshot.context.values, typedAt(step, step.index), 'what was typed is kept');
          expectEqual(step.called, [], 'no toast while checking');
        },
      },
      'ready.refreshing': {
        shows: ['claims.title', 'claim rows or claims.empty', 'loader'],
        on: { 'xstate.done.actor.loadClaims': 'ready.list', 'xstate.error.actor.loadClaims': 'failed' },
        check(snapshot, step) {
          expectEqual(snapshot.hasTag('refreshing'), true, 'list loader');
          if (step.event.type === 'xstate.done.actor.createClaim') {
            // The dialog closes, the toast, and the list is read again (not cached).
            expectEqual(
              [snapshot.context.notice, step.called, startedOf(step, 'loadClaims')],
              [SUCCESS, [{ name: 'notify', params: SUCCESS }], [CODE]],
              "'Reclamación creada con exito', GET /claims again",
            );
          }
        },
      },
    },
  },
  serializeState: (s) =>
    JSON.stringify([s.value, valueClass(s.context.values), Object.keys(s.context.errors).sort(), s.context.claims.length, s.context.unchecked !== null]),
  assert(real, _model, { index, event, path }) {
    if (index === 0) {
      notices = [];
      seen = 0;
      valuesBeforeSend = null;
    }
    const { context } = real;
    const company = path.inputLabel === 'company';
    const metas = Object.values(real.getMeta()) as Array<{ spec?: string; shows?: string[] }>;
    const shows = metas.flatMap((m) => m.shows ?? []);
    if (metas.length === 0 || !metas.every((m) => typeof m.spec === 'string')) throw new Error('every state needs meta.spec');

    if (real.matches('loading')) {
      if (JSON.stringify(childInput(real, 'loadClaimsTab')) !== JSON.stringify({ requestCode: 'DPP-2022-000123' }))
        throw new Error('claims read by the wrong key');
      if (!shows.includes('loader')) throw new Error('no loader while loading');
    }
    if (real.matches('failed') && !(shows.includes('claims.loadFailed') && shows.includes('common.retry'))) throw new Error('no retry block');
    if (real.matches('ready')) {
      // 'Reclamaciones', the rows with every field of spec 001 §2.5, NUEVA RECLAMACIÓN.
      const rows = ROWS_BY_COUNT[context.claims.length];
      if (JSON.stringify(context.claims) !== JSON.stringify(rows)) throw new Error(`rows ${JSON.stringify(context.claims)}`);
      if (!['claims.title', 'claims.newClaim'].every((k) => shows.includes(k))) throw new Error(`ready shows ${shows.join(', ')}`);
      if (JSON.stringify(context.issues) !== JSON.stringify(issues)) throw new Error('issues lost');
    }
    if (real.matches({ ready: 'dialog' })) {
      if (!['claims.dialogTitle', 'claims.reason', 'claims.observations', 'claims.send'].every((k) => shows.includes(k))) throw new Error('dialog fields');
    }
    if (real.matches({ ready: 'refreshing' })) {
      if (JSON.stringify(childInput(real, 'loadClaims')) !== JSON.stringify({ requestCode: 'DPP-2022-000123' })) throw new Error('re-read by the wrong key');
    }
    if (real.matches({ ready: { dialog: 'sending' } })) {
      const expected = company ? COMPANY_BODY : PERSONAL_BODY;
      const input = childInput(real, 'createClaim');
      if (JSON.stringify(input) !== JSON.stringify(expected)) throw new Error(`POST /claims ${JSON.stringify(input)} !== ${JSON.stringify(expected)}`);
      if (!real.hasTag('sending')) throw new Error('no loader while sending');
      valuesBeforeSend = context.values;
    }
    if (real.matches({ ready: { dialog: 'checking' } })) {
      // Issue 25: the claims re-read, nothing sent, the loader and the checking text.
      if (JSON.stringify(childInput(real, 'checkClaim')) !== JSON.stringify({ requestCode: 'DPP-2022-000123' })) throw new Error('re-read by the wrong key');
      if (real.children.createClaim) throw new Error('sent again before the check');
      if (!real.hasTag('sending') || !shows.includes('claims.checkingOutcome')) throw new Error('checking must say so, with the loader');
      valuesBeforeSend = context.values;
    }

    if (event.type === 'claim.new' && (JSON.stringify(context.values) !== '{"issueId":"","description":""}' || Object.keys(context.errors).length > 0)) {
      throw new Error('the dialog must open empty');
    }
    if (event.type === 'claim.submit' && real.matches({ ready: { dialog: 'editing' } })) {
      if (JSON.stringify(context.errors) !== JSON.stringify(expectedErrors(context.values))) throw new Error(`errors ${JSON.stringify(context.errors)}`);
    }
    if (event.type === 'field.change' && context.errors[event.field as 'issueId' | 'description']) throw new Error('typing must clear the field error');
    if (event.type === 'claim.cancel' && !real.matches({ ready: 'list' })) throw new Error('cancel must close the dialog');
    // Where each event leads, as spec 001 §2.5 describes the tab.
    const expectedState: Record<string, unknown> = {
      'claims.retry': 'loading',
      'claim.new': { ready: { dialog: 'editing' } },
      'xstate.done.actor.loadClaimsTab': { ready: 'list' },
      'xstate.error.actor.loadClaimsTab': 'failed',
    };
    if (event.type === 'claim.submit') {
      const valid = Object.keys(expectedErrors(context.values)).length === 0;
      const check = unchecked({ path, index } as ModelStepInfo);
      expectedState['claim.submit'] = check ? { ready: { dialog: 'checking' } } : valid ? { ready: { dialog: 'sending' } } : { ready: { dialog: 'editing' } };
    }
    if (event.type in expectedState && !real.matches(expectedState[event.type] as never)) {
      throw new Error(`${event.type} led to ${JSON.stringify(real.value)}, expected ${JSON.stringify(expectedState[event.type])}`);
    }

    const fresh = notices.slice(seen);
    seen = notices.length;
    if (event.type === 'xstate.done.actor.createClaim') {
      const success = { kind: 'success', key: 'claims.success', durationMs: 2000 };
      if (!real.matches({ ready: 'refreshing' })) throw new Error('after a claim the dialog closes and the list is re-read');
      if (JSON.stringify(context.notice) !== JSON.stringify(success) || JSON.stringify(fresh.at(-1)) !== JSON.stringify(success))
        throw new Error('success toast');
    } else if (
      event.type.endsWith('.actor.checkClaim') ||
      (event.type === 'xstate.error.actor.createClaim' && (event as { error?: unknown }).error === unknownError)
    ) {
      // Issue 25: no toast before the check; then success (the dialog closes), 'no llegó' or 'no pudimos comprobar' with the values kept.
      const toast = toastOf({ path, index }, event);
      if (JSON.stringify(fresh) !== JSON.stringify(toast ? [toast] : [])) throw new Error(`toasts ${JSON.stringify(fresh)}`);
      if (toast === SUCCESS ? !real.matches({ ready: 'list' }) : !real.matches({ ready: 'dialog' }))
        throw new Error(`after ${event.type}: ${JSON.stringify(real.value)}`);
      if (toast !== SUCCESS && JSON.stringify(context.values) !== JSON.stringify(valuesBeforeSend)) throw new Error('values lost after an unknown claim');
    } else if (event.type === 'xstate.error.actor.createClaim') {
      const failure = { kind: 'error', key: 'claims.failure', durationMs: 3000 };
      if (!real.matches({ ready: { dialog: 'editing' } })) throw new Error('a failed claim keeps the dialog open and editable');
      if (JSON.stringify(context.values) !== JSON.stringify(valuesBeforeSend)) throw new Error('values lost after a failed claim');
      if (JSON.stringify(context.notice) !== JSON.stringify(failure) || JSON.stringify(fresh.at(-1)) !== JSON.stringify(failure))
        throw new Error('failure toast');
    } else if (fresh.length > 0) {
      throw new Error(`unexpected toast on ${event.type}`);
    }
    if (event.type === 'xstate.done.actor.loadClaims' && !real.matches({ ready: 'list' })) throw new Error('re-read list not shown');
    if (event.type === 'xstate.error.actor.loadClaims' && !real.matches('failed')) throw new Error('a failed re-read shows the retry block');
  },
});
