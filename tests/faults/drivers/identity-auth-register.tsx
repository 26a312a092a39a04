/**
 * Fault matrix drivers of the identity area, citizen registration (issue 10): the server checks of
 * the wizard's steps, the security questions and the register call itself (/app/register, tab
 * 'Ciudadano'; spec 000 §2 Citizen registration, §5, §7 "Registration runs: validate email, validate
 * document and name, ..., register", §8 Registration failures). See tests/faults/harness.tsx for
 * what every row asserts; the rows run in tests/faults/identity-auth-register.faults.test.tsx.
 * The geography lists and the company wizard are in tests/faults/drivers/identity-auth-company.tsx,
 * which shares the step helpers exported here.
 */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FaultDriver, FlowContext } from '../harness';

/** Spec 000 §8 "Other registration failure" toast. */
export const REGISTRATION_FAILED = 'Ha sucedido un error inténtelo mas tarde o contacte a soporte';

/** A new citizen known to the embedded civil registry, not registered yet (as tests/views/register). */
export const carmen = {
  email: 'carmen.feliz@correo.do',
  password: 'Clave123',
  cedula: '03101234569',
  /** The document as the field shows it (spec 000 §5 Formatters: 3-7-1). */
  cedulaShown: '031-0123456-9',
  name: 'Carmen Luisa',
  firstLastName: 'Féliz',
  phone: '5550123',
  address: 'Calle El Conde 105, Ciudad Colonial',
};

type User = FlowContext['user'];

/**
 * How long the first element of a page may take to appear: the route's code is loaded lazily, and
 * the first row of a file pays for it on a loaded machine (an upper bound, not a tuned wait).
 */
export const ARRIVAL = { timeout: 20_000 };

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const next = (user: User) => user.click(screen.getByRole('button', { name: /^Siguiente/ }));
export const registerButton = () => screen.getByRole('button', { name: /^Registrar/ });

/**
 * Puts `text` into `field` as a paste (one input event): the wizard receives the same value as
 * typed, and a row does not spend seconds on keystrokes the matrix does not test. The document,
 * whose mask and blur check are under test, is typed.
 */
