/**
 * Fault matrix drivers of the request form, /app/requestService/{serviceId} (spec 001 §2.4, §4 Form
 * flow and Submit sequence, §7 "Service and form", §8; issue 8 drafts kept in the browser; issue 10),
 * signed in as Ana: the form's load, the draft saved on each advance, and the submit pipeline (upload,
 * create, assign) of service 10 'Reconsideración de clasificación' (form 109). See
 * tests/faults/harness.tsx for what every row asserts under each of the five faults; the rows run in
 * tests/faults/request-form.faults.test.tsx. The server checks on blur are in request-form-checks.tsx;
 * the document manager's POST /uploadsoftexpert is driven through the voucher (request-detail.tsx),
 * the one flow that sends it once.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { requestsTable } from '../../../src/mocks/db';
import { findShown, ACCOUNTS, type Fault, type FaultDriver, type FlowContext } from '../harness';
import { applicantStepDone, choose, fill, typeApplicantCedula } from './requestFormSteps';

/** A small PDF (the upload rules of src/domain/validation/files.ts accept it). */
const pdf = (name: string) => new File([new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52])], name, { type: 'application/pdf' });

/**
 * Service 10 'Reconsideración de clasificación' (form 109, sent to the document manager): both steps
 * filled, then the documents step with its two required PDFs picked.
 */
async function documentsPicked(ctx: FlowContext): Promise<void> {
  await applicantStepDone(ctx, 'Resolución recurrida');
  await choose(ctx, /Tipo de resolución recurrida/, 'Clasificación provisional');
  await fill(ctx, screen.getByLabelText(/No\. de resolución recurrida/), 'CFT-CL-2022-0098');
  await ctx.user.tab();
  await ctx.user.type(screen.getByLabelText(/Fecha de notificación de la resolución/), '2026-10-15');
  await fill(ctx, screen.getByLabelText(/Argumentos de la reconsideración/), 'La inversión supera el umbral de la categoría otorgada.');
  await ctx.user.click(screen.getByRole('radio', { name: 'No' }));
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continuar' }).disabled).toBe(false));
  await ctx.user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Documentos requeridos' })).toBeTruthy();
  await ctx.user.upload(screen.getByLabelText(/Escrito de reconsideración/), pdf('escrito-reconsideracion.pdf'));
  await ctx.user.upload(screen.getByLabelText(/^Resolución recurrida/), pdf('resolucion-recurrida.pdf'));
  expect(await screen.findByText('resolucion-recurrida.pdf', { exact: false })).toBeTruthy();
}

/**
 * From the documents step, Continuar to the review 'Revise su solicitud' (issue 27); from there (also
 * after a failed send, which returns to it) 'Enviar Solicitud', then 'Enviar Solicitud' in the
 * confirmation (spec 001 §2.4).
 */
