/**
 * The two account buttons of /app/myConfiguration and their dialogs (spec 001 §2.7, §4, §5, §8):
 *
 * - 'Cambiar contraseña' (src/machines/settings/changePassword.machine.ts): 'Contraseña actual',
 *   'Nueva contraseña', 'Confirmar nueva contraseña' and Guardar. Success: toast 'Se ha modificado
 *   su contraseña' (2 s) and the dialog closes. A refusal shows the server's text, any other failure
 *   'Ha sucedido un error intentelo mas tarde', in the dialog, with what was typed. An answer lost
 *   on the way (issue 25): 'No sabemos si su contraseña cambió…' with the values kept (read-only)
 *   and 'Comprobar' (the same values once more); a refusal of the current password then reads 'Su
 *   contraseña ya había cambiado con el primer envío…'.
 * - 'Cambiar Correo Principal' (src/machines/settings/changeEmail.machine.ts): 'Contraseña', 'Nuevo
 *   correo electrónico', 'Confirmar nuevo correo electrónico' and Guardar. Success: the dialog shows
 *   'Email modificado satisfactoriamente, Inicie sesión nuevamente' and, 2.5 s later, the session
 *   logs out ('Cerrando sesión', then the page reloads). An answer lost on the way (issue 25) shows
 *   'No sabemos si el cambio de su correo llegó al ministerio. Estamos comprobándolo…' while the chart
 *   reads the user again; then the success, or why not.
 *
 * While a call runs the dialog cannot be closed and Guardar ignores clicks (one call per double click).
 */
import { Fragment, useId, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { shallowEqual, useSelector } from '../../app/inspect';
import { usePageChart } from '../../app/usePageChart';
import { CHANGE_PASSWORD_FIELDS, changePasswordMachine, type ChangePasswordField } from '../../../machines/settings/changePassword.machine';
import { CHANGE_EMAIL_FIELDS, changeEmailMachine, type ChangeEmailField } from '../../../machines/settings/changeEmail.machine';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { AccountFormContext, accountFormMachine } from '../../../machines/settings/accountForm.machine';
import type { SettingsFormContext, SettingsFormEvent, SettingsMessage } from '../../../machines/settings/common';
import { t, type MessageKey } from '../../../messages/es';
import '../../../messages/es/settings';
import { SessionContext } from '../../app/session';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
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
  /** The footer button's text (default Guardar). */
  submitLabel?: string;
  children: ReactNode;
}

/** A dialog whose body is a form submitted by the footer's Guardar. */
function FormDialog({ open, busy, title, onClose, onSubmit, returnFocusRef, done, submitLabel, children }: FormDialogProps) {
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
            {submitLabel ?? t('settings.save')}
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

/** What an account form dialog shows of its chart (either settings form chart's snapshot, and its child `form`). */
interface FormSlice<F extends string> {
  open: boolean;
  busy: boolean;
  values: Record<F, string>;
  errors: AccountFormContext['errors'];
  notice: SettingsMessage | null;
}

/** The parts of either settings chart's snapshot the dialog reads. */
interface AccountChartSnapshot<F extends string> {
  context: SettingsFormContext<Record<F, string>>;
  children: { form?: ActorRefFrom<typeof accountFormMachine> };
  hasTag: (tag: 'busy') => boolean;
  matches: (state: 'closed') => boolean;
}

/** Either settings chart's actor, as the dialog reads it. */
type AccountChartRef<F extends string> = { getSnapshot: () => AccountChartSnapshot<F>; subscribe: AnyActorRef['subscribe'] };

/** Selector of the chart's part of {@link FormSlice} and its child `form` (compare with `shallowEqual`). */
function chartSlice<F extends string>(s: AccountChartSnapshot<F>) {
  return { open: !s.matches('closed'), busy: s.hasTag('busy'), values: s.context.values, notice: s.context.notice, form: s.children.form };
}

/**
 * The dialog's {@link FormSlice}: while the form is editable its child `form` (accountForm.machine.ts)
 * holds what is typed and the messages under the fields; otherwise (sending, checking, an unknown
 * outcome) the chart holds the values sent and there are no field messages.
 */
function useFormSlice<F extends string>(actor: AccountChartRef<F>): FormSlice<F> {
  const { form, ...chart } = useSelector(actor, chartSlice<F>, shallowEqual);
  const typed = useSelector(form, (s) => s?.context);
  return typed ? { ...chart, values: { ...chart.values, ...typed.values }, errors: typed.errors } : { ...chart, errors: {} };
}

/** The props every field of an account form gets (name, label, value, error, read-only while busy). */
interface AccountFieldProps {
  name: string;
  label: string;
  required: true;
  readOnly: boolean;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface AccountFormProps<F extends string> {
  /** The button's and the dialog's title. */
  title: string;
  form: FormSlice<F>;
  send: (event: SettingsFormEvent<F>) => void;
  fields: readonly F[];
  labels: Record<F, MessageKey>;
  /** Renders one field with its props. */
  renderField: (field: F, props: AccountFieldProps) => ReactNode;
  /** Replaces the form (e.g. the e-mail change's success message). */
  done?: ReactNode;
  /** Shown under the failure notice while the chart checks an unknown outcome (issue 25). */
  status?: ReactNode;
  /** The fields cannot be edited (besides while busy): an unknown outcome keeps what was sent (issue 25). */
  readOnly?: boolean;
  /** The footer button's text (default Guardar). */
  submitLabel?: string;
}

/** An account button and its form dialog: the failure notice, then one field per `fields`. */
function AccountForm<F extends string>({ title, form, send, fields, labels, renderField, done, status, readOnly, submitLabel }: AccountFormProps<F>) {
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} variant="secondary" onClick={() => send({ type: 'dialog.open' })}>
        {title}
      </Button>
      <FormDialog
        open={form.open}
        busy={form.busy}
        title={title}
        onClose={() => send({ type: 'dialog.close' })}
        onSubmit={() => send({ type: 'form.submit' })}
        returnFocusRef={opener}
        done={done}
        submitLabel={submitLabel}
      >
        <Notice message={form.notice} />
        {status}
        {fields.map((field) => {
          const error = form.errors[field];
          return (
            <Fragment key={field}>
              {renderField(field, {
                name: field,
                label: t(labels[field]),
                required: true,
                readOnly: form.busy || readOnly === true,
                value: form.values[field],
                error: error ? t(error) : undefined,
                onChange: (e) => send({ type: 'field.change', field, value: e.target.value }),
              })}
            </Fragment>
          );
        })}
      </FormDialog>
    </>
  );
}

