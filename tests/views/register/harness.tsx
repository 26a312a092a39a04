/**
 * Shared set-up of the registration view tests: the embedded backend (MSW node server, fresh store,
 * empty read cache and storage per test), the page inside a memory router with the toast outlet,
 * and helpers that fill each wizard step like a user would.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';
import { Toaster } from '../../../src/views/components/Toaster';
import RegisterPage from '../../../src/views/pages/account/RegisterPage';

/** Installs the per-file and per-test hooks. */
export function useRegisterTestEnv(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDb();
    clearCache();
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo = () => {};
  });
  afterEach(() => {
    cleanup();
    server.events.removeAllListeners();
    server.resetHandlers();
  });
  afterAll(() => server.close());
}

/** Renders /app/register with the toast outlet; returns the user-event instance. */
export function renderRegister() {
  const location = memoryLocation({ path: '/app/register', record: true });
  const user = userEvent.setup();
  const utils = render(
    <Router hook={location.hook}>
      <RegisterPage />
      <Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />
    </Router>,
  );
  return { user, location, ...utils };
}

export type User = ReturnType<typeof userEvent.setup>;

/** A new citizen known to the embedded civil registry (seed JCE), not registered yet. */
export const carmen = {
  email: 'carmen.feliz@correo.do',
  password: 'Clave123',
  cedula: '03101234569',
  name: 'Carmen Luisa',
  firstLastName: 'Féliz',
  secondLastName: 'Báez',
  phone: '5550123',
  address: 'Calle El Conde 105, Ciudad Colonial',
};

/** The field labelled `label` (exact accessible name). */
export const field = (label: string | RegExp) => screen.getByLabelText(label);

/** Clicks Next ('Siguiente'). */
export async function next(user: User) {
  await user.click(screen.getByRole('button', { name: /^Siguiente/ }));
}

/** Fills step 0 (authentication info). */
export async function fillAuthInfo(user: User, email = carmen.email) {
  await user.type(screen.getByLabelText(/^Correo electrónico/), email);
  await user.type(screen.getByLabelText(/^Confirmar correo electrónico/), email);
  await user.type(screen.getByLabelText(/^Contraseña/), carmen.password);
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), carmen.password);
}

/** Chooses a document type and types the document (then leaves the field). */
export async function typeDocument(user: User, document: string, type: 'Cédula' | 'Pasaporte' = 'Cédula') {
  await user.selectOptions(screen.getByLabelText(/^Tipo de documento/), type);
  await user.type(screen.getByLabelText(/^Documento de identidad/), document);
  await user.tab();
}

/** Waits until `label`'s select offers `option`, then chooses it. */
export async function choose(user: User, label: RegExp, option: string) {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  await within(select).findByRole('option', { name: option });
  await user.selectOptions(select, option);
}

/** Fills step 1 (personal data) after the document was typed and validated. */
export async function fillPersonalData(user: User) {
  await typeDocument(user, carmen.cedula);
  await screen.findByText('Documento validado');
  await user.type(screen.getByLabelText(/^Nombres/), carmen.name);
  await user.type(screen.getByLabelText(/^Primer apellido/), carmen.firstLastName);
  await user.type(screen.getByLabelText(/^Segundo apellido/), carmen.secondLastName);
  await choose(user, /^Provincia/, 'Distrito Nacional');
  await choose(user, /^Municipio/, 'Santo Domingo de Guzmán');
  await choose(user, /^Sector/, 'Ciudad Colonial');
  await user.type(screen.getByRole('textbox', { name: /^Teléfono\*?$/ }), carmen.phone);
  await user.type(screen.getByLabelText(/^Dirección/), carmen.address);
}

/** Fills step 2 (security info). */
export async function fillSecurityInfo(user: User) {
  await choose(user, /^Pregunta de seguridad 1/, '¿Cuál es el nombre de su primera mascota?');
  await user.type(screen.getByLabelText(/^Respuesta 1/), 'Canela');
  await choose(user, /^Pregunta de seguridad 2/, '¿En qué ciudad nació su madre?');
  await user.type(screen.getByLabelText(/^Respuesta 2/), 'Santiago');
  await choose(user, /^Pregunta de seguridad 3/, '¿Cuál es su comida favorita?');
  await user.type(screen.getByLabelText(/^Respuesta 3/), 'Sancocho');
}

/** The step heading currently shown (level 2). */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

export { recordCalls, type RecordedCall } from '../../support/recordCalls';
