import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type RecordedCall } from '../lib/oracles';
import { geographyMachine } from '../../../src/machines/geography.machine';
import { networkError } from './fixtures';

/** Real ONE ids: Distrito Nacional → Santo Domingo de Guzmán → Ciudad Colonial. */
const provinces = [{ bidclasif: 19340, ctituloclas: 'Distrito Nacional' }];
const municipalities = [{ bidclasif: 19341, ctituloclas: 'Santo Domingo de Guzmán' }];
const sectors = [{ bidclasif: 18388, ctituloclas: 'Ciudad Colonial' }];

/** The calls of `id` started during a step, as [id, input] (spec 000 §7 G1-G3: what each GET was for). */
const startedOf = (step: { started: readonly RecordedCall[] }, id: string) => step.started.filter((c) => c.id === id).map((c) => [c.id, c.input]);

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
  serializeState: (s) => JSON.stringify([s.value, s.context.provinceId, s.context.municipalityId, s.context.municipalities.length, s.context.sectors.length]),
  // Oracles written from spec 000 §2 step 1, §3 Location lists, §4 "Province change clears
  // municipality and sector; municipality change clears sector", §7 GET /get/provinces,
  // /get/municipalities/{provinceId}, /get/sectors/{municipalityId} (tests/model/README.md "Oracles").
  expect: {
    // The provinces always load; an address already chosen loads its municipalities and sectors.
    initial: (input) =>
      (input as { provinceId?: number }).provinceId === 19340
        ? ['provinces.loading', 'municipalities.loading', 'sectors.loading']
        : ['provinces.loading', 'municipalities.idle', 'sectors.idle'],
    states: {
      provinces: { shows: ['register.fields.province'] },
      'provinces.loading': {
        shows: ['common.loading'],
        on: { 'xstate.done.actor.loadProvinces': 'provinces.ready', 'xstate.error.actor.loadProvinces': 'provinces.failed' },
        check(_s, step) {
          if (step.event.type === 'xstate.init' || step.event.type === 'provinces.retry') {
            expectEqual(startedOf(step, 'loadProvinces'), [['loadProvinces', undefined]], 'GET /get/provinces');
          }
        },
      },
      'provinces.ready': {
        shows: ['the province options (ctituloclas)'],
        check: ({ context }) => expectEqual([context.provinces, context.failures.provinces], [provinces, null], 'provinces'),
      },
      'provinces.failed': {
        shows: ['register.provincesFailed', 'common.retry'],
        on: { 'provinces.retry': 'provinces.loading' },
        check: ({ context }) => expectEqual(context.failures.provinces, { kind: 'network' }, 'provinces failure'),
      },
      municipalities: {
        shows: ['register.fields.municipality'],
        // §4: a province change clears the municipality (and loads the new province's list).
        on: { 'province.select': ({ event }) => (event.id === null ? 'municipalities.idle' : 'municipalities.loading') },
      },
      'municipalities.idle': {
        shows: ['register.chooseProvinceFirst'],
        check: ({ context }) =>
          expectEqual([context.provinceId, context.municipalityId, context.municipalities, context.sectors], [null, null, [], []], 'no province'),
      },
      'municipalities.loading': {
        shows: ['common.loading'],
        on: {
          'xstate.done.actor.loadMunicipalities': 'municipalities.ready',
          'xstate.error.actor.loadMunicipalities': 'municipalities.failed',
        },
        check({ context }, step) {
          expectEqual(context.municipalities, [], 'municipalities while loading');
          if (step.event.type === 'province.select') {
            expectEqual([context.municipalityId, context.sectors], [null, []], 'province change clears municipality and sector');
          }
          if (['xstate.init', 'province.select', 'municipalities.retry'].includes(step.event.type)) {
            expectEqual(startedOf(step, 'loadMunicipalities'), [['loadMunicipalities', { provinceId: 19340 }]], 'GET /get/municipalities/19340');
          }
        },
      },
      'municipalities.ready': {
        shows: ['the municipality options (ctituloclas)'],
        check: ({ context }) => expectEqual([context.municipalities, context.failures.municipalities], [municipalities, null], 'municipalities'),
      },
      'municipalities.failed': {
        shows: ['register.municipalitiesFailed', 'common.retry'],
        on: { 'municipalities.retry': 'municipalities.loading' },
        check: ({ context }) => expectEqual(context.failures.municipalities, { kind: 'network' }, 'municipalities failure'),
      },
      sectors: {
        shows: ['register.fields.sector'],
        on: {
          'province.select': 'sectors.idle',
          // §4: a municipality change clears the sector; without a province there is nothing to choose.
          'municipality.select': ({ event, previous }) =>
            previous?.context.provinceId === null ? STAYS : event.id === null ? 'sectors.idle' : 'sectors.loading',
        },
      },
      'sectors.idle': {
        shows: ['register.chooseMunicipalityFirst'],
        check: ({ context }) => expectEqual([context.municipalityId, context.sectors], [null, []], 'no municipality'),
      },
      'sectors.loading': {
        shows: ['common.loading'],
        on: { 'xstate.done.actor.loadSectors': 'sectors.ready', 'xstate.error.actor.loadSectors': 'sectors.failed' },
        check({ context }, step) {
          expectEqual(context.sectors, [], 'sectors while loading');
          if (['xstate.init', 'municipality.select', 'sectors.retry'].includes(step.event.type)) {
            expectEqual(startedOf(step, 'loadSectors'), [['loadSectors', { municipalityId: 19341 }]], 'GET /get/sectors/19341');
          }
        },
      },
      'sectors.ready': {
        shows: ['the sector options (ctituloclas)'],
        check: ({ context }) => expectEqual([context.sectors, context.failures.sectors], [sectors, null], 'sectors'),
      },
      'sectors.failed': {
        shows: ['register.sectorsFailed', 'common.retry'],
        on: { 'sectors.retry': 'sectors.loading' },
        check: ({ context }) => expectEqual(context.failures.sectors, { kind: 'network' }, 'sectors failure'),
      },
    },
  },
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