const PASSWORD_LABELS: Record<ChangePasswordField, MessageKey> = {
  old_password: 'settings.oldPassword',
  password: 'settings.newPassword',
  new_password_confirmation: 'settings.newPasswordConfirmation',
};

/** 'Cambiar contraseña' and its dialog. */
export function ChangePasswordButton() {
  const actor = usePageChart(changePasswordMachine, {
    toasts: { notifySuccess: ({ key, durationMs }) => ({ kind: 'success', key, id: 'settings-password', durationMs }) },
  });
  const form = useFormSlice<ChangePasswordField>(actor);
  // Issue 25: the change's answer was lost (no read shows a password): 'Comprobar' sends the same values.
  const unknown = useSelector(actor, (s) => s.matches('unknown') || s.matches('confirming'));
  const alreadyChanged = useSelector(actor, (s) => s.matches('alreadyChanged'));
  return (
    <AccountForm
      title={t('settings.changePassword')}
      form={form}
      send={actor.send}
      fields={CHANGE_PASSWORD_FIELDS}
      labels={PASSWORD_LABELS}
      renderField={(field, props) => (
        <PasswordField {...props} labels={{ show: t('common.showPassword') }} autoComplete={field === 'old_password' ? 'current-password' : 'new-password'} />
      )}
      readOnly={unknown}
      submitLabel={unknown ? t('settings.passwordCheck') : undefined}
      status={unknown ? <p role="status">{t('settings.passwordOutcomeUnknown')}</p> : undefined}
      done={
        alreadyChanged ? (
          <div role="status">
            <p className={css.success}>{t('settings.passwordAlreadyChanged')}</p>
            <Button onClick={() => actor.send({ type: 'dialog.close' })}>{t('common.accept')}</Button>
          </div>
        ) : undefined
      }
    />
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
  const actor = usePageChart(changeEmailMachine, { actions: { logout: () => session.send({ type: 'session.logout' }) } });
  const form = useFormSlice<ChangeEmailField>(actor);
  const changed = useSelector(actor, (s) => s.matches('changed') || s.matches('loggedOut'));
  // Issue 25: the change's answer was lost; the chart reads the user before anything else.
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  return (
    <AccountForm
      title={t('settings.changeEmail')}
      form={form}
      send={actor.send}
      fields={CHANGE_EMAIL_FIELDS}
      labels={EMAIL_LABELS}
      renderField={(field, props) =>
        field === 'password' ? (
          <PasswordField {...props} labels={{ show: t('common.showPassword') }} />
        ) : (
          <TextField {...props} type="email" inputMode="email" autoComplete="email" />
        )
      }
      status={checking ? <p role="status">{t('settings.emailCheckingOutcome')}</p> : undefined}
      done={
        changed ? (
          <div role="status">
            <p className={css.success}>{t('settings.emailChanged')}</p>
            <p>{t('settings.loggingOutSoon')}</p>
          </div>
        ) : undefined
      }
    />
  );
}
