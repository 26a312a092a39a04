/**
 * Step 1 of the citizen wizard, personal data (spec 000 §2, §3, §5 step 1): document type and
 * document (cédula mask '000-0000000-0' for type 1, contract §4.4), names, occupation, province →
 * municipality → sector, phones (prefix 809 / 829 / 849 + 7 digits), secondary e-mail, address.
 *
 * The document is checked on the server when it loses focus (and on Next); until it is validated
 * the name fields refuse input (the machine answers 'Debe validar el documento de identidad antes
 * de ingresar el nombre'). The first last name is checked against the document when it loses focus.
 */
import { forwardRef } from 'react';
import { t } from '../../../../messages/es';
import { isCedulaType, isPassportType } from '../../../../domain/validation/forms';
import { TextField } from '../../../components/TextField';
import { SelectField } from '../../../components/SelectField';
import { Spinner } from '../../../components/Spinner';
import { Icon } from '../../../components/Icon';
import { MaskedTextField, messageText, PhoneField } from './fields';
import { GeographyFields } from './GeographyFields';
import { StepFrame, type StepProps } from './StepFrame';
import * as css from './register.css';

/** Props of {@link PersonalDataStep}. */
export interface PersonalDataStepProps extends StepProps {
  /** Server check in progress: of the document or of the first last name. */
  checking: 'document' | 'name' | null;
  documentValidated: boolean;
  onDocumentBlur: () => void;
  onFirstLastNameBlur: () => void;
}

/** The document number mask of a cédula (contract §4.4 `999-9999999-9`). */
export const CEDULA_MASK = '000-0000000-0';

/** See module documentation. The ref reaches the step heading. */
export const PersonalDataStep = forwardRef<HTMLHeadingElement, PersonalDataStepProps>(function PersonalDataStep(
  { values, errors, onChange, checking, documentValidated, onDocumentBlur, onFirstLastNameBlur },
  ref,
) {
  const documentError = messageText(errors.citizen_id);
  const cedula = isCedulaType(values.document_type);
  const passport = isPassportType(values.document_type);
  const documentType = values.document_type === null ? '' : String(values.document_type);

  return (
    <StepFrame ref={ref} title={t('register.steps.personalData')} note={t('register.requiredNote')}>
      <div className={css.grid}>
        <SelectField
          label={t('register.fields.documentType')}
          required
          placeholder={t('common.selectPlaceholder')}
          options={[
            { value: '1', label: t('register.fields.cedula') },
            { value: '2', label: t('register.fields.passport') },
          ]}
          value={documentType}
          error={messageText(errors.document_type)}
          onChange={(e) => onChange('document_type', e.target.value)}
        />
        <div>
          {cedula ? (
            <MaskedTextField
              key="cedula"
              label={t('register.fields.document')}
              required
              mask={CEDULA_MASK}
              hint={t('register.cedulaHint')}
              value={values.citizen_id}
              error={documentError}
              onValueChange={(v) => onChange('citizen_id', v)}
              onBlur={onDocumentBlur}
            />
          ) : (
            <TextField
              key="passport"
              label={t('register.fields.document')}
              required
              disabled={!passport}
              hint={passport ? t('register.passportHint') : t('register.chooseDocumentTypeFirst')}
              maxLength={15}
              autoCapitalize="characters"
              autoComplete="off"
              value={values.citizen_id}
              error={documentError}
              onChange={(e) => onChange('citizen_id', e.target.value)}
              onBlur={onDocumentBlur}
            />
          )}
          <div role="status" aria-live="polite">
            {checking === 'document' ? (
              <p className={css.status}>
                <Spinner size="sm" /> {t('register.validatingDocument')}
              </p>
            ) : documentValidated ? (
              <p className={css.statusOk}>
                <Icon name="check" size={16} /> {t('register.documentValidated')}
              </p>
            ) : null}
          </div>
        </div>
        <TextField
          label={t('register.fields.names')}
          required
          autoComplete="given-name"
          value={values.name}
          error={messageText(errors.name)}
          onChange={(e) => onChange('name', e.target.value)}
        />
        <div>
          <TextField
            label={t('register.fields.firstLastName')}
            required
            autoComplete="family-name"
            value={values.first_last_name}
            error={messageText(errors.first_last_name)}
            onChange={(e) => onChange('first_last_name', e.target.value)}
            onBlur={onFirstLastNameBlur}
          />
          <div role="status" aria-live="polite">
            {checking === 'name' ? (
              <p className={css.status}>
                <Spinner size="sm" /> {t('register.validatingName')}
              </p>
            ) : null}
          </div>
        </div>
        <TextField
          label={t('register.fields.secondLastName')}
          autoComplete="off"
          value={values.second_last_name}
          error={messageText(errors.second_last_name)}
          onChange={(e) => onChange('second_last_name', e.target.value)}
        />
        <TextField
          label={t('register.fields.occupation')}
          autoComplete="organization-title"
          value={values.occupation}
          error={messageText(errors.occupation)}
          onChange={(e) => onChange('occupation', e.target.value)}
        />
        <GeographyFields
          provinceId={values.province_id}
          municipalityId={values.municipality_id}
          sectorId={values.sector_id}
          errors={errors}
          onChange={(field, value) => onChange(field, value)}
        />
        <PhoneField
          label={t('register.fields.phone')}
          prefixLabel={t('register.phonePrefix')}
          hint={t('register.phoneHint')}
          required
          value={values.phone}
          error={messageText(errors.phone)}
          onValueChange={(v) => onChange('phone', v)}
        />
        <PhoneField
          label={t('register.fields.phone2')}
          prefixLabel={t('register.phonePrefix')}
          value={values.phone2}
          error={messageText(errors.phone2)}
          onValueChange={(v) => onChange('phone2', v)}
        />
        <TextField
          label={t('register.fields.email2')}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={values.email2}
          error={messageText(errors.email2)}
          onChange={(e) => onChange('email2', e.target.value)}
        />
        <TextField
          label={t('register.fields.address')}
          required
          autoComplete="street-address"
          containerClassName={css.wide}
          value={values.address}
          error={messageText(errors.address)}
          onChange={(e) => onChange('address', e.target.value)}
        />
      </div>
    </StepFrame>
  );
});
