/**
 * Fault matrix drivers of the request form, /app/requestService/{serviceId} (spec 001 §2.4, §4 Form
 * flow and Submit sequence, §5 server-validated masks, §7 "Service and form", §8; issue 10), signed
 * in as Ana. See tests/faults/harness.tsx for what every row asserts under each of the five faults;
 * the rows run in tests/faults/request-form.faults.test.tsx. Forms: src/mocks/data/expert-forms/
 * authored (the applicant step of every form: src/mocks/data/expert-forms/authored/blocks.ts); valid
 * codes of the simulated validators: src/mocks/data/validatorCodes.ts.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FaultDriver, FlowContext } from '../harness';

/** Spec 001 §5: a server-validated mask whose check fails → 'Ha ocurrido un error en la validación'. */
const VALIDATION_FAILED = 'Ha ocurrido un error en la validación';

/** Puts `text` in a field the way a citizen pastes it (one input event: the rows stay fast). */
async function fill({ user }: FlowContext, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Chooses the option `label` of the select labelled `name`, or its first real option when `label` is omitted. */
async function choose({ user }: FlowContext, name: RegExp, label?: string): Promise<void> {
  const select = screen.getByLabelText(name) as HTMLSelectElement;
  const option = label ?? Array.from(select.options).find((o) => o.value !== '')?.textContent ?? '';
  await user.selectOptions(select, option);
}

/** 'Tarifas del servicio': the first variation, Confirmar (spec 001 §2.4). */
async function chooseTariff({ user }: FlowContext): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Tarifas del servicio' });
  await user.click(within(dialog).getAllByRole('radio')[0]);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tarifas del servicio' })).toBeNull());
}

/** The applicant step up to the typed cédula (not yet left: its check runs on blur). */
async function typeApplicantCedula(ctx: FlowContext): Promise<void> {
  await chooseTariff(ctx);
  expect(await screen.findByRole('heading', { level: 2, name: 'Datos del solicitante' })).toBeTruthy();
  await ctx.user.click(screen.getByRole('radio', { name: 'Cédula' }));
  await fill(ctx, await screen.findByLabelText(/No\. de Cédula/), '00104567896');
}

/** 'Datos del solicitante' filled and validated, then Continuar to step 2 (whose heading is `next`). */
async function applicantStepDone(ctx: FlowContext, next: string): Promise<void> {
  await typeApplicantCedula(ctx);
  await fill(ctx, screen.getByLabelText(/Nombres y apellidos/), 'Ana María Rodríguez Peña');
  expect((await screen.findAllByText(/Cédula válida/)).length).toBeGreaterThan(0);
  await fill(ctx, screen.getByLabelText(/^Teléfono/), '8095551234');
  await fill(ctx, screen.getByLabelText(/Correo electrónico/), 'ana.rodriguez@correo.do');
  await ctx.user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('heading', { level: 2, name: next })).toBeTruthy();
}

/** A server-validated code field: typed, then left (the check runs on blur). */
function validatorRow(o: {
  operationId: string;
  serviceId: number;
  form: string;
  step: string;
  /** Steps on step 2 before the code (e.g. the `MaskParam` select). */
  before?: (ctx: FlowContext) => Promise<void>;
  label: RegExp;
  code: string;
}): FaultDriver {
  const field = () => screen.getByLabelText(o.label) as HTMLInputElement;
  return {
    operationId: o.operationId,
    flow: `Solicitud de ${o.form}: '${o.label.source.replace(/\\/g, '')}' al salir del campo`,
    as: 'citizen',
    path: `/app/requestService/${o.serviceId}`,
    prepare: async (ctx) => {
      await applicantStepDone(ctx, o.step);
      await o.before?.(ctx);
      await fill(ctx, field(), o.code);
    },
    act: async ({ user }) => user.tab(),
    shows: VALIDATION_FAILED,
    kept: () => expect(field().value).toBe(o.code),
    retry: async ({ user }) => {
      // Leaving the field again checks it again; a valid code clears the message.
      await user.click(field());
      await user.tab();
      await waitFor(() => expect(screen.queryAllByText(VALIDATION_FAILED).filter((el) => !el.closest('[data-sonner-toast]'))).toEqual([]));
    },
  };
}

