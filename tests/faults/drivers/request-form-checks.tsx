/**
 * Fault matrix drivers of the request form's server checks on blur (spec 001 §5 server-validated
 * masks 0, 14, 15, 16, 20, 21, 24, 25; §7 Validators; issue 10), signed in as Ana. See
 * tests/faults/harness.tsx for what every row asserts under each of the five faults; the rows run in
 * tests/faults/request-form-checks.faults.test.tsx. Which form carries which mask:
 * src/mocks/data/expert-forms/authored (f103 mask 20, f104 24, f107 21, f108 25, f109 16, f110 14,
 * f111 15); the codes the simulated validators accept: src/mocks/data/validatorCodes.ts.
 */
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FaultDriver, FlowContext } from '../harness';
import { applicantStepDone, choose, fill, typeApplicantCedula } from './requestFormSteps';

/** Spec 001 §5: a server-validated mask whose check fails → 'Ha ocurrido un error en la validación'. */
const VALIDATION_FAILED = 'Ha ocurrido un error en la validación';

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
  const field = () => screen.getByLabelText<HTMLInputElement>(o.label);
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
    operationId: 'validateCedula',
    flow: "Solicitud de reconsideración: 'No. de Cédula' al salir del campo",
    as: 'citizen',
    path: '/app/requestService/10',
    prepare: typeApplicantCedula,
    act: async ({ user }) => user.tab(),
    // Spec 001 §5: the cédula check failing → 'Ha ocurrido un error validando la cedula'.
    shows: 'Ha ocurrido un error validando la cedula',
    kept: () => expect(screen.getByLabelText<HTMLInputElement>(/No\. de Cédula/).value.replace(/\D/g, '')).toBe('00104567896'),
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
      await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>(/^Municipio/).options.length).toBeGreaterThan(1));
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
