/**
 * View tests of the company registration wizard, the 'Empresa' tab of /app/register (spec 000 §2
 * Company registration incl. the opening modal, §3 company payload and files, §5 company step 2,
 * §7 call order, §8), against the embedded backend (MSW handlers of src/mocks).
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { db, injectFault } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import CompanyWizard from '../../../src/views/pages/account/register/company/CompanyWizard';
import { fillAuthInfo, fillSecurityInfo, next, recordCalls, renderRegister, stepHeading, useRegisterTestEnv, type User } from '../register/harness';

useRegisterTestEnv();

const company = {
  email: 'tramites@hotelcaribe.do',
  rnc: '130123454',
  nombre: 'Hotel Caribe',
  razonsocial: 'Inversiones Turísticas del Caribe, S.R.L.',
  telefono: '8095551234',
};
const pdf = (name: string) => new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], name, { type: 'application/pdf' });
const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

/** Opens the company tab and closes the opening notice. */
async function openCompanyTab(user: User) {
  await user.click(screen.getByRole('tab', { name: 'Empresa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registro de empresas' });
  expect(dialog.textContent).toContain(
    'El registro de empresas es solo para empresas que realizan sus trámites a través de representantes o bufetes de abogados.',
  );
  await user.click(screen.getByRole('button', { name: 'Entendido' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Fills the company data step with the two required PDFs (and the optional power when asked). */
async function fillCompanyData(user: User, opts: { rnc?: string; telefono?: string; power?: boolean } = {}) {
  await user.type(screen.getByLabelText(/^RNC/), opts.rnc ?? company.rnc);
  await user.type(screen.getByLabelText(/^Nombre comercial/), company.nombre);
  await user.type(screen.getByLabelText(/^Razón social/), company.razonsocial);
  await user.type(screen.getByLabelText(/^Teléfono/), opts.telefono ?? company.telefono);
  await user.upload(screen.getByLabelText(/^Registro mercantil/), pdf('registro-mercantil.pdf'));
  await user.upload(screen.getByLabelText(/^Cédula del representante autorizado/), pdf('cedula.pdf'));
  if (opts.power) await user.upload(screen.getByLabelText(/^Poder notarizado/), pdf('poder.pdf'));
}

async function reachCompanyData(user: User) {
  await openCompanyTab(user);
  await fillAuthInfo(user, company.email);
  await next(user);
  await stepHeading('Datos de la empresa');
}

describe('Company registration wizard', () => {
  it('opens with the notice modal; the tutorial link shows only when an address is configured', async () => {
    const { user } = renderRegister();
    await openCompanyTab(user);
    await stepHeading('Información de autenticación');
    expect(screen.queryByRole('link', { name: /Ver videos tutoriales/ })).toBeNull();
    expect(screen.getByText('Copyright © 2022 Ministerio de Turismo')).toBeTruthy();

    render(<CompanyWizard tutorialsUrl="https://videos.example.test/tutoriales" />);
    const link = await screen.findByRole('link', { name: /Ver videos tutoriales/ });
    expect(link.getAttribute('href')).toBe('https://videos.example.test/tutoriales');
    expect(link.getAttribute('target')).toBe('_blank');
  }, 20_000);

  it('registers a company awaiting approval: e-mail, RNC, upload with progress, register, answers (spec 000 §7)', async () => {
    const { user } = renderRegister();
    await reachCompanyData(user);
    await fillCompanyData(user, { power: true });
    expect(screen.getByText('registro-mercantil.pdf')).toBeTruthy();
    const stepCalls = recordCalls();
    await next(user);
    await stepHeading('Información de seguridad');
    expect(stepCalls.map((c) => `${c.method} ${c.path}`).filter((c) => !c.includes('getquestionandanswer'))).toEqual([
      'POST /check/rnc/and/first_name/not/registered',
      `GET /validate/company/phone/exist/${company.telefono}`,
    ]);
    await fillSecurityInfo(user);
    await next(user);
    await stepHeading('Términos y condiciones');
    await user.click(screen.getByLabelText(/^Acepto los términos/));

    // The upload waits until the progress bar was seen (the next handler, the embedded file server, then answers).
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(/\/documentos-empresa$/, async () => {
        await gate;
      }),
    );
    const calls = recordCalls();
    await user.click(screen.getByRole('button', { name: /^Registrar/ }));
    // The upload shows a labelled native progress bar with the percent.
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la carga de documentos' });
    expect(bar.tagName).toBe('PROGRESS');
    expect(screen.getByText(/^Subiendo documentos: \d+ %$/)).toBeTruthy();
    release();

    await stepHeading('¡Gracias por registrar su empresa!');
    expect(screen.getByText(/pendiente de aprobación/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(5));
    expect(calls.map((c) => `${c.method} ${c.path.replace(/^\/validate\/email\/.*$/, '/validate/email/{email}')}`)).toEqual([
      'GET /validate/email/{email}',
      'POST /check/rnc/and/first_name/not/registered',
      'POST /documentos-empresa',
      'POST /auth/register/portal',
      'POST /auth/register/questionandanswer',
    ]);
    await waitFor(() => expect(calls[3].body).toBeTruthy());
    expect(calls[1].body).toEqual({ citizen_id: company.rnc, validateWithoutJCE: true, document_type: '3' });
    const payload = calls[3].body as Record<string, unknown>;
    expect(payload).toMatchObject({ is_company: true, document_type: '3', rnc: company.rnc, telefono: company.telefono, extension: '' });
    const files = payload.company_files as Record<string, unknown>;
    expect(typeof files.registromercant).toBe('string');
    expect(typeof files.cedulaperaut).toBe('string');
    expect(typeof files.podernotarizado).toBe('string');
    await waitFor(() => expect(calls[4].body).toBeTruthy());
    expect((calls[4].body as Array<{ citizen_id: string }>).map((a) => a.citizen_id)).toEqual([company.rnc, company.rnc, company.rnc]);

    const stored = db().companies.find((c) => c.company_rnc === company.rnc);
    expect(stored?.account?.status).toBe('pending');
  }, 20_000);

  it('enforces the step 2 rules: required fields, RNC length, PDF only, removal', async () => {
    const { user } = renderRegister();
    await reachCompanyData(user);
    await next(user);
    expect(await screen.findByText('Llene todos los campos requeridos')).toBeTruthy();
    expect(screen.getAllByText('Este campo es requerido').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Error');

    await user.type(screen.getByLabelText(/^RNC/), '1301');
    await next(user);
    expect(await screen.findByText('Cantidad de caracteres incorrecto')).toBeTruthy();

    // A non-PDF is refused with the files rule and not kept.
    // (user-event honours `accept` by default; a user that ignores it stands for "All files" in the dialog.)
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/^Registro mercantil/), new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByText('El archivo requiere una extension .pdf')).toBeTruthy();
    expect(screen.queryByText('foto.png')).toBeNull();

    await user.upload(screen.getByLabelText(/^Registro mercantil/), pdf('rm.pdf'));
    expect(screen.getByText('rm.pdf')).toBeTruthy();
    expect(screen.queryByText('El archivo requiere una extension .pdf')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar rm.pdf' }));
    expect(screen.queryByText('rm.pdf')).toBeNull();
  }, 20_000);

  it('shows the server refusals of the RNC and of the phone on their fields', async () => {
    const { user } = renderRegister();
    await reachCompanyData(user);
    // The seeded demo company's phone is in use.
    await fillCompanyData(user, { telefono: '8095557788' });
    await next(user);
    expect(await screen.findByText('Teléfono en uso, favor introduzca otro teléfono')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Datos de la empresa' })).toBeTruthy();

    // An RNC that is already registered: the server's message.
    const rnc = screen.getByLabelText(/^RNC/);
    await user.clear(rnc);
    await user.type(rnc, '131987656');
    await next(user);
    expect(await screen.findByText('Ya existe un usuario con este documento de identidad')).toBeTruthy();
  }, 20_000);

  it('a failed upload gives the generic toast and keeps the wizard on the terms step', async () => {
    const { user } = renderRegister();
    await reachCompanyData(user);
    await fillCompanyData(user);
    await next(user);
    await stepHeading('Información de seguridad');
    await fillSecurityInfo(user);
    await next(user);
    await stepHeading('Términos y condiciones');
    await user.click(screen.getByLabelText(/^Acepto los términos/));
    injectFault({ method: 'POST', path: '/documentos-empresa', kind: 'http500', times: 1 });
    await user.click(screen.getByRole('button', { name: /^Registrar/ }));
    expect(await toast('Ha sucedido un error inténtelo mas tarde o contacte a soporte')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeTruthy();
    expect(db().companies.some((c) => c.company_rnc === company.rnc)).toBe(false);
  }, 20_000);
  it('failed security answers after the register call are said, and Reintentar re-sends only them (issue 10)', async () => {
    const { user } = renderRegister();
    await reachCompanyData(user);
    await fillCompanyData(user);
    await next(user);
    await stepHeading('Información de seguridad');
    await fillSecurityInfo(user);
    await next(user);
    await stepHeading('Términos y condiciones');
    await user.click(screen.getByLabelText(/^Acepto los términos/));
    injectFault({ method: 'POST', path: '/auth/register/questionandanswer', kind: 'malformed', times: 1 });
    const calls = recordCalls();
    await user.click(screen.getByRole('button', { name: /^Registrar/ }));
    await stepHeading('Su empresa fue registrada, pero sus respuestas de seguridad no se guardaron');
    expect(screen.queryByRole('heading', { name: '¡Gracias por registrar su empresa!' })).toBeNull();
    expect(db().companies.some((c) => c.company_rnc === company.rnc)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(async () => expect(document.activeElement).toBe(await stepHeading('¡Gracias por registrar su empresa!')));
    expect(calls.filter((c) => c.path === '/auth/register/portal')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/documentos-empresa')).toHaveLength(1);
    const answers = calls.filter((c) => c.path === '/auth/register/questionandanswer');
    expect(answers).toHaveLength(2);
    await waitFor(() => expect(answers[1].body).toBeDefined());
    expect(answers[1].body).toEqual([
      { citizen_question: 1, citizen_answer: 'Canela', citizen_id: company.rnc },
      { citizen_question: 2, citizen_answer: 'Santiago', citizen_id: company.rnc },
      { citizen_question: 4, citizen_answer: 'Sancocho', citizen_id: company.rnc },
    ]);
    expect(db().securityAnswers.filter((a) => a.citizen_id === company.rnc)).toHaveLength(3);
  }, 30_000);
});
