/**
 * Representative manager of a company account (base role 2) in the desk's Companies tab (spec 001
 * §2.1 "A representative (rolBase 2) sees a representative manager with actions 'Agregar
 * representante' and 'Ver miembros', and a list titled Representante"), driven by
 * src/machines/companies/representatives.machine.ts.
 *
 * - 'Agregar representante': while a representative exists an information dialog says the current
 *   one must be deleted first (no call); else a dialog searches by citizen_id, shows the found user
 *   and sends the invitation ('Enviar invitación'); the server msg shows in a success dialog and the
 *   list reloads when it is closed.
 * - Each representative card: name, document, phone, e-mail, occupation, 'Eliminar' → '¿Estas
 *   seguro?' / 'Eliminarás al representante {id}!'.
 * - An answer lost on the way (issue 25): while the chart reads the representatives again the dialog
 *   says 'No sabemos si el cambio llegó al ministerio. Estamos comprobándolo…'; then the success, or
 *   why not. An invitation the list cannot show stays unknown: the add dialog says so and offers
 *   'Enviar de nuevo' (sent only when pressed).
 * - 'Ver miembros' opens the member-list dialog of the company in its reduced form (the restricted
 *   role sees no delete column and no add form).
 */
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { useRef, useState, type ReactNode } from 'react';
import { t } from '../../../../messages/es';
import { formatDocument } from '../../../../domain/format/identity';
import { representativesMachine } from '../../../../machines/companies/representatives.machine';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { MembersDialog, type ShowRequestsParams } from './MembersDialog';
import { listLoadState } from '../listLoadState';
import { MemberSearch, PersonFacts, RemovalDialogs, ServerMessageDialog, fullName, useRemoval } from './shared';
import * as css from './CompaniesTab.css';

/** Props of {@link RepresentativeManager}. */
export interface RepresentativeManagerProps {
  /** The company account's company (`user.company_id`, `user.name`). */
  company: { id: number | null; company_name: string };
  onShowRequests?: (params: ShowRequestsParams) => void;
}

/** See module documentation. */
export function RepresentativeManager({ company, onShowRequests }: RepresentativeManagerProps) {
  const actor = usePageChart(representativesMachine, {
    input: { companyId: company.id },
    toasts: { notifyError: (p) => ({ kind: 'error', key: p.key, id: 'representatives-error' }) },
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const [membersOpen, setMembersOpen] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const { representatives, document, documentError, found, target, dialog } = snapshot.context;
  const inAdding = snapshot.matches({ ready: 'adding' });
  const adding = inAdding && !snapshot.matches({ ready: { adding: 'refused' } });
  const inviting = snapshot.matches({ ready: { adding: 'inviting' } }) || snapshot.matches({ ready: { adding: 'checkingInvitation' } });
  const invitationUnknown = snapshot.matches({ ready: { adding: 'invitationUnknown' } });
  const removal = useRemoval(snapshot.children.removal);
  // Issue 25: a call's answer was lost; the chart (or its child `removal`) reads the representatives before anything else.
  const checking = snapshot.hasTag('checking') || removal?.checking === true ? t('desk.companies.checkingOutcome') : null;

  const loadState = listLoadState({ failed: snapshot.matches('failed'), loading: snapshot.matches('loading'), onRetry: () => send({ type: 'list.retry' }) });
  let body: ReactNode;
  if (loadState) {
    body = loadState;
  } else if (representatives.length === 0) {
    body = <EmptyState icon="info" message={t('desk.companies.noRepresentatives')} />;
  } else {
    body = (
      <ul className={css.list}>
        {representatives.map((r) => (
          <li key={r.citizen_id} className={css.card}>
            <h4 className={css.cardName}>{fullName(r)}</h4>
            <PersonFacts person={r} />
            <div className={css.cardActions}>
              <Button
                size="sm"
                variant="danger"
                aria-label={t('desk.companies.deleteRepresentativeOf', { name: fullName(r) })}
                onClick={() => send({ type: 'representative.delete', citizenId: r.citizen_id })}
              >
                {t('common.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={css.tab} aria-labelledby="representatives-heading" aria-busy={snapshot.matches('loading')}>
      <div className={css.header}>
        <h3 id="representatives-heading" className={css.title}>
          {t('desk.companies.representativeTitle')}
        </h3>
        <div className={css.actions}>
          <Button ref={addRef} size="sm" onClick={() => send({ type: 'representative.add' })}>
            {t('desk.companies.addRepresentative')}
          </Button>
          <Button size="sm" variant="secondary" disabled={company.id === null} onClick={() => setMembersOpen(true)}>
            {t('desk.companies.viewMembers')}
          </Button>
        </div>
      </div>
      {body}

      {snapshot.matches({ ready: 'blocked' }) ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) send({ type: 'dialog.close' });
          }}
          title={t('desk.companies.information')}
          description={t('desk.companies.oneRepresentativeOnly')}
          closeLabel={t('common.close')}
          role="alertdialog"
          returnFocusRef={addRef}
          data-testid="representative-blocked-dialog"
          footer={<Button onClick={() => send({ type: 'dialog.close' })}>{t('common.accept')}</Button>}
        />
      ) : null}

      {adding ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && !inviting && !snapshot.matches({ ready: { adding: 'searching' } })) send({ type: 'dialog.close' });
          }}
          title={t('desk.companies.addRepresentative')}
          closeLabel={t('common.close')}
          dismissible={!inviting}
          returnFocusRef={addRef}
          data-testid="representative-add-dialog"
        >
          <div className={css.dialogBody}>
            <MemberSearch
              id="representative-document"
              document={document}
              documentError={documentError}
              searching={snapshot.matches({ ready: { adding: 'searching' } })}
              found={found}
              actionLabel={t(invitationUnknown ? 'desk.companies.sendAgain' : 'desk.companies.sendInvitation')}
              acting={inviting}
              onChange={(value) => send({ type: 'document.change', value })}
              onSearch={() => send({ type: 'user.search' })}
              onAction={() => send({ type: 'invitation.send' })}
            />
            {checking ? <p role="status">{checking}</p> : null}
            {invitationUnknown ? <p role="status">{t('desk.companies.invitationUnknown')}</p> : null}
          </div>
        </Dialog>
      ) : null}

      {target ? (
        <RemovalDialogs
          removal={removal}
          message={t('desk.companies.deleteRepresentative', { id: formatDocument(target.citizen_id) })}
          status={checking}
          onCancel={() => send({ type: 'delete.cancel' })}
          onConfirm={() => send({ type: 'delete.confirm' })}
          onClose={() => send({ type: 'dialog.close' })}
        />
      ) : null}

      {dialog ? <ServerMessageDialog dialog={dialog} onClose={() => send({ type: 'dialog.close' })} /> : null}

      {membersOpen && company.id !== null ? (
        <MembersDialog
          company={{ id: company.id, company_name: company.company_name }}
          manage={false}
          onClose={() => setMembersOpen(false)}
          onShowRequests={onShowRequests}
        />
      ) : null}
    </section>
  );
}
