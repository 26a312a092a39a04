/**
 * View tests of /app/register, citizen wizard (spec 000 §2 Citizen registration, §4, §5, §7, §8,
 * §9), against the embedded backend (MSW handlers of src/mocks).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db, injectFault } from '../../../src/mocks/db';
import { demoCitizens } from '../../../src/mocks/seed';
import { server } from '../../../src/mocks/node';
import { REGISTER_DRAFT_KEY } from '../../../src/views/pages/account/register/draft';
import {
  carmen,
  choose,
  fillAuthInfo,
  fillPersonalData,
  fillSecurityInfo,
  next,
  recordCalls,
  renderRegister,
  stepHeading,
  typeDocument,
  useRegisterTestEnv,
  type User,
} from './harness';

useRegisterTestEnv();

const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

/** Runs steps 0-2 and arrives on the terms step with the terms accepted. */
async function reachTerms(user: User) {
  await fillAuthInfo(user);
  await next(user);
  await stepHeading('Datos personales');
  await fillPersonalData(user);
  await next(user);
  await stepHeading('Información de seguridad');
  await fillSecurityInfo(user);
  await next(user);
  await stepHeading('Términos y condiciones');
  await screen.findByRole('region', { name: 'Texto de los términos y condiciones' });
  await user.click(screen.getByLabelText(/^Acepto los términos/));
}

const registerButton = () => screen.getByRole('button', { name: /^Registrar/ });
const backButton = () => screen.getByRole('button', { name: 'Atrás' });

