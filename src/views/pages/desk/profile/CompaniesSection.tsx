/**
 * Companies of the desk profile (spec 001 §2.1 Profile tab "add/modify company modal", §3 Company,
 * §5 Company form, §8 profile fallback; contract §1.7 P1-P3).
 *
 * - Lists the signed-in user's companies (name, RNC as 9-99-99999-9, phone as 999-999-9999,
 *   address, web) with a 'Modificar' action each, and an 'Agregar empresa' button; an empty text
 *   when there are none; loading / failed + retry through the resource statechart
 *   (src/views/app/useResource.ts with the read `loadMyCompanies` of src/machines/pageReads.ts).
 * - The add/modify dialog (Radix through src/views/components/Dialog) runs
 *   src/machines/companyForm.machine.ts: masked RNC ('0-00-00000-0', not editable when modifying)
 *   and phone ('000-000-0000'), the spec's field messages, CONFIRMAR sending once, server field
 *   errors on their fields, the server `msg` of a refusal inside the dialog, 'Ha ocurrido un error'
 *   as a toast when the call fails (the typed values stay). On success the dialog closes, a success
 *   toast is shown and the list reloads.
 *
 * Rendered by the desk's profile tab for persons only (not for the company base role, rolBase 2,
 * whose profile is the company itself).
 */
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { LazyMaskInput } from '../../../components/LazyMaskInput';
import { t } from '../../../../messages/es';
import { formatPhone, formatRnc } from '../../../../domain/format/identity';
import type { CompanyFormField } from '../../../../domain/validation/forms';
import { loadMyCompanies, type Company } from '../../../../machines/pageReads';
import { companyFormMachine, type CompanyFormMessage } from '../../../../machines/companyForm.machine';
import { useResource } from '../../../app/useResource';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { Field } from '../../../components/Field';
import { TextField } from '../../../components/TextField';
import * as fieldCss from '../../../components/Field.css';
import { listLoadState } from '../listLoadState';
import * as css from './CompaniesSection.css';

/** Input masks of the form (react-imask: 0 = a digit). spec 001 §2.1: RNC 9-99-99999-9. */
export const RNC_MASK = '0-00-00000-0';
/** Phone mask (10 digits, shown 3-3-4 as in spec 001 §5 Formatters). */
export const PHONE_MASK = '000-000-0000';

/** The Spanish text of a form message (a catalogue key or the server's own words). */
function messageText(message: CompanyFormMessage | null | undefined): string | undefined {
  if (!message) return undefined;
  return typeof message === 'string' ? t(message) : message.text;
}

interface MaskedFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  mask: string;
  name: string;
  value: string;
  inputMode: 'numeric' | 'tel';
  autoComplete: string;
  onValueChange: (value: string) => void;
}

/** A text field with an input mask, wired like every other field (label, hint, error). */
function MaskedField({ label, hint, error, required, disabled, mask, name, value, inputMode, autoComplete, onValueChange }: MaskedFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className={fieldCss.controlWrap}>
          <LazyMaskInput
            {...control}
            mask={mask}
            lazy
            name={name}
            value={value}
            disabled={disabled}
            inputMode={inputMode}
            autoComplete={autoComplete}
            className={fieldCss.control}
            onAccept={(next: string) => {
              if (next !== value) onValueChange(next);
            }}
          />
        </div>
      )}
    </Field>
  );
}

