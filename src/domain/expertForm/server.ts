/**
 * Server-validated masks as data (spec 001 §5, §7 Validators; contract §2.6 masks 0, 20, 21; F8, F9).
 * The engine says WHICH call to make on blur ({@link serverCheckFor}) and HOW to read its answer
 * ({@link interpretServerAnswer}); the request-form machine makes the call and stores the verdict
 * with `setServerError`. Pure.
 *
 * Mask → operation (openapi/admin.yaml operationIds):
 * - 0 cédula → `validateCedula` (valid when `success && exist`);
 * - 20 dpp → `validateDpp` with `tipo` = label of the option chosen in the `MaskParam` field;
 * - 21 mimarena → `validateMimarena`;
 * - 24 → `validateDppNoObjecionProrroga`, `isForConfotur=true` when the option chosen in the
 *   `MaskParam` field is CONFOTUR;
 * - 14, 15, 16, 25 → the four Confotur validators in the order the specs list them (spec 001 §7 then
 *   spec 000 §7); the specs do not show which mask uses which path, so this table is the one place
 *   to change.
 */
import type { operations } from '../../api/generated/admin';
import type { MessageKey, MessageRef } from '../../messages/es';
import { CEDULA_LENGTH } from '../constants';
import { MASK } from './masks';
import { type FormState, isEmptyValue, optionOf } from './state';

/** Operation ids the engine may ask for. */
export type ServerOperation = Extract<
  keyof operations,
  | 'validateCedula'
  | 'validateDpp'
  | 'validateMimarena'
  | 'validateDppNoObjecionProrroga'
  | 'validateConsfoturProrrogaListados'
  | 'validateConfoturListados'
  | 'validateConsfoturClasificacionReconsideracion'
  | 'validateConfoturClasificacion'
>;

/** Server-validated mask code → operation. */
export const SERVER_MASKS: Readonly<Record<string, ServerOperation>> = {
  [MASK.cedula]: 'validateCedula',
  '14': 'validateConsfoturProrrogaListados',
  '15': 'validateConfoturListados',
  '16': 'validateConsfoturClasificacionReconsideracion',
  [MASK.dpp]: 'validateDpp',
  [MASK.mimarena]: 'validateMimarena',
  [MASK.dppNoObjection]: 'validateDppNoObjecionProrroga',
  '25': 'validateConfoturClasificacion',
};

/** Label (case-insensitive) of the related option that turns on the CONFOTUR variant of mask 24. */
export const CONFOTUR_OPTION = 'CONFOTUR';

/** A call to make: operation plus its path and query parameters. */
export interface ServerCheck {
  readonly fieldId: string;
  readonly mask: string;
  readonly operationId: ServerOperation;
  readonly path: { readonly cedula: string } | { readonly code: string };
  readonly query?: { readonly tipo: string } | { readonly isForConfotur: true };
}

/** What to do on blur: nothing, a local error (no call), or a call. */
export type ServerCheckPlan =
  { readonly kind: 'none' } | { readonly kind: 'error'; readonly error: MessageRef } | { readonly kind: 'call'; readonly check: ServerCheck };

/**
 * The server check a field needs on blur, from its current mask and value: none for blank, hidden or
 * non-server masks, or a cédula shorter than 11 digits (the local length error shows instead);
 * masks 20 and 24 first need an option chosen in the `MaskParam` field, else the local error
 * 'requestForm.selectOptionFirst' {label}.
 */
