/**
 * Pieces shared by the representative manager and the member-list dialog of the desk's Companies tab
 * (spec 001 §2.1): the document search form (mask up to 20 digits, message under the field), the
 * found-user card, the two together ({@link MemberSearch}), the deletion confirmation, the success /
 * information dialog of a server msg, the dialogs of the removal child ({@link RemovalDialogs}) and
 * the member facts.
 */
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../app/inspect';
import { t, type MessageKey } from '../../../../messages/es';
import { formatDocument, formatPhone } from '../../../../domain/format/identity';
import { MEMBER_DOCUMENT_MAX_DIGITS } from '../../../../domain/constants';
import type { ServerDialog } from '../../../../machines/companies/serverDialog';
import type { memberRemovalMachine } from '../../../../machines/companies/memberRemoval.machine';
import type { BasicUser, CompanyMember } from '../../../../machines/companies/members.machine';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import * as css from './CompaniesTab.css';
import '../../../../messages/es/desk';

/** Full name of a member or user: name and both last names. */
export const fullName = (p: { name?: string | null; first_last_name?: string | null; second_last_name?: string | null }) =>
  [p.name, p.first_last_name, p.second_last_name].filter(Boolean).join(' ');

interface DocumentSearchProps {
  id: string;
  value: string;
  error: MessageKey | null;
  busy: boolean;
  onChange: (value: string) => void;
  onSearch: () => void;
}

