/**
 * The desk's Requests tab, 'Mis solicitudes' ('Solicitudes' for the company base role) (spec 001
 * §2.1 Requests tab, §4 button rules, §6; contract D2, §3.2). State: one
 * src/machines/deskRequests.machine.ts per list, the change of owner in its child chart
 * src/machines/changeOwner.machine.ts.
 *
 * - A citizen sees the personal list and, when they belong to companies, the company list (company
 *   and applicant filters). `preset` (the companies tab's 'Solicitudes' of a Responsable member)
 *   shows the company list first, filtered by that company and applicant.
 * - The company base role sees one list with the applicant filter.
 * - Each list: status filter (En proceso / Finalizadas / Rechazadas: statuses 8 and 10, contract
 *   §3.2, issue 26 row 2), search 'Nombre o número de solicitud' with
 *   the search and clear-filter icon buttons, pages of the backend (Pagination), 'No se encontraron
 *   registros', a retry block on failure.
 * - A card: service name, project, number, company, requested by, status chip (contract §3.2
 *   colour), date dd/MM/yyyy, progress bar ('N% COMPLETADO' / RECHAZADO / CANCELADO) with its
 *   accessible value, the pending-action banner, VER DETALLE / RESPONDER / DAR SEGUIMIENTO and, when
 *   allowed, ASIGNAR/CAMBIAR SOLICITANTE. A click on the card opens the detail with the query of §2.1.
 *
 * The cards, the pages and the loading, failure and empty blocks follow the chart through
 * `useValueAfterPaint` (issue 24): a click on a page (or a filter) paints the new current page in
 * its frame with the cards still there, and the spinner replaces them once that frame is painted;
 * the new cards render the same way once they come.
 * The list is `aria-busy` from the click until the new cards are shown (loading, or what is shown
 * not yet what the chart holds). Cards are memoised.
 */
import { memo, useCallback, useId, useMemo, type FormEvent, type MouseEvent } from 'react';
import { useSelector } from '../../../app/inspect';
import { usePageChart } from '../../../app/usePageChart';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import {
  deskRequestsMachine,
  viewerOf,
  type DeskListKind,
  type ListPreset,
  type ListStatus,
  type RequestListItem,
} from '../../../../machines/deskRequests.machine';
import type { changeOwnerMachine } from '../../../../machines/changeOwner.machine';
import type { CurrentUser } from '../../../../machines/session.machine';
import { requestCard, type CardViewer } from '../../../../domain/requestCard';
import { isRestrictedRole } from '../../../../domain/roles';
import { formatDocument } from '../../../../domain/format/identity';
import { t, tr } from '../../../../messages/es';
import '../../../../messages/es/desk';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { Pagination } from '../../../components/Pagination';
import { SelectField } from '../../../components/SelectField';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { buttonClassName } from '../../../components/Button';
import { useValueAfterPaint } from '../../../components/afterPaint';
import * as css from './RequestsTab.css';

/** Props of {@link RequestsTab}. */
export interface RequestsTabProps {
  /** The signed-in user (session). */
  user: CurrentUser;
  /** Company list filters preset by the companies tab ('Solicitudes' of a Responsable member). */
  preset?: ListPreset;
}

const paginationLabels = {
  previous: t('common.previousPage'),
  next: t('common.nextPage'),
  page: (n: number) => t('common.goToPage', { page: n }),
};

