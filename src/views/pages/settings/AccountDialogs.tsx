/**
 * The two account buttons of /app/myConfiguration and their dialogs (spec 001 §2.7, §4, §5, §8):
 *
 * - 'Cambiar contraseña' (src/machines/settings/changePassword.machine.ts): 'Contraseña actual',
 *   'Nueva contraseña', 'Confirmar nueva contraseña' and Guardar. Success: toast 'Se ha modificado
 *   su contraseña' (2 s) and the dialog closes. A refusal shows the server's text, any other failure
 *   'Ha sucedido un error intentelo mas tarde', in the dialog, with what was typed.
 * - 'Cambiar Correo Principal' (src/machines/settings/changeEmail.machine.ts): 'Contraseña', 'Nuevo
 *   correo electrónico', 'Confirmar nuevo correo electrónico' and Guardar. Success: the dialog shows
 *   'Email modificado satisfactoriamente, Inicie sesión nuevamente' and, 2.5 s later, the session
 *   logs out ('Cerrando sesión', then the page reloads).
 *
 * While a call runs the dialog cannot be closed and Guardar ignores clicks (one call per double click).
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordMachine,
  type ChangePasswordField,
} from '../../../machines/settings/changePassword.machine';
import { CHANGE_EMAIL_FIELDS, changeEmailMachine, type ChangeEmailField } from '../../../machines/settings/changeEmail.machine';
import type { SettingsMessage } from '../../../machines/settings/common';
import { t, type MessageKey } from '../../../messages/es';
import '../../../messages/es/settings';
import { SessionContext } from '../../app/session';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { notify } from '../../components/Toaster';
import * as css from './settings.css';

/** The text of a settings message: a catalogue key, or the server's own text. */
export function settingsText(message: SettingsMessage): string {
  return typeof message === 'string' ? t(message) : message.text;
}

/** The failure shown at the top of a dialog form (announced when it appears). */
function Notice({ message }: { message: SettingsMessage | null }) {
  return message ? (
    <p role="alert" className={css.notice}>
      {settingsText(message)}
    </p>
  ) : null;
}

interface FormDialogProps {
  open: boolean;
  busy: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  returnFocusRef: React.RefObject<HTMLButtonElement | null>;
  /** Replaces the form (e.g. the e-mail change's success message). */
  done?: ReactNode;
  children: ReactNode;
}

/** A dialog whose body is a form submitted by the footer's Guardar. */
function FormDialog({ open, busy, title, onClose, onSubmit, returnFocusRef, done, children }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      closeLabel={t('common.close')}
      dismissible={!busy}
      returnFocusRef={returnFocusRef}
      footer={
        done ? undefined : (
          <Button type="submit" form={formId} loading={busy} loadingLabel={t('settings.saving')}>
            {t('settings.save')}
          </Button>
        )
      }
    >
      {done ?? (
        <form id={formId} className={css.dialogForm} onSubmit={submit} noValidate aria-busy={busy || undefined}>
          {children}
        </form>
      )}
    </Dialog>
  );
}

const PASSWORD_LABELS: Record<ChangePasswordField, MessageKey> = {
  old_password: 'settings.oldPassword',
  password: 'settings.newPassword',
  new_password_confirmation: 'settings.newPasswordConfirmation',
};

/** 'Cambiar contraseña' and its dialog. */
export function ChangePasswordButton() {
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actions: { notifySuccess: (_, { key, durationMs }) => void notify.success(t(key), { id: 'settings-password', durationMs }) },
    }),
  );
  const actor = useActorRef(machine);
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="secondary" onClick={() => actor.send({ type: 'dialog.open' })}>
        {t('settings.changePassword')}
      </Button>
      <FormDialog
        open={open}
        busy={busy}
        title={t('settings.changePassword')}
        onClose={() => actor.send({ type: 'dialog.close' })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        returnFocusRef={opener}
      >
        <Notice message={notice} />
        {CHANGE_PASSWORD_FIELDS.map((field) => (
          <PasswordField
            key={field}
            name={field}
            label={t(PASSWORD_LABELS[field])}
            labels={{ show: t('common.showPassword') }}
            autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
            required
            readOnly={busy}
            value={values[field]}
            error={errors[field] ? t(errors[field]) : undefined}
            onChange={(e) => actor.send({ type: 'field.change', field, value: e.target.value })}
          />
        ))}
      </FormDialog>
    </>
  );
}

const EMAIL_LABELS: Record<ChangeEmailField, MessageKey> = {
  password: 'settings.password',
  email: 'settings.newEmail',
  new_email_confirmation: 'settings.newEmailConfirmation',
};

/** 'Cambiar Correo Principal' and its dialog; a success logs out through the session after 2.5 s. */
export function ChangeEmailButton() {
  const session = SessionContext.useActorRef();
  const [machine] = useState(() => changeEmailMachine.provide({ actions: { logout: () => session.send({ type: 'session.logout' }) } }));
  const actor = useActorRef(machine);
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const changed = useSelector(actor, (s) => s.matches('changed') || s.matches('loggedOut'));
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const notice = useSelector(actor, (s) => s.context.notice);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="secondary" onClick={() => actor.send({ type: 'dialog.open' })}>
        {t('settings.changeEmail')}
      </Button>
      <FormDialog
        open={open}
        busy={busy}
        title={t('settings.changeEmail')}
        onClose={() => actor.send({ type: 'dialog.close' })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        returnFocusRef={opener}
        done={
          changed ? (
            <div role="status">
              <p className={css.success}>{t('settings.emailChanged')}</p>
              <p>{t('settings.loggingOutSoon')}</p>
            </div>
          ) : undefined
        }
      >
        <Notice message={notice} />
        {CHANGE_EMAIL_FIELDS.map((field) =>
          field === 'password' ? (
            <PasswordField
              key={field}
              name={field}
              label={t(EMAIL_LABELS[field])}
              labels={{ show: t('common.showPassword') }}
              required
              readOnly={busy}
              value={values[field]}
              error={errors[field] ? t(errors[field]) : undefined}
              onChange={(e) => actor.send({ type: 'field.change', field, value: e.target.value })}
            />
          ) : (
            <TextField
              key={field}
              name={field}
              type="email"
              inputMode="email"
              autoComplete="email"
              label={t(EMAIL_LABELS[field])}
              required
              readOnly={busy}
              value={values[field]}
              error={errors[field] ? t(errors[field]) : undefined}
              onChange={(e) => actor.send({ type: 'field.change', field, value: e.target.value })}
            />
          ),
        )}
      </FormDialog>
    </>
  );
}
