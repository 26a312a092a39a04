/**
 * Fault matrix drivers of the public area (issue 10): the contact form and the catalogue. See
 * tests/faults/harness.tsx for what every row asserts under each of the five faults; the rows run in
 * tests/faults/public.faults.test.tsx.
 */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { FaultDriver, FlowContext } from '../harness';
import { findShown } from '../harness';

/** Spec 000 §8 Contact: any failure → 'Ha ocurrido un error'. */
const GENERIC = 'Ha ocurrido un error';

async function fillContact({ user }: FlowContext): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: /Nombre completo/ }), 'Ana Rodríguez');
  await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana.rodriguez@correo.do');
  await user.selectOptions(screen.getByRole('combobox', { name: /Prefijo/ }), '829');
  await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '5557788');
  await user.selectOptions(screen.getByRole('combobox', { name: /Relacionado a/ }), 'Confotur');
  await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Quisiera saber el estado de mi clasificación.');
}

export const drivers: FaultDriver[] = [
  {
    operationId: 'sendContactMessage',
    flow: 'Contacto: Enviar',
    path: '/app/contact',
    prepare: fillContact,
    act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Enviar' })),
    shows: GENERIC,
    kept: () => {
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nombre completo/ }).value).toBe('Ana Rodríguez');
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Mensaje/ }).value).toBe('Quisiera saber el estado de mi clasificación.');
    },
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await findShown('Mensaje enviado satisfactoriamente');
    },
  },
  {
    operationId: 'getServices',
    flow: 'Inicio: direcciones del catálogo',
    path: '/app/allServices',
    shows: /No se pudo cargar/,
    retry: async ({ user }) => {
      await user.click(screen.getAllByRole('button', { name: 'Reintentar' })[0]);
      expect(await screen.findAllByRole('heading', { name: /Aprobación y Análisis de proyectos/ })).not.toHaveLength(0);
    },
  },
];
