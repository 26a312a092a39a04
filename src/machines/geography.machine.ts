/**
 * Geography cascade statechart: the province → municipality → sector option lists
 * (spec 000 §2 Citizen registration step 1, §3 "Location lists", §4 "Province change clears
 * municipality and sector; municipality change clears sector", §7 GET /get/provinces,
 * /get/municipalities/{provinceId}, /get/sectors/{municipalityId}; contract §1.3 G1-G3;
 * docs/ARCHITECTURE.md Machines "geography cascade").
 *
 * The machine owns the three LISTS, not the chosen values (those live in the form's own machine,
 * e.g. citizenRegistration): the view sends the same choice to both. Three parallel regions:
 *
 * - `provinces`: loading → ready | failed; failed --provinces.retry--> loading.
 * - `municipalities`: idle (no province chosen: the select is disabled) → loading → ready | failed;
 *   failed --municipalities.retry--> loading.
 * - `sectors`: the same, keyed by the chosen municipality.
 *
 *   provinces:      loading ─done→ ready
 *                      ↑  └─error→ failed ─provinces.retry─┐
 *                      └───────────────────────────────────┘
 *   municipalities: idle ─[hasProvince]→ loading ─done→ ready | ─error→ failed ─municipalities.retry→ loading
 *                   any ─province.select {id}→ idle (lists emptied; loads again when id is not null)
 *   sectors:        idle ─[hasMunicipality]→ loading ─done→ ready | ─error→ failed ─sectors.retry→ loading
 *                   any ─province.select→ idle; any ─municipality.select [hasProvince]→ idle (sector list emptied)
 *
 * `province.select {id}` (a province `bidclasif`, or null when the choice is cleared) empties the
 * municipality and sector lists and loads the municipalities of `id`; `municipality.select {id}`
 * empties the sector list and loads the sectors of `id` (ignored while no province is chosen). Choosing again while a list loads
 * restarts that load with the new id (the stale answer is dropped with the cancelled actor).
 *
 * Input (optional): `{ provinceId, municipalityId }` of an existing address (e.g. a profile being
 * edited), so its lists load at once. Lists are cached 24 h by src/api (spec 000 §9).
 *
 * IO only through the named actors `loadProvinces`, `loadMunicipalities`, `loadSectors`; each
 * resolves with the options (`{ bidclasif, ctituloclas }[]`) or rejects with an ApiError.
 */
import { assign, fromPromise, setup } from 'xstate';
import { getMunicipalities, getProvinces, getSectors, type GeoOption } from '../api/identity';
import { failureOf, unwrap, type ApiFailure } from '../api/result';

export type { GeoOption };

/** Context of {@link geographyMachine}. */
export interface GeographyContext {
  provinces: GeoOption[];
  municipalities: GeoOption[];
  sectors: GeoOption[];
  /** Province whose municipalities are listed (or loading), null when none is chosen. */
  provinceId: number | null;
  /** Municipality whose sectors are listed (or loading), null when none is chosen. */
  municipalityId: number | null;
  /** Last failure of each list (null once it loads). */
  failures: { provinces: ApiFailure | null; municipalities: ApiFailure | null; sectors: ApiFailure | null };
}

/** Optional start values (an address already chosen). */
export interface GeographyInput {
  provinceId?: number | null;
  municipalityId?: number | null;
}

/** Events of {@link geographyMachine}. */
export type GeographyEvent =
  | { type: 'province.select'; id: number | null }
  | { type: 'municipality.select'; id: number | null }
  | { type: 'provinces.retry' }
  | { type: 'municipalities.retry' }
  | { type: 'sectors.retry' };

