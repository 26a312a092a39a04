/**
 * /public/mobileValidation (spec 000 §2: the route exists, content not shown; issue 4: explain what
 * validating the mobile app means and offer sign-in and home). Static: it calls no backend.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import MobileValidationPage from '../../../src/views/pages/public/MobileValidationPage';
import { recordCalls, renderWithRouter, useResetTestEnv } from './harness';

useResetTestEnv();

describe('MobileValidationPage', () => {
  it('explains the mobile app validation in Spanish and links to sign in, home and contact, without calling a backend', async () => {
    const calls = recordCalls();
    const { user } = renderWithRouter(MobileValidationPage, '/public/mobileValidation');
    const region = screen.getByRole('region', { name: 'Validación de la aplicación móvil' });
    expect(within(region).getByText(/aplicación móvil del Ministerio de Turismo/)).toBeTruthy();
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getByText(/mismo documento de identidad/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/public');
    expect(within(region).getByRole('link', { name: 'Contacto' }).getAttribute('href')).toBe('/app/contact');
    await user.click(within(region).getByRole('link', { name: 'Iniciar Sesión' }));
    expect(screen.getByTestId('location').textContent).toBe('/public/login');
    expect(calls).toHaveLength(0);
  });
});
