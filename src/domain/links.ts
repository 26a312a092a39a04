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
 * The embeddable video address of the home page (spec 000 §3 home video): the content API's
 * `video_url` when it is an absolute http(s) URL, else the configured `homeVideoUrl`
 * (VITE_HOME_VIDEO_URL) under the same rule, else null (no video: the page shows the poster and
 * 'El video no está disponible en este momento.').
 */
export function resolveVideoUrl(apiUrl: string | null | undefined, configUrl: string | null | undefined): string | null {
  return safeUrl(apiUrl, false) ?? safeUrl(configUrl, false);
}