export async function paste(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Waits until `label`'s select offers `option`, then chooses it. */
export async function choose(user: User, label: RegExp, option: string): Promise<void> {
  const select = await screen.findByLabelText<HTMLSelectElement>(label);
  await within(select).findByRole('option', { name: option });
  await user.selectOptions(select, option);
}

/** Fills step 0 (authentication info). */
export async function fillAuthInfo(user: User, email = carmen.email): Promise<void> {
  await paste(user, await screen.findByLabelText(/^Correo electrónico/, {}, ARRIVAL), email);
  await paste(user, input(/^Confirmar correo electrónico/), email);
  await paste(user, input(/^Contraseña/), carmen.password);
  await paste(user, input(/^Confirmar contraseña/), carmen.password);
}

/** Step 0 filled and passed: the personal data step is shown. */
export async function reachPersonalData(user: User): Promise<void> {
  await fillAuthInfo(user);
  await next(user);
  await stepHeading('Datos personales');
}

/** Chooses the cédula type, types Carmen's document and leaves the field (the check runs on blur). */
export async function typeDocument(user: User): Promise<void> {
  await user.selectOptions(input(/^Tipo de documento/), 'Cédula');
  await user.type(input(/^Documento de identidad/), carmen.cedula);
  await user.tab();
}

/** Fills step 1 (personal data) with Carmen's data. */
export async function fillPersonalData(user: User): Promise<void> {
  await typeDocument(user);
  await screen.findByText('Documento validado');
  await paste(user, input(/^Nombres/), carmen.name);
  await paste(user, input(/^Primer apellido/), carmen.firstLastName);
  await choose(user, /^Provincia/, 'Distrito Nacional');
  await choose(user, /^Municipio/, 'Santo Domingo de Guzmán');
  await choose(user, /^Sector/, 'Ciudad Colonial');
  await paste(user, screen.getByRole('textbox', { name: /^Teléfono\*?$/ }), carmen.phone);
  await paste(user, input(/^Dirección/), carmen.address);
}

/** Fills step 2 (security info). */
export async function fillSecurityInfo(user: User): Promise<void> {
  await choose(user, /^Pregunta de seguridad 1/, '¿Cuál es el nombre de su primera mascota?');
  await paste(user, input(/^Respuesta 1/), 'Canela');
  await choose(user, /^Pregunta de seguridad 2/, '¿En qué ciudad nació su madre?');
  await paste(user, input(/^Respuesta 2/), 'Santiago');
  await choose(user, /^Pregunta de seguridad 3/, '¿Cuál es su comida favorita?');
  await paste(user, input(/^Respuesta 3/), 'Sancocho');
}

/** Accepts the terms once their text is shown (step 3). */
export async function acceptTerms(user: User): Promise<void> {
  await stepHeading('Términos y condiciones');
  await screen.findByRole('region', { name: 'Texto de los términos y condiciones' });
  await user.click(input(/^Acepto los términos/));
}

/** Document typed, left, and refused by the failed check: blurring it again re-runs the check. */
async function retryDocument({ user }: FlowContext): Promise<void> {
  await user.click(input(/^Documento de identidad/));
  await user.tab();
  expect(await screen.findByText('Documento validado')).toBeTruthy();
}

/** The document stays as typed and the wizard stays on step 1. */
function documentKept(): void {
  expect(input(/^Documento de identidad/).value).toBe(carmen.cedulaShown);
  expect(screen.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeTruthy();
  expect(screen.queryByText('Documento validado')).toBeNull();
}

export const drivers: FaultDriver[] = [
  {
    operationId: 'validateEmail',
    flow: 'Registro ciudadano: paso 0, Siguiente',
    path: '/app/register',
    prepare: ({ user }) => fillAuthInfo(user),
    act: ({ user }) => next(user),
    shows: REGISTRATION_FAILED,
    kept: () => {
      expect(screen.getByRole('heading', { level: 2, name: 'Información de autenticación' })).toBeTruthy();
      expect(input(/^Correo electrónico/).value).toBe(carmen.email);
      expect(input(/^Confirmar correo electrónico/).value).toBe(carmen.email);
      expect(input(/^Contraseña/).value).toBe(carmen.password);
      expect(input(/^Confirmar contraseña/).value).toBe(carmen.password);
    },
    retry: async ({ user }) => {
      await next(user);
      expect(await stepHeading('Datos personales')).toBeTruthy();
    },
  },
  {
    operationId: 'validateDocument',
    flow: 'Registro ciudadano: paso 1, documento de identidad (al salir del campo)',
    path: '/app/register',
    prepare: ({ user }) => reachPersonalData(user),
    act: ({ user }) => typeDocument(user),
    shows: REGISTRATION_FAILED,
    kept: documentKept,
    retry: retryDocument,
  },
  {
    operationId: 'checkRncAndFirstNameNotRegistered',
    flow: 'Registro ciudadano: paso 1, documento no registrado (al salir del campo)',
    path: '/app/register',
    prepare: ({ user }) => reachPersonalData(user),
    act: ({ user }) => typeDocument(user),
    shows: REGISTRATION_FAILED,
    kept: documentKept,
    retry: retryDocument,
  },
  {
    operationId: 'getSecurityQuestions',
    flow: 'Registro ciudadano: paso 2, preguntas de seguridad (al llegar)',
    path: '/app/register',
    prepare: async ({ user }) => {
      await reachPersonalData(user);
      await fillPersonalData(user);
    },
    act: ({ user }) => next(user),
    shows: 'No se pudieron cargar las preguntas de seguridad.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await fillSecurityInfo(user);
      expect(input(/^Respuesta 3/).value).toBe('Sancocho');
    },
  },
  {
    operationId: 'registerPortal',
    flow: 'Registro ciudadano: paso 3, Registrar',
    path: '/app/register',
    prepare: async ({ user }) => {
      await reachPersonalData(user);
      await fillPersonalData(user);
      await next(user);
      await stepHeading('Información de seguridad');
      await fillSecurityInfo(user);
      await next(user);
      await acceptTerms(user);
    },
    act: async ({ user }) => user.click(registerButton()),
    shows: REGISTRATION_FAILED,
    kept: async ({ user }) => {
      expect(screen.getByRole('heading', { level: 2, name: 'Términos y condiciones' })).toBeTruthy();
      expect(input(/^Acepto los términos/).checked).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await stepHeading('Información de seguridad');
      expect(input(/^Respuesta 1/).value).toBe('Canela');
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await stepHeading('Datos personales');
      expect(input(/^Documento de identidad/).value).toBe(carmen.cedulaShown);
      expect(input(/^Dirección/).value).toBe(carmen.address);
      await next(user);
      await stepHeading('Información de seguridad');
      await next(user);
      await stepHeading('Términos y condiciones');
    },
    retry: async ({ user }) => {
      await user.click(registerButton());
      expect(await stepHeading('¡Gracias por registrarse!')).toBeTruthy();
    },
  },
];
