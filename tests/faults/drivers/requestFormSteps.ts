/**
 * Steps of the request form shared by the fault-matrix drivers of tests/faults/drivers/request-form.tsx
 * and request-form-checks.tsx (spec 001 §2.4; the applicant step of every form:
 * src/mocks/data/expert-forms/authored/blocks.ts). Ana (src/mocks/seed.ts) is the applicant.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FlowContext } from '../harness';

/** Puts `text` in a field the way a citizen pastes it (one input event: the rows stay fast). */
export async function fill({ user }: FlowContext, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Chooses the option `label` of the select labelled `name`, or its first real option when `label` is omitted. */
export async function choose({ user }: FlowContext, name: RegExp, label?: string): Promise<void> {
  const select = screen.getByLabelText<HTMLSelectElement>(name);
  const option = label ?? Array.from(select.options).find((o) => o.value !== '')?.textContent ?? '';
  await user.selectOptions(select, option);
}

/** 'Tarifas del servicio': the first variation, Confirmar (spec 001 §2.4). */
export async function chooseTariff({ user }: FlowContext): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Tarifas del servicio' });
  // Radix gives a modal layer its pointer events in an effect after its first commit (until then the
  // layer is `pointer-events: none` under another one): a loaded machine clicked in between and
  // user-event refused the click. Waits until the dialog takes clicks, as a person's click would land.
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  await user.click(within(dialog).getAllByRole('radio')[0]);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tarifas del servicio' })).toBeNull());
}

/** The applicant step up to the typed cédula (not yet left: its check runs on blur). */
export async function typeApplicantCedula(ctx: FlowContext): Promise<void> {
  await chooseTariff(ctx);
  expect(await screen.findByRole('heading', { level: 2, name: 'Datos del solicitante' })).toBeTruthy();
  await ctx.user.click(screen.getByRole('radio', { name: 'Cédula' }));
  await fill(ctx, await screen.findByLabelText(/No\. de Cédula/), '00104567896');
}

/** 'Datos del solicitante' filled and validated, then Continuar to step 2 (whose heading is `next`). */
export async function applicantStepDone(ctx: FlowContext, next: string): Promise<void> {
  await typeApplicantCedula(ctx);
  await fill(ctx, screen.getByLabelText(/Nombres y apellidos/), 'Ana María Rodríguez Peña');
  expect((await screen.findAllByText(/Cédula válida/)).length).toBeGreaterThan(0);
  await fill(ctx, screen.getByLabelText(/^Teléfono/), '8095551234');
  await fill(ctx, screen.getByLabelText(/Correo electrónico/), 'ana.rodriguez@correo.do');
  await ctx.user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('heading', { level: 2, name: next })).toBeTruthy();
}
