/**
 * Loader of the desk's Companies tab for persons (spec 001 §2.1 "Other users see a list of companies
 * with action 'Ver detalles'", §6 "only the representative member role sees Ver detalles"): the
 * companies the viewer belongs to (profile companies and memberships), each with the viewer's role in
 * it. Used as the `load` actor of the resource statechart (src/views/app/useResource.ts).
 */
import { getMyCompaniesAndMembers, type CompanySummary } from '../../api/companyMembers';
import { fail, ok, type ApiResult } from '../../api/result';
import { isRepresentativeMember } from '../../domain/members';

/** A company of the viewer, with their role in it. */
export interface MyCompany extends CompanySummary {
  /** The viewer's `rol_name` in this company ('Representante', 'Responsable', ...), or null. */
  role: string | null;
  /** The viewer holds the representative role here: 'Ver detalles' and member management. */
  manage: boolean;
}

/** Key of the loader: the viewer's citizen id and a reload counter (not sent). */
export interface MyCompaniesKey {
  citizenId: string;
  reload: number;
}

/**
 * The viewer's companies in server order, each with `role` and `manage` read from the members of
 * the answer whose `citizen_id` is the viewer's and whose `company_id` is that company (dashes ignored).
 */
export async function loadMyCompanies({ citizenId }: MyCompaniesKey): Promise<ApiResult<MyCompany[]>> {
  const result = await getMyCompaniesAndMembers(citizenId);
  if (!result.ok) return fail(result.error);
  const me = citizenId.replace(/-/g, '');
  return ok(
    result.data.companies.map((company) => {
      const mine = result.data.members.find((m) => m.citizen_id.replace(/-/g, '') === me && Number(m.company_id) === company.id);
      return { ...company, role: mine?.rol_name ?? null, manage: isRepresentativeMember(mine) };
    }),
  );
}
