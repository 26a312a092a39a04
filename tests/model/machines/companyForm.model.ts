import { modelTestDefinition } from '../lib/definition';
import {
  companyFormMachine,
  companyPayload,
  type SaveCompanyInput,
} from '../../../src/machines/companyForm.machine';
import type { Company } from '../../../src/api/identity';
import { ApiError } from '../../../src/api/result';
import { hasErrors, validateCompanyForm } from '../../../src/domain/validation/forms';
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

const required = ['company_name', 'company_rnc', 'company_phone', 'company_address'] as const;

function webState(web: string): 'blank' | 'invalid' | 'valid' {
  if (web.trim() === '') return 'blank';
  return validateCompanyForm({ company_name: 'x', company_rnc: 'x', company_phone: 'x', company_address: 'x', company_url_web: web })
    .company_url_web
    ? 'invalid'
    : 'valid';
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
      { field: 'company_name', value: 'Hotel Caribe' },
      { field: 'company_rnc', value: '1-30-12345-4' },
      { field: 'company_phone', value: '809-555-7788' },
      { field: 'company_address', value: 'Av. George Washington 500' },
      { field: 'company_url_web', value: 'no es una web' },
      { field: 'company_url_web', value: 'www.hotelcaribe.com.do' },
    ],
    'form.submit': [{}],
    'xstate.done.actor.saveCompany': [{ output: true }],
    'xstate.error.actor.saveCompany': [{ error: rncFieldRejection }, { error: plainRejection }, { error: networkError }],
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
      webState(s.context.values.company_url_web),
      Object.keys(s.context.errors).sort(),
      s.context.serverMessage !== null,
    ]),
  assert(real, _model, { event }) {
    const { context } = real;
    // The RNC of a company being modified never changes.
    if (context.mode === 'edit' && context.values.company_rnc !== '1-01-01234-1') {
      throw new Error(`edit mode changed the RNC to ${context.values.company_rnc}`);
    }
    if (real.matches('submitting')) {
      const input = (real.children.saveCompany?.getSnapshot() as { context?: { input?: SaveCompanyInput } } | undefined)?.context?.input;
      const expected: SaveCompanyInput = {
        id: context.mode === 'edit' ? sampleCompany.id : null,
        body: companyPayload(context.values),
      };
      if (JSON.stringify(input) !== JSON.stringify(expected)) {
        throw new Error(`saveCompany input ${JSON.stringify(input)} !== ${JSON.stringify(expected)}`);
      }
      if (!/^\d{9}$/.test(expected.body.company_rnc) || !/^\d{10}$/.test(expected.body.company_phone)) {
        throw new Error(`mask not removed: ${JSON.stringify(expected.body)}`);
      }
    }
    if (event.type === 'xstate.error.actor.saveCompany') {
      const error = (event as { error?: unknown }).error;
      if (!real.matches('editing')) throw new Error('a failed save must go back to editing');
      // The typed values are kept: they are still the valid values that were sent.
      if (hasErrors(validateCompanyForm(context.values))) throw new Error('values lost after a failed save');
      if (error === rncFieldRejection) {
        const rnc = context.errors.company_rnc;
        if (typeof rnc !== 'object' || rnc.text !== 'Favor digitar un RNC válido' || context.serverMessage !== null) {
          throw new Error(`server field error not on its field: ${JSON.stringify(context)}`);
        }
      } else if (error === plainRejection) {
        const msg = context.serverMessage;
        if (typeof msg !== 'object' || msg === null || msg.text !== 'Esta empresa ya está asociada a su cuenta') {
          throw new Error(`server msg not shown: ${JSON.stringify(msg)}`);
        }
      } else if (context.serverMessage !== null || Object.keys(context.errors).length > 0) {
        throw new Error('a network failure shows no form message (toast only)');
      }
    }
    if (event.type === 'form.submit' && real.matches('editing')) {
      const expected = validateCompanyForm(context.values);
      if (JSON.stringify(context.errors) !== JSON.stringify(expected)) {
        throw new Error(`client errors ${JSON.stringify(context.errors)} !== ${JSON.stringify(expected)}`);
      }
    }
    if (real.status === 'done' && real.output?.mode !== context.mode) throw new Error('done without mode');
  },
});
