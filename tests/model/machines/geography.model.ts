import { modelTestDefinition } from '../lib/definition';
import { geographyMachine } from '../../../src/machines/geography.machine';
import { networkError } from './fixtures';

/** Real ONE ids: Distrito Nacional → Santo Domingo de Guzmán → Ciudad Colonial. */
const provinces = [{ bidclasif: 19340, ctituloclas: 'Distrito Nacional' }];
const municipalities = [{ bidclasif: 19341, ctituloclas: 'Santo Domingo de Guzmán' }];
const sectors = [{ bidclasif: 18388, ctituloclas: 'Ciudad Colonial' }];

/** spec 000 §4 "Province change clears municipality and sector; municipality change clears sector"; §7 G1-G3. */
export const geographyModel = modelTestDefinition({
  name: 'geography',
  machine: geographyMachine,
  inputs: {
    blank: {},
    withAddress: { provinceId: 19340, municipalityId: 19341 },
  },
  events: {
    'province.select': [{ id: 19340 }, { id: null }],
    'municipality.select': [{ id: 19341 }, { id: null }],
    'provinces.retry': [{}],
    'municipalities.retry': [{}],
    'sectors.retry': [{}],
    'xstate.done.actor.loadProvinces': [{ output: provinces }],
    'xstate.error.actor.loadProvinces': [{ error: networkError }],
    'xstate.done.actor.loadMunicipalities': [{ output: municipalities }],
    'xstate.error.actor.loadMunicipalities': [{ error: networkError }],
    'xstate.done.actor.loadSectors': [{ output: sectors }],
    'xstate.error.actor.loadSectors': [{ error: networkError }],
  },
  paths: 'shortest',
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.provinceId, s.context.municipalityId, s.context.municipalities.length, s.context.sectors.length]),
  assert(real) {
    const { context } = real;
    // The cascade never shows lists of a choice that is not (or no longer) made.
    if (context.provinceId === null && (context.municipalities.length > 0 || context.municipalityId !== null)) {
      throw new Error('municipalities without a province');
    }
    if (context.municipalityId === null && context.sectors.length > 0) throw new Error('sectors without a municipality');
    if (real.matches({ municipalities: 'idle' }) && context.provinceId !== null) throw new Error('idle with a province');
    if (real.matches({ sectors: 'idle' }) && context.municipalityId !== null) throw new Error('idle with a municipality');
    if (real.matches({ municipalities: 'failed' }) && context.failures.municipalities === null) throw new Error('failure not kept');
  },
});
