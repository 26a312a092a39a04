/**
 * Display of a typed form answer by its field's mask (spec 001 §5 Formatters "11-digit id shown
 * 3-7-1; 10-digit phone 3-3-4", §5 "Monetary mask: thousands separators and two decimals";
 * contract §2.6 MASK list: 0 cédula, 1 RNC, 2 teléfono, 3 celular, 12 decimal). Pure.
 */
import { formatAmount } from './money';
import { formatCedula, formatPhone, formatRnc } from './identity';

/** Dominican phone prefixes (contract §2.6, PhoneTextField: 809/829/849). */
const PHONE_SHAPE = /^(?:809|829|849)\d{7}$/;

/**
 * A typed answer as shown on the request detail.
 * - With a mask: '0' → cédula 3-7-1 ("00112345678" → "001-1234567-8"); '1' → RNC 1-2-5-1; '2' and
 *   '3' → phone 3-3-4 ("8095551234" → "809-555-1234"); '12' → "1,234,567.50" (an unparseable amount
 *   stays as typed). Values of the wrong length stay as typed (a passport under the cédula mask).
 * - Without a mask (answers stored before the mask was kept), by the value's shape: exactly 11
 *   digits → cédula 3-7-1; 10 digits starting 809/829/849 → phone 3-3-4; else as typed.
 * @param value the stored value (already trimmed)
 * @param mask the field's `Mask` code as text, or null
 */
export function formatAnswerValue(value: string, mask: string | null): string {
  switch (mask) {
    case '0':
      return formatCedula(value);
    case '1':
      return formatRnc(value);
    case '2':
    case '3':
      return formatPhone(value);
    case '12':
      return formatAmount(value) || value;
    case null:
      break;
    default:
      return value;
  }
  if (/^\d{11}$/.test(value)) return formatCedula(value);
  if (PHONE_SHAPE.test(value)) return formatPhone(value);
  return value;
}