interface CompanyFormDialogProps {
  /** The company to modify, or null to add one. */
  company: Company | null;
  onClose: () => void;
  onSaved: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The add/modify company dialog; mounted only while open, so each opening starts afresh. */
function CompanyFormDialog({ company, onClose, onSaved, returnFocusRef }: CompanyFormDialogProps) {
  const actor = usePageChart(companyFormMachine, {
    input: { company },
    toasts: {
      notifyError: (p) => ({ kind: 'error', key: p.key, id: 'company-form-error' }),
      notifySuccess: (p) => ({ kind: 'success', key: p.key }),
    },
    onDone: () => onSaved(),
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const { mode, values, errors, serverMessage } = snapshot.context;
  const busy = snapshot.matches('submitting') || snapshot.status === 'done';
  const formId = mode === 'add' ? 'company-form-add' : `company-form-${company?.id ?? ''}`;
  const change = (field: CompanyFormField) => (value: string) => send({ type: 'field.change', field, value });
  const errorOf = (field: CompanyFormField) => messageText(errors[field]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={mode === 'add' ? t('desk.companyForm.addTitle') : t('desk.companyForm.editTitle')}
      closeLabel={t('common.close')}
      dismissible={!busy}
      returnFocusRef={returnFocusRef}
      data-testid="company-form-dialog"
      footer={
        <Button type="submit" form={formId} loading={busy} loadingLabel={t('desk.companyForm.saving')}>
          {t('desk.companyForm.confirm')}
        </Button>
      }
    >
      <form
        id={formId}
        className={css.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={mode === 'add' ? t('desk.companyForm.addTitle') : t('desk.companyForm.editTitle')}
      >
        <TextField
          name="company_name"
          label={t('desk.companyForm.commercialName')}
          autoComplete="organization"
          required
          value={values.company_name}
          error={errorOf('company_name')}
          onChange={(e) => change('company_name')(e.target.value)}
        />
        <MaskedField
          name="company_rnc"
          label={t('desk.companyForm.rnc')}
          hint={mode === 'edit' ? t('desk.companyForm.rncLocked') : t('desk.companyForm.rncHint')}
          mask={RNC_MASK}
          inputMode="numeric"
          autoComplete="off"
          required
          disabled={mode === 'edit'}
          value={values.company_rnc}
          error={errorOf('company_rnc')}
          onValueChange={change('company_rnc')}
        />
        <MaskedField
          name="company_phone"
          label={t('desk.companyForm.phone')}
          hint={t('desk.companyForm.phoneHint')}
          mask={PHONE_MASK}
          inputMode="tel"
          autoComplete="tel"
          required
          value={values.company_phone}
          error={errorOf('company_phone')}
          onValueChange={change('company_phone')}
        />
        <TextField
          name="company_address"
          label={t('desk.companyForm.address')}
          autoComplete="street-address"
          required
          value={values.company_address}
          error={errorOf('company_address')}
          onChange={(e) => change('company_address')(e.target.value)}
        />
        <TextField
          name="company_url_web"
          label={t('desk.companyForm.web')}
          hint={t('desk.companyForm.webHint')}
          inputMode="url"
          autoComplete="url"
          value={values.company_url_web}
          error={errorOf('company_url_web')}
          onChange={(e) => change('company_url_web')(e.target.value)}
        />
        <div aria-live="polite">
          {serverMessage ? (
            <p className={css.serverMessage} role="alert">
              {messageText(serverMessage)}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

function CompanyItem({ company, onModify }: { company: Company; onModify: (company: Company, opener: HTMLElement) => void }) {
  return (
    <li className={css.item}>
      <h4 className={css.itemName}>{company.company_name}</h4>
      <dl className={css.facts}>
        <dt className={css.term}>{t('desk.companyForm.rnc')}</dt>
        <dd className={css.definition}>{company.company_rnc ? formatRnc(company.company_rnc) : '—'}</dd>
        <dt className={css.term}>{t('desk.companyForm.phone')}</dt>
        <dd className={css.definition}>{company.company_phone ? formatPhone(company.company_phone) : '—'}</dd>
        <dt className={css.term}>{t('desk.companyForm.address')}</dt>
        <dd className={css.definition}>{company.company_address || '—'}</dd>
        <dt className={css.term}>{t('desk.companyForm.web')}</dt>
        <dd className={css.definition}>{company.company_url_web || t('desk.companyForm.noWeb')}</dd>
      </dl>
      <div className={css.itemActions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('desk.companyForm.modifyCompany', { name: company.company_name })}
          onClick={(e) => onModify(company, e.currentTarget)}
        >
          {t('desk.companyForm.modify')}
        </Button>
      </div>
    </li>
  );
}

/** See module documentation. */
export function CompaniesSection() {
  const [reload, setReload] = useState(0);
  const companies = useResource<Company[], number>(loadMyCompanies, reload);
  const [editing, setEditing] = useState<{ company: Company | null } | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = (company: Company | null, opener: HTMLElement) => {
    openerRef.current = opener;
    setEditing({ company });
  };

  const loadState = listLoadState({ failed: companies.status === 'failed', loading: companies.data === undefined, onRetry: companies.retry });
  let body: ReactNode;
  if (loadState || companies.data === undefined) {
    body = loadState;
  } else if (companies.data.length === 0) {
    body = <EmptyState icon="info" message={t('desk.companyForm.empty')} />;
  } else {
    body = (
      <ul className={css.list}>
        {companies.data.map((company) => (
          <CompanyItem key={company.id} company={company} onModify={open} />
        ))}
      </ul>
    );
  }

  return (
    <section className={css.section} aria-labelledby="desk-companies-heading" aria-busy={companies.status === 'loading'}>
      <div className={css.header}>
        <h3 id="desk-companies-heading" className={css.title}>
          {t('desk.companyForm.sectionTitle')}
        </h3>
        <Button variant="primary" size="sm" onClick={(e) => open(null, e.currentTarget)}>
          {t('desk.companyForm.add')}
        </Button>
      </div>
      {body}
      {editing ? (
        <CompanyFormDialog
          key={editing.company?.id ?? 'new'}
          company={editing.company}
          returnFocusRef={openerRef}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setReload((n) => n + 1);
          }}
        />
      ) : null}
    </section>
  );
}
