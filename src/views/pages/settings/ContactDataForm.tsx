/**
 * 'Datos de contacto' of /app/myConfiguration (spec 001 §2.7, §3 Citizen update, §5 Contact data, §8;
 * state: src/machines/settings/contactData.machine.ts, prefilled from the signed-in user).
 *
 * Dirección, Provincia, Municipio, Sector (the geography cascade, a child of the chart: Municipio is
 * disabled until a province is chosen, Sector until a municipality is; a new province clears both,
 * a new municipality clears the sector), Teléfono móvil and Teléfono secundario (prefix 809 / 829 /
 * 849 and a masked number), the two notification preferences and Guardar. The server's message
 * (or 'Ha ocurrido un error') appears in a dialog; after a success the session's user is replaced
 * by the re-read one, so the desk profile shows the new data. An answer lost on the way (issue 25)
 * shows 'No sabemos si sus datos llegaron al ministerio. Estamos comprobándolo…' while the chart reads
 * the user again; then the dialog says what it found.
 */
import { useDeferredValue, useId, useRef, type FormEvent } from 'react';
import { useSelector } from '../../app/inspect';
import { usePageChart } from '../../app/usePageChart';
import type { CurrentUser } from '../../../machines/session.machine';
import { contactDataMachine, type ContactDataField, type PreferenceField } from '../../../machines/settings/contactData.machine';
import { geoIdOf, type GeoOption } from '../../../machines/geography.machine';
import { t, type MessageKey } from '../../../messages/es';
import '../../../messages/es/settings';
import { SessionContext } from '../../app/session';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Dialog } from '../../components/Dialog';
import { ErrorBlock } from '../../components/ErrorBlock';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { PhoneField } from '../account/register/fields';
import { settingsText } from './AccountDialogs';
import * as css from './settings.css';

const toOptions = (list: readonly GeoOption[]): SelectOption[] => list.map((o) => ({ value: String(o.bidclasif), label: o.ctituloclas }));

const PREFERENCES: ReadonlyArray<{ field: PreferenceField; label: MessageKey }> = [
  { field: 'notificationsWithEmail', label: 'settings.notificationsByEmail' },
  { field: 'notificationsSms', label: 'settings.notificationsBySms' },
];

