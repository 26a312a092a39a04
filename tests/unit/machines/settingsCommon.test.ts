// @vitest-environment node
/**
 * The messages and form shapes the settings charts share (src/machines/settings/common.ts): spec 001
 * §2.7 (change password, change e-mail, profile update), §8 ("Password or e-mail change failure:
 * 'Ha sucedido un error intentelo mas tarde'"; "Password, e-mail, profile update with success false:
 * the server message data.msg; profile fallback 'Ha ocurrido un error'"; the profile update shows
 * the server msg in a dialog).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/result';
import { failureMessage, freshForm, noFeedback, successMessage } from '../../../src/machines/settings/common';

/** The error event of a failed call, as a chart's onError receives it. */
const failed = (error: unknown) => ({ type: 'xstate.error.actor.x', error });

describe('failureMessage (spec 001 §8)', () => {
  it("a refusal (success false) shows the server's msg, trimmed", () => {
    const event = failed(new ApiError({ kind: 'rejected', message: '  La contraseña actual es incorrecta ' }));
    expect(failureMessage(event, 'settings.changeFailed')).toEqual({ text: 'La contraseña actual es incorrecta' });
  });

  it('a refusal without text, or with only spaces, shows the fallback', () => {
    expect(failureMessage(failed(new ApiError({ kind: 'rejected' })), 'settings.changeFailed')).toBe('settings.changeFailed');
    expect(failureMessage(failed(new ApiError({ kind: 'rejected', message: '   ' })), 'settings.updateFailed')).toBe('settings.updateFailed');
  });

  it('network, HTTP, malformed and expired failures show the fallback, whatever text they carry', () => {
    for (const kind of ['network', 'http', 'malformed', 'expired', 'timeout'] as const) {
      expect(failureMessage(failed(new ApiError({ kind, status: 500, message: 'Internal Server Error' })), 'settings.changeFailed')).toBe(
        'settings.changeFailed',
      );
    }
  });

  it('an error that is not a call failure, or no error, shows the fallback', () => {
    expect(failureMessage(failed(new Error('boom')), 'settings.updateFailed')).toBe('settings.updateFailed');
    expect(failureMessage({ type: 'x' }, 'settings.updateFailed')).toBe('settings.updateFailed');
  });
});

describe('successMessage (spec 001 §8: the profile update shows the server msg)', () => {
  it("the server's text, trimmed", () => {
    expect(successMessage('  Se ha modificado su información de usuario ', 'settings.profileUpdated')).toEqual({
      text: 'Se ha modificado su información de usuario',
    });
  });

  it('no text, or only spaces: the fallback', () => {
    expect(successMessage(undefined, 'settings.profileUpdated')).toBe('settings.profileUpdated');
    expect(successMessage('  ', 'settings.profileUpdated')).toBe('settings.profileUpdated');
  });
});

describe('settings dialog forms (spec 001 §2.7)', () => {
  it('a dialog opens with the given empty values and no notice (the field messages live in its form, accountForm.machine.ts)', () => {
    expect(freshForm({ old_password: '', password: '' })).toEqual({ values: { old_password: '', password: '' }, notice: null });
  });

  it('a submit that passed validation clears the notice', () => {
    expect(noFeedback).toEqual({ notice: null });
  });
});
