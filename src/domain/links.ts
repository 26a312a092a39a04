/**
 * Link targets built from untrusted text (the content API, a backend's answer, a route parameter):
 * each function returns a value that is safe to put in `href`/`src`, or null. Pure rules, no IO
 * (docs/ARCHITECTURE.md "Security": every text from a backend or a user is inert).
 */

/**
 * A link target that is safe to put in `href`/`src`: an absolute http(s) URL, or (when
 * `allowRelative`) a same-origin path starting with a single "/". Anything else — `javascript:`,
 * `data:`, protocol-relative "//host", blank — gives null.
 */
export function safeUrl(value: string | null | undefined, allowRelative = true): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '') return null;
  if (allowRelative && url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

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

/**
 * The embeddable video address of the home page (spec 000 §3 home video): the content API's
 * `video_url` when it is an absolute http(s) URL, else the configured `homeVideoUrl`
 * (VITE_HOME_VIDEO_URL) under the same rule, else null (no video: the page shows the poster and
 * 'El video no está disponible en este momento.').
 */
export function resolveVideoUrl(apiUrl: string | null | undefined, configUrl: string | null | undefined): string | null {
  return safeUrl(apiUrl, false) ?? safeUrl(configUrl, false);
}
