/**
 * Province → municipality → sector selects of the citizen wizard (spec 000 §2 step 1, §4 "Province
 * change clears municipality and sector; municipality change clears sector", §7 G1-G3).
 *
 * The option lists come from the geography statechart (src/machines/geography.machine.ts); the
 * chosen values stay in the wizard's machine. A choice is sent to both: the wizard clears the
 * dependent values, the geography chart empties and reloads the dependent lists. The municipality
 * select is disabled until a province is chosen (and while its list loads), the sector select
 * until a municipality is; a list that failed to load says so with a retry button.
 */
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { t } from '../../../../messages/es';
import { geographyMachine, geoIdOf, type GeoOption } from '../../../../machines/geography.machine';
import type { CitizenField, FieldMessage } from '../../../../machines/citizenRegistration.machine';
import type { SelectValue } from '../../../../domain/validation/forms';
import { SelectField, type SelectOption } from '../../../components/SelectField';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { messageText } from './fields';

/** Props of {@link GeographyFields}. */
export interface GeographyFieldsProps {
  provinceId: SelectValue;
  municipalityId: SelectValue;
  sectorId: SelectValue;
  errors: Partial<Record<CitizenField, FieldMessage>>;
  onChange: (field: 'province_id' | 'municipality_id' | 'sector_id', value: string) => void;
}

const toOptions = (list: readonly GeoOption[]): SelectOption[] => list.map((o) => ({ value: String(o.bidclasif), label: o.ctituloclas }));

const str = (v: SelectValue) => (v === null || v === undefined ? '' : String(v));

/** See module documentation. */
export function GeographyFields({ provinceId, municipalityId, sectorId, errors, onChange }: GeographyFieldsProps) {
  const actor = usePageChart(geographyMachine, {
    input: { provinceId: geoIdOf(provinceId), municipalityId: geoIdOf(municipalityId) },
  });
  const geo = useChartSnapshot(actor);
  const send = actor.send;
  const provincesLoading = geo.matches({ provinces: 'loading' });
  const municipalitiesLoading = geo.matches({ municipalities: 'loading' });
  const sectorsLoading = geo.matches({ sectors: 'loading' });
  const placeholder = t('common.selectPlaceholder');

  return (
    <>
      <div>
        <SelectField
          label={t('register.fields.province')}
          required
          placeholder={placeholder}
          options={toOptions(geo.context.provinces)}
          value={str(provinceId)}
          disabled={provincesLoading}
          aria-busy={provincesLoading || undefined}
          hint={provincesLoading ? t('common.loading') : undefined}
          error={messageText(errors.province_id)}
          onChange={(e) => {
            onChange('province_id', e.target.value);
            send({ type: 'province.select', id: geoIdOf(e.target.value) });
          }}
        />
        {geo.matches({ provinces: 'failed' }) ? (
          <ErrorBlock message={t('register.provincesFailed')} retryLabel={t('common.retry')} onRetry={() => send({ type: 'provinces.retry' })} />
        ) : null}
      </div>
      <div>
        <SelectField
          label={t('register.fields.municipality')}
          required
          placeholder={placeholder}
          options={toOptions(geo.context.municipalities)}
          value={str(municipalityId)}
          disabled={geo.matches({ municipalities: 'idle' }) || municipalitiesLoading || geo.matches({ municipalities: 'failed' })}
          aria-busy={municipalitiesLoading || undefined}
          hint={geo.matches({ municipalities: 'idle' }) ? t('register.chooseProvinceFirst') : municipalitiesLoading ? t('common.loading') : undefined}
          error={messageText(errors.municipality_id)}
          onChange={(e) => {
            onChange('municipality_id', e.target.value);
            send({ type: 'municipality.select', id: geoIdOf(e.target.value) });
          }}
        />
        {geo.matches({ municipalities: 'failed' }) ? (
          <ErrorBlock message={t('register.municipalitiesFailed')} retryLabel={t('common.retry')} onRetry={() => send({ type: 'municipalities.retry' })} />
        ) : null}
      </div>
      <div>
        <SelectField
          label={t('register.fields.sector')}
          required
          placeholder={placeholder}
          options={toOptions(geo.context.sectors)}
          value={str(sectorId)}
          disabled={geo.matches({ sectors: 'idle' }) || sectorsLoading || geo.matches({ sectors: 'failed' })}
          aria-busy={sectorsLoading || undefined}
          hint={geo.matches({ sectors: 'idle' }) ? t('register.chooseMunicipalityFirst') : sectorsLoading ? t('common.loading') : undefined}
          error={messageText(errors.sector_id)}
          onChange={(e) => onChange('sector_id', e.target.value)}
        />
        {geo.matches({ sectors: 'failed' }) ? (
          <ErrorBlock message={t('register.sectorsFailed')} retryLabel={t('common.retry')} onRetry={() => send({ type: 'sectors.retry' })} />
        ) : null}
      </div>
    </>
  );
}
