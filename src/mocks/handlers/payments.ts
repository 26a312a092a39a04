/**
 * Embedded backend of the payment validation page (issue 8; spec 001 §2.6, §4 Payment return, §7
 * "POST requests/extras/updatePaymentInfo with requestId, numAprobacion, idAutorizacionPortal,
 * required_action_id; returns success"; contract Q9, §3.5, §5 item 14): POST
 * /requests/extras/updatePaymentInfo, typed from openapi/admin.yaml (operation updatePaymentInfo).
 *
 * The server verifies the approval with the gateway (here: the approvals the simulated gateway of
 * src/mocks/gateway.ts issued). Accepted only when ALL hold:
 * - `requestId`, `numAprobacion` and `idAutorizacionPortal` present (422 `{ message, errors }` otherwise);
 * - the request is the signed-in citizen's (404 otherwise);
 * - the gateway issued `numAprobacion` for that request, with that `idAutorizacionPortal`, for the
 *   amount now due, and it was not used before; `required_action_id`, when both sides name one,
 *   matches the approval's.
 * Then: the payment is recorded in `priceRequest` (card, the approval number as 'ID de pago'), the
 * approval is marked used, the payment action is completed and the payment status becomes PAGADO
 * (`approval_number` and `succesfullyPayment_date` are those the gateway wrote). Any refusal (a
 * forged, replayed or altered approval) answers `{ success: false, msg }` in Spanish.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths } from '../../api/generated/admin';
import { config } from '../../config';
import { gatewayApprovalsTable, nowStamp, save } from '../db';
import { completeAction, findRequest, mailOwner, PAYMENT_METHOD, paymentActionFor, paymentConcept, recordPayment } from '../requestStore';
import { readObject, signedInAdminCall } from './common';
import { asInt, asString, invalid, REQUEST_MSG } from './requests';

const admin = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** The words of this handler (chosen). */
export const PAYMENT_MSG = {
  paid: 'Pago registrado satisfactoriamente', // chosen
  unknownApproval: 'El número de aprobación no corresponde a ningún pago de esta solicitud', // chosen
  wrongAuthorization: 'La autorización del portal no corresponde a esta solicitud', // chosen
  used: 'Este número de aprobación ya fue utilizado', // chosen
  wrongAmount: 'El monto aprobado no corresponde al monto a pagar', // chosen
  wrongAction: 'La acción requerida indicada no corresponde a este pago', // chosen
} as const;

/** The payment handlers. */
export const paymentHandlers: HttpHandler[] = [
  admin.post('/requests/extras/updatePaymentInfo', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const requestId = asInt(body.requestId);
    const number = asString(body.numAprobacion).trim();
    const authorization = asString(body.idAutorizacionPortal).trim();
    const errors: Record<string, string[]> = {};
    if (requestId === null) errors.requestId = [REQUEST_MSG.required];
    if (!number) errors.numAprobacion = [REQUEST_MSG.required];
    if (!authorization) errors.idAutorizacionPortal = [REQUEST_MSG.required];
    if (Object.keys(errors).length) return response.untyped(invalid(errors));
    const target = findRequest(requestId);
    if (!target || target.doc_identification !== auth.citizenId) return response(404).json({ success: false, msg: REQUEST_MSG.notFound });
    const refuse = (msg: string) => response(200).json({ success: false, msg });
    const approval = gatewayApprovalsTable().find((a) => a.approval_number === number && a.request_id === target.id);
    if (!approval) return refuse(PAYMENT_MSG.unknownApproval);
    if (authorization !== approval.idAutorizacionPortal || authorization !== target.idAutorizacionPortal) return refuse(PAYMENT_MSG.wrongAuthorization);
    if (approval.used) return refuse(PAYMENT_MSG.used);
    if (Math.round(approval.amount * 100) !== Math.round(target.payment_amount * 100)) return refuse(PAYMENT_MSG.wrongAmount);
    const named =
      body.required_action_id === undefined || body.required_action_id === null || body.required_action_id === '' ? null : asInt(body.required_action_id);
    if (named !== null && approval.required_action_id !== null && named !== approval.required_action_id) return refuse(PAYMENT_MSG.wrongAction);
    const stamp = nowStamp();
    const action = paymentActionFor(target, approval.required_action_id ?? named);
    recordPayment(
      target,
      { concept: paymentConcept(target, action), approval_number: approval.approval_number, method: PAYMENT_METHOD.card, amount: approval.amount },
      stamp,
    );
    if (action) completeAction(action, stamp);
    approval.used = true;
    target.approval_number = approval.approval_number;
    target.succesfullyPayment_date ??= approval.created_at;
    save();
    mailOwner(target, 'Pago confirmado', [`Su pago con número de aprobación ${approval.approval_number} fue registrado en la solicitud.`]);
    return response(200).json({ success: true, msg: PAYMENT_MSG.paid });
  }),
];
