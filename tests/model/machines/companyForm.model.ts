import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { companyFormMachine, type CompanyFormContext } from '../../../src/machines/companyForm.machine';
import type { Company } from '../../../src/api/identity';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError } from './fixtures';

/** The company modified in the `edit` input (contract P1 shape). */
export const sampleCompany: Company = {
  id: 12,
  company_name: 'Posada Zona Colonial',
  company_rnc: '101012341',
  company_phone: '8095553344',
  company_address: 'Calle El Conde 305, Ciudad Colonial, Santo Domingo',
  company_url_web: null,
};

/** A refusal with a field error of the form (`msg.error`). */
export const rncFieldRejection = new ApiError({
  kind: 'rejected',
  fieldErrors: { company_rnc: ['Favor digitar un RNC válido'] },
});
/** A plain refusal: the server `msg` goes in the dialog. */
export const plainRejection = rejectedError('Esta empresa ya está asociada a su cuenta');
/** A refusal whose only field error is not a form field: its message goes in the dialog. */
export const otherFieldRejection = new ApiError({ kind: 'rejected', fieldErrors: { rnc_owner: ['', 'La empresa pertenece a otro usuario'] } });
/** A refusal with a blank `msg` and blank field errors: 'Ha ocurrido un error' in the dialog (spec 001 §8 fallback). */
export const blankRejection = new ApiError({ kind: 'rejected', message: '  ', fieldErrors: { company_phone: ['  '] } });

const required = ['company_name', 'company_rnc', 'company_phone', 'company_address'] as const;

/** The web addresses of the payloads: '' is allowed (optional), the others by spec 001 §5 'Dirección web inválida'. */
const WEB: Record<string, 'blank' | 'invalid' | 'valid'> = { '': 'blank', 'no es una web': 'invalid', 'www.hotelcaribe.com.do': 'valid' };

/**
 * What P2/P3 receive for each typed value of the payloads (spec 001 §5: masks removed, RNC 9 digits,
 * phone 10 digits, text trimmed), written out.
 */
const SENT: Record<string, string> = {
  '': '',
  'Posada Zona Colonial': 'Posada Zona Colonial',
  ' Hotel Caribe ': 'Hotel Caribe',
  '1-01-01234-1': '101012341',
  '1-30-12345-4': '130123454',
  '809-555-3344': '8095553344',
  '809-555-7788': '8095557788',
  'Calle El Conde 305, Ciudad Colonial, Santo Domingo': 'Calle El Conde 305, Ciudad Colonial, Santo Domingo',
  'Av. George Washington 500 ': 'Av. George Washington 500',
  'no es una web': 'no es una web',
  'www.hotelcaribe.com.do': 'www.hotelcaribe.com.do',
};

/** The form at start, by input: empty to add; the company with the input masks to modify (spec 001 §2.1). */
const START: Record<string, CompanyFormContext> = {
  add: {
    mode: 'add',
    companyId: null,
    values: { company_name: '', company_rnc: '', company_phone: '', company_address: '', company_url_web: '' },
    errors: {},
    serverMessage: null,
  },
  edit: {
    mode: 'edit',
    companyId: 12,
    values: {
      company_name: 'Posada Zona Colonial',
      company_rnc: '1-01-01234-1',
      company_phone: '809-555-3344',
      company_address: 'Calle El Conde 305, Ciudad Colonial, Santo Domingo',
      company_url_web: '',
    },
    errors: {},
    serverMessage: null,
  },
};

/** spec 001 §5 Company form: the client errors of the values. */
function clientErrors(values: CompanyFormContext['values']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of required) if (values[field] === '') errors[field] = 'errors.required';
  if (WEB[values.company_url_web] === 'invalid') errors.company_url_web = 'desk.companyForm.invalidWeb';
  return errors;
}

/** What the dialog shows after a refusal (spec 001 §8 "profile update ... show the server msg"). */
const AFTER_REFUSAL = new Map<unknown, Pick<CompanyFormContext, 'errors' | 'serverMessage'>>([
  [rncFieldRejection, { errors: { company_rnc: { text: 'Favor digitar un RNC válido' } }, serverMessage: null }],
  [plainRejection, { errors: {}, serverMessage: { text: 'Esta empresa ya está asociada a su cuenta' } }],
  [otherFieldRejection, { errors: {}, serverMessage: { text: 'La empresa pertenece a otro usuario' } }],
  [blankRejection, { errors: {}, serverMessage: 'errors.generic' }],
  // spec 001 §8 profile fallback: a failed call shows the toast only.
  [networkError, { errors: {}, serverMessage: null }],
]);

