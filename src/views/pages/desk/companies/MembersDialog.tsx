/**
 * The member-list dialog of one company (spec 001 §2.1 Companies tab "A company member-list dialog
 * ...", "Member management ..."; §6 Member roles), driven by src/machines/companies/members.machine.ts.
 *
 * - Table: name, first last name, citizen, phone, occupation, rol_name, 5 a page (Pagination), empty
 *   text 'En estos momento no existe miembros asociados a esta empresa.'. At 360 px the table scrolls
 *   inside its own focusable box, the page never widens.
 * - `manage` (the viewer's member role is the representative role): the search form ('Número de
 *   documento de identidad', 'Buscar usuario'), the found user with 'Agregar miembro', and a delete
 *   column ('Eliminar' → '¿Estas seguro?' / 'Eliminarás al miembro {id}!'). Without it (the restricted
 *   base role's 'Ver miembros') the reduced table: no delete column, no form.
 * - A 'Responsable' member's extra buttons (behaviour decided, see the chart): 'Usuario a Cargo' opens
 *   that member's contact card (the person in charge: name, document, phone, e-mail, occupation,
 *   role); 'Solicitudes' closes this dialog and calls `onShowRequests({ companyId, applicant })` so
 *   the desk opens the Requests tab filtered by this company and that applicant (the button is shown
 *   only when the page gives `onShowRequests`).
 * - Server msgs in a success / information dialog; failures as a toast 'Ha ocurrido un error'. An
 *   answer lost on the way (issue 25) shows 'No sabemos si el cambio llegó al ministerio. Estamos
 *   comprobándolo…' while the chart reads the members again; then the success, or why not.
 */
import { useSelector } from '../../../app/inspect';
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import type { ReactNode } from 'react';
import { t } from '../../../../messages/es';
import { formatDocument, formatPhone } from '../../../../domain/format/identity';
import { isResponsibleMember, pageCount, pageOf } from '../../../../domain/members';
import { MEMBERS_PAGE_SIZE, membersMachine, type CompanyMember, type ShowRequestsParams } from '../../../../machines/companies/members.machine';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { visuallyHidden } from '../../../../styles/utilities.css';
import { listLoadState } from '../listLoadState';
import { MemberSearch, PersonFacts, RemovalDialogs, ServerMessageDialog, fullName, useRemoval } from './shared';
import * as css from './CompaniesTab.css';

export type { ShowRequestsParams };

/** Props of {@link MembersDialog}. */
export interface MembersDialogProps {
  company: { id: number; company_name: string };
  /** The viewer manages the members (representative member role). */
  manage: boolean;
  onClose: () => void;
  /** 'Solicitudes' of a 'Responsable' member; absent: the button is not shown. */
  onShowRequests?: (params: ShowRequestsParams) => void;
}

