/**
 * The request-start dialogs (spec 000 §2, §6 Roles and permissions; spec 001 §2.3), one per waiting
 * state of src/machines/requestStart.machine.ts:
 * - `warning`: 'No puede realizar una solicitud directamente, debe ser a través de un representante';
 * - `loginPrompt`: the login-or-register prompt (Iniciar Sesión → /public/login, Registrar → /app/register);
 * - `chooseCompany`: '¿Cómo desea continuar?' with personal or company (the company option enabled only
 *   when companies exist; the company select, with the only company preselected, appears in company mode).
 * Closing any dialog (×, Escape, Cancelar) sends `dialog.close`. Loaded lazily by ./requestStart.tsx.
 */
import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { requestStartMachine, RequestStartEvent } from '../../../machines/requestStart.machine';
import { t } from '../../../messages/es';
import '../../../messages/es/service';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { RadioGroupField } from '../../components/RadioGroupField';
import { SelectField } from '../../components/SelectField';

/** Props of {@link RequestStartDialogs}. */
export interface RequestStartDialogsProps {
  snapshot: SnapshotFrom<typeof requestStartMachine>;
  send: (event: RequestStartEvent) => void;
}

const FORM_ID = 'request-start-choice';

/** See module documentation. */
export default function RequestStartDialogs({ snapshot, send }: RequestStartDialogsProps) {
  const close = (open: boolean) => {
    if (!open) send({ type: 'dialog.close' });
  };
  const closeLabel = t('common.close');

  if (snapshot.matches('warning')) {
    return (
      <Dialog
        open
        onOpenChange={close}
        role="alertdialog"
        title={t('service.start.warningTitle')}
        description={t('service.start.restrictedRole')}
        closeLabel={closeLabel}
        footer={<Button onClick={() => send({ type: 'dialog.close' })}>{t('service.start.understood')}</Button>}
      />
    );
  }

  if (snapshot.matches('loginPrompt')) {
    return (
      <Dialog
        open
        onOpenChange={close}
        title={t('session.loginPrompt.title')}
        description={t('session.loginPrompt.body')}
        closeLabel={closeLabel}
        footer={
          <>
            <Button variant="secondary" onClick={() => send({ type: 'prompt.register' })}>
              {t('session.loginPrompt.register')}
            </Button>
            <Button onClick={() => send({ type: 'prompt.login' })}>{t('session.loginPrompt.login')}</Button>
          </>
        }
      />
    );
  }

  if (!snapshot.matches('chooseCompany')) return null;
  const { companies, mode, companyId, companyError } = snapshot.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'choice.confirm' });
  };
  return (
    <Dialog
      open
      onOpenChange={close}
      title={t('service.start.howToContinue')}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={() => send({ type: 'dialog.close' })}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID}>
            {t('service.start.continue')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <RadioGroupField
          legend={t('service.start.modeLegend')}
          name="request-start-mode"
          value={mode}
          onChange={(value) => send({ type: 'choice.mode', mode: value === 'company' ? 'company' : 'personal' })}
          options={[
            { value: 'personal', label: t('service.start.personally') },
            { value: 'company', label: t('service.start.asCompany'), disabled: companies.length === 0 },
          ]}
        />
        {mode === 'company' ? (
          <SelectField
            label={t('service.start.company')}
            placeholder={t('service.start.chooseCompany')}
            required
            value={companyId === null ? '' : String(companyId)}
            onChange={(event) => send({ type: 'choice.company', companyId: event.target.value === '' ? null : Number(event.target.value) })}
            options={companies.map((c) => ({ value: String(c.id), label: c.company_name }))}
            error={companyError ? t(companyError) : undefined}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
