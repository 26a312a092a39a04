// @vitest-environment node
/**
 * The shared field-change and failure helpers of the form charts (src/machines/formFields.ts): typing
 * in a field sets its value and clears that field's error only (spec 001 §5 Company form, spec 000 §5
 * Login / Reset password / Contact form: each error sits on its field until it is fixed); an actor's
 * error event carries the API failure the charts read (spec 000 §8, spec 001 §8).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/result';
import { changeField, failureOfEvent } from '../../../src/machines/formFields';

describe('changeField', () => {
  it("sets the typed value and clears that field's error only, without touching the context it reads", () => {
    const context = {
      values: { citizen_id: '', password: 'Demo1234' },
      errors: { citizen_id: 'errors.required', password: 'errors.required' },
    };
    expect(changeField(context, 'citizen_id', '001-1391820-5')).toEqual({
      values: { citizen_id: '001-1391820-5', password: 'Demo1234' },
      errors: { password: 'errors.required' },
    });
    expect(context).toEqual({
      values: { citizen_id: '', password: 'Demo1234' },
      errors: { citizen_id: 'errors.required', password: 'errors.required' },
    });
  });

  it('a field without an error keeps the other errors as they are', () => {
    // The errors' type names both fields: changeField infers E from it, so the assertion is needed.
    const errors: Partial<Record<'name' | 'mail', string>> = { mail: 'errors.required' };
    expect(changeField({ values: { name: 'Ana', mail: '' }, errors }, 'name', 'Ana María')).toEqual({
      values: { name: 'Ana María', mail: '' },
      errors: { mail: 'errors.required' },
    });
  });
});

describe('failureOfEvent', () => {
  it("the API failure of an actor's error event", () => {
    expect(
      failureOfEvent({ type: 'xstate.error.actor.login', error: new ApiError({ kind: 'rejected', message: 'Usuario o contraseña incorrectos' }) }),
    ).toEqual({
      kind: 'rejected',
      message: 'Usuario o contraseña incorrectos',
    });
    expect(failureOfEvent({ type: 'xstate.error.actor.save', error: new ApiError({ kind: 'http', status: 500 }) })).toEqual({ kind: 'http', status: 500 });
  });

  it('null when the error is not an API failure, or the event carries none', () => {
    expect(failureOfEvent({ type: 'xstate.error.actor.save', error: new Error('a bug') })).toBeNull();
    expect(failureOfEvent({ type: 'form.submit' })).toBeNull();
  });
});
