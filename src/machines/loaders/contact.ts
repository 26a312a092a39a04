/**
 * Loader of the contact page's branches (spec 000 §2 Contact page, §3 Contact branch, §7
 * GET /sucursales/v1/sucursales; contract W5): the `load` actor the view binds with
 * src/views/app/useResource.ts, so the view never imports src/api.
 *
 * The content API is untrusted: each branch is turned into display data whose link targets are safe
 * (`tel:` with the digits only, `mailto:` of a valid address, http(s) web addresses); a value that
 * cannot become a safe link is shown as plain text, and an empty value is left out.
 */
import { getBranches, type Branch } from '../../api/content';
import { ok, type ApiResult } from '../../api/result';
import { isValidEmail } from '../../domain/validation/contact';
import { safeUrl } from './catalogue';

export type { Branch };

/** A value of a branch shown as text, with its link target when it has a safe one. */
export interface BranchLink {
  text: string;
  /** `tel:…`, `mailto:…` or an http(s) URL; null when the value is shown without a link. */
  href: string | null;
}

/** A branch ready for display (spec 000 §2: title, address, phoneNumber, website, email). */
export interface ContactBranch {
  title: string;
  address: string;
  phone: BranchLink | null;
  website: BranchLink | null;
  email: BranchLink | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * `tel:` target of a phone as written by the content API ('809-555-0100', '1-809-555-0199',
 * '(809) 555 0100 ext. 2' → digits of the number only): 10 digits get the country code +1, 11 digits
 * starting with 1 get a '+'; anything else keeps its digits when there are at least 7, else null.
 */
export function telHref(phone: string): string | null {
  const main = phone.split(/ext|x|,|;/i)[0] ?? '';
  const digits = main.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return digits.length >= 7 ? `tel:${digits}` : null;
}

/**
 * Link target of a web address: an absolute http(s) URL as is; a bare host name
 * ('mitur.gob.do', 'www.mitur.gob.do/contacto') as https; anything else (javascript:, data:, text
 * with spaces) null.
 */
export function websiteHref(website: string): string | null {
  const absolute = safeUrl(website, false);
  if (absolute) return absolute;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(website)) return safeUrl(`https://${website}`, false);
  return null;
}

/** The display data of one branch as the content API sent it (missing fields become empty). */
export function toContactBranch(branch: Partial<Record<keyof Branch, unknown>>): ContactBranch {
  const phone = text(branch.phoneNumber);
  const website = text(branch.website);
  const email = text(branch.email);
  return {
    title: text(branch.title),
    address: text(branch.address),
    phone: phone ? { text: phone, href: telHref(phone) } : null,
    website: website ? { text: website, href: websiteHref(website) } : null,
    email: email ? { text: email, href: isValidEmail(email) ? `mailto:${email}` : null } : null,
  };
}

/**
 * GET /sucursales/v1/sucursales (cached 24 h by the API layer) → the branches for display, in the
 * order received; entries that are not objects or have neither title nor address are dropped.
 * Failures are returned as is (the view shows the error block with a retry).
 */
export async function loadBranches(): Promise<ApiResult<ContactBranch[]>> {
  const result = await getBranches();
  if (!result.ok) return result;
  const list = result.data
    .filter((b): b is Branch => b !== null && typeof b === 'object')
    .map(toContactBranch)
    .filter((b) => b.title !== '' || b.address !== '');
  return ok(list);
}
