/**
 * Fault matrix drivers of the request detail page, /app/serviceRequestedDetails/{id} (spec 001 §2.5,
 * §2.6, §7 "Request detail", §8; issue 10), plus the desk's 'Cambiar propietario' (spec 001 §2.1).
 * See tests/faults/harness.tsx for what every row asserts under each of the five faults; the rows
 * run in tests/faults/request-detail.faults.test.tsx (which also puts an XMLHttpRequest that jsdom
 * can send files with in place: uploads precede the required-document calls). Seeded requests:
 * src/mocks/seedRequests.ts (901 action 1, 902 action 3, 903 action 5 PENDIENTE, 908 resolved and
 * unrated, 909 rejected with a claim, 911 provisional).
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { approvePayment } from '../../../src/mocks/gateway';
import { claimsTable, requestsTable } from '../../../src/mocks/db';
import type { Fault, FaultDriver, FlowContext } from '../harness';
import { findShown } from '../harness';

/** Spec 001 §8: required-document send, information send → 'Ha ocurrido un error, contacte a soporte'. */
const CONTACT_SUPPORT = 'Ha ocurrido un error, contacte a soporte';
/** Spec 001 §8: claim creation, rating, payment proof steps → 'Ha ocurrido un error'. */
const GENERIC = 'Ha ocurrido un error';

/** The page once the detail is shown (spec 001 §2.5 'Detalles de Solicitud'). */
async function detailShown(): Promise<void> {
  expect(await screen.findByRole('heading', { name: 'Detalles de Solicitud' })).toBeTruthy();
}

/** A small PDF (the upload rules of src/domain/validation/files.ts accept it). */
const pdf = (name: string) => new File([new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52])], name, { type: 'application/pdf' });

/** Request 909 (rejected, one open claim): the 'Quejas y Reclamaciones' tab. */
async function openClaimsTab({ user }: FlowContext): Promise<void> {
  await user.click(await screen.findByRole('tab', { name: 'Quejas y Reclamaciones' }));
}

/** 'Nueva reclamación' filled (spec 001 §2.5 Claims tab). */
async function fillClaim(ctx: FlowContext): Promise<void> {
  await openClaimsTab(ctx);
  await ctx.user.click(await screen.findByRole('button', { name: 'NUEVA RECLAMACIÓN' }));
  const dialog = screen.getByRole('dialog', { name: 'Nueva reclamación' });
  await ctx.user.selectOptions(within(dialog).getByRole('combobox', { name: /Seleccione el motivo/ }), 'Demora en la respuesta');
  await ctx.user.type(within(dialog).getByRole('textbox', { name: /Observaciones/ }), 'Llevo treinta días sin respuesta.');
}

/** Request 901, action 1: the required-document view opens on arrival; two PDFs picked. */
async function pickRequiredDocuments({ user }: FlowContext): Promise<void> {
  expect(await screen.findByRole('heading', { name: 'Documento requerido' })).toBeTruthy();
  await user.upload(screen.getByLabelText(/Documentos a enviar/), [pdf('plano-ubicacion.pdf'), pdf('uso-de-suelo.pdf')]);
}

const sendRequiredDocuments = async ({ user }: FlowContext) => user.click(screen.getByRole('button', { name: 'ENVIAR' }));

function requiredDocumentsKept(): void {
  expect(screen.getByText('plano-ubicacion.pdf', { exact: false })).toBeTruthy();
  expect(screen.getByText('uso-de-suelo.pdf', { exact: false })).toBeTruthy();
}

async function requiredDocumentsResent(ctx: FlowContext): Promise<void> {
  await sendRequiredDocuments(ctx);
  await findShown('Documento requerido enviada satisfactoriamente');
}

/**
 * The gateway's return to /app/validatePayment/903 with an approval the simulated gateway issued
 * (src/mocks/gateway.ts), for the request's pending payment action (seed: action 5, RD$ 3,500).
 */