async function submit({ user }: FlowContext): Promise<void> {
  const next = screen.queryByRole('button', { name: 'Continuar' });
  if (next) {
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    await user.click(next);
  }
  expect(await screen.findByRole('heading', { level: 2, name: 'Revise su solicitud' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
  const confirm = await screen.findByRole('alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Enviar Solicitud' }));
}

/** The picked documents are still listed, on the review of the documents step (issue 27). */
function documentsKept(): void {
  expect(screen.getByRole('heading', { level: 2, name: 'Revise su solicitud' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Documentos requeridos' })).toBeTruthy();
  expect(screen.getByText('escrito-reconsideracion.pdf', { exact: false })).toBeTruthy();
  expect(screen.getByText('resolucion-recurrida.pdf', { exact: false })).toBeTruthy();
}

/** Spec 001 §2.4: 'Solicitud enviada satisfactoriamente.', then (1 s) the new request's detail. */
async function sentAndShown({ location }: FlowContext): Promise<void> {
  await findShown('Solicitud enviada satisfactoriamente.');
  await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/app\/serviceRequestedDetails\/\d+$/), { timeout: 10_000 });
}

/** Spec 001 §8: a malformed answer is the 'unexpected failure in submit'; others are the step's own text. */
const UNEXPECTED = 'Ha ocurrido un error,contacte al soporte para mas información';
/**
 * Issue 25 "Unknown is not failed": a write without a readable answer (network, time limit, an
 * unreadable 2xx) is checked on the server before anything is sent again; these faults answer
 * without reaching the backend, so the check finds nothing and says so (project texts, not in the spec).
 */
const UNKNOWN_FAULTS: readonly Fault[] = ['network', 'malformed', 'timeout'];
const NOT_CREATED = 'Comprobamos que su solicitud no llegó al ministerio. Puede enviarla de nuevo.';
const NOT_ASSIGNED = 'Comprobamos que los documentos no quedaron adjuntos a su solicitud. Pulse Reintentar envío para adjuntarlos.';

/** One request of Ana's for service 10 on the server (the seed has none): one intent, one request. */
function oneRequest(): void {
  expect(requestsTable().filter((r) => r.service_id === 10 && r.doc_identification === ACCOUNTS.citizen)).toHaveLength(1);
}

/**
 * Issue 25 item 2, after the server acted and the answer was lost: one request of Ana's for service
 * 10 with the two documents attached once, and the page on its detail (what was stored).
 */
async function storedOnce(ctx: FlowContext): Promise<void> {
  await sentAndShown(ctx);
  const mine = requestsTable().filter((r) => r.service_id === 10 && r.doc_identification === ACCOUNTS.citizen);
  expect(mine).toHaveLength(1);
  expect(mine[0].documents.map((d) => d.name).sort()).toEqual(['escrito-reconsideracion', 'resolucion-recurrida']);
  expect(ctx.location.history?.at(-1)).toBe(`/app/serviceRequestedDetails/${mine[0].id}`);
}

export const drivers: FaultDriver[] = [
  {
    operationId: 'getExpertForm',
    flow: 'Solicitar servicio: abrir el formulario',
    as: 'citizen',
    path: '/app/requestService/10',
    // The spec sends a failed service load to /public (§8); the page keeps the citizen on it with
    // its own message and a retry (docs/ARCHITECTURE.md "No blank page, ever").
    shows: 'No se pudo cargar esta información.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('dialog', { name: 'Tarifas del servicio' })).toBeTruthy();
    },
  },
  {
    operationId: 'saveDraft',
    flow: 'Solicitud de reconsideración: Continuar (guardar el borrador)',
    as: 'citizen',
    path: '/app/requestService/10',
    prepare: async (ctx) => {
      await typeApplicantCedula(ctx);
      await ctx.user.tab();
      expect((await screen.findAllByText(/Cédula válida/)).length).toBeGreaterThan(0);
      await fill(ctx, screen.getByLabelText(/Nombres y apellidos/), 'Ana María Rodríguez Peña');
      await fill(ctx, screen.getByLabelText(/^Teléfono/), '8095551234');
      await fill(ctx, screen.getByLabelText(/Correo electrónico/), 'ana.rodriguez@correo.do');
    },
    act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Continuar' })),
    // Issue 8: a draft the server did not take is kept in the browser, the citizen goes on and is told.
    shows: 'No se pudo guardar el borrador en el servidor; se conserva en este navegador.',
    kept: async ({ user }) => {
      // The new step shows once the frame of the click is painted (RequestServicePage FormBody).
      expect(await screen.findByRole('heading', { level: 2, name: 'Resolución recurrida' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Retroceder' }));
      expect((await screen.findByLabelText<HTMLInputElement>(/Nombres y apellidos/)).value).toBe('Ana María Rodríguez Peña');
    },
    retry: async ({ user }) => {
      // The next advance saves again: the notice goes.
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Resolución recurrida' })).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('No se pudo guardar el borrador en el servidor; se conserva en este navegador.')).toBeNull());
    },
  },
  {
    operationId: 'uploadFiles',
    flow: 'Solicitud de reconsideración: Enviar Solicitud (subir los documentos)',
    as: 'citizen',
    path: '/app/requestService/10',
    prepare: documentsPicked,
    act: submit,
    shows: (fault: Fault) => (fault === 'malformed' ? UNEXPECTED : 'Ha ocurrido un error subiendo los documentos.'),
    kept: documentsKept,
    retry: async (ctx) => {
      await submit(ctx);
      await sentAndShown(ctx);
    },
  },
  {
    operationId: 'createRequest',
    flow: 'Solicitud de reconsideración: Enviar Solicitud (crear la solicitud)',
    as: 'citizen',
    path: '/app/requestService/10',
    prepare: documentsPicked,
    act: submit,
    shows: (fault: Fault) => (UNKNOWN_FAULTS.includes(fault) ? NOT_CREATED : 'Ha ocurrido un error favor intentar mas tarde.'),
    // The server created it and the answer was lost: the check finds it and its pipeline goes on.
    afterAction: { shows: 'Solicitud enviada satisfactoriamente.', stored: storedOnce },
    kept: documentsKept,
    retry: async (ctx) => {
      await submit(ctx);
      await sentAndShown(ctx);
      oneRequest();
    },
  },
  {
    operationId: 'assignDocuments',
    flow: 'Solicitud de reconsideración: Enviar Solicitud (asignar los documentos)',
    as: 'citizen',
    path: '/app/requestService/10',
    prepare: documentsPicked,
    act: submit,
    // The request exists: the retry resumes (never a second request).
    shows: (fault: Fault) => (UNKNOWN_FAULTS.includes(fault) ? NOT_ASSIGNED : 'Ha ocurrido un error favor intentar mas tarde.'),
    // The server attached them and the answer was lost: the check sees them, nothing is sent again.
    afterAction: { shows: 'Solicitud enviada satisfactoriamente.', stored: storedOnce },
    kept: documentsKept,
    retry: async (ctx) => {
      await ctx.user.click(screen.getByRole('button', { name: 'Reintentar envío' }));
      await sentAndShown(ctx);
      // One request, despite the retry (the seed has none of Ana's for service 10).
      oneRequest();
    },
  },
];
