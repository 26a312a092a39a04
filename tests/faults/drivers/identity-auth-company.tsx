/**
 * Fault matrix drivers of the identity area: the location lists of the citizen wizard's personal
 * data step (spec 000 §2 Citizen registration step 1, §4 "Province change clears municipality and
 * sector", §7 GET /get/provinces, municipalities, sectors) and the company wizard's server checks
 * and document upload (/app/register, tab 'Empresa'; spec 000 §2 Company registration, §5 Company
 * registration step 2, §7, §8). See tests/faults/harness.tsx for what every row asserts; the rows
 * run in tests/faults/identity-auth-company.faults.test.tsx.
 */
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FaultDriver, FlowContext } from '../harness';
import {
  acceptTerms,
  ARRIVAL,
  choose,
  fillAuthInfo,
  fillSecurityInfo,
  next,
  paste,
  reachPersonalData,
  registerButton,
  REGISTRATION_FAILED,
  stepHeading,
} from './identity-auth-register';

type User = FlowContext['user'];

const select = (label: RegExp) => screen.getByLabelText<HTMLSelectElement>(label);
const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

/** Distrito Nacional → Santo Domingo de Guzmán → Ciudad Colonial (seeded ids). */
const PROVINCE = { name: 'Distrito Nacional', id: '19340' };
const MUNICIPALITY = { name: 'Santo Domingo de Guzmán', id: '19341' };
const SECTOR = { name: 'Ciudad Colonial', id: '18388' };

/** A company not registered yet (as tests/views/account/companyRegistration). */
const company = {
  email: 'tramites@hotelcaribe.do',
  rnc: '130123454',
  nombre: 'Hotel Caribe',
  razonsocial: 'Inversiones Turísticas del Caribe, S.R.L.',
  telefono: '8095551234',
};
const pdf = (name: string) => new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], name, { type: 'application/pdf' });

/** Opens the company tab, closes the opening notice, passes step 0: the company data step is shown. */
async function reachCompanyData(user: User): Promise<void> {
  await user.click(await screen.findByRole('tab', { name: 'Empresa' }, ARRIVAL));
  await screen.findByRole('dialog', { name: 'Registro de empresas' });
  await user.click(screen.getByRole('button', { name: 'Entendido' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await fillAuthInfo(user, company.email);
  await next(user);
  await stepHeading('Datos de la empresa');
}

/** Fills the company data step with the two required PDFs. */
async function fillCompanyData(user: User): Promise<void> {
  await paste(user, input(/^RNC/), company.rnc);
  await paste(user, input(/^Nombre comercial/), company.nombre);
  await paste(user, input(/^Razón social/), company.razonsocial);
  await paste(user, input(/^Teléfono/), company.telefono);
  await user.upload(input(/^Registro mercantil/), pdf('registro-mercantil.pdf'));
  await user.upload(input(/^Cédula del representante autorizado/), pdf('cedula.pdf'));
}

/** What the company data step must still hold. */
function companyDataKept(): void {
  expect(screen.getByRole('heading', { level: 2, name: 'Datos de la empresa' })).toBeTruthy();
  expect(input(/^RNC/).value.replace(/\D/g, '')).toBe(company.rnc);
  expect(input(/^Nombre comercial/).value).toBe(company.nombre);
  expect(input(/^Razón social/).value).toBe(company.razonsocial);
  expect(input(/^Teléfono/).value.replace(/\D/g, '')).toBe(company.telefono);
  expect(screen.getByText('registro-mercantil.pdf')).toBeTruthy();
  expect(screen.getByText('cedula.pdf')).toBeTruthy();
}

export const drivers: FaultDriver[] = [
  {
    operationId: 'getProvinces',
    flow: 'Registro ciudadano: paso 1, lista de provincias (al llegar)',
    path: '/app/register',
    prepare: ({ user }) => fillAuthInfo(user),
    act: ({ user }) => next(user),
    shows: 'No se pudieron cargar las provincias.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await choose(user, /^Provincia/, PROVINCE.name);
      expect(select(/^Provincia/).value).toBe(PROVINCE.id);
    },
  },
  {
    operationId: 'getMunicipalities',
    flow: 'Registro ciudadano: paso 1, elegir provincia',
    path: '/app/register',
    prepare: async ({ user }) => {
      await reachPersonalData(user);
      await screen.findByRole('option', { name: PROVINCE.name });
    },
    act: ({ user }) => choose(user, /^Provincia/, PROVINCE.name),
    shows: 'No se pudieron cargar los municipios.',
    kept: () => expect(select(/^Provincia/).value).toBe(PROVINCE.id),
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await choose(user, /^Municipio/, MUNICIPALITY.name);
      expect(select(/^Municipio/).value).toBe(MUNICIPALITY.id);
    },
  },
  {
    operationId: 'getSectors',
    flow: 'Registro ciudadano: paso 1, elegir municipio',
    path: '/app/register',
    prepare: async ({ user }) => {
      await reachPersonalData(user);
      await choose(user, /^Provincia/, PROVINCE.name);
      await screen.findByRole('option', { name: MUNICIPALITY.name });
    },
    act: ({ user }) => choose(user, /^Municipio/, MUNICIPALITY.name),
    shows: 'No se pudieron cargar los sectores.',
    kept: () => {
      expect(select(/^Provincia/).value).toBe(PROVINCE.id);
      expect(select(/^Municipio/).value).toBe(MUNICIPALITY.id);
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await choose(user, /^Sector/, SECTOR.name);
      expect(select(/^Sector/).value).toBe(SECTOR.id);
    },
  },
  {
    operationId: 'validateCompanyPhone',
    flow: 'Registro de empresa: paso 1, Siguiente',
    path: '/app/register',
    prepare: async ({ user }) => {
      await reachCompanyData(user);
      await fillCompanyData(user);
    },
    act: ({ user }) => next(user),
    shows: REGISTRATION_FAILED,
    kept: companyDataKept,
    retry: async ({ user }) => {
      await next(user);
      expect(await stepHeading('Información de seguridad')).toBeTruthy();
    },
  },
  {
    operationId: 'uploadCompanyDocuments',
    flow: 'Registro de empresa: paso 3, Registrar (documentos)',
    path: '/app/register',
    prepare: async ({ user }) => {
      await reachCompanyData(user);
      await fillCompanyData(user);
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
      expect(screen.queryByRole('progressbar')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await stepHeading('Información de seguridad');
      expect(input(/^Respuesta 1/).value).toBe('Canela');
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await stepHeading('Datos de la empresa');
      companyDataKept();
      await next(user);
      await stepHeading('Información de seguridad');
      await next(user);
      await stepHeading('Términos y condiciones');
    },
    retry: async ({ user }) => {
      await user.click(registerButton());
      expect(await stepHeading('¡Gracias por registrar su empresa!')).toBeTruthy();
    },
  },
];
