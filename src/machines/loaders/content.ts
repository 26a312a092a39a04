/**
 * Loaders of the content-API pages (spec 000 §2 /app/policy "privacy policy, content fetched from a
 * pages service", §7 GET /pages/v1/page/politica-privacidad and GET page terminos-y-condiciones;
 * contract W6/W7). The only door from the policy view to src/api. Answers are cached 24 h by the
 * API layer (spec 000 §9 general data).
 *
 * The HTML is returned RAW: views must render it through `CmsHtml` (DOMPurify), never directly.
 */
import { getPage } from '../../api/content';
import { ok, type ApiResult } from '../../api/result';

/** Slugs of the content pages the portal shows. */
export type ContentPageSlug = 'politica-privacidad' | 'terminos-y-condiciones';

/** Slug of the privacy policy page. */
export const POLICY_SLUG: ContentPageSlug = 'politica-privacidad';
/** Slug of the terms-of-use page (also the anchor of its section on /app/policy). */
export const TERMS_SLUG: ContentPageSlug = 'terminos-y-condiciones';

/**
 * GET /pages/v1/page/{slug} → the page's `content` (untrusted HTML; may be empty). Fails
 * (ApiFailure) on network/HTTP errors (an unknown slug is a WordPress 404) and on a body without a
 * string `content` (`malformed`). The CMS `title` is not used: the portal titles its sections itself.
 */
export async function loadContentPage(slug: ContentPageSlug): Promise<ApiResult<string>> {
  const result = await getPage(slug);
  return result.ok ? ok(result.data.content) : result;
}
