/**
 * Real territorial division of the Dominican Republic for the embedded backend
 * (spec 000 §3 "Location lists", §4 "Province change clears municipality and sector";
 * contract §1.3 G1 `/get/provinces`, G2 `/get/municipalities/{provinceId}`, G3 `/get/sectors/{municipalityId}`).
 *
 * Data: ONE, División Territorial 2020 — 32 provinces, 158 municipalities, 12,675 neighbourhoods
 * (the portal's "sectors"), converted by `scripts/convert-geography.ts` into `geo/` (compact
 * `[bidclasif, ctituloclas]` pairs, every list sorted by Spanish collation), split so that nothing
 * waits for data it does not use (issue 24: the whole division, ~80 KB brotli, was the last link of
 * every signed-in demo page's chain, because GET /get/auth/user waited for it):
 * - `geo/index.json` (~2 KB brotli): provinces and the municipalities of each province. Every
 *   identity call waits for it (src/mocks/handlers.ts `geographyGate`, {@link loadGeography}).
 * - `geo/sectors-<provinceId>.json` (0.8–7.4 KB brotli each, a lazy chunk of its own): the sectors of
 *   one province's municipalities, loaded by the handlers that read sectors
 *   ({@link loadSectorsOfMunicipality}: G3, registration, `/citizen-update`, GET /get/auth/user).
 *
 * Accessors are synchronous and read what is loaded: the index ones ({@link listProvinces},
 * {@link listMunicipalities}, {@link findProvince}, {@link findMunicipality},
 * {@link provinceOfMunicipality}) need {@link loadGeography}; the sector ones ({@link listSectors},
 * {@link findSector}, {@link isValidLocation}, {@link municipalityOfSector}) also need the province
 * file of the municipality asked about. A missing load throws an Error naming the loader to await;
 * an unknown id never throws (undefined / [] / false as documented).
 *
 * This module only ever loads in embedded mode (and in the loopback server, through Vite), inside a
 * lazy chunk. Every accessor returns fresh objects, so callers may mutate the result safely.
 */
import type { GeoItem } from './types';

export type { GeoItem } from './types';

/** `[bidclasif, ctituloclas]` as stored in the JSON. */
type Pair = [number, string];

/** Shape of `geo/index.json`. */
interface GeographyIndex {
  source: string;
  provinces: Pair[];
  /** Municipalities keyed by their province id. */
  municipalities: Record<string, Pair[]>;
}

/** Shape of `geo/sectors-<provinceId>.json`: sectors keyed by municipality id (every municipality of the province). */
type SectorsFile = Record<string, Pair[]>;

/** The province files, each a lazy chunk of its own (keys `./geo/sectors-<provinceId>.json`). */
const sectorFiles = import.meta.glob<SectorsFile>('./geo/sectors-*.json', { import: 'default' });

let loaded: GeographyIndex | undefined;
let loading: Promise<void> | undefined;

/** Sectors of the municipalities whose province file is loaded, keyed by municipality id. */
const sectorsByMunicipality = new Map<number, Pair[]>();
/** Province files loaded or loading, by province id. */
const provinceLoads = new Map<number, Promise<void>>();
/** Province ids whose file is in {@link sectorsByMunicipality}. */
const loadedProvinces = new Set<number>();

/**
 * Loads the index of the territorial division: provinces and municipalities (`geo/index.json`, a
 * ~2 KB brotli chunk of its own, so the embedded backend starts without it). Every identity call
 * awaits it before its handler runs (src/mocks/handlers.ts `geographyGate`); the sectors are NOT
 * loaded (see {@link loadSectorsOfMunicipality}). Idempotent: every call returns the same promise.
 */
export function loadGeography(): Promise<void> {
  loading ??= import('./geo/index.json').then((m) => {
    loaded = (m.default ?? m) as unknown as GeographyIndex;
    buildIndex(loaded);
  });
  return loading;
}