/** 'Número de documento de identidad' + 'Buscar usuario' (spec 001 §2.1, §5, §9). */
export function DocumentSearch({ id, value, error, busy, onChange, onSearch }: DocumentSearchProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form className={css.search} onSubmit={submit} noValidate aria-label={t('desk.companies.searchUser')}>
      <div className={css.searchField}>
        <TextField
          id={id}
          name="citizen_id"
          label={t('desk.companies.searchDocument')}
          hint={t('desk.companies.documentHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={MEMBER_DOCUMENT_MAX_DIGITS}
          required
          value={value}
          error={error ? t(error) : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" className={css.searchButton} loading={busy} loadingLabel={t('desk.companies.searching')}>
        {t('desk.companies.searchUser')}
      </Button>
    </form>
  );
}

/** Facts of a member or found user: document, phone, e-mail, occupation and (members) role. */
export function PersonFacts({ person }: { person: BasicUser | CompanyMember }) {
  const role = 'rol_name' in person ? person.rol_name : null;
  return (
    <dl className={css.facts}>
      <dt className={css.term}>{t('desk.companies.memberCitizen')}</dt>
      <dd className={css.definition}>{formatDocument(person.citizen_id)}</dd>
      <dt className={css.term}>{t('desk.companies.memberPhone')}</dt>
      <dd className={css.definition}>{person.phone ? formatPhone(person.phone) : '—'}</dd>
      <dt className={css.term}>{t('desk.companies.memberEmail')}</dt>
      <dd className={css.definition}>{person.email || '—'}</dd>
      <dt className={css.term}>{t('desk.companies.memberOccupation')}</dt>
      <dd className={css.definition}>{person.occupation || '—'}</dd>
      {role ? (
        <>
          <dt className={css.term}>{t('desk.companies.memberRole')}</dt>
          <dd className={css.definition}>{role}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The found user with its action button ('Enviar invitación' / 'Agregar miembro'). */
export function FoundUser({ user, action }: { user: BasicUser; action: ReactNode }) {
  return (
    <section className={css.card} aria-labelledby="found-user-name">
      <p className={css.term}>{t('desk.companies.foundUser')}</p>
      <h3 id="found-user-name" className={css.cardName}>
        {fullName(user)}
      </h3>
      <PersonFacts person={user} />
      <div className={css.cardActions}>{action}</div>
    </section>
  );
}

interface MemberSearchProps {
  /** The document field's id. */
  id: string;
  document: string;
  documentError: MessageKey | null;
  /** The search call is running. */
  searching: boolean;
  found: BasicUser | null;
  /** The found user's action ('Agregar miembro' / 'Enviar invitación') and whether its call runs. */
  actionLabel: string;
  acting: boolean;
  onChange: (value: string) => void;
  onSearch: () => void;
  onAction: () => void;
}

/** The document search and, once found, the user's card with its action (spec 001 §2.1, §5). */
export function MemberSearch({ id, document, documentError, searching, found, actionLabel, acting, onChange, onSearch, onAction }: MemberSearchProps) {
  return (
    <>
      <DocumentSearch id={id} value={document} error={documentError} busy={searching} onChange={onChange} onSearch={onSearch} />
      {found ? (
        <FoundUser
          user={found}
          action={
            <Button loading={acting} loadingLabel={t('desk.companies.sending')} onClick={onAction}>
              {actionLabel}
            </Button>
          }
        />
      ) : null}
    </>
  );
}

interface DeleteConfirmProps {
  /** '¿Estas seguro?' dialog's message ('Eliminarás al miembro {id}!' / '... al representante {id}!'). */
  message: string;
  /** The deletion call is running. */
  deleting: boolean;
  /** Shown under the message (issue 25: the outcome is being checked). */
  status?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The deletion confirmation of a member or representative (spec 001 §2.1 "remove with confirmation"). */
export function DeleteConfirm({ message, deleting, status, onCancel, onConfirm }: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('desk.companies.areYouSure')}
      message={message}
      confirmLabel={t('desk.companies.confirmDelete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      tone="danger"
      loading={deleting}
      loadingLabel={t('desk.companies.deleting')}
      onConfirm={onConfirm}
    >
      {status ? <p role="status">{status}</p> : null}
    </ConfirmDialog>
  );
}

/** Text of a server dialog: the server's own words, or a catalogue key. */
export const dialogText = (dialog: ServerDialog) => (typeof dialog.message === 'string' ? t(dialog.message) : dialog.message.text);

/**
 * The success or information dialog of a server msg (spec 001 §2.1 "The server message (msg) of
 * representative ... actions is shown in an information or success dialog"). 'Aceptar' closes it.
 */
export function ServerMessageDialog({ dialog, onClose }: { dialog: ServerDialog; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={dialog.kind === 'success' ? t('common.success') : t('desk.companies.information')}
      closeLabel={t('common.close')}
      role="alertdialog"
      data-testid="companies-server-dialog"
      footer={<Button onClick={onClose}>{t('common.accept')}</Button>}
    >
      <p className={css.message}>{dialogText(dialog)}</p>
    </Dialog>
  );
}

/** The child `removal` of either companies chart (memberRemoval.machine.ts): its snapshot's `children.removal`. */
export type RemovalRef = ActorRefFrom<typeof memberRemovalMachine> | undefined;

/** What the child `removal` shows: its state, whether it is sending or checking, its dialog. */
export interface RemovalSlice {
  value: string;
  busy: boolean;
  checking: boolean;
  dialog: ServerDialog | null;
}

/** The {@link RemovalSlice} of the running removal, or null when none runs (the chart is elsewhere). */
export function useRemoval(removal: RemovalRef): RemovalSlice | null {
  return (
    useSelector(
      removal,
      (s) => s && { value: String(s.value), busy: s.hasTag('busy'), checking: s.hasTag('checking'), dialog: s.context.dialog },
      shallowEqual,
    ) ?? null
  );
}

interface RemovalDialogsProps {
  removal: RemovalSlice | null;
  /** The confirmation's message ('Eliminarás al miembro {id}!' / '... al representante {id}!'). */
  message: string;
  /** Shown under the message while the outcome is checked (issue 25); none when the view shows it elsewhere. */
  status?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Closes the refusal's information dialog. */
  onClose: () => void;
}

/**
 * The dialogs of a running removal (spec 001 §2.1 "remove with confirmation", "server message ... in
 * an information or success dialog"): '¿Estas seguro?' while it asks, sends or checks; the server msg
 * of a refusal in an information dialog. Nothing once it ended (the chart shows the rest).
 */
export function RemovalDialogs({ removal, message, status, onCancel, onConfirm, onClose }: RemovalDialogsProps) {
  if (removal === null || removal.value === 'removed' || removal.value === 'kept') return null;
  if (removal.value === 'refused') return removal.dialog ? <ServerMessageDialog dialog={removal.dialog} onClose={onClose} /> : null;
  return <DeleteConfirm message={message} deleting={removal.busy} status={status} onCancel={onCancel} onConfirm={onConfirm} />;
}