function checkEditing(snapshot: { context: CompanyFormContext }, step: OracleStep): void {
  const { context } = snapshot;
  const { event, previous, called, index, path } = step;
  if (index === 0) {
    expectEqual(context, START[path.inputLabel ?? ''], 'form at start');
    return;
  }
  const before = previous!.context as CompanyFormContext;
  if (event.type === 'field.change') {
    const locked = event.field === 'company_rnc' && path.inputLabel === 'edit';
    if (locked) {
      // spec 001 §2.1: the RNC of a company being modified is not editable.
      expectEqual(context, before, 'form after typing in the locked RNC');
    } else {
      // The value typed; its error and the server message cleared, the other errors kept.
      const errors: Record<string, unknown> = { ...before.errors };
      delete errors[event.field as string];
      expectEqual(context.values, { ...before.values, [event.field as string]: event.value }, 'values after typing');
      expectEqual([context.errors, context.serverMessage], [errors, null], '[errors, server message] after typing');
    }
    expectEqual(called, [], 'actions after typing');
  }
  if (event.type === 'form.submit') {
    // 'Este campo es requerido' / 'Dirección web inválida' on their fields; nothing sent.
    expectEqual([context.values, context.errors, context.serverMessage], [before.values, clientErrors(before.values), null], 'form after an invalid submit');
    expectEqual(called, [], 'actions after an invalid submit');
  }
  if (event.type === 'xstate.error.actor.saveCompany') {
    // Nothing typed is lost.
    expectEqual(context.values, before.values, 'values after a failed save');
    expectEqual([context.mode, context.companyId], [before.mode, before.companyId], '[mode, company] after a failed save');
    const shown = AFTER_REFUSAL.get(event.error) ?? '(unlisted failure)';
    expectEqual({ errors: context.errors, serverMessage: context.serverMessage }, shown, 'messages after a failed save');
    expectEqual(called, event.error === networkError ? [{ name: 'notifyError', params: { key: 'errors.generic' } }] : [], 'toasts after a failed save');
  }
}

/** spec 001 §2.1 add/modify company modal, §5 Company form, §8 profile fallback; contract P2/P3. */
export const companyFormModel = modelTestDefinition({
  name: 'companyForm',
  machine: companyFormMachine,
  inputs: {
    add: { company: null },
    edit: { company: sampleCompany },
  },
  events: {
    'field.change': [
      { field: 'company_name', value: ' Hotel Caribe ' },
      { field: 'company_rnc', value: '1-30-12345-4' },
      { field: 'company_phone', value: '809-555-7788' },
      { field: 'company_address', value: 'Av. George Washington 500 ' },
      { field: 'company_url_web', value: 'no es una web' },
      { field: 'company_url_web', value: 'www.hotelcaribe.com.do' },
    ],
    'form.submit': [{}],
    'xstate.done.actor.saveCompany': [{ output: true }],
    'xstate.error.actor.saveCompany': [
      { error: rncFieldRejection },
      { error: plainRejection },
      { error: otherFieldRejection },
      { error: blankRejection },
      { error: networkError },
    ],
  },
  provide: { actions: { notifyError: () => {}, notifySuccess: () => {} } },
  paths: 'shortest',
  // The typed texts multiply states; which required fields are filled, the web's validity and
  // whether messages are shown decide every guard and what the user sees.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.mode,
      required.map((f) => s.context.values[f].trim() !== ''),
      WEB[s.context.values.company_url_web] ?? s.context.values.company_url_web,
      Object.keys(s.context.errors).sort(),
      s.context.serverMessage !== null,
    ]),
  // Oracles written from spec 001 §2.1 Profile tab (add/modify company modal), §5 Company form, §8
  // profile fallback and contract §1.7 P2/P3 (tests/model/README.md "Oracles"). Provided actions
  // recorded: notifyError, notifySuccess.
  expect: {
    initial: 'editing',
    states: {
      editing: {
        shows: [
          'desk.companyForm.commercialName',
          'desk.companyForm.rnc',
          'desk.companyForm.rncLocked',
          'desk.companyForm.phone',
          'desk.companyForm.address',
          'desk.companyForm.web',
          'desk.companyForm.confirm',
          'errors.required',
          'errors.invalidWeb',
          'server msg in the dialog',
          'errors.generic toast after a failed call',
        ],
        on: {
          'field.change': STAYS,
          // spec 001 §5: name, RNC, phone and address required; the web optional but a web address.
          'form.submit': ({ previous }) => {
            const values = previous!.context.values;
            return required.every((f) => values[f] !== '') && WEB[values.company_url_web] !== 'invalid' ? 'submitting' : STAYS;
          },
        },
        check: checkEditing,
      },
      submitting: {
        shows: ['desk.companyForm.saving', 'POST create (P2) or update (P3) with RNC and phone as digits'],
        on: { 'xstate.done.actor.saveCompany': 'saved', 'xstate.error.actor.saveCompany': 'editing' },
        check(snapshot, { previous, started, called }) {
          const values = previous!.context.values;
          // P2 (no id) when adding, P3 with the company id when modifying; masks removed, text trimmed.
          expectEqual(
            started.map((c) => [c.id, c.input]),
            [
              [
                'saveCompany',
                {
                  id: previous!.context.mode === 'edit' ? 12 : null,
                  body: {
                    company_name: SENT[values.company_name],
                    company_rnc: SENT[values.company_rnc],
                    company_phone: SENT[values.company_phone],
                    company_address: SENT[values.company_address],
                    company_url_web: SENT[values.company_url_web],
                  },
                },
              ],
            ],
            'P2/P3 request',
          );
          expectEqual([snapshot.context.errors, snapshot.context.serverMessage, called], [{}, null, []], '[errors, server message, actions] while saving');
        },
      },
      saved: {
        shows: ['desk.companyForm.added', 'desk.companyForm.updated'],
        check(snapshot, { path, called }) {
          const mode = path.inputLabel === 'edit' ? 'edit' : 'add';
          expectEqual([snapshot.status, snapshot.output], ['done', { mode }], '[status, output]');
          expectEqual(
            called,
            [{ name: 'notifySuccess', params: { key: mode === 'add' ? 'desk.companyForm.added' : 'desk.companyForm.updated' } }],
            'success toast',
          );
        },
      },
    },
  },
});
