/**
 * Step 2 of the company wizard, company data with documents (spec 000 §2 Company registration, §3
 * Company files, §5 "Company registration, step 2"): RNC, commercial name, legal name, extension
 * (optional), phone, and the three PDFs — commercial registry and the authorised representative's
 * identity card required, notarised power optional, PDF only.
 *
 * Each document is a native file input (`accept` PDF) inside the shared Field frame (label, hint,
 * error, aria wiring); the chosen file's name shows next to a 'Quitar …' button. The machine refuses
 * non-PDF files and files above 120 MB (the message shows under the field).
 */
import { forwardRef, useRef } from 'react';
import { t, type MessageKey } from '../../../../../messages/es';
import type {
  CompanyField,
  CompanyFieldMessage,
  CompanyFileField,
  CompanyRegistrationValues,
  CompanyValueField,
} from '../../../../../machines/companyRegistration.machine';
import { TextField } from '../../../../components/TextField';
import { Field } from '../../../../components/Field';
import { Button, buttonClassName } from '../../../../components/Button';
import * as pickerCss from '../../../../components/FilePicker.css';
import '../../../../../messages/es/files';
import { Icon } from '../../../../components/Icon';
import { StepFrame } from '../StepFrame';
import { companyMessageText } from './messages';
import * as css from '../register.css';
import * as own from './company.css';

/** Props of {@link CompanyDataStep}. */
export interface CompanyDataStepProps {
  values: CompanyRegistrationValues;
  errors: Partial<Record<CompanyField, CompanyFieldMessage>>;
  /** Sends `field.change`. */
  onChange: (field: CompanyValueField, value: string) => void;
  /** Sends `file.pick` (`null` removes the file). */
  onPick: (field: CompanyFileField, file: File | null) => void;
}

const TEXT_FIELDS: ReadonlyArray<{ field: CompanyValueField; required: boolean; inputMode?: 'numeric' | 'tel'; autoComplete?: string }> = [
  { field: 'rnc', required: true, inputMode: 'numeric', autoComplete: 'off' },
  { field: 'nombre', required: true, autoComplete: 'organization' },
  { field: 'razonsocial', required: true, autoComplete: 'off' },
  { field: 'telefono', required: true, inputMode: 'tel', autoComplete: 'tel' },
  { field: 'extension', required: false, inputMode: 'numeric', autoComplete: 'off' },
];

const FILE_FIELDS: ReadonlyArray<{ field: CompanyFileField; required: boolean }> = [
  { field: 'registromercant', required: true },
  { field: 'podernotarizado', required: false },
  { field: 'cedulaperaut', required: true },
];

/** See module documentation. The ref reaches the step heading. */
export const CompanyDataStep = forwardRef<HTMLHeadingElement, CompanyDataStepProps>(function CompanyDataStep({ values, errors, onChange, onPick }, ref) {
  return (
    <StepFrame ref={ref} title={t('companyRegister.steps.companyData')} note={t('register.requiredNote')}>
      <div className={css.grid}>
        {TEXT_FIELDS.map(({ field, required, inputMode, autoComplete }) => (
          <TextField
            key={field}
            label={t(`companyRegister.fields.${field}` as MessageKey)}
            type={inputMode === 'tel' ? 'tel' : 'text'}
            inputMode={inputMode}
            autoComplete={autoComplete}
            required={required}
            value={values[field] as string}
            error={companyMessageText(errors[field])}
            onChange={(e) => onChange(field, e.target.value)}
          />
        ))}
      </div>
      <div className={own.documents}>
        <h3 className={own.documentsTitle}>{t('companyRegister.documentsTitle')}</h3>
        {FILE_FIELDS.map(({ field, required }) => (
          <DocumentField
            key={field}
            field={field}
            required={required}
            file={values[field][0] ?? null}
            error={companyMessageText(errors[field])}
            onPick={onPick}
          />
        ))}
      </div>
    </StepFrame>
  );
});

/** One PDF: native file input, the chosen file's name and a remove button. */
function DocumentField({
  field,
  required,
  file,
  error,
  onPick,
}: {
  field: CompanyFileField;
  required: boolean;
  file: File | null;
  error: string | undefined;
  onPick: CompanyDataStepProps['onPick'];
}) {
  const input = useRef<HTMLInputElement>(null);
  const label = t(`companyRegister.fields.${field}` as MessageKey);
  return (
    <Field
      label={required ? label : `${label} ${t('companyRegister.optional')}`}
      hint={t('companyRegister.fields.pdfOnlyHint')}
      required={required}
      error={error}
    >
      {(control) => (
        <div className={own.fileRow}>
          <input
            {...control}
            ref={input}
            type="file"
            className={pickerCss.input}
            name={field}
            accept="application/pdf,.pdf"
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              if (picked) onPick(field, picked);
              // The same file can be picked again after a removal or a refusal.
              e.target.value = '';
            }}
          />
          <label htmlFor={control.id} className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${pickerCss.chooser}`}>
            {t('files.choose')}
          </label>
          {file ? (
            <>
              <span className={own.fileName}>
                <Icon name="document" size={18} />
                {file.name}
              </span>
              <Button
                variant="text"
                size="sm"
                onClick={() => {
                  onPick(field, null);
                  input.current?.focus();
                }}
              >
                {t('companyRegister.removeFile', { name: file.name })}
              </Button>
            </>
          ) : (
            <span className={own.noFile}>{t('companyRegister.noFile')}</span>
          )}
        </div>
      )}
    </Field>
  );
}