/** See module documentation. `user` prefills the form (read once, when it mounts). */
export function ContactDataForm({ user }: { user: CurrentUser }) {
  const session = SessionContext.useActorRef();
  const actor = usePageChart(contactDataMachine, {
    input: { user },
    actions: { userUpdated: (updated) => session.send({ type: 'session.userUpdated', user: updated }) },
  });
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // Issue 25: the update's answer was lost; the chart reads the user before anything else.
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const result = useSelector(actor, (s) => (s.matches('result') ? s.context.result : null));
  const geoRef = useSelector(actor, (s) => s.children.geography);
  // The lists (provinces, municipalities, a municipality's sectors: hundreds of options) render in a
  // transition React splits into slices, not inside the store update that brought them (issue 24:
  // settings' blocking time after the first paint).
  const geo = useDeferredValue(useSelector(geoRef, (s) => s));
  const titleId = useId();
  const saveRef = useRef<HTMLButtonElement>(null);

  const change = (field: ContactDataField) => (value: string) => actor.send({ type: 'field.change', field, value });
  const error = (field: ContactDataField) => (errors[field] ? t(errors[field]) : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };

  const placeholder = t('common.selectPlaceholder');
  const provincesLoading = geo?.matches({ provinces: 'loading' }) ?? true;
  const municipalitiesIdle = geo?.matches({ municipalities: 'idle' }) ?? true;
  const municipalitiesLoading = geo?.matches({ municipalities: 'loading' }) ?? false;
  const sectorsIdle = geo?.matches({ sectors: 'idle' }) ?? true;
  const sectorsLoading = geo?.matches({ sectors: 'loading' }) ?? false;
  const hasProvince = geoIdOf(values.province_id) !== null;
  const hasMunicipality = geoIdOf(values.municipality_id) !== null;

  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('settings.contactData')}
      </h2>
      <form className={css.grid} onSubmit={onSubmit} noValidate aria-labelledby={titleId} aria-busy={busy || undefined}>
        <TextField
          containerClassName={css.wide}
          name="address"
          label={t('settings.address')}
          autoComplete="street-address"
          required
          readOnly={busy}
          value={values.address}
          error={error('address')}
          onChange={(e) => change('address')(e.target.value)}
        />
        <div>
          <SelectField
            name="province_id"
            label={t('settings.province')}
            required
            placeholder={placeholder}
            options={toOptions(geo?.context.provinces ?? [])}
            value={values.province_id}
            disabled={busy || provincesLoading}
            aria-busy={provincesLoading || undefined}
            hint={provincesLoading ? t('common.loading') : undefined}
            error={error('province_id')}
            onChange={(e) => change('province_id')(e.target.value)}
          />
          {geo?.matches({ provinces: 'failed' }) ? (
            <ErrorBlock message={t('settings.provincesFailed')} retryLabel={t('common.retry')} onRetry={() => geoRef?.send({ type: 'provinces.retry' })} />
          ) : null}
        </div>
        <div>
          <SelectField
            name="municipality_id"
            label={t('settings.municipality')}
            required
            placeholder={placeholder}
            options={toOptions(geo?.context.municipalities ?? [])}
            value={values.municipality_id}
            disabled={busy || !hasProvince || municipalitiesIdle || municipalitiesLoading || !!geo?.matches({ municipalities: 'failed' })}
            aria-busy={municipalitiesLoading || undefined}
            hint={!hasProvince ? t('settings.chooseProvinceFirst') : municipalitiesLoading ? t('common.loading') : undefined}
            error={error('municipality_id')}
            onChange={(e) => change('municipality_id')(e.target.value)}
          />
          {geo?.matches({ municipalities: 'failed' }) ? (
            <ErrorBlock
              message={t('settings.municipalitiesFailed')}
              retryLabel={t('common.retry')}
              onRetry={() => geoRef?.send({ type: 'municipalities.retry' })}
            />
          ) : null}
        </div>
        <div>
          <SelectField
            name="sector_id"
            label={t('settings.sector')}
            required
            placeholder={placeholder}
            options={toOptions(geo?.context.sectors ?? [])}
            value={values.sector_id}
            disabled={busy || !hasMunicipality || sectorsIdle || sectorsLoading || !!geo?.matches({ sectors: 'failed' })}
            aria-busy={sectorsLoading || undefined}
            hint={!hasMunicipality ? t('settings.chooseMunicipalityFirst') : sectorsLoading ? t('common.loading') : undefined}
            error={error('sector_id')}
            onChange={(e) => change('sector_id')(e.target.value)}
          />
          {geo?.matches({ sectors: 'failed' }) ? (
            <ErrorBlock message={t('settings.sectorsFailed')} retryLabel={t('common.retry')} onRetry={() => geoRef?.send({ type: 'sectors.retry' })} />
          ) : null}
        </div>
        <PhoneField
          label={t('settings.mobilePhone')}
          prefixLabel={t('settings.phonePrefix')}
          required
          value={values.phone}
          error={error('phone')}
          onValueChange={change('phone')}
        />
        <PhoneField
          label={t('settings.phone2')}
          prefixLabel={t('settings.phonePrefix')}
          required
          value={values.phone2}
          error={error('phone2')}
          onValueChange={change('phone2')}
        />
        <fieldset className={`${css.fieldset} ${css.wide}`}>
          <legend className={css.legend}>{t('settings.notifications')}</legend>
          {PREFERENCES.map(({ field, label }) => (
            <CheckboxField
              key={field}
              name={field}
              label={t(label)}
              checked={values[field]}
              disabled={busy}
              onChange={(e) => actor.send({ type: 'preference.change', field, value: e.target.checked })}
            />
          ))}
        </fieldset>
        {checking ? (
          <p className={css.wide} role="status">
            {t('settings.checkingOutcome')}
          </p>
        ) : null}
        <div className={`${css.formActions} ${css.wide}`}>
          <Button ref={saveRef} type="submit" loading={busy} loadingLabel={t('settings.saving')}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
      <Dialog
        open={result !== null}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'dialog.close' });
        }}
        title={t('settings.resultTitle')}
        closeLabel={t('common.close')}
        returnFocusRef={saveRef}
        footer={<Button onClick={() => actor.send({ type: 'dialog.close' })}>{t('common.close')}</Button>}
      >
        {result ? <p role="status">{settingsText(result)}</p> : null}
      </Dialog>
    </section>
  );
}