export const drivers: FaultDriver[] = [
  {
    operationId: 'getExpertForm',
    flow: 'Solicitar servicio: abrir el formulario',
    as: 'citizen',
    path: '/app/requestService/10',
    // The spec sends a failed service load to /public (§8); the page keeps the citizen on it with
    // its own message and a retry (DESIGN.md "No blank page, ever").
    shows: 'No se pudo cargar esta información.',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('dialog', { name: 'Tarifas del servicio' })).toBeTruthy();
    },
  },
  {
    operationId: 'validateCedula',
    flow: "Solicitud de reconsideración: 'No. de Cédula' al salir del campo",
    as: 'citizen',
    path: '/app/requestService/10',
    prepare: typeApplicantCedula,
    act: async ({ user }) => user.tab(),
    // Spec 001 §5: the cédula check failing → 'Ha ocurrido un error validando la cedula'.
    shows: 'Ha ocurrido un error validando la cedula',
    kept: () => expect((screen.getByLabelText(/No\. de Cédula/) as HTMLInputElement).value.replace(/\D/g, '')).toBe('00104567896'),
    retry: async ({ user }) => {
      await user.click(screen.getByLabelText(/No\. de Cédula/));
      await user.tab();
      expect((await screen.findAllByText(/Cédula válida/)).length).toBeGreaterThan(0);
    },
  },
  validatorRow({
    operationId: 'validateConsfoturClasificacionReconsideracion',
    serviceId: 10,
    form: 'reconsideración de clasificación',
    step: 'Resolución recurrida',
    label: /No\. de resolución recurrida/,
    code: 'CFT-CL-2022-0098',
  }),
  validatorRow({
    operationId: 'validateDpp',
    serviceId: 3,
    form: 'aprobación definitiva de proyecto turístico',
    step: 'Datos del proyecto',
    // Mask 20: the type of approval chosen first is the call's `tipo` (spec 001 §7).
    before: (ctx) => choose(ctx, /Tipo de aprobación del anteproyecto/, 'Definitiva'),
    label: /No\. de resolución del anteproyecto/,
    code: 'DPP-2021-0456',
  }),
  validatorRow({
    operationId: 'validateDppNoObjecionProrroga',
    serviceId: 4,
    form: 'prórroga de no objeción de uso de suelo',
    step: 'Certificación a prorrogar',
    before: (ctx) => choose(ctx, /Institución que emitió la no objeción/, 'Ministerio de Turismo (DPP)'),
    label: /No\. de certificación de no objeción/,
    code: 'NO-2022-0318',
  }),
  validatorRow({
    operationId: 'validateMimarena',
    serviceId: 8,
    form: 'clasificación provisional de proyecto turístico',
    step: 'Empresa promotora',
    // The MIMARENA authorisation is on the third step: the promoter company first.
    before: async (ctx) => {
      await fill(ctx, screen.getByLabelText(/Nombre comercial/), 'Promotora Bávaro Sol');
      await fill(ctx, screen.getByLabelText(/^RNC/), '131246753');
      await choose(ctx, /^Provincia/);
      await waitFor(() => expect((screen.getByLabelText(/^Municipio/) as HTMLSelectElement).options.length).toBeGreaterThan(1));
      await choose(ctx, /^Municipio/);
      await fill(ctx, screen.getByLabelText(/^Dirección/), 'Av. Alemania 12, Bávaro');
      await fill(ctx, screen.getByLabelText(/No\. de registro mercantil/), 'RM-45879-LA');
      await ctx.user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Proyecto a clasificar' })).toBeTruthy();
    },
    label: /No\. de autorización ambiental \(MIMARENA\)/,
    code: 'MA-2023-004518',
  }),
  validatorRow({
    operationId: 'validateConfoturClasificacion',
    serviceId: 9,
    form: 'clasificación definitiva de proyecto turístico',
    step: 'Clasificación provisional y operación',
    label: /No\. de resolución de clasificación provisional/,
    code: 'CFT-CL-2024-0112',
  }),
  validatorRow({
    operationId: 'validateConsfoturProrrogaListados',
    serviceId: 11,
    form: 'prórroga de vigencia de listados de bienes exentos',
    step: 'Listado aprobado',
    label: /No\. de listado aprobado/,
    code: 'CFT-LE-2022-0412',
  }),
  validatorRow({
    operationId: 'validateConfoturListados',
    serviceId: 12,
    form: 'inclusión en listados de bienes exentos',
    step: 'Proyecto clasificado',
    label: /No\. de resolución de clasificación \(CONFOTUR\)/,
    code: 'CFT-LB-2023-0150',
  }),
];
