/**
 * Loaders of the home page (spec 000 §1, §3 home image / home video / statistics, §7; contract C4,
 * W1, W2). The only door from the home view to src/api; the catalogue loaders it shares with the
 * catalogue pages are re-exported from ../catalogue/data.
 */
import { getStatistics, type Statistics } from '../../api/catalogue';
import { getHomeImage, getHomeVideo } from '../../api/content';
import { ok, type ApiResult } from '../../api/result';
import { config } from '../../config';
import { safeUrl } from './catalogue';

export { loadDirections, loadGeneralInformation } from './catalogue';
export type { Statistics };

/** Intrinsic size of the hero image, px (the seed's /media/hero.svg is 1600 × 640). */
export const HERO_IMAGE_SIZE = { width: 1600, height: 640 } as const;

/**
 * GET /web/v1/homeImage → `image_url` when it is a safe URL (http(s) or a same-origin path), else
 * null (the hero then keeps its CSS background).
 */
export async function loadHomeImage(): Promise<ApiResult<string | null>> {
  const result = await getHomeImage();
  return result.ok ? ok(safeUrl(result.data)) : result;
}

/** GET /statistics (contract C4): requests, citizens and (when the backend sends it) visits. Never cached. */
export function loadStatistics(): Promise<ApiResult<Statistics>> {
  return getStatistics();
}

/**
 * The embeddable video address: the content API's `video_url` when it is an absolute http(s) URL,
 * else the configured `homeVideoUrl` (VITE_HOME_VIDEO_URL) under the same rule, else null (no
 * video: the page shows the poster and 'El video no está disponible en este momento.').
 */
export function resolveVideoUrl(apiUrl: string | null | undefined, configUrl: string | null | undefined): string | null {
  return safeUrl(apiUrl, false) ?? safeUrl(configUrl, false);
}

/**
 * GET /v1/homeVideo (contract W2) resolved with {@link resolveVideoUrl}. When the call fails the
 * configured URL is used if there is one; otherwise the failure is returned (error block + retry).
 * @param configUrl default `config.homeVideoUrl`
 */
export async function loadHomeVideo(configUrl: string = config.homeVideoUrl): Promise<ApiResult<string | null>> {
  const result = await getHomeVideo();
  if (result.ok) return ok(resolveVideoUrl(result.data, configUrl));
  const fallback = resolveVideoUrl(null, configUrl);
  return fallback ? ok(fallback) : result;
}
