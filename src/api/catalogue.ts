/**
 * Catalogue calls of the admin API (spec 000 §7 GET /services; spec 001 §7 Service and form;
 * contract C1-C4), cached 24 h as general data (spec 000 §9), except statistics.
 */
import { admin } from './clients';
import { call } from './call';
import { cached, GENERAL_STALE_MS } from './cache';
import { fail, type ApiResult } from './result';
import type { SchemaCitizenMetrics, SchemaDirection, SchemaRatingPage, SchemaService, SchemaServiceSummary, SchemaStatistics } from './generated/admin';

export type Direction = SchemaDirection;
export type ServiceSummary = SchemaServiceSummary;
export type Service = SchemaService;
export type RatingPage = SchemaRatingPage;
export type Statistics = SchemaStatistics;
export type CitizenMetrics = SchemaCitizenMetrics;

/** GET /services (operationId getServices): the directions with their procedures. */
export function getDirections(): Promise<ApiResult<Direction[]>> {
  return cached(['directions'], GENERAL_STALE_MS, () =>
    call(
      () => admin.GET('/services'),
      (b) => (Array.isArray(b) ? b : undefined),
    ),
  );
}

/**
 * GET /services/{serviceId} (operationId getService). A body with `success: false` (the service
 * does not exist; contract C2 "only checked `== false`") is a `rejected` failure carrying `msg`;
 * a body without a numeric `id` is `malformed`.
 */
export function getService(serviceId: number): Promise<ApiResult<Service>> {
  return cached(['service', serviceId], GENERAL_STALE_MS, async () => {
    const result = await call(
      () => admin.GET('/services/{serviceId}', { params: { path: { serviceId } } }),
      (b) => (b && typeof b === 'object' ? b : undefined),
    );
    if (!result.ok) return result;
    const body = result.data as Service & { msg?: unknown };
    if (body.success === false) {
      return fail({ kind: 'rejected', message: typeof body.msg === 'string' ? body.msg : undefined });
    }
    return typeof body.id === 'number' ? result : fail({ kind: 'malformed' });
  });
}

/** GET /services/extras/{serviceId}/rating?page (operationId getServiceRatings), pages 1-based. */
export function getServiceRatings(serviceId: number, page: number): Promise<ApiResult<RatingPage>> {
  return cached(['ratings', serviceId, page], GENERAL_STALE_MS, () =>
    call(
      () => admin.GET('/services/extras/{serviceId}/rating', { params: { path: { serviceId }, query: { page } } }),
      (b) => (Array.isArray(b.data) && typeof b.last_page === 'number' ? b : undefined),
    ),
  );
}

/** GET /statistics (operationId getStatistics): home counters; never cached (metrics). */
export function getStatistics(): Promise<ApiResult<Statistics>> {
  return call(
    () => admin.GET('/statistics'),
    (b) => (typeof b.requests === 'number' ? b : undefined),
  );
}

/** GET /statistics/{citizenId} (operationId getCitizenStatistics): desk counters; never cached. */
export function getCitizenMetrics(citizenId: string): Promise<ApiResult<CitizenMetrics>> {
  return call(
    () => admin.GET('/statistics/{citizenId}', { params: { path: { citizenId } } }),
    (b) => (typeof b.reqsOpen === 'number' ? b : undefined),
  );
}
