/**
 * The Spanish text of a company wizard field message (spec 000 §5, §8): a catalogue key, the
 * server's own words (`{ text }`), or a key with parameters (the files rules, e.g. 'El archivo
 * requiere una extension .pdf').
 */
import { t, tr } from '../../../../../messages/es';
import type { CompanyFieldMessage } from '../../../../../machines/companyRegistration.machine';

/** See module documentation; `undefined` when there is no message. */
export function companyMessageText(message: CompanyFieldMessage | undefined | null): string | undefined {
  if (!message) return undefined;
  if (typeof message === 'string') return t(message);
  return 'text' in message ? message.text : tr(message);
}