function approvedReturnPath(): string {
  const request = requestsTable().find((r) => r.id === 903);
  if (!request) throw new Error('seeded request 903 missing');
  const action = request.actions?.find((a) => a.completed_at === null && (a.action_id === 5 || a.action_id === 7));
  if (!action) throw new Error('seeded request 903 has no pending payment action');
  const returnUrl = new URL(`/app/validatePayment/903?requiredActionID=${action.id}`, window.location.origin);
  const { to } = approvePayment({ fields: {} as never, missing: [], amount: 3500, request, returnUrl });
  return to;
}

/** Request 904 (action 7, PENDIENTE RD$ 10,000): 'Subir comprobante' with the voucher picked. */
async function pickVoucher({ user }: FlowContext): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'DEPOSITO O TRANSFERENCIA' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subir comprobante' });
  await user.upload(within(dialog).getByLabelText(/Comprobante/), pdf('transferencia-banreservas.pdf'));
  expect(await within(dialog).findByText('transferencia-banreservas.pdf', { exact: false })).toBeTruthy();
}

/** CONFIRMAR, then CONFIRMAR in the warning (spec 001 §2.5 'Subir comprobante'). */
async function sendVoucher({ user }: FlowContext): Promise<void> {
  await user.click(within(screen.getByRole('dialog', { name: 'Subir comprobante' })).getByRole('button', { name: 'CONFIRMAR' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'CONFIRMAR' }));
}

