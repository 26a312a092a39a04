/**
 * Pieces shared by the settings statecharts (spec 001 §2.7, §8 "Password or e-mail change failure",
 * "Password, e-mail, profile update with success false: the server message data.msg; profile
 * fallback 'Ha ocurrido un error'").
 */
import type { MessageKey } from '../../messages/es';
import { failureOfEvent } from '../formFields';

/**
 * A message the settings views show: a catalogue key (the view calls `t(key)`), or a text the
 * server sent (`data.msg`), shown as is.
 */
export type SettingsMessage = MessageKey | { text: string };

/**
 * The message of a failed settings call: the server's `msg` when it refused with one
 * (`success: false`), else `fallback` (network error, HTTP error, malformed body, expired token,
 * or a refusal without text).
 */
export function failureMessage(event: unknown, fallback: MessageKey): SettingsMessage {
  const failure = failureOfEvent(event);
  const text = failure?.kind === 'rejected' ? failure.message?.trim() : undefined;
  return text ? { text } : fallback;
}

/** The server's success text when it sent one, else `fallback`. */
export function successMessage(msg: string | undefined, fallback: MessageKey): SettingsMessage {
  const text = msg?.trim();
  return text ? { text } : fallback;
}

/**
 * Context of a settings dialog chart (change password, change e-mail): the `values` of the form
 * (what the dialog opens with, then what was sent: the typing and its field messages live in the
 * child `form`, accountForm.machine.ts) and the failure shown in the dialog (null when none).
 */
export interface SettingsFormContext<V> {
  values: V;
  /** The failure shown in the dialog (null when none). */
  notice: SettingsMessage | null;
}

/** Events of a settings dialog form: open / close the dialog, type in field `F`, submit. */
export type SettingsFormEvent<F extends string> =
  { type: 'dialog.open' } | { type: 'dialog.close' } | { type: 'field.change'; field: F; value: string } | { type: 'form.submit' };

/** A form as the dialog opens: `values` (empty fields), no notice. */
export const freshForm = <V>(values: V) => ({ values, notice: null });

/** No notice (a submit that passed validation). */
export const noFeedback = { notice: null } as const;