/**
 * Loads the sectors of one province (`geo/sectors-<provinceId>.json`, 0.8–7.4 KB brotli), after the
 * index. Idempotent per province. An unknown province id resolves without loading anything.
 * @param provinceId a province `bidclasif` (number or numeric path text).
 */
export async function loadSectorsOfProvince(provinceId: number | string): Promise<void> {
  await loadGeography();
  const id = Number(provinceId);
  if (!index().provinces.has(id)) return;
  let load = provinceLoads.get(id);
  if (!load) {
    const file = sectorFiles[`./geo/sectors-${id}.json`];
    load = (file ? file() : Promise.resolve({} as SectorsFile)).then((sectors) => {
      for (const [municipalityId, list] of Object.entries(sectors)) sectorsByMunicipality.set(Number(municipalityId), list);
      loadedProvinces.add(id);
    });
    provinceLoads.set(id, load);
    // A failed chunk load may be retried by the next call.
    load.catch(() => provinceLoads.delete(id));
  }
  await load;
}

/**
 * Loads the sectors of the province a municipality belongs to (what G3 `/get/sectors/{municipalityId}`,
 * the registration and `/citizen-update` validation and GET /get/auth/user's sector name need), after
 * the index. An unknown municipality id resolves without loading any province file (its accessors
 * answer [] / undefined / false without it).
 * @param municipalityId a municipality `bidclasif` (number or numeric path text); null → nothing.
 */
export async function loadSectorsOfMunicipality(municipalityId: number | string | null): Promise<void> {
  await loadGeography();
  if (municipalityId === null) return;
  const provinceId = provinceOfMunicipality(municipalityId);
  if (provinceId !== undefined) await loadSectorsOfProvince(provinceId);
}

/**
 * Loads the index and every province file (~95 KB brotli in all): only for a question about a
 * sector without its municipality ({@link municipalityOfSector}: a registration that names a sector
 * but no municipality) and for tests over the whole division.
 */
export async function loadAllSectors(): Promise<void> {
  await loadGeography();
  await Promise.all(need().provinces.map(([id]) => loadSectorsOfProvince(id)));
}

/**
 * What is loaded so far (for tests and diagnostics): whether the index is, and the ids of the
 * provinces whose sector file is, ascending. Loads nothing.
 */
export function loadedGeography(): { index: boolean; provinces: number[] } {
  return { index: loaded !== undefined, provinces: [...loadedProvinces].sort((a, b) => a - b) };
}

function need(): GeographyIndex {
  if (!loaded) throw new Error('geography not loaded: await loadGeography() first');
  return loaded;
}

/** Where the data comes from (for an "about the demo data" note); '' until the index is loaded. */
export function geographySource(): string {
  return loaded?.source ?? '';
}

const toItem = ([bidclasif, ctituloclas]: Pair): GeoItem => ({ bidclasif, ctituloclas });

interface Indexes {
  provinces: Map<number, string>;
  municipalities: Map<number, { name: string; provinceId: number }>;
}

let indexes: Indexes | undefined;

/** Builds the id → record maps of the index (190 entries) once it is loaded. */
function buildIndex(data: GeographyIndex): void {
  const provinces = new Map<number, string>(data.provinces);
  const municipalities = new Map<number, { name: string; provinceId: number }>();
  for (const [provinceId, list] of Object.entries(data.municipalities)) {
    for (const [id, name] of list) municipalities.set(id, { name, provinceId: Number(provinceId) });
  }
  indexes = { provinces, municipalities };
}

function index(): Indexes {
  need();
  return indexes!;
}

/**
 * The sectors of a municipality known to the index, or undefined when the municipality is unknown.
 * @throws Error when the municipality's province file is not loaded.
 */
function sectorsOf(municipalityId: number | string): Pair[] | undefined {
  const id = Number(municipalityId);
  const provinceId = index().municipalities.get(id)?.provinceId;
  if (provinceId === undefined) return undefined;
  if (!loadedProvinces.has(provinceId)) {
    throw new Error(`sectors of municipality ${id} not loaded: await loadSectorsOfMunicipality(${id}) first`);
  }
  return sectorsByMunicipality.get(id) ?? [];
}

