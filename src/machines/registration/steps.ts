/**
 * The wizard steps both registration charts share as they are (spec 000 §2 "Citizen registration
 * (5-step wizard)" / "Company registration (5-step wizard)", §5 Citizen registration steps 0, 2, 3),
 * as typed state configs each chart places under its own id (`#citizenRegistration`,
 * `#companyRegistration`). Each step accepts `field.change` only for its own fields; Next / Registrar
 * advance only when the step validates, else `assignStepErrors` ('Llene todos los campos
 * requeridos'). Guard and action names are the charts' own (TypeScript checks them where used).
 */
import { checkEmailInvoke } from './serverChecks';

/**
 * A `field.change` event's field and value, as the typed params of `assignField` (and of any guard or
 * action of the charts that reads the change): the implementations read their params, not the event.
 */
export const fieldChange = <F extends string, V>({ event }: { event: { field: F; value: V } }) => ({ field: event.field, value: event.value });

/**
 * A step's `field.change` transition: `isStepField` gets the step and the changed field as typed
 * params (a field of another step is not on screen and is ignored, spec 000 §5), then `assignField`
 * the field and its value.
 */
export const stepFieldChange = <const S extends number>(step: S) =>
  ({
    guard: { type: 'isStepField', params: <F extends string>({ event }: { event: { field: F } }) => ({ step, field: event.field }) },
    actions: { type: 'assignField', params: fieldChange },
  }) as const;

/** Step 0 [0]: e-mail, confirmation, password, confirmation; Next checks the e-mail, then → `next`. */
export const authInfoState = <const N extends string>(next: N) =>
  ({
    initial: 'editing',
    entry: 'clearNotice',
    meta: {
      spec: 'spec 000 §2 step 0 "authentication info"; §5 Step 0',
      shows: ['register.steps.authInfo', 'e-mail, confirmation, password, confirmation', 'register.next'],
    },
    on: { 'field.change': stepFieldChange(0) },
    states: {
      editing: {
        meta: { spec: 'spec 000 §5 Step 0 (local rules; Next advances only when the step validates)', shows: ['field errors', 'register.fillRequired'] },
        on: {
          'step.next': [
            { guard: { type: 'hasStepErrors', params: { step: 0 } }, actions: { type: 'assignStepErrors', params: { step: 0 } } },
            { target: 'checkingEmail', actions: 'clearNotice' },
          ],
        },
      },
      checkingEmail: {
        meta: { spec: 'spec 000 §5 Step 0 "not already used"; §7 validate email', shows: ['Next loader', 'GET /validate/email/{email}'] },
        invoke: checkEmailInvoke(next, { target: 'editing', actions: 'assignEmailInUse' }, 'editing'),
      },
    },
  }) as const;

/** Step 2 [2]: three questions and three answers (local rules only); Back → `back`, Next → `#<machine>.terms`. */
export const securityInfoState = <const M extends string, const B extends string>(machine: M, back: B) =>
  ({
    entry: 'clearNotice',
    meta: { spec: 'spec 000 §2 step 2 "security info"; §5 Step 2', shows: ['register.steps.securityInfo', 'three questions and three answers'] },
    on: {
      'field.change': stepFieldChange(2),
      'step.back': back,
      'step.next': [
        { guard: { type: 'hasStepErrors', params: { step: 2 } }, actions: { type: 'assignStepErrors', params: { step: 2 } } },
        { target: `#${machine}.terms` as const },
      ],
    },
  }) as const;

/** Step 3 [3] before submitting: the terms checkbox; Back → `#<machine>.securityInfo`, Registrar → `submitting`. */
export const termsEditingState = <const M extends string>(machine: M) =>
  ({
    meta: { spec: 'spec 000 §5 Step 3', shows: ['terms text', 'terms checkbox', 'register.termsRequired'] },
    on: {
      'field.change': stepFieldChange(3),
      'step.back': `#${machine}.securityInfo` as const,
      'form.submit': [
        { guard: { type: 'hasStepErrors', params: { step: 3 } }, actions: { type: 'assignStepErrors', params: { step: 3 } } },
        { target: 'submitting', actions: 'clearNotice' },
      ],
    },
  }) as const;
