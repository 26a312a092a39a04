/**
 * The desk's Companies tab, 'Empresas' (spec 001 §2.1 Companies tab, §6 Roles and permissions).
 *
 * - Company base role (rolBase 2): the representative manager (./RepresentativeManager.tsx).
 * - Everyone else: the companies they belong to (profile companies and memberships, from the
 *   companies-details call) as cards with name, RNC and the viewer's role; 'Ver detalles' only where
 *   the viewer's member role is the representative role (spec 001 §6), opening the member-list
 *   dialog with member management (./MembersDialog.tsx). Empty text 'En estos momento no existe
 *   empresas asociada a su cuenta.'
 * - `onShowRequests({ companyId, applicant })`: what 'Solicitudes' of a 'Responsable' member does —
 *   the desk shows its Requests tab filtered by that company and applicant (given by the page; the
 *   button is hidden without it).
 *
 * The profile tab's add/modify company section stays in src/views/pages/desk/profile.
 */
import { useRef, useState, type ReactNode } from 'react';
import { t } from '../../../../messages/es';
import { formatRnc } from '../../../../domain/format/identity';
import { isRestrictedRole } from '../../../../domain/roles';
import { loadMyCompanies, type MyCompany, type MyCompaniesKey } from '../../../../machines/companies/myCompanies';
import type { CurrentUser } from '../../../../machines/session.machine';
import { useResource } from '../../../app/useResource';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { listLoadState } from '../listLoadState';
import { MembersDialog, type ShowRequestsParams } from './MembersDialog';
import { RepresentativeManager } from './RepresentativeManager';
import * as css from './CompaniesTab.css';
import '../../../../messages/es/desk';

export type { ShowRequestsParams };

/** Props of {@link CompaniesTab}. */
export interface CompaniesTabProps {
  user: CurrentUser;
  /** 'Solicitudes' of a 'Responsable' member: open the Requests tab filtered by company and applicant. */
  onShowRequests?: (params: ShowRequestsParams) => void;
}

function MyCompanies({ user, onShowRequests }: CompaniesTabProps) {
  const [reload, setReload] = useState(0);
  const key: MyCompaniesKey = { citizenId: user.citizen_id, reload };
  const companies = useResource<MyCompany[], MyCompaniesKey>(loadMyCompanies, key);
  const [open, setOpen] = useState<MyCompany | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const loadState = listLoadState({ failed: companies.status === 'failed', loading: companies.data === undefined, onRetry: companies.retry });
  let body: ReactNode;
  if (loadState || companies.data === undefined) {
    body = loadState;
  } else if (companies.data.length === 0) {
    body = <EmptyState icon="info" message={t('desk.companies.noCompanies')} />;
  } else {
    body = (
      <ul className={css.list}>
        {companies.data.map((c) => (
          <li key={c.id} className={css.card}>
            <h4 className={css.cardName}>{c.company_name}</h4>
            <dl className={css.facts}>
              <dt className={css.term}>{t('desk.companies.companyRnc')}</dt>
              <dd className={css.definition}>{c.company_rnc ? formatRnc(c.company_rnc) : '—'}</dd>
              <dt className={css.term}>{t('desk.companies.memberRole')}</dt>
              <dd className={css.definition}>{c.role ?? '—'}</dd>
            </dl>
            {c.manage ? (
              <div className={css.cardActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('desk.companies.viewDetailsOf', { name: c.company_name })}
                  onClick={(e) => {
                    openerRef.current = e.currentTarget;
                    setOpen(c);
                  }}
                >
                  {t('desk.companies.viewDetails')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={css.tab} aria-labelledby="my-companies-heading" aria-busy={companies.status === 'loading'}>
      <h3 id="my-companies-heading" className={css.title}>
        {t('desk.tabs.companies')}
      </h3>
      {body}
      {open ? (
        <MembersDialog
          company={{ id: open.id, company_name: open.company_name }}
          manage={open.manage}
          onClose={() => {
            setOpen(null);
            setReload((n) => n + 1);
            openerRef.current?.focus();
          }}
          onShowRequests={onShowRequests}
        />
      ) : null}
    </section>
  );
}

/** See module documentation. */
export default function CompaniesTab({ user, onShowRequests }: CompaniesTabProps) {
  if (isRestrictedRole(user.rol_base ?? null)) {
    return <RepresentativeManager company={{ id: user.company_id ?? null, company_name: user.name }} onShowRequests={onShowRequests} />;
  }
  return <MyCompanies user={user} onShowRequests={onShowRequests} />;
}