/**
 * All 32 provinces (31 + Distrito Nacional), sorted by name (es). Contract G1 `provinces[]`.
 * Needs {@link loadGeography}.
 */
export function listProvinces(): GeoItem[] {
  return need().provinces.map(toItem);
}

/**
 * Municipalities of one province, sorted by name (es). Contract G2 `municipalities[]`.
 * Needs {@link loadGeography}.
 * @param provinceId a province `bidclasif` (number or numeric path text).
 * @returns [] when the province does not exist.
 */
export function listMunicipalities(provinceId: number | string): GeoItem[] {
  return (need().municipalities[String(Number(provinceId))] ?? []).map(toItem);
}

/**
 * Sectors (neighbourhoods/parajes) of one municipality, sorted by name (es). Contract G3 `sectors[]`.
 * Names are ONE's; a few repeat inside a municipality (different districts), ids never repeat.
 * Needs {@link loadSectorsOfMunicipality} for that municipality.
 * @param municipalityId a municipality `bidclasif` (number or numeric path text).
 * @returns [] when the municipality does not exist.
 * @throws Error when the municipality exists but its province file is not loaded.
 */
export function listSectors(municipalityId: number | string): GeoItem[] {
  return (sectorsOf(municipalityId) ?? []).map(toItem);
}

/** Province by id, or undefined. Needs {@link loadGeography}. */
export function findProvince(id: number | string): GeoItem | undefined {
  const name = index().provinces.get(Number(id));
  return name === undefined ? undefined : { bidclasif: Number(id), ctituloclas: name };
}

/** Municipality by id, or undefined. Needs {@link loadGeography}. */
export function findMunicipality(id: number | string): GeoItem | undefined {
  const found = index().municipalities.get(Number(id));
  return found ? { bidclasif: Number(id), ctituloclas: found.name } : undefined;
}

/**
 * A sector of a given municipality by id (a sector is looked up in its municipality's province file).
 * Needs {@link loadSectorsOfMunicipality} for that municipality.
 * @returns undefined when the municipality is unknown, or the sector is unknown or of another municipality.
 * @throws Error when the municipality exists but its province file is not loaded.
 */
export function findSector(sectorId: number | string, municipalityId: number | string): GeoItem | undefined {
  const id = Number(sectorId);
  const found = sectorsOf(municipalityId)?.find(([sector]) => sector === id);
  return found ? toItem(found) : undefined;
}

/** Province id a municipality belongs to, or undefined when the municipality is unknown. Needs {@link loadGeography}. */
export function provinceOfMunicipality(municipalityId: number | string): number | undefined {
  return index().municipalities.get(Number(municipalityId))?.provinceId;
}

/**
 * Municipality id a sector belongs to, from the province files loaded so far: a sector id alone
 * does not name its province, so an answer of "unknown" needs every file ({@link loadAllSectors}).
 * Prefer {@link findSector} with the municipality.
 * @returns the municipality id, or undefined when the sector is unknown (every file loaded).
 * @throws Error when the sector is in no loaded file and some province file is not loaded.
 */
export function municipalityOfSector(sectorId: number | string): number | undefined {
  const id = Number(sectorId);
  for (const [municipalityId, list] of sectorsByMunicipality) {
    if (list.some(([sector]) => sector === id)) return municipalityId;
  }
  if (loadedProvinces.size < need().provinces.length) {
    throw new Error(`sector ${id} not in the loaded provinces: await loadAllSectors() first`);
  }
  return undefined;
}

/**
 * True when province → municipality → sector is a consistent chain of existing ids
 * (what the identity back end checks on registration and `/citizen-update`).
 * Needs {@link loadSectorsOfMunicipality} for that municipality.
 * @throws Error when the municipality exists but its province file is not loaded.
 */
export function isValidLocation(provinceId: number | string, municipalityId: number | string, sectorId: number | string): boolean {
  return provinceOfMunicipality(municipalityId) === Number(provinceId) && findSector(sectorId, municipalityId) !== undefined;
}
