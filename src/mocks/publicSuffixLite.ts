/**
 * Stand-in for the `tldts` package in embedded builds (vite.config.ts aliases it; issue 11 "Fast on
 * a cheap phone"). MSW's cookie store asks tough-cookie, and tough-cookie asks `tldts.getDomain`, for
 * the registrable domain of every request URL; the real package carries the whole public-suffix
 * list (300 KB of the embedded backend's 411 KB handler chunk, and ~40 ms to build its trie on the
 * first request). The embedded backend answers same-origin calls and none of its handlers reads a
 * cookie, so the default public-suffix rule ("*": the last label) is enough: for IP addresses and
 * single-label hosts (127.0.0.1, localhost) it answers null like tldts, otherwise the last two
 * labels. Difference: multi-label suffixes (gob.do, co.uk, github.io) are not known, which only
 * changes how MSW would scope cookies, and the portal uses none (contract §0: tokens in storage).
 */

/** Options tough-cookie passes (ignored: every rule is the default one). */
export interface GetDomainOptions {
  allowIcannDomains?: boolean;
  allowPrivateDomains?: boolean;
}

/**
 * Registrable domain of `hostname` under the default rule, lower case, without a trailing dot;
 * null for IP addresses (v4, v6 with or without brackets), single labels and ''.
 */
export function getDomain(hostname: string, _options?: GetDomainOptions): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => l === '')) return null;
  return labels.slice(-2).join('.');
}
