/**
 * /public/requestPassword against the embedded backend (spec 000 §2 Password reset page, §4, §5
 * Reset password, §8 Reset password messages; issue 4): validation texts, normalised document,
 * one request per submit, success toast and redirect, the mail with a temporary password that
 * signs in, the server message of a refusal, the error toast of a failed call, values kept.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import RequestPasswordPage from '../../../src/views/pages/public/RequestPasswordPage';
import { db, injectFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { login } from '../../../src/api/auth';
import { recordCalls, renderWithRouter, useResetTestEnv } from './harness';

useResetTestEnv();

const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
const anaEmail = () => db().citizens.find((c) => c.citizen_id === DEMO_CITIZEN_ID)!.email;
const documentField = () => screen.getByLabelText<HTMLInputElement>(/^Cédula o pasaporte/);
const emailField = () => screen.getByLabelText<HTMLInputElement>(/^Correo electrónico/);
const confirmField = () => screen.getByLabelText<HTMLInputElement>(/^Confirmar correo electrónico/);
const submit = () => screen.getByRole('button', { name: /^Enviar/ });

function renderReset() {
  return renderWithRouter(RequestPasswordPage, '/public/requestPassword');
}

type User = ReturnType<typeof renderReset>['user'];

async function fill(user: User, document: string, email: string, confirmation = email) {
  await user.type(documentField(), document);
  await user.type(emailField(), email);
  await user.type(confirmField(), confirmation);
}

describe('RequestPasswordPage', () => {
  it('shows the three fields and a link back to /public/login', () => {
    renderReset();
    expect(documentField().getAttribute('aria-required')).toBe('true');
    expect(emailField().type).toBe('email');
    expect(confirmField().type).toBe('email');
    expect(screen.getByRole('form', { name: 'Recuperar contraseña' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/public/login');
  });

  it('requires every field and sends nothing while the form is invalid', async () => {
    const calls = recordCalls();
    const { user } = renderReset();
    await user.click(submit());
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(3);
    expect(documentField().getAttribute('aria-invalid')).toBe('true');
    // Typing in a field clears its error only.
    await user.type(documentField(), '001');
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it("checks the e-mail ('Ingrese un email valido') and its confirmation ('Los correos no coinciden')", async () => {
    const calls = recordCalls();
    const { user } = renderReset();
    await fill(user, '001-0456789-6', 'ana@correo', 'otra@correo.do');
    await user.click(submit());
    expect(screen.getByText('Ingrese un email valido')).toBeTruthy();
    expect(screen.getByText('Los correos no coinciden')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the document without dashes once (double click), toasts, goes to /public, and the mailed temporary password signs in', async () => {
    const calls = recordCalls();
    const { user } = renderReset();
    const email = anaEmail();
    await fill(user, '001-0456789-6', email);
    await user.dblClick(submit());
    expect(await toast('Se ha enviado un mensaje a su correo electrónico')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/public'));
    const posts = calls.filter((c) => c.path === '/users/forgot/password');
    expect(posts).toHaveLength(1);
    await waitFor(() => expect(posts[0].body).toEqual({ citizen_id: DEMO_CITIZEN_ID, email }));

    // The embedded identity backend mailed a temporary password to the account's address.
    const mail = db().mails[0];
    expect(mail.to).toBe(email);
    expect(mail.link?.href).toBe('/public/login');
    const temporary = /contraseña temporal es: (\S+)/.exec(mail.body.join('\n'))?.[1];
    expect(temporary).toBeTruthy();
    expect((await login(DEMO_CITIZEN_ID, temporary!)).ok).toBe(true);
    expect((await login(DEMO_CITIZEN_ID, DEMO_PASSWORD)).ok).toBe(false);
  });

  it('shows the server message under the form when the answer has no success, keeping the values', async () => {
    const { user } = renderReset();
    await fill(user, '001-0456789-6', 'otra.persona@correo.do');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('El documento y el correo no coinciden con ninguna cuenta');
    expect(screen.getByTestId('location').textContent).toBe('/public/requestPassword');
    expect(documentField().value).toBe('001-0456789-6');
    expect(emailField().value).toBe('otra.persona@correo.do');
    expect(confirmField().value).toBe('otra.persona@correo.do');
    expect(db().mails).toHaveLength(0);
    // Editing clears the message.
    await user.type(emailField(), 'x');
    expect(screen.queryByText('El documento y el correo no coinciden con ninguna cuenta')).toBeNull();
  });

  it.each(['network', 'http500', 'malformed'] as const)(
    "a failed call (%s) gives the toast 'Ha ocurrido un error favor intentar mas tarde.' and keeps the values",
    async (kind) => {
      injectFault({ method: 'POST', path: '/users/forgot/password', kind, times: 1 });
      const { user } = renderReset();
      const email = anaEmail();
      await fill(user, '00104567896', email);
      await user.click(submit());
      expect(await toast('Ha ocurrido un error favor intentar mas tarde.')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/public/requestPassword');
      expect(documentField().value).toBe('00104567896');
      expect(emailField().value).toBe(email);
      expect(confirmField().value).toBe(email);
      await waitFor(() => expect(submit().getAttribute('aria-busy')).not.toBe('true'));
      // It can be sent again, and then it works.
      await user.click(submit());
      expect(await toast('Se ha enviado un mensaje a su correo electrónico')).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/public'));
    },
  );
});
