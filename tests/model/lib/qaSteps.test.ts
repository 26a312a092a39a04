/**
 * The instructions of the QA test cases (tests/model/lib/qaSteps.ts; issue 29 item 2): an event as
 * a Spanish instruction in the portal's words, with the payload as the example value; a server's
 * answer and a delay. The expected words are the portal's own labels (src/messages/es) and the
 * brief's ('pulse Continuar', 'espere 2,5 s'), not computed by the code under test.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/result';
import { actionText, failureText, fieldLabel, inputText, startText } from './qaSteps';

describe('actionText', () => {
  it("writes a typed value, a choice, a checkbox and a cleared field in the field's label", () => {
    expect(actionText({ type: 'field.change', field: 'email', value: 'juan.perez@' }, 'contact', '', 0)).toBe('Escriba en «Correo electrónico»: «juan.perez@»');
    expect(actionText({ type: 'field.change', field: 'relationTo', value: '3' }, 'contact', '', 0)).toBe('Elija en «Relacionado a» la opción de valor «3»');
    expect(actionText({ type: 'field.change', field: 'terms', value: true }, 'citizenRegistration', '', 0)).toBe(
      'Marque «Acepto los términos y condiciones de uso y privacidad»',
    );
    expect(actionText({ type: 'field.change', field: 'password', value: '' }, 'login', '', 0)).toBe('Borre el contenido de «Contraseña»');
  });

  it('writes a file by its name and size, and a removed one', () => {
    const file = new File([new Uint8Array(120 * 1024)], 'nombre.pdf', { type: 'application/pdf' });
    expect(actionText({ type: 'file.pick', field: 'registromercant', file }, 'companyRegistration', '', 0)).toBe(
      'Adjunte en «Registro mercantil»: nombre.pdf (120 KB)',
    );
    expect(actionText({ type: 'file.pick', field: 'registromercant', file: null }, 'companyRegistration', '', 0)).toBe(
      'Quite el archivo de «Registro mercantil»',
    );
    expect(
      actionText({ type: 'field.change', fieldId: 'plano', value: { files: [{ name: 'plano.pdf', sizeMb: 2.5 }] } }, 'requestForm', '', 0, () => '«Plano»'),
    ).toBe('Adjunte en «Plano»: plano.pdf (2,5 MB)');
  });

  it('says which button to press, by its text (a chart may name its own)', () => {
    expect(actionText({ type: 'step.next' }, 'requestForm', '', 0)).toBe('Pulse «Continuar»');
    expect(actionText({ type: 'form.submit' }, 'contact', '', 0)).toBe('Pulse «Enviar»');
    expect(actionText({ type: 'form.submit' }, 'login', '', 0)).toBe('Pulse «Iniciar Sesión»');
  });

  it('says how long a delay waits and what the server answers', () => {
    expect(actionText({ type: 'xstate.after.restoreDelay.requestForm.restoring' }, 'requestForm', '', 2500)).toBe('Espere 2,5 s sin hacer nada');
    expect(actionText({ type: 'xstate.done.actor.sendContactMessage', output: true }, 'contact', 'POST /send/claim', 0)).toBe(
      'El servidor contesta con éxito a POST /send/claim: sí',
    );
    expect(
      actionText(
        { type: 'xstate.error.actor.login', error: new ApiError({ kind: 'rejected', message: 'Usuario o contraseña incorrectos' }) },
        'login',
        'POST /auth/login',
        0,
      ),
    ).toBe('El servidor, a POST /auth/login, rechaza la petición (success: false) con el mensaje «Usuario o contraseña incorrectos»');
    expect(actionText({ type: 'no.such.event' }, 'contact', '', 0)).toBeNull();
  });

  it('names every failure kind as a tester provokes it', () => {
    expect(failureText(new ApiError({ kind: 'network' }))).toMatch(/^no llega: corte la red/);
    expect(failureText(new ApiError({ kind: 'http', status: 500 }))).toBe('contesta con el estado HTTP 500');
    expect(failureText(new ApiError({ kind: 'unknown', cause: 'timeout' }))).toBe('no deja saber si la hizo (timeout)');
    expect(failureText('network down')).toBe('falla («network down»)');
  });
});

describe('labels, start pages and start conditions', () => {
  it("reads a field's label from the catalogue, chart first, and marks an unknown one", () => {
    expect(fieldLabel('login', 'citizen_id')).toBe('«Cédula o pasaporte»');
    expect(fieldLabel('resetPassword', 'citizen_id')).toBe('«Cédula o pasaporte»');
    expect(fieldLabel('contact', 'nope')).toBe('«campo nope»');
  });

  it("opens the chart's page, its ids filled from the input", () => {
    expect(startText('contact', undefined)).toBe('Abra /app/contact');
    expect(startText('payment', { detail: { request: { id: 130 } } })).toBe('Abra /app/serviceRequestedDetails/130, pestaña «Pagos»');
    expect(startText('requestForm', { serviceId: 31 })).toBe('Con sesión iniciada, abra /app/requestService/31');
    expect(startText('unknown', {})).toBeNull();
    expect(inputText('session', 'withToken')).toBe('hay una sesión guardada en el navegador (token)');
  });
});