/** Turns a select value ('' / '19340' / 19340 / null) into a `bidclasif` or null. */
export function geoIdOf(value: string | number | null | undefined): number | null {
  // Number(null), Number('') and Number(' ') are 0 and Number(undefined) is NaN: none is a positive
  // whole number, so nothing chosen needs no case of its own.
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

const failureFromEvent = (event: unknown): ApiFailure => failureOf((event as { error?: unknown }).error) ?? { kind: 'network' };

export const geographyMachine = setup({
  types: {
    context: {} as GeographyContext,
    events: {} as GeographyEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the chart's input type from this assertion; the rule's "receiver accepts it" check does not see that inference
    input: {} as GeographyInput | undefined,
  },
  actors: {
    loadProvinces: fromPromise<GeoOption[]>(async () => unwrap(await getProvinces())),
    loadMunicipalities: fromPromise<GeoOption[], { provinceId: number }>(async ({ input }) => unwrap(await getMunicipalities(input.provinceId))),
    loadSectors: fromPromise<GeoOption[], { municipalityId: number }>(async ({ input }) => unwrap(await getSectors(input.municipalityId))),
  },
  guards: {
    /** A province is chosen, so its municipalities can load. */
    hasProvince: ({ context }) => context.provinceId !== null,
    /** A municipality is chosen, so its sectors can load. */
    hasMunicipality: ({ context }) => context.municipalityId !== null,
  },
  actions: {
    assignProvinces: assign(({ context }, options: GeoOption[]) => ({
      provinces: options,
      failures: { ...context.failures, provinces: null },
    })),
    assignProvincesFailure: assign(({ context, event }) => ({
      failures: { ...context.failures, provinces: failureFromEvent(event) },
    })),
    assignMunicipalities: assign(({ context }, options: GeoOption[]) => ({
      municipalities: options,
      failures: { ...context.failures, municipalities: null },
    })),
    assignMunicipalitiesFailure: assign(({ context, event }) => ({
      failures: { ...context.failures, municipalities: failureFromEvent(event) },
    })),
    assignSectors: assign(({ context }, options: GeoOption[]) => ({
      sectors: options,
      failures: { ...context.failures, sectors: null },
    })),
    assignSectorsFailure: assign(({ context, event }) => ({
      failures: { ...context.failures, sectors: failureFromEvent(event) },
    })),
    /** spec 000 §4: a new province (its id, or null) empties the municipality and sector lists. */
    selectProvince: assign(({ context }, provinceId: number | null) => ({
      provinceId,
      municipalityId: null,
      municipalities: [],
      sectors: [],
      failures: { ...context.failures, municipalities: null, sectors: null },
    })),
    /** spec 000 §4: a new municipality (its id, or null) empties the sector list. */
    selectMunicipality: assign(({ context }, municipalityId: number | null) => ({
      municipalityId,
      sectors: [],
      failures: { ...context.failures, sectors: null },
    })),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's own id is read by no transition (every target is relative) nor by its parents (contactData names its child by the invoke id)
  id: 'geography',
  context: ({ input }) => {
    const { provinceId = null, municipalityId = null } = input ?? {};
    return {
      provinces: [],
      municipalities: [],
      sectors: [],
      provinceId,
      // A municipality without its province is no choice (spec 000 §4: the province comes first).
      municipalityId: provinceId === null ? null : municipalityId,
      failures: { provinces: null, municipalities: null, sectors: null },
    };
  },
  type: 'parallel',
  states: {
    provinces: {
      meta: { spec: 'spec 000 §2 Citizen registration step 1 (province); §3 Location lists', shows: ['register.fields.province'] },
      initial: 'loading',
      states: {
        loading: {
          meta: { spec: 'spec 000 §7 GET /get/provinces', shows: ['common.loading'] },
          invoke: {
            id: 'loadProvinces',
            src: 'loadProvinces',
            onDone: { target: 'ready', actions: { type: 'assignProvinces', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'assignProvincesFailure' },
          },
        },
        ready: { meta: { spec: 'spec 000 §3 Location lists (bidclasif, ctituloclas)', shows: ['the province options (ctituloclas)'] } },
        failed: {
          meta: { spec: 'spec 000 §7 GET /get/provinces (failure: not in spec)', shows: ['register.provincesFailed', 'common.retry'] },
          on: { 'provinces.retry': 'loading' },
        },
      },
    },
    municipalities: {
      meta: {
        spec: 'spec 000 §2 Citizen registration step 1 (municipality); §4 "Province change clears municipality and sector"',
        shows: ['register.fields.municipality'],
      },
      initial: 'idle',
      // The selection is handled here (document order: before `sectors`), so `provinceId` is set
      // before either region moves.
      on: {
        'province.select': { target: '.idle', actions: { type: 'selectProvince', params: ({ event }) => event.id } },
      },
      states: {
        idle: {
          meta: { spec: 'spec 000 §4 (no province chosen: no municipalities)', shows: ['register.chooseProvinceFirst'] },
          always: { guard: 'hasProvince', target: 'loading' },
        },
        loading: {
          meta: { spec: 'spec 000 §7 GET /get/municipalities/{provinceId}', shows: ['common.loading'] },
          invoke: {
            id: 'loadMunicipalities',
            src: 'loadMunicipalities',
            input: ({ context }) => ({ provinceId: context.provinceId as number }),
            onDone: { target: 'ready', actions: { type: 'assignMunicipalities', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'assignMunicipalitiesFailure' },
          },
        },
        ready: { meta: { spec: 'spec 000 §3 Location lists (bidclasif, ctituloclas)', shows: ['the municipality options (ctituloclas)'] } },
        failed: {
          meta: {
            spec: 'spec 000 §7 GET /get/municipalities/{provinceId} (failure: not in spec)',
            shows: ['register.municipalitiesFailed', 'common.retry'],
          },
          on: { 'municipalities.retry': 'loading' },
        },
      },
    },
    sectors: {
      meta: {
        spec: 'spec 000 §2 Citizen registration step 1 (sector); §4 "municipality change clears sector"',
        shows: ['register.fields.sector'],
      },
      initial: 'idle',
      on: {
        'province.select': { target: '.idle' },
        // Without a province there is no municipality to choose (the select is disabled).
        'municipality.select': { guard: 'hasProvince', target: '.idle', actions: { type: 'selectMunicipality', params: ({ event }) => event.id } },
      },
      states: {
        idle: {
          meta: { spec: 'spec 000 §4 (no municipality chosen: no sectors)', shows: ['register.chooseMunicipalityFirst'] },
          always: { guard: 'hasMunicipality', target: 'loading' },
        },
        loading: {
          meta: { spec: 'spec 000 §7 GET /get/sectors/{municipalityId}', shows: ['common.loading'] },
          invoke: {
            id: 'loadSectors',
            src: 'loadSectors',
            input: ({ context }) => ({ municipalityId: context.municipalityId as number }),
            onDone: { target: 'ready', actions: { type: 'assignSectors', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'assignSectorsFailure' },
          },
        },
        ready: { meta: { spec: 'spec 000 §3 Location lists (bidclasif, ctituloclas)', shows: ['the sector options (ctituloclas)'] } },
        failed: {
          meta: { spec: 'spec 000 §7 GET /get/sectors/{municipalityId} (failure: not in spec)', shows: ['register.sectorsFailed', 'common.retry'] },
          on: { 'sectors.retry': 'loading' },
        },
      },
    },
  },
});
