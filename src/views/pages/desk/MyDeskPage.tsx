/**
 * Personal desk, 'Mi escritorio' (spec 001 §2.1): four counters (requests in process, completed,
 * documents uploaded, rejected; GET /statistics/{citizenId}, never cached, read again when the
 * page regains focus or a list reports a change) and the tabs Mi Perfil, Empresas, Mis solicitudes
 * (Solicitudes for the company base role), Documentos.
 *
 * The open tab is kept in the URL (`?tab=empresas|solicitudes|documentos`, replaced, not pushed), so
 * a reload or coming back from a request's detail returns to it; without it the profile opens.
 * A 'Responsable' member's 'Solicitudes' in the companies tab opens the requests tab with that
 * company and applicant preset.
 */
import { container } from '../../../styles/utilities.css';
import { t } from '../../../messages/es';
import { formatDocument, formatPhone } from '../../../domain/format/identity';
import { isRestrictedRole } from '../../../domain/roles';
import { loadCitizenMetrics, type CitizenMetrics } from '../../../machines/pageReads';
import { Counter } from '../../components/Counter';
import * as counterCss from '../../components/Counter.css';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '../../app/session';
import { useResource } from '../../app/useResource';
import type { CurrentUser } from '../../../machines/session.machine';
import { CompaniesSection } from './profile/CompaniesSection';
import CompaniesTab from './companies/CompaniesTab';
import RequestsTab from './requests/RequestsTab';
import DocumentsTab from './documents/DocumentsTab';
import * as css from './desk.css';
import '../../../messages/es/desk';

/** GET /statistics/{citizenId}; `revision` only forces a new read (the counters are never cached). */
const loadCounters = ({ citizenId }: { citizenId: string; revision: number }) => loadCitizenMetrics(citizenId);

function Counters({ citizenId, revision }: { citizenId: string; revision: number }) {
  const metrics = useResource<CitizenMetrics, { citizenId: string; revision: number }>(loadCounters, { citizenId, revision });
  if (metrics.status === 'failed') {
    return <ErrorBlock message={t('errors.loadFailed')} retryLabel={t('common.retry')} onRetry={metrics.retry} />;
  }
  const m = metrics.data;
  const value = (n: number | undefined) => (m ? String(n ?? 0) : '…');
  return (
    <section aria-labelledby="desk-counters" aria-busy={metrics.status === 'loading'}>
      <h2 id="desk-counters" className="visually-hidden">
        {t('desk.title')}
      </h2>
      <ul className={counterCss.grid}>
        <Counter as="li" tone="card" value={value(m?.reqsOpen)} label={t('desk.counters.inProcess')} />
        <Counter as="li" tone="card" value={value(m?.reqsComplete)} label={t('desk.counters.completed')} />
        <Counter as="li" tone="card" value={value(m?.documents)} label={t('desk.counters.documents')} />
        <Counter as="li" tone="card" value={value(m?.reqsRejected)} label={t('desk.counters.rejected')} />
      </ul>
    </section>
  );
}

function ProfileTab({ user }: { user: CurrentUser }) {
  const company = isRestrictedRole(user.rol_base ?? null);
  const fullName = [user.name, user.first_last_name, user.second_last_name].filter(Boolean).join(' ');
  return (
    <section className={css.profile} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={css.profileHeading}>
        {company ? t('desk.profile.companyProfile') : t('desk.profile.personal')}
      </h2>
      <dl className={css.facts}>
        <dt className={css.term}>{t('desk.profile.name')}</dt>
        <dd className={css.definition}>{fullName}</dd>
        <dt className={css.term}>{t('desk.profile.document')}</dt>
        <dd className={css.definition}>{formatDocument(user.citizen_id)}</dd>
        <dt className={css.term}>{t('desk.profile.phone')}</dt>
        <dd className={css.definition}>{user.phone ? formatPhone(user.phone) : '—'}</dd>
        {company ? null : (
          <>
            <dt className={css.term}>{t('desk.profile.city')}</dt>
            <dd className={css.definition}>{user.province ?? '—'}</dd>
          </>
        )}
        <dt className={css.term}>{t('desk.profile.email')}</dt>
        <dd className={css.definition}>{user.email}</dd>
      </dl>
      <Link href="/app/myConfiguration" variant="standalone">
        {t('desk.profile.editProfile')}
      </Link>
      {company ? null : <CompaniesSection />}
    </section>
  );
}

/** The desk tabs and their URL names (`?tab=`). */
const TAB_SLUGS = { profile: 'perfil', companies: 'empresas', requests: 'solicitudes', documents: 'documentos' } as const;
type DeskTab = keyof typeof TAB_SLUGS;

function tabFromSearch(search: string): DeskTab {
  const slug = new URLSearchParams(search).get('tab');
  const found = (Object.keys(TAB_SLUGS) as DeskTab[]).find((k) => TAB_SLUGS[k] === slug);
  return found ?? 'profile';
}

/** A counter of reads: bumps when the page regains focus or becomes visible again (an officer may have acted). */
function useRevision(): [number, () => void] {
  const [revision, setRevision] = useState(0);
  const bump = useCallback(() => setRevision((n) => n + 1), []);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') bump();
    };
    window.addEventListener('focus', bump);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', bump);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [bump]);
  return [revision, bump];
}

export default function MyDeskPage() {
  const user = useCurrentUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(search);
  const [preset, setPreset] = useState<{ companyId: number; applicant: string } | undefined>(undefined);
  const [revision] = useRevision();
  if (!user) return <Spinner size="lg" label={t('common.loading')} />;
  const company = isRestrictedRole(user.rol_base ?? null);
  const open = (next: DeskTab) => navigate(next === 'profile' ? '/app/myDesk' : `/app/myDesk?tab=${TAB_SLUGS[next]}`, { replace: true });
  return (
    <div className={`${container} ${css.page}`}>
      <Counters citizenId={user.citizen_id} revision={revision} />
      <Tabs
        label={t('desk.title')}
        value={tab}
        onValueChange={(next) => {
          if (next !== 'requests') setPreset(undefined);
          open(next as DeskTab);
        }}
        items={[
          { value: 'profile', label: t('desk.tabs.profile'), content: <ProfileTab user={user} /> },
          {
            value: 'companies',
            label: t('desk.tabs.companies'),
            content: (
              <CompaniesTab
                user={user}
                onShowRequests={({ companyId, applicant }) => {
                  setPreset({ companyId, applicant });
                  open('requests');
                }}
              />
            ),
          },
          { value: 'requests', label: company ? t('desk.tabs.requests') : t('desk.tabs.myRequests'), content: <RequestsTab user={user} preset={preset} /> },
          { value: 'documents', label: t('desk.tabs.documents'), content: <DocumentsTab user={user} /> },
        ]}
      />
    </div>
  );
}