export function serverCheckFor(state: FormState, fieldId: string): ServerCheckPlan {
  const def = state.model.fields[fieldId];
  const props = state.props[fieldId];
  const value = state.values[fieldId];
  // no mask (null) reads 'null', a code no server mask has
  const mask = String(props.mask);
  if (props.hidden || typeof value !== 'string' || isEmptyValue(value)) return { kind: 'none' };
  const operationId = SERVER_MASKS[mask];
  if (!operationId) return { kind: 'none' };
  if (mask === MASK.cedula) {
    const digits = value.replace(/\D/g, '');
    if (digits.length !== CEDULA_LENGTH) return { kind: 'none' };
    return { kind: 'call', check: { fieldId, mask, operationId, path: { cedula: digits } } };
  }
  const code = value.trim();
  if (mask !== MASK.dpp && mask !== MASK.dppNoObjection) {
    return { kind: 'call', check: { fieldId, mask, operationId, path: { code } } };
  }
  const relatedId = def.maskParam ? state.model.byName[def.maskParam]?.find((id) => state.model.fields[id].gridId === null) : undefined;
  const related = relatedId ? state.model.fields[relatedId] : undefined;
  // no value, or a value that is not one option (a list), finds no option
  const option = related ? optionOf(related, state.values[related.id] as string) : undefined;
  if (!related || !option) {
    return { kind: 'error', error: { key: 'requestForm.selectOptionFirst', params: { label: related?.label ?? def.maskParam ?? '' } } };
  }
  if (mask === MASK.dpp) return { kind: 'call', check: { fieldId, mask, operationId, path: { code }, query: { tipo: option.label } } };
  const confotur = option.label.trim().toUpperCase() === CONFOTUR_OPTION || option.value.trim().toUpperCase() === CONFOTUR_OPTION;
  return { kind: 'call', check: { fieldId, mask, operationId, path: { code }, ...(confotur ? { query: { isForConfotur: true as const } } : {}) } };
}

/** Outcome of the call as the machine saw it: a 2xx body, or a failure (network, non-2xx, malformed). */
export type ServerOutcome =
  { readonly ok: true; readonly body: { readonly success?: unknown; readonly exist?: unknown; readonly message?: unknown } } | { readonly ok: false };

/** A notice to toast: title and body keys. */
export interface ServerNotice {
  readonly title: MessageKey;
  readonly body: MessageRef;
}

/** Verdict: valid (with an optional success notice) or an error for the field (with a notice). */
export type ServerVerdict =
  { readonly valid: true; readonly notice?: ServerNotice } | { readonly valid: false; readonly error: MessageRef; readonly notice?: ServerNotice };

/**
 * Reads the answer of a {@link ServerCheck} (spec 001 §5):
 * - cédula: `success && exist` → valid with 'Validación exitosa' / 'Cédula válida'; otherwise
 *   'Cédula no válida, introduzca otra cédula'; failure 'Ha ocurrido un error validando la cedula';
 * - other masks: `success` → valid; `success: false` → the server `message` (key
 *   'requestForm.serverMessage') under 'Error en la validación' ('Ha ocurrido un error en la
 *   validación' when it has none); any other failure 'Ha ocurrido un error en la validación'.
 */
export function interpretServerAnswer(check: ServerCheck, outcome: ServerOutcome): ServerVerdict {
  if (check.mask === MASK.cedula) {
    if (!outcome.ok) {
      const error: MessageRef = { key: 'requestForm.cedulaNetworkError' };
      return { valid: false, error, notice: { title: 'requestForm.validationErrorTitle', body: error } };
    }
    if (outcome.body.success === true && outcome.body.exist === true) {
      return { valid: true, notice: { title: 'requestForm.validationSuccessTitle', body: { key: 'requestForm.cedulaValid' } } };
    }
    const error: MessageRef = { key: 'requestForm.cedulaInvalid' };
    return { valid: false, error, notice: { title: 'requestForm.validationErrorTitle', body: error } };
  }
  if (outcome.ok && outcome.body.success === true) return { valid: true };
  const message = outcome.ok && typeof outcome.body.message === 'string' ? outcome.body.message.trim() : '';
  const error: MessageRef = message ? { key: 'requestForm.serverMessage', params: { message } } : { key: 'requestForm.validationFailed' };
  return { valid: false, error, notice: { title: 'requestForm.validationErrorTitle', body: error } };
}
