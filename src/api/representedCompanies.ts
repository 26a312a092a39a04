/**
 * The companies a citizen represents, for starting a request (spec 000 §6 Roles and permissions;
 * spec 001 §2.3 "Starting a request from a service", §7 GET /all/my/requests/with/company/{citizenId}
 * with `status=1`, `type=1` and `get_only_companies_details=true`). Never cached: a membership
 * accepted a moment ago must count at the next REQUEST.
 */
import { admin } from './clients';
import { call } from './call';
import type { ApiResult } from './result';
import type { SchemaCompaniesDetailsEnvelope, SchemaCompanySummary } from './generated/admin';

/** A company the citizen may act for: `id`, `company_name` (and optionally RNC, phone, ...). */
export type RepresentedCompany = SchemaCompanySummary;

/**
 * GET /all/my/requests/with/company/{citizenId}?status=1&type=1&get_only_companies_details=true
 * (operationId getMyRequestsWithCompany): `payload.companies`, in server order (`payload.members`
 * is not needed here).
 * @param citizenId the signed-in user's citizen id (11 digits without dashes, or passport).
 * @returns the companies; failures: `network`, `http`, `expired`, `rejected` (`success: false`,
 *   carrying `msg`), `malformed` (no `payload.companies` array, or an entry without a numeric `id`
 *   and a `company_name`).
 */
export function getRepresentedCompanies(citizenId: string): Promise<ApiResult<RepresentedCompany[]>> {
  return call(
    () =>
      admin.GET('/all/my/requests/with/company/{citizenId}', {
        params: { path: { citizenId }, query: { status: 1, type: 1, get_only_companies_details: true } },
      }),
    (body) => {
      const companies = (body as Partial<SchemaCompaniesDetailsEnvelope>).payload?.companies;
      if (!Array.isArray(companies)) return undefined;
      const valid = companies.every((c) => c && typeof c.id === 'number' && typeof c.company_name === 'string');
      return valid ? companies : undefined;
    },
    { envelope: 'lenient' },
  );
}
