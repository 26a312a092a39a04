/**
 * The success / information dialog of the companies tab (spec 001 §2.1 "The server message (msg) of
 * representative and owner-change actions is shown in an information or success dialog").
 */
import type { MessageKey } from '../../messages/es';

/** What the dialog shows: its kind and the server's own words (or a catalogue key when it sent none). */
export interface ServerDialog {
  kind: 'success' | 'info';
  message: MessageKey | { text: string };
}

/**
 * The dialog of a server answer: `msg` trimmed; an empty or missing msg falls back to 'Éxito'
 * (success) or 'Ha ocurrido un error' (information about a refusal).
 */
export function serverDialog(kind: ServerDialog['kind'], msg: string | undefined): ServerDialog {
  const text = msg?.trim();
  if (text) return { kind, message: { text } };
  return { kind, message: kind === 'success' ? 'common.success' : 'errors.generic' };
}