describe('RegisterPage', () => {
  it('shows the two tabs; the company tab opens the company wizard', async () => {
    const { user } = renderRegister();
    expect(screen.getByRole('tab', { name: 'Ciudadano', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Empresa' }));
    expect(await screen.findByRole('dialog', { name: 'Registro de empresas' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    // Back to the citizen tab: the wizard kept what was typed.
    await user.click(screen.getByRole('tab', { name: 'Ciudadano' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Copyright © 2022 Ministerio de Turismo')).toBeTruthy();
  });

  it('keeps what was typed in the company wizard when the user switches tabs and comes back', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('tab', { name: 'Empresa' }));
    await screen.findByRole('dialog', { name: 'Registro de empresas' });
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    // The company panel's e-mail (the citizen's panel stays mounted, hidden; the shown panel follows the
    // selected tab once the click's frame is painted: src/views/components/Tabs.tsx).
    const companyEmail = async () => within(await screen.findByRole('tabpanel', { name: 'Empresa' })).getByLabelText<HTMLInputElement>(/^Correo electrónico/);
    await user.type(await companyEmail(), 'reservas@hotelcolonial.do');
    await user.click(screen.getByRole('tab', { name: 'Ciudadano' }));
    await screen.findByRole('tabpanel', { name: 'Ciudadano' });
    await user.click(screen.getByRole('tab', { name: 'Empresa' }));
    expect((await companyEmail()).value).toBe('reservas@hotelcolonial.do');
    expect(screen.queryByRole('dialog', { name: 'Registro de empresas' })).toBeNull();
  });

  it('registers a citizen end to end, in the spec order of calls and with the contract payload', async () => {
    const { user } = renderRegister();
    expect((backButton() as HTMLButtonElement).disabled).toBe(true);
    await reachTerms(user);
    const calls = recordCalls();
    await user.click(registerButton());
    await stepHeading('¡Gracias por registrarse!');
    expect(screen.getByText('Recibirá un correo electrónico de verificación para activar su cuenta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe('/public/login');
    expect((backButton() as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toHaveLength(6));
    expect(calls.map((c) => `${c.method} ${c.path.replace(/^\/validate\/email\/.*$/, '/validate/email/{email}')}`)).toEqual([
      'GET /validate/email/{email}',
      'GET /validate/03101234569/1',
      'POST /check/rnc/and/first_name/not/registered',
      'POST /check/rnc/and/first_name/not/registered',
      'POST /auth/register/portal',
      'POST /auth/register/questionandanswer',
    ]);
    await waitFor(() => expect(calls[5].body).toBeDefined());
    expect(calls[4].body).toEqual({
      document_type: '1',
      citizen_id: '03101234569',
      email: carmen.email,
      name: carmen.name,
      first_last_name: carmen.firstLastName,
      second_last_name: carmen.secondLastName,
      occupation: '',
      password: carmen.password,
      password_confirmation: carmen.password,
      province_id: 19340,
      municipality_id: 19341,
      sector_id: 18388,
      phone: '8095550123',
      phone2: '',
      email2: '',
      address: carmen.address,
    });
    expect(calls[5].body).toEqual([
      { citizen_question: 1, citizen_answer: 'Canela', citizen_id: '03101234569' },
      { citizen_question: 2, citizen_answer: 'Santiago', citizen_id: '03101234569' },
      { citizen_question: 4, citizen_answer: 'Sancocho', citizen_id: '03101234569' },
    ]);
    expect(db().citizens.find((c) => c.citizen_id === carmen.cedula)).toMatchObject({ email: carmen.email, activated: false });
    expect(db().securityAnswers.filter((a) => a.citizen_id === carmen.cedula)).toHaveLength(3);
    // The draft is gone once the account exists.
    expect(sessionStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
  }, 30_000);

  it('refuses Next with empty fields: notice, field errors, focus on the first invalid field', async () => {
    const { user } = renderRegister();
    await next(user);
    expect(await screen.findByText('Llene todos los campos requeridos')).toBeTruthy();
    const email = screen.getByLabelText(/^Correo electrónico/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(4);
    // The stepper marks the step with an 'Error' marker.
    const nav = screen.getByRole('navigation', { name: 'Pasos del registro' });
    expect(within(nav).getByText('Error')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Contraseña/), '123');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), '124');
    await next(user);
    expect(await screen.findAllByText('La contraseña debe tener minimo 6 caracteres')).toHaveLength(2);
  });

  it('refuses an e-mail already in use when leaving step 0', async () => {
    const { user } = renderRegister();
    await fillAuthInfo(user, demoCitizens()[0].email);
    await next(user);
    expect(await screen.findByText('Correo electrónico en uso, favor introduzca otro correo electrónico')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Información de autenticación' })).toBeTruthy();
  });

  it('shows an invalid or already registered document, and refuses the name until the document is validated', async () => {
    const { user } = renderRegister();
    await fillAuthInfo(user);
    await next(user);
    await stepHeading('Datos personales');

    // Name refused before validation: the field keeps its (empty) value and says why.
    const names = screen.getByLabelText<HTMLInputElement>(/^Nombres/);
    await user.type(names, 'C');
    expect(names.value).toBe('');
    expect(await screen.findByText('Debe validar el documento de identidad antes de ingresar el nombre')).toBeTruthy();

    // A cédula with a wrong check digit.
    await typeDocument(user, '03101234560');
    expect(await screen.findByText('Documento de identidad no válido')).toBeTruthy();
    const document = screen.getByLabelText<HTMLInputElement>(/^Documento de identidad/);
    expect(document.value).toBe('031-0123456-0');

    // A registered cédula.
    await user.clear(document);
    await user.type(document, demoCitizens()[0].citizen_id);
    await user.tab();
    expect(await screen.findByText('Ya existe un usuario con este documento de identidad')).toBeTruthy();

    // A new valid cédula unlocks the names; a first last name that does not match is refused on blur.
    await user.clear(document);
    await user.type(document, carmen.cedula);
    await user.tab();
    await screen.findByText('Documento validado');
    await user.type(names, 'Carmen');
    expect(names.value).toBe('Carmen');
    await user.type(screen.getByLabelText(/^Primer apellido/), 'Gómez');
    await user.tab();
    expect(await screen.findByText('El nombre no coincide con el documento de identidad')).toBeTruthy();

    // Changing the document invalidates the validation.
    await user.selectOptions(screen.getByLabelText(/^Tipo de documento/), 'Pasaporte');
    expect(screen.queryByText('Documento validado')).toBeNull();
  }, 20_000);

  it('validates a passport on blur (length first, then the server) and moves focus to each new step heading', async () => {
    const { user } = renderRegister();
    await fillAuthInfo(user);
    await next(user);
    const heading = await stepHeading('Datos personales');
    expect(document.activeElement).toBe(heading);
    await typeDocument(user, 'RD12', 'Pasaporte');
    expect(await screen.findByText('El pasaporte debe tener entre 6 y 15 caracteres')).toBeTruthy();
    const documentField = screen.getByLabelText(/^Documento de identidad/);
    await user.type(documentField, '34567');
    await user.tab();
    expect(await screen.findByText('Documento validado')).toBeTruthy();
    expect(screen.queryByText('El pasaporte debe tener entre 6 y 15 caracteres')).toBeNull();
    await user.click(backButton());
    expect(document.activeElement).toBe(await stepHeading('Información de autenticación'));
  });

  it('clears municipality and sector when the province changes, and sector when the municipality changes', async () => {
    const { user } = renderRegister();
    await fillAuthInfo(user);
    await next(user);
    await stepHeading('Datos personales');
    const province = screen.getByLabelText<HTMLSelectElement>(/^Provincia/);
    const municipality = screen.getByLabelText<HTMLSelectElement>(/^Municipio/);
    const sector = screen.getByLabelText<HTMLSelectElement>(/^Sector/);
    expect(municipality.disabled).toBe(true);
    expect(sector.disabled).toBe(true);

    await choose(user, /^Provincia/, 'Distrito Nacional');
    await choose(user, /^Municipio/, 'Santo Domingo de Guzmán');
    await choose(user, /^Sector/, 'Ciudad Colonial');
    expect(sector.value).toBe('18388');

    await choose(user, /^Municipio/, 'Santo Domingo de Guzmán');
    await choose(user, /^Provincia/, 'Santiago');
    expect(province.value).not.toBe('19340');
    await waitFor(() => expect(municipality.disabled).toBe(false));
    expect(municipality.value).toBe('');
    expect(sector.value).toBe('');
    expect(sector.disabled).toBe(true);
    expect(within(municipality).queryByRole('option', { name: 'Santo Domingo de Guzmán' })).toBeNull();
    expect(within(municipality).getByRole('option', { name: 'Tamboril' })).toBeTruthy();

    await choose(user, /^Municipio/, 'Tamboril');
    await waitFor(() => expect(sector.disabled).toBe(false));
    const firstSector = within(sector).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(sector, firstSector);
    expect(sector.value).toBe(firstSector.value);
    // Choosing the placeholder of the municipality clears and disables the sector.
    await user.selectOptions(municipality, '');
    expect(sector.value).toBe('');
    expect(sector.disabled).toBe(true);
  }, 20_000);

  it('shows a failed location list with a retry', async () => {
    injectFault({ method: 'GET', path: '/get/provinces', kind: 'network', times: 1 });
    const { user } = renderRegister();
    await fillAuthInfo(user);
    await next(user);
    await stepHeading('Datos personales');
    expect(await screen.findByText('No se pudieron cargar las provincias.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await choose(user, /^Provincia/, 'Distrito Nacional');
    expect(screen.queryByText('No se pudieron cargar las provincias.')).toBeNull();
  });

  it('hides a question chosen in one slot from the other slots', async () => {
    const { user } = renderRegister();
    await fillAuthInfo(user);
    await next(user);
    await stepHeading('Datos personales');
    await fillPersonalData(user);
    await next(user);
    await stepHeading('Información de seguridad');
    const pet = '¿Cuál es el nombre de su primera mascota?';
    const slot = (n: number) => screen.getByLabelText<HTMLSelectElement>(new RegExp(`^Pregunta de seguridad ${n}`));
    await within(slot(1)).findByRole('option', { name: pet });
    expect(within(slot(2)).getByRole('option', { name: pet })).toBeTruthy();
    await user.selectOptions(slot(1), pet);
    expect(within(slot(2)).queryByRole('option', { name: pet })).toBeNull();
    expect(within(slot(3)).queryByRole('option', { name: pet })).toBeNull();
    expect(within(slot(1)).getByRole('option', { name: pet })).toBeTruthy();
    // Choosing another question in slot 1 offers the first one again elsewhere.
    await user.selectOptions(slot(1), '¿Cuál es su comida favorita?');
    expect(within(slot(2)).getByRole('option', { name: pet })).toBeTruthy();
    expect(within(slot(2)).queryByRole('option', { name: '¿Cuál es su comida favorita?' })).toBeNull();
  }, 20_000);

  it('puts server field errors on their fields and goes to the first step with an error', async () => {
    const { user } = renderRegister();
    await reachTerms(user);
    // Someone else registers the same e-mail and cédula while the request is on its way.
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/auth/register/portal')) {
        db().citizens.push({ ...demoCitizens()[1], citizen_id: carmen.cedula, email: carmen.email });
      }
    });
    await user.click(registerButton());
    expect(await toast('Hay uno o mas errores con la información introducida. Valídalos e inténtalo nuevamente')).toBeTruthy();
    await stepHeading('Información de autenticación');
    expect(screen.getByText('Correo electrónico en uso, favor introduzca otro correo electrónico')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Correo electrónico/).value).toBe(carmen.email);
    // Steps 0 and 1 carry the 'Error' marker.
    const nav = screen.getByRole('navigation', { name: 'Pasos del registro' });
    const marked = within(nav)
      .getAllByText('Error')
      .map((el) => el.closest('li')?.getAttribute('data-step-index'));
    expect(marked).toEqual(['0', '1']);
    // The document error waits on step 1.
    await user.clear(screen.getByLabelText(/^Correo electrónico/));
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'otra.persona@correo.do');
    await user.clear(screen.getByLabelText(/^Confirmar correo electrónico/));
    await user.type(screen.getByLabelText(/^Confirmar correo electrónico/), 'otra.persona@correo.do');
    await next(user);
    await stepHeading('Datos personales');
    expect(screen.getByText('Ya existe un usuario con este documento de identidad')).toBeTruthy();
  }, 30_000);

  it('keeps everything typed when the registration call fails (network)', async () => {
    const { user } = renderRegister();
    await reachTerms(user);
    injectFault({ method: 'POST', path: '/auth/register/portal', kind: 'network', times: 1 });
    await user.click(registerButton());
    expect(await toast('Ha sucedido un error inténtelo mas tarde o contacte a soporte')).toBeTruthy();
    // Still on the terms step, not loading, terms still accepted.
    expect(screen.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeTruthy();
    expect(registerButton().getAttribute('aria-busy')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Acepto los términos/).checked).toBe(true);
    await user.click(backButton());
    await stepHeading('Información de seguridad');
    expect(screen.getByLabelText<HTMLInputElement>(/^Respuesta 1/).value).toBe('Canela');
    await user.click(backButton());
    await stepHeading('Datos personales');
    expect(screen.getByLabelText<HTMLInputElement>(/^Documento de identidad/).value).toBe('031-0123456-9');
    expect(screen.getByLabelText<HTMLInputElement>(/^Dirección/).value).toBe(carmen.address);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Teléfono\*?$/ }).value).toBe('555-0123');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Sector/).value).toBe('18388');
    await user.click(backButton());
    await stepHeading('Información de autenticación');
    expect(screen.getByLabelText<HTMLInputElement>(/^Contraseña/).value).toBe(carmen.password);
    expect(db().citizens.some((c) => c.citizen_id === carmen.cedula)).toBe(false);
  }, 30_000);

  it('sends the registration once on a double click; failed security answers are said and re-sent alone (issue 10)', async () => {
    const { user } = renderRegister();
    await reachTerms(user);
    injectFault({ method: 'POST', path: '/auth/register/questionandanswer', kind: 'http500', times: 1 });
    const calls = recordCalls();
    await user.dblClick(registerButton());
    await stepHeading('Su cuenta fue creada, pero sus respuestas de seguridad no se guardaron');
    expect(screen.queryByRole('heading', { name: '¡Gracias por registrarse!' })).toBeNull();
    expect(calls.filter((c) => c.path === '/auth/register/portal')).toHaveLength(1);
    expect(calls.filter((c) => c.path.startsWith('/validate/email/'))).toHaveLength(1);
    expect(db().citizens.some((c) => c.citizen_id === carmen.cedula)).toBe(true);
    expect(db().securityAnswers.some((a) => a.citizen_id === carmen.cedula)).toBe(false);

    // Reintentar sends the answers again (a double click once), never the registration.
    await user.dblClick(screen.getByRole('button', { name: 'Reintentar' }));
    // The confirmation replaces the notice and takes focus, like every new step.
    await waitFor(async () => expect(document.activeElement).toBe(await stepHeading('¡Gracias por registrarse!')));
    expect(calls.filter((c) => c.path === '/auth/register/portal')).toHaveLength(1);
    const answers = calls.filter((c) => c.path === '/auth/register/questionandanswer');
    expect(answers).toHaveLength(2);
    await waitFor(() => expect(answers[1].body).toBeDefined());
    expect(answers[1].body).toEqual([
      { citizen_question: 1, citizen_answer: 'Canela', citizen_id: '03101234569' },
      { citizen_question: 2, citizen_answer: 'Santiago', citizen_id: '03101234569' },
      { citizen_question: 4, citizen_answer: 'Sancocho', citizen_id: '03101234569' },
    ]);
    expect(db().securityAnswers.filter((a) => a.citizen_id === carmen.cedula)).toHaveLength(3);
  }, 30_000);

  it('restores a draft after a reload, without passwords', async () => {
    const first = renderRegister();
    await fillAuthInfo(first.user);
    first.unmount();
    renderRegister();
    expect(screen.getByLabelText<HTMLInputElement>(/^Correo electrónico/).value).toBe(carmen.email);
    expect(screen.getByLabelText<HTMLInputElement>(/^Contraseña/).value).toBe('');
    expect(sessionStorage.getItem(REGISTER_DRAFT_KEY)).not.toContain(carmen.password);
  });
});