/** See module documentation. Mount it only while open: each opening starts afresh. */
export function MembersDialog({ company, manage, onClose, onShowRequests }: MembersDialogProps) {
  const actor = usePageChart(membersMachine, {
    input: { company, manage },
    toasts: { notifyError: (p) => ({ kind: 'error', key: p.key, id: 'members-error' }) },
    actions: {
      showRequests: (params) => {
        onClose();
        onShowRequests?.(params);
      },
    },
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const members = useSelector(actor, (s) => s.context.members);
  const page = useSelector(actor, (s) => s.context.page);
  const { document, documentError, found, target, dialog } = snapshot.context;
  const removal = useRemoval(snapshot.children.removal);
  const searchId = `member-document-${company.id}`;

  const loadState = listLoadState({ failed: snapshot.matches('failed'), loading: snapshot.matches('loading'), onRetry: () => send({ type: 'list.retry' }) });
  let table: ReactNode;
  if (loadState) {
    table = loadState;
  } else if (members.length === 0) {
    table = <EmptyState icon="info" message={t('desk.companies.noMembers')} />;
  } else {
    const rows = pageOf(members, page, MEMBERS_PAGE_SIZE);
    const lastPage = pageCount(members.length, MEMBERS_PAGE_SIZE);
    const withActions = manage || rows.some((m) => isResponsibleMember(m));
    table = (
      <>
        <div className={css.tableBox} role="region" aria-label={t('desk.companies.membersTitle')} tabIndex={0}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.th}>
                  {t('desk.companies.memberName')}
                </th>
                <th scope="col" className={css.th}>
                  {t('desk.companies.memberFirstLastName')}
                </th>
                <th scope="col" className={css.th}>
                  {t('desk.companies.memberCitizen')}
                </th>
                <th scope="col" className={css.th}>
                  {t('desk.companies.memberPhone')}
                </th>
                <th scope="col" className={css.th}>
                  {t('desk.companies.memberOccupation')}
                </th>
                <th scope="col" className={css.th}>
                  {t('desk.companies.memberRole')}
                </th>
                {withActions ? (
                  <th scope="col" className={css.th}>
                    <span className={visuallyHidden}>{t('desk.companies.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <MemberRow key={m.citizen_id} member={m} manage={manage} withActions={withActions} requests={!!onShowRequests} send={send} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          lastPage={lastPage}
          onChange={(p) => send({ type: 'page.change', page: p })}
          labels={{
            nav: t('desk.companies.membersPagination'),
            previous: t('common.previousPage'),
            next: t('common.nextPage'),
            page: (n) => t('common.goToPage', { page: n }),
          }}
        />
      </>
    );
  }

  // Issue 25: an addition's or removal's answer was lost; the chart (or its child `removal`) reads the members before anything else.
  const checking = snapshot.hasTag('checking') || removal?.checking === true;
  const busy = (snapshot.hasTag('busy') && !snapshot.matches('loading')) || removal?.busy === true;

  return (
    <>
      <Dialog
        open
        wide
        onOpenChange={(open) => {
          if (!open && !busy) onClose();
        }}
        title={t('desk.companies.membersTitle')}
        description={company.company_name}
        closeLabel={t('common.close')}
        dismissible={!busy}
        data-testid="members-dialog"
      >
        <div className={css.dialogBody}>
          {manage && snapshot.matches('ready') ? (
            <MemberSearch
              id={searchId}
              document={document}
              documentError={documentError}
              searching={snapshot.matches({ ready: 'searching' })}
              found={found}
              actionLabel={t('desk.companies.addMember')}
              acting={snapshot.matches({ ready: 'adding' }) || snapshot.matches({ ready: 'checkingAdded' })}
              onChange={(value) => send({ type: 'document.change', value })}
              onSearch={() => send({ type: 'user.search' })}
              onAction={() => send({ type: 'member.add' })}
            />
          ) : null}
          {checking ? <p role="status">{t('desk.companies.checkingOutcome')}</p> : null}
          <div aria-busy={snapshot.matches('loading')}>{table}</div>
        </div>
      </Dialog>
      {target ? (
        <RemovalDialogs
          removal={removal}
          message={t('desk.companies.removeMemberConfirm', { id: formatDocument(target.citizen_id) })}
          onCancel={() => send({ type: 'remove.cancel' })}
          onConfirm={() => send({ type: 'remove.confirm' })}
          onClose={() => send({ type: 'dialog.close' })}
        />
      ) : null}
      {snapshot.matches({ ready: 'contact' }) && target ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) send({ type: 'dialog.close' });
          }}
          title={t('desk.companies.userInCharge')}
          description={fullName(target)}
          closeLabel={t('common.close')}
          data-testid="member-contact-dialog"
          footer={<Button onClick={() => send({ type: 'dialog.close' })}>{t('common.accept')}</Button>}
        >
          <PersonFacts person={target} />
        </Dialog>
      ) : null}
      {dialog ? <ServerMessageDialog dialog={dialog} onClose={() => send({ type: 'dialog.close' })} /> : null}
    </>
  );
}

interface MemberRowProps {
  member: CompanyMember;
  manage: boolean;
  withActions: boolean;
  requests: boolean;
  send: (event: { type: 'member.remove' | 'member.contact' | 'member.requests'; citizenId: string }) => void;
}

function MemberRow({ member, manage, withActions, requests, send }: MemberRowProps) {
  const name = fullName(member);
  const responsible = isResponsibleMember(member);
  return (
    <tr>
      <td className={css.td}>{member.name}</td>
      <td className={css.td}>{member.first_last_name}</td>
      <td className={css.td}>{formatDocument(member.citizen || member.citizen_id)}</td>
      <td className={css.td}>{member.phone ? formatPhone(member.phone) : '—'}</td>
      <td className={css.td}>{member.occupation || '—'}</td>
      <td className={css.td}>{member.rol_name}</td>
      {withActions ? (
        <td className={css.td}>
          <div className={css.rowActions}>
            {responsible && requests ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('desk.companies.memberRequestsOf', { name })}
                onClick={() => send({ type: 'member.requests', citizenId: member.citizen_id })}
              >
                {t('desk.companies.memberRequests')}
              </Button>
            ) : null}
            {responsible ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('desk.companies.userInChargeOf', { name })}
                onClick={() => send({ type: 'member.contact', citizenId: member.citizen_id })}
              >
                {t('desk.companies.userInCharge')}
              </Button>
            ) : null}
            {manage ? (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('desk.companies.removeMemberOf', { name })}
                onClick={() => send({ type: 'member.remove', citizenId: member.citizen_id })}
              >
                {t('common.delete')}
              </Button>
            ) : null}
          </div>
        </td>
      ) : null}
    </tr>
  );
}
