/**
 * Every value the contract and the specs allow for the fields the charts decide on (issue 29 item 4):
 * the model fixtures enumerate these lists, one generated input or payload per value, so a chart
 * that mishandles a value no hand-written path needed still fails a test. Each list is written from
 * the documents, never from src/ (the code under test); each model writes, beside its own fixtures,
 * which state each value must lead to and what the screen must show.
 *
 * `qa` is the value as the QA export's start condition names it (tests/model/lib/qaSteps.ts
 * INPUT_TEXTS), in Spanish.
 */

/** One allowed value of a field, with its words for QA. */
export interface ContractValue<V> {
  value: V;
  /** Spanish, for the QA export (start conditions). */
  qa: string;
}

/**
 * `request.status.id` (spec 001 §4 "Request statuses by id"; contract §3.2; openapi admin
 * RequestStatus): 1-6 and 9 in process, 7 finished (Completada), 8 rejected, 10 cancelled
 * (Cancelada). `terminal` is the spec's "ids 10, 8 and 7 stop automatic selection of required
 * actions"; `cancelled` hides the claims tab and the delete button (§2.5, §4).
 */
export const REQUEST_STATUSES = [
  { id: 1, name: 'En proceso', color: 'info', terminal: false, cancelled: false },
  { id: 2, name: 'En revisión', color: 'warning', terminal: false, cancelled: false },
  { id: 3, name: 'Pendiente de pago', color: 'warning', terminal: false, cancelled: false },
  { id: 4, name: 'En evaluación', color: 'info', terminal: false, cancelled: false },
  { id: 5, name: 'En inspección', color: 'info', terminal: false, cancelled: false },
  { id: 6, name: 'En firma', color: 'info', terminal: false, cancelled: false },
  { id: 7, name: 'Completada', color: 'success', terminal: true, cancelled: false },
  { id: 8, name: 'Rechazada', color: 'danger', terminal: true, cancelled: false },
  { id: 9, name: 'En espera', color: 'warning', terminal: false, cancelled: false },
  { id: 10, name: 'Cancelada', color: 'danger', terminal: true, cancelled: true },
] as const;

/** `request.status.base_status_id` (spec 001 §4 "Base status 1 means open"; openapi integer or null): open, another base status, none. */
export const BASE_STATUSES: ReadonlyArray<ContractValue<number | null> & { open: boolean }> = [
  { value: 1, open: true, qa: 'estado base 1 (abierta)' },
  { value: 2, open: false, qa: 'estado base 2 (cerrada)' },
  { value: null, open: false, qa: 'sin estado base' },
];

/**
 * `payment.payment_status` (spec 001 §2.5 Payments tab, §4 Payment status: PENDIENTE options shown,
 * GENERADO under validation; openapi admin RequestPayment: PAGADO once paid, in this project's
 * backend; null allowed). `pending` is "PENDIENTE" (the methods); `generated` is "GENERADO".
 */
export const PAYMENT_STATUSES: ReadonlyArray<ContractValue<string | null> & { pending: boolean; generated: boolean }> = [
  { value: 'PENDIENTE', pending: true, generated: false, qa: 'pago PENDIENTE' },
  { value: 'GENERADO', pending: false, generated: true, qa: 'pago GENERADO (comprobante en validación)' },
  { value: 'PAGADO', pending: false, generated: false, qa: 'pago PAGADO (ya pagado)' },
  { value: null, pending: false, generated: false, qa: 'pago sin estado' },
];

/**
 * `request.request_actions_id` and `requiredActions[].action_id` (spec 001 §2.5 banners, §4
 * "Required action types: 1 documents, 3 information / messages, 5 and 7 payment", "others:
 * details"; contract §3.3 1, 3, 5, 7, null). 2 stands for "others" (a type the spec names no view
 * for). `view` is the view the action opens.
 */
export const REQUIRED_ACTION_TYPES: ReadonlyArray<ContractValue<number | null> & { view: 'requiredDocument' | 'messages' | 'payments' | 'details' | null }> = [
  { value: null, view: null, qa: 'sin acción requerida' },
  { value: 1, view: 'requiredDocument', qa: 'acción requerida 1 (documentos)' },
  { value: 2, view: 'details', qa: 'acción requerida de otro tipo (2)' },
  { value: 3, view: 'messages', qa: 'acción requerida 3 (información)' },
  { value: 5, view: 'payments', qa: 'acción requerida 5 (pago)' },
  { value: 7, view: 'payments', qa: 'acción requerida 7 (pago por acción)' },
];

/**
 * `rol_base` of the signed-in user (spec 000 §6, spec 001 §6: 2 is the restricted role; staff have a
 * configured constant, here '5' as VITE_STAFF_ROLE; "other role values are not shown"; openapi
 * identity: a number, a numeric string or null). `restricted` and `staff` say which rule applies.
 */
export const BASE_ROLES: ReadonlyArray<ContractValue<number | string | null> & { restricted: boolean; staff: boolean }> = [
  { value: 1, restricted: false, staff: false, qa: 'rol base 1 (ciudadano)' },
  { value: 2, restricted: true, staff: false, qa: 'rol base 2 (restringido: solo a través de un representante)' },
  { value: '2', restricted: true, staff: false, qa: 'rol base «2» (restringido, enviado como texto)' },
  { value: 3, restricted: false, staff: false, qa: 'rol base 3 (otro valor que el spec no nombra)' },
  { value: 5, restricted: false, staff: true, qa: 'rol base 5 (personal de la institución)' },
  { value: null, restricted: false, staff: false, qa: 'sin rol base' },
];

/** The staff base role the models configure (`staffRole`, VITE_STAFF_ROLE; spec 001 §1 "its numeric value is not shown"). */
export const STAFF_ROLE = '5';

/** A label part for a value (input labels are identifiers): `null` → 'Null', a string → 'Text' + it, a number → its digits. */
export function valueLabel(value: number | string | null): string {
  if (value === null) return 'Null';
  return typeof value === 'string' ? `Text${value}` : String(value);
}
