/**
 * Loader of the desk profile's companies list (spec 001 §2.1 Profile tab, §3 Company), used as the
 * `load` actor of the resource statechart (src/machines/resource.machine.ts) by
 * src/views/pages/desk/profile/CompaniesSection.tsx (views never import src/api).
 */
import { getMyCompanies, type Company } from '../../api/identity';
import type { ApiResult } from '../../api/result';

/**
 * GET /auth/get/getallcompany (contract P1): the signed-in user's companies, in server order.
 * The argument is the view's reload counter (a new value reloads the list); it is not sent.
 */
export const loadMyCompanies = (_reload?: number): Promise<ApiResult<Company[]>> => getMyCompanies();
export type { Company };