/** One request card (spec 001 §2.1 Request card); memoised: a card re-renders only when its request or its viewer changes. */
const RequestCardView = memo(function RequestCardView({
  item,
  viewer,
  onAssign,
}: {
  item: RequestListItem;
  viewer: CardViewer;
  onAssign: (id: number) => void;
}) {
  const card = requestCard(item, viewer);
  const titleId = useId();
  const numberId = useId();
  const [, navigate] = useLocation();
  const progressText = tr(card.progressLabel);
  // The whole card opens the detail; its own links and buttons keep their behaviour.
  const open = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a, button')) return;
    navigate(card.href);
  };
  const rows: Array<[string, string]> = [
    [t('desk.card.project'), card.project ?? '—'],
    [t('desk.card.requestNumber'), card.number],
    ...(card.company ? ([[t('desk.card.company'), card.company]] as Array<[string, string]>) : []),
    [t('desk.card.requestedBy'), card.requestedBy ?? '—'],
    [t('desk.card.date'), card.date || '—'],
  ];
  return (
    <li>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer shortcut: the card's own link (its main button) is the keyboard's way to the same page */}
      <article className={css.card} aria-labelledby={`${titleId} ${numberId}`} onClick={open}>
        <div className={css.cardHeader}>
          <h3 id={titleId} className={css.cardTitle}>
            {card.serviceName}
          </h3>
          <span className={css.chip[card.statusColor ?? 'none']}>
            <span className="visually-hidden">{t('desk.card.status')}: </span>
            {card.statusName}
          </span>
        </div>
        <dl className={css.fields}>
          {rows.map(([term, value]) => (
            <div key={term} className={css.field}>
              <dt className={css.term}>{term}</dt>
              <dd className={css.value} id={term === t('desk.card.requestNumber') ? numberId : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className={css.progress}>
          <span className={css.progressLabel} aria-hidden="true">
            {progressText}
          </span>
          <div
            className={css.track}
            role="progressbar"
            aria-label={t('desk.card.progressLabel', { number: card.number })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={card.percent}
            aria-valuetext={progressText}
          >
            <div className={css.bar[card.variant]} style={{ width: `${card.percent}%` }} />
          </div>
        </div>
        {card.actionRequired ? (
          <p className={css.banner}>
            <Icon name="warning" size={18} />
            {t('desk.card.actionRequired')}
          </p>
        ) : null}
        <div className={css.actions}>
          <Link href={card.href} unstyled className={`${buttonClassName({ variant: 'primary', size: 'sm' })} ${css.actionLink}`} aria-describedby={titleId}>
            {t(card.mainButton)}
          </Link>
          {card.canAssign ? (
            <Button variant="secondary" size="sm" onClick={() => onAssign(item.id)} aria-describedby={titleId}>
              {t('desk.card.assignApplicant')}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
});

/** The 'Cambiar propietario' modal and its information dialog (child chart changeOwner). */
function ChangeOwnerDialog({ actor }: { actor: ActorRefFrom<typeof changeOwnerMachine> }) {
  const state = useSelector(actor, (s) => s.value as string);
  const members = useSelector(actor, (s) => s.context.members);
  const selected = useSelector(actor, (s) => s.context.selected);
  const notice = useSelector(actor, (s) => s.context.notice);
  const checkNotice = useSelector(actor, (s) => s.context.checkNotice);
  const number = useSelector(actor, (s) => s.context.request.code ?? String(s.context.request.id));
  const canSend = useSelector(actor, (s) => s.can({ type: 'owner.submit' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const selectId = useId();
  const close = () => actor.send({ type: 'owner.close' });
  if (state === 'informing') {
    return (
      <Dialog
        key="information"
        open
        onOpenChange={(open) => !open && close()}
        title={t('desk.changeOwner.information')}
        closeLabel={t('desk.changeOwner.close')}
        // Answered with 'Aceptar' only: the second click of a double click on ENVIAR must not close it.
        dismissible={false}
        footer={
          // The second click of a double click on ENVIAR (detail 2) lands here: it must not close the answer.
          <Button
            onClick={(e) => {
              if (e.detail <= 1) close();
            }}
          >
            {t('common.accept')}
          </Button>
        }
      >
        <p className={css.notice} role="status">
          {notice ? ('text' in notice ? notice.text : t(notice.key)) : ''}
        </p>
      </Dialog>
    );
  }
  // Issue 25: while an answer lost on the way is checked on the desk list, ENVIAR stays busy.
  const sending = state === 'sending' || state === 'checking';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'owner.submit' });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('desk.changeOwner.title')}
      description={t('desk.changeOwner.open', { number })}
      closeLabel={t('desk.changeOwner.close')}
      dismissible={!sending}
      footer={
        state === 'choosing' || sending ? (
          <Button type="submit" form={`${selectId}-form`} disabled={!canSend && !sending} loading={sending} loadingLabel={t('desk.changeOwner.sending')}>
            {t('desk.changeOwner.send')}
          </Button>
        ) : null
      }
    >
      {state === 'loadingMembers' ? <Spinner label={t('common.loading')} /> : null}
      {state === 'membersFailed' ? (
        <ErrorBlock message={t('desk.changeOwner.membersFailed')} retryLabel={t('common.retry')} onRetry={() => actor.send({ type: 'owner.retry' })} />
      ) : null}
      {state === 'choosing' || sending ? (
        <form id={`${selectId}-form`} onSubmit={submit} aria-busy={busy}>
          <SelectField
            id={selectId}
            label={t('desk.changeOwner.member')}
            placeholder={t('desk.changeOwner.selectMember')}
            value={selected}
            disabled={sending}
            onChange={(e) => actor.send({ type: 'member.select', citizenId: e.target.value })}
            options={members.map((m) => ({
              value: m.citizen_id,
              label: `${[m.name, m.first_last_name].filter(Boolean).join(' ') || formatDocument(m.citizen_id)}${m.rol_name ? ` (${m.rol_name})` : ''}`,
            }))}
          />
          {state === 'checking' ? <p role="status">{t('desk.changeOwner.checkingOutcome')}</p> : null}
          {state === 'choosing' && checkNotice ? <p role="status">{t(checkNotice.key, checkNotice.params)}</p> : null}
        </form>
      ) : null}
    </Dialog>
  );
}

const LIST_TITLE: Record<DeskListKind, 'desk.requests.personalTitle' | 'desk.requests.companyTitle' | 'desk.requests.companyAccountTitle'> = {
  personal: 'desk.requests.personalTitle',
  company: 'desk.requests.companyTitle',
  companyAccount: 'desk.requests.companyAccountTitle',
};

/** What a list's area shows: the spinner, the retry block, 'No se encontraron registros' or the cards and pages. */
type ListView = 'loading' | 'failed' | 'empty' | 'list';

/** One list with its filters, cards and pages (src/machines/deskRequests.machine.ts). */
function RequestList({ citizenId, kind, companyId, preset }: { citizenId: string; kind: DeskListKind; companyId?: number | null; preset?: ListPreset }) {
  const actor = usePageChart(deskRequestsMachine, { input: { citizenId, kind, companyId, preset } });
  const unavailable = useSelector(actor, (s) => s.status === 'done');
  const inOptions = useSelector(actor, (s) => s.matches('options'));
  const optionsFailed = useSelector(actor, (s) => s.matches('optionsFailed'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.matches({ browsing: 'failed' }));
  const empty = useSelector(actor, (s) => s.matches({ browsing: 'empty' }));
  const items = useSelector(actor, (s) => s.context.items);
  const page = useSelector(actor, (s) => s.context.page);
  const lastPage = useSelector(actor, (s) => s.context.lastPage);
  const filters = useSelector(actor, (s) => s.context.filters);
  const searchText = useSelector(actor, (s) => s.context.searchText);
  const options = useSelector(actor, (s) => s.context.options);
  const viewer = useMemo(() => viewerOf({ citizenId, kind }), [citizenId, kind]);
  const ownerActor = useSelector(actor, (s) =>
    s.matches('changingOwner') ? (s.children.changeOwner as ActorRefFrom<typeof changeOwnerMachine> | undefined) : undefined,
  );
  const titleId = useId();
  const searchId = useId();
  const onAssign = useCallback((requestId: number) => actor.send({ type: 'owner.change', requestId }), [actor]);
  // What the list area shows lags the chart by one render (see the module documentation).
  const view: ListView = loading ? 'loading' : failed ? 'failed' : empty ? 'empty' : 'list';
  const shownView = useValueAfterPaint(view);
  const shownItems = useValueAfterPaint(items);
  const shownLastPage = useValueAfterPaint(lastPage);
  const stale = shownView !== view || shownItems !== items || shownLastPage !== lastPage;

  if (unavailable) return null;
  if (inOptions) return <Spinner label={t('common.loading')} />;
  const heading = (
    <h2 id={titleId} className={css.title}>
      {t(LIST_TITLE[kind])}
    </h2>
  );
  if (optionsFailed) {
    return (
      <section className={css.section} aria-labelledby={titleId}>
        {heading}
        <ErrorBlock message={t('errors.loadFailed')} retryLabel={t('common.retry')} onRetry={() => actor.send({ type: 'list.retry' })} />
      </section>
    );
  }
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'search.submit' });
  };
  // A member of several companies is listed once.
  const applicantOptions = options.members
    .filter((m, i, all) => all.findIndex((o) => o.citizen_id === m.citizen_id) === i)
    .map((m) => ({
      value: m.citizen_id,
      label: [m.name, m.first_last_name].filter(Boolean).join(' ') || formatDocument(m.citizen_id),
    }));
  return (
    <section className={css.section} aria-labelledby={titleId} aria-busy={loading || stale}>
      {heading}
      <div className={css.filters}>
        <SelectField
          label={t('desk.requests.statusFilter')}
          value={String(filters.status)}
          onChange={(e) => actor.send({ type: 'filter.status', status: Number(e.target.value) as ListStatus })}
          options={[
            { value: '1', label: t('desk.requests.inProcess') },
            { value: '2', label: t('desk.requests.finished') },
            { value: '3', label: t('desk.requests.rejected') },
          ]}
        />
        {kind === 'company' ? (
          <SelectField
            label={t('desk.requests.companyFilter')}
            placeholder={t('desk.requests.allCompanies')}
            value={filters.companyId === null ? '' : String(filters.companyId)}
            onChange={(e) => actor.send({ type: 'filter.company', companyId: e.target.value === '' ? null : Number(e.target.value) })}
            options={options.companies.map((c) => ({ value: String(c.id), label: c.company_name }))}
          />
        ) : null}
        {kind !== 'personal' ? (
          <SelectField
            label={t('desk.requests.applicantFilter')}
            placeholder={t('desk.requests.allApplicants')}
            value={filters.applicant}
            onChange={(e) => actor.send({ type: 'filter.applicant', applicant: e.target.value })}
            options={applicantOptions}
          />
        ) : null}
        <form className={css.search} role="search" aria-label={t('desk.requests.searchLabel', { list: t(LIST_TITLE[kind]) })} onSubmit={submitSearch}>
          <TextField
            id={searchId}
            containerClassName={css.searchField}
            label={t('desk.requests.search')}
            type="search"
            placeholder={t('desk.requests.searchPlaceholder')}
            value={searchText}
            onChange={(e) => actor.send({ type: 'search.change', text: e.target.value })}
          />
          <button type="submit" className={css.iconButton} aria-label={t('desk.requests.search')} title={t('desk.requests.search')}>
            <Icon name="search" size={20} />
          </button>
          <button
            type="button"
            className={css.iconButton}
            aria-label={t('desk.requests.clearFilter')}
            title={t('desk.requests.clearFilter')}
            onClick={() => actor.send({ type: 'search.clear' })}
          >
            <Icon name="close" size={20} />
          </button>
        </form>
      </div>
      {shownView === 'loading' ? (
        <div className={css.busy}>
          <Spinner label={t('common.loading')} />
        </div>
      ) : null}
      {shownView === 'failed' ? (
        <ErrorBlock message={t('errors.loadFailed')} retryLabel={t('common.retry')} onRetry={() => actor.send({ type: 'list.retry' })} />
      ) : null}
      {shownView === 'empty' ? <EmptyState message={t('desk.requests.empty')} /> : null}
      {shownView === 'list' ? (
        <>
          <ul className={css.list} aria-label={t(LIST_TITLE[kind])}>
            {shownItems.map((item) => (
              <RequestCardView key={item.id} item={item} viewer={viewer} onAssign={onAssign} />
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={shownLastPage}
            onChange={(p) => actor.send({ type: 'page.go', page: p })}
            labels={{ ...paginationLabels, nav: t('desk.requests.pagination', { list: t(LIST_TITLE[kind]) }) }}
          />
        </>
      ) : null}
      {ownerActor ? <ChangeOwnerDialog actor={ownerActor} /> : null}
    </section>
  );
}

/** See module documentation. */
export default function RequestsTab({ user, preset }: RequestsTabProps) {
  if (isRestrictedRole(user.rol_base ?? null)) {
    return (
      <div className={css.tab}>
        <RequestList citizenId={user.citizen_id} kind="companyAccount" companyId={user.company_id ?? null} />
      </div>
    );
  }
  const company = <RequestList key={preset ? `${preset.companyId}-${preset.applicant}` : 'all'} citizenId={user.citizen_id} kind="company" preset={preset} />;
  const personal = <RequestList citizenId={user.citizen_id} kind="personal" />;
  return (
    <div className={css.tab}>
      {preset ? [<div key="c">{company}</div>, <div key="p">{personal}</div>] : [<div key="p">{personal}</div>, <div key="c">{company}</div>]}
    </div>
  );
}