/** The gestor's company request LOP-2026-002032 (src/mocks/seedDesk.ts): 'Cambiar propietario' with a member chosen. */
async function chooseNewOwner({ user }: FlowContext): Promise<void> {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Solicitudes de empresas' });
  const list = heading.closest('section') as HTMLElement;
  const card = await within(list).findByRole('article', { name: 'Licencia de operación para establecimientos de alojamiento turístico LOP-2026-002032' });
  await user.click(within(card).getByRole('button', { name: 'ASIGNAR/CAMBIAR SOLICITANTE' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar propietario' });
  await user.selectOptions(await within(dialog).findByLabelText('Miembro'), 'Pedro Antonio Guzmán (Asistente)');
}

/**
 * Request 904's voucher is on the server once (the payment GENERADO, one 'Comprobante de pago'
 * document) and the tab shows the payment under validation.
 */
async function voucherStoredOnce(): Promise<void> {
  const request = requestsTable().find((r) => r.id === 904);
  expect(request?.payment_status).toBe('GENERADO');
  expect(request?.documents?.filter((d) => d.label === 'Comprobante de pago')).toHaveLength(1);
  expect(await screen.findByText('Su pago de $10,000.00 está en proceso de validación.', { exact: false })).toBeTruthy();
}

/** Issue 25: the faults that leave a write's outcome unknown (no readable answer). */
const UNKNOWN: readonly Fault[] = ['network', 'malformed', 'timeout'];
/** Issue 25: the desk list read again after a lost owner change; the request is still its applicant's. */
const OWNER_NOT_RECEIVED = /^Comprobamos que el cambio de propietario no llegó al ministerio: la solicitud sigue a nombre de /;

export const drivers: FaultDriver[] = [
  {
    operationId: 'getRequest',
    flow: 'Detalle de solicitud: abrir',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/906',
    // The spec is silent on a failed read of the detail: the page's own message, with a retry.
    shows: 'No se pudo cargar la solicitud.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await detailShown();
    },
  },
  {
    operationId: 'deleteRequest',
    flow: 'Detalle de solicitud provisional: Eliminar Solicitud → Confirmar',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/911',
    prepare: async ({ user }) => {
      await user.click(await screen.findByRole('button', { name: 'Eliminar Solicitud' }));
      expect(await screen.findByText('Esta seguro de eliminar esta solicitud? Una vez realizada esta acción no podra revertirse')).toBeTruthy();
    },
    act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Confirmar' })),
    // Spec 001 §8 is silent on a failed deletion: the chart toasts the detail's action failure text.
    shows: CONTACT_SUPPORT,
    kept: async () => {
      await detailShown();
      expect(screen.getByRole('button', { name: 'Eliminar Solicitud' })).toBeTruthy();
    },
    retry: async ({ user, location }) => {
      await user.click(screen.getByRole('button', { name: 'Eliminar Solicitud' }));
      await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(location.history?.at(-1)).toBe('/app/myDesk'));
    },
  },
  {
    operationId: 'postComment',
    flow: 'Detalle de solicitud, acción 3: Mensajes → Enviar mensaje',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/902',
    prepare: async ({ user }) => {
      await user.type(await screen.findByRole('textbox', { name: /Mensaje/ }), 'Son 45 habitaciones; apertura en marzo.');
    },
    act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Enviar mensaje' })),
    // Issue 25: no readable answer → the history is re-read; these faults never reach the backend, so the message is not there and the page says so.
    shows: (fault: Fault) => (UNKNOWN.includes(fault) ? 'Comprobamos que su mensaje no llegó al ministerio. Puede enviarlo de nuevo.' : CONTACT_SUPPORT),
    // The ministry stored it and the answer was lost: the history shows it once, no false failure.
    afterAction: {
      shows: 'Información requerida enviada satisfactoriamente',
      stored: async () => {
        const typed = 'Son 45 habitaciones; apertura en marzo.';
        const stored = (requestsTable().find((r) => r.id === 902)?.comments ?? []).filter((c) => decodeURIComponent(c.text) === typed);
        expect(stored).toHaveLength(1);
        expect(await screen.findByText(typed)).toBeTruthy();
        expect(screen.queryByText(CONTACT_SUPPORT)).toBeNull();
      },
    },
    kept: () => {
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ }).value).toBe('Son 45 habitaciones; apertura en marzo.');
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
      await findShown('Información requerida enviada satisfactoriamente');
    },
  },
  {
    operationId: 'getClaims',
    flow: 'Detalle de solicitud: Quejas y Reclamaciones',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/909',
    act: openClaimsTab,
    // The spec is silent on a failed claims read: the tab's own message, with a retry.
    shows: 'No se pudieron cargar las reclamaciones.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { name: 'Reclamaciones' })).toBeTruthy();
      expect(screen.getByText('No estoy de acuerdo con el motivo del rechazo', { exact: false })).toBeTruthy();
    },
  },
  {
    operationId: 'getIssues',
    flow: 'Detalle de solicitud: Quejas y Reclamaciones (motivos)',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/909',
    act: openClaimsTab,
    shows: 'No se pudieron cargar las reclamaciones.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { name: 'Reclamaciones' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'NUEVA RECLAMACIÓN' }));
      const reasons = within(screen.getByRole('dialog', { name: 'Nueva reclamación' })).getByRole('combobox', { name: /Seleccione el motivo/ });
      expect(within(reasons).getByRole('option', { name: 'Demora en la respuesta' })).toBeTruthy();
    },
  },
  {
    operationId: 'createClaim',
    flow: 'Detalle de solicitud: NUEVA RECLAMACIÓN → ENVIAR',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/909',
    prepare: fillClaim,
    act: async ({ user }) => user.click(within(screen.getByRole('dialog', { name: 'Nueva reclamación' })).getByRole('button', { name: 'ENVIAR' })),
    // Issue 25: no readable answer → the claims are re-read; these faults never reach the backend, so there is no new claim and the page says so.
    shows: (fault: Fault) => (UNKNOWN.includes(fault) ? 'Comprobamos que su reclamación no llegó al ministerio. Puede enviarla de nuevo.' : GENERIC),
    // The ministry stored it and the answer was lost: one claim, the dialog closed, the claim in the list.
    afterAction: {
      shows: 'Reclamación creada con exito',
      stored: async () => {
        expect(claimsTable().filter((c) => c.description === 'Llevo treinta días sin respuesta.')).toHaveLength(1);
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva reclamación' })).toBeNull());
        expect(await screen.findByText('Llevo treinta días sin respuesta.')).toBeTruthy();
      },
    },
    kept: () => {
      const dialog = screen.getByRole('dialog', { name: 'Nueva reclamación' });
      const reason = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: /Seleccione el motivo/ });
      expect(reason.selectedOptions[0]?.textContent).toBe('Demora en la respuesta');
      expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Observaciones/ }).value).toBe('Llevo treinta días sin respuesta.');
    },
    retry: async ({ user }) => {
      await user.click(within(screen.getByRole('dialog', { name: 'Nueva reclamación' })).getByRole('button', { name: 'ENVIAR' }));
      await findShown('Reclamación creada con exito');
      expect(await screen.findByText('Llevo treinta días sin respuesta.')).toBeTruthy();
    },
  },
  {
    operationId: 'rateService',
    flow: 'Detalle de solicitud resuelta: CALIFICAR → Enviar Calificación',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/908',
    prepare: async ({ user }) => {
      await user.click(await screen.findByRole('button', { name: 'CALIFICAR' }));
      // The rating dialog's code may still be on its way (it loads once the detail is painted).
      const dialog = await screen.findByRole('dialog', { name: 'Calificación de servicio' });
      await user.click(within(dialog).getByRole('radio', { name: '4.5 de 5 estrellas' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), 'Atención amable y clara.');
    },
    act: async ({ user }) =>
      user.click(within(screen.getByRole('dialog', { name: 'Calificación de servicio' })).getByRole('button', { name: 'Enviar Calificación' })),
    // Issue 25: no readable answer → the request is re-read; these faults never reach the backend, so there is no rating and the page says so.
    shows: (fault: Fault) => (UNKNOWN.includes(fault) ? 'Comprobamos que su calificación no llegó al ministerio. Puede enviarla de nuevo.' : GENERIC),
    // The ministry stored it and the answer was lost: one rating, the dialog closed, CALIFICAR gone.
    afterAction: {
      shows: 'Calificación enviada con exito',
      stored: async () => {
        expect(
          requestsTable()
            .find((r) => r.id === 908)
            ?.ratings?.map((r) => [r.rating, r.comment]),
        ).toEqual([[4.5, 'Atención amable y clara.']]);
        await waitFor(() => expect(screen.queryByRole('button', { name: 'CALIFICAR' })).toBeNull());
      },
    },
    kept: () => {
      const dialog = screen.getByRole('dialog', { name: 'Calificación de servicio' });
      expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: '4.5 de 5 estrellas' }).checked).toBe(true);
      expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Comentario' }).value).toBe('Atención amable y clara.');
    },
    retry: async ({ user }) => {
      await user.click(within(screen.getByRole('dialog', { name: 'Calificación de servicio' })).getByRole('button', { name: 'Enviar Calificación' }));
      await findShown('Calificación enviada con exito');
      await waitFor(() => expect(screen.queryByRole('button', { name: 'CALIFICAR' })).toBeNull());
    },
  },
  {
    operationId: 'saveRequiredDocumentRecord',
    flow: 'Detalle de solicitud, acción 1: Documento requerido → ENVIAR (registro de cada archivo)',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/901',
    prepare: pickRequiredDocuments,
    act: sendRequiredDocuments,
    shows: CONTACT_SUPPORT,
    kept: requiredDocumentsKept,
    retry: requiredDocumentsResent,
  },
  {
    operationId: 'assignDocumentsSoftExpert',
    flow: 'Detalle de solicitud, acción 1: Documento requerido → ENVIAR (completar la acción)',
    as: 'citizen',
    path: '/app/serviceRequestedDetails/901',
    prepare: pickRequiredDocuments,
    act: sendRequiredDocuments,
    shows: CONTACT_SUPPORT,
    kept: requiredDocumentsKept,
    retry: requiredDocumentsResent,
  },
  {
    operationId: 'updatePaymentInfo',
    flow: 'Regreso de la pasarela: Verificación de pago',
    as: 'citizen',
    get path() {
      return approvedReturnPath();
    },
    // Spec 001 §2.6 has an error text for a refused payment; a check that could not be made at all
    // says the status is not confirmed yet and never offers to pay again (the page's own text).
    shows: 'Aún no pudimos confirmar el estado de su pago. No realice un nuevo pago: verifique de nuevo en unos momentos.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await findShown('¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.');
    },
  },
  {
    operationId: 'changeRequestOwner',
    flow: "Escritorio del gestor, Mis solicitudes: ASIGNAR/CAMBIAR SOLICITANTE → 'Cambiar propietario' → ENVIAR",
    as: 'gestor',
    path: '/app/myDesk?tab=solicitudes',
    prepare: async (ctx) => {
      await chooseNewOwner(ctx);
    },
    act: async ({ user }) => user.click(within(screen.getByRole('dialog', { name: 'Cambiar propietario' })).getByRole('button', { name: 'ENVIAR' })),
    // Spec 001 §2.1: the owner change's answer shows in an information dialog; without a server msg
    // (the spec is silent) the chart's 'Ha ocurrido un error'. Issue 25: without a readable answer the
    // desk list is read again; the request is still its applicant's, and the modal says so.
    shows: (fault: Fault) => (UNKNOWN.includes(fault) ? OWNER_NOT_RECEIVED : GENERIC),
    // The server changed the owner and the answer was lost: Pedro is the applicant once, the modal says
    // it changed (its server msg was lost), and the list read again shows him as the requester.
    afterAction: {
      shows: 'Se ha cambiado el propietario de la solicitud',
      stored: async ({ user }) => {
        expect(
          requestsTable()
            .filter((r) => r.code === 'LOP-2026-002032')
            .map((r) => r.doc_identification),
        ).toEqual(['00107654329']);
        await user.click(within(screen.getByRole('dialog', { name: 'Información' })).getByRole('button', { name: 'Aceptar' }));
        const card = await screen.findByRole('article', { name: 'Licencia de operación para establecimientos de alojamiento turístico LOP-2026-002032' });
        await waitFor(() => expect(card.textContent).toContain('Pedro Antonio'));
      },
    },
    kept: ({ fault }) => {
      if (!UNKNOWN.includes(fault)) return;
      // The choice is kept in the modal, ready for ENVIAR again.
      const select = within(screen.getByRole('dialog', { name: 'Cambiar propietario' })).getByLabelText<HTMLSelectElement>('Miembro');
      expect(select.selectedOptions[0]?.textContent).toBe('Pedro Antonio Guzmán (Asistente)');
    },
    retry: async (ctx) => {
      if (!UNKNOWN.includes(ctx.fault)) {
        const info = screen.getByRole('dialog', { name: 'Información' });
        await ctx.user.click(within(info).getByRole('button', { name: 'Aceptar' }));
        await chooseNewOwner(ctx);
      }
      await ctx.user.click(within(screen.getByRole('dialog', { name: 'Cambiar propietario' })).getByRole('button', { name: 'ENVIAR' }));
      const done = await screen.findByRole('dialog', { name: 'Información' });
      expect(within(done).getByText('Se ha cambiado el propietario de la solicitud LOP-2026-002032')).toBeTruthy();
    },
  },
  {
    // The voucher's record is the one flow that sends a single POST /uploadsoftexpert (a new request
    // sends one per file, in parallel), so 'expired twice' is exactly the call and its retry.
    operationId: 'uploadSoftExpert',
    flow: "Detalle de solicitud, Pagos: DEPOSITO O TRANSFERENCIA → 'Subir comprobante' → CONFIRMAR (registro del comprobante)",
    as: 'citizen',
    path: '/app/serviceRequestedDetails/904',
    prepare: pickVoucher,
    act: sendVoucher,
    // Issue 25: a record whose answer was lost is not sent again (no read shows the document
    // manager's records); the voucher itself is assigned, so the tab shows the payment under validation.
    shows: (fault: Fault) => (UNKNOWN.includes(fault) ? 'Comprobante de pago enviado' : GENERIC),
    afterAction: { shows: 'Comprobante de pago enviado', stored: voucherStoredOnce },
    kept: async ({ fault }) => {
      if (UNKNOWN.includes(fault)) return voucherStoredOnce();
      const dialog = screen.getByRole('dialog', { name: 'Subir comprobante' });
      expect(within(dialog).getByText('transferencia-banreservas.pdf', { exact: false })).toBeTruthy();
    },
    retry: async (ctx) => {
      if (UNKNOWN.includes(ctx.fault)) return;
      await sendVoucher(ctx);
      await findShown('Comprobante de pago enviado');
      expect(await screen.findByText('Su pago de $10,000.00 está en proceso de validación.', { exact: false })).toBeTruthy();
    },
  },
];
