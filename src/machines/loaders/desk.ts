/**
 * Loaders of the desk's read-only blocks, used as the `load` actor of the resource statechart
 * (src/machines/resource.machine.ts) by the desk views (views never import src/api).
 */
import { getCitizenMetrics, type CitizenMetrics } from '../../api/catalogue';
import type { ApiResult } from '../../api/result';

/** GET /statistics/{citizenId}: the desk counters (spec 001 §2.1; never cached). */
export const loadCitizenMetrics = (citizenId: string): Promise<ApiResult<CitizenMetrics>> => getCitizenMetrics(citizenId);
export type { CitizenMetrics };
