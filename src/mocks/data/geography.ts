/**
 * Real territorial division of the Dominican Republic for the embedded backend
 * (spec 000 §3 "Location lists", §4 "Province change clears municipality and sector";
 * contract §1.3 G1 `/get/provinces`, G2 `/get/municipalities/{provinceId}`, G3 `/get/sectors/{municipalityId}`).
 *
 * Data: ONE, División Territorial 2020 — 32 provinces, 158 municipalities, 12,675 neighbourhoods
 * (the portal's "sectors"), converted by `scripts/convert-geography.ts` into `geography.json`
 * (compact `[bidclasif, ctituloclas]` pairs, every list sorted by Spanish collation).
 * Imported statically: this module only ever loads in embedded mode, inside a lazy chunk.
 *
 * Every accessor returns fresh objects, so callers may mutate the result safely.
 */
import type { GeoItem } from './types';

export type { GeoItem } from './types';

/** `[bidclasif, ctituloclas]` as stored in the JSON. */
type Pair = [number, string];

/** Shape of `geography.json`. */
interface GeographyFile {
  source: string;
  provinces: Pair[];
  /** Municipalities keyed by their province id. */
  municipalities: Record<string, Pair[]>;
  /** Sectors keyed by their municipality id. */
  sectors: Record<string, Pair[]>;
}

let loaded: GeographyFile | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the territorial division (a ~100 KB gzipped chunk of its own, so the embedded backend
 * starts without it). The identity handlers await it before answering; idempotent.
 */
export function loadGeography(): Promise<void> {
  loading ??= import('./geography.json').then((m) => {
    loaded = (m.default ?? m) as unknown as GeographyFile;
  });
  return loading;
}

function need(): GeographyFile {
  if (!loaded) throw new Error('geography not loaded: await loadGeography() first');
  return loaded;
}

/** Where the data comes from (for an "about the demo data" note); '' until loaded. */
export function geographySource(): string {
  return loaded?.source ?? '';
}

const toItem = ([bidclasif, ctituloclas]: Pair): GeoItem => ({ bidclasif, ctituloclas });

interface Indexes {
  provinces: Map<number, string>;
  municipalities: Map<number, { name: string; provinceId: number }>;
  sectors: Map<number, { name: string; municipalityId: number }>;
}

let indexes: Indexes | undefined;

/** Builds the id → record maps on first use (≈13k entries, a few ms). */
function index(): Indexes {
  if (indexes) return indexes;
  const data = need();
  const provinces = new Map<number, string>(data.provinces);
  const municipalities = new Map<number, { name: string; provinceId: number }>();
  for (const [provinceId, list] of Object.entries(data.municipalities)) {
    for (const [id, name] of list) municipalities.set(id, { name, provinceId: Number(provinceId) });
  }
  const sectors = new Map<number, { name: string; municipalityId: number }>();
  for (const [municipalityId, list] of Object.entries(data.sectors)) {
    for (const [id, name] of list) sectors.set(id, { name, municipalityId: Number(municipalityId) });
  }
  indexes = { provinces, municipalities, sectors };
  return indexes;
}

/** All 32 provinces (31 + Distrito Nacional), sorted by name (es). Contract G1 `provinces[]`. */
export function listProvinces(): GeoItem[] {
  return need().provinces.map(toItem);
}

/**
 * Municipalities of one province, sorted by name (es). Contract G2 `municipalities[]`.
 * @param provinceId a province `bidclasif` (number or numeric path text).
 * @returns [] when the province does not exist.
 */
export function listMunicipalities(provinceId: number | string): GeoItem[] {
  return (need().municipalities[String(Number(provinceId))] ?? []).map(toItem);
}

/**
 * Sectors (neighbourhoods/parajes) of one municipality, sorted by name (es). Contract G3 `sectors[]`.
 * Names are ONE's; a few repeat inside a municipality (different districts), ids never repeat.
 * @param municipalityId a municipality `bidclasif` (number or numeric path text).
 * @returns [] when the municipality does not exist.
 */
export function listSectors(municipalityId: number | string): GeoItem[] {
  return (need().sectors[String(Number(municipalityId))] ?? []).map(toItem);
}

/** Province by id, or undefined. */
export function findProvince(id: number | string): GeoItem | undefined {
  const name = index().provinces.get(Number(id));
  return name === undefined ? undefined : { bidclasif: Number(id), ctituloclas: name };
}

/** Municipality by id, or undefined. */
export function findMunicipality(id: number | string): GeoItem | undefined {
  const found = index().municipalities.get(Number(id));
  return found ? { bidclasif: Number(id), ctituloclas: found.name } : undefined;
}

/** Sector by id, or undefined. */
export function findSector(id: number | string): GeoItem | undefined {
  const found = index().sectors.get(Number(id));
  return found ? { bidclasif: Number(id), ctituloclas: found.name } : undefined;
}

/** Province id a municipality belongs to, or undefined when the municipality is unknown. */
export function provinceOfMunicipality(municipalityId: number | string): number | undefined {
  return index().municipalities.get(Number(municipalityId))?.provinceId;
}

/** Municipality id a sector belongs to, or undefined when the sector is unknown. */
export function municipalityOfSector(sectorId: number | string): number | undefined {
  return index().sectors.get(Number(sectorId))?.municipalityId;
}

/**
 * True when province → municipality → sector is a consistent chain of existing ids
 * (what the identity back end checks on registration and `/citizen-update`).
 */
export function isValidLocation(
  provinceId: number | string,
  municipalityId: number | string,
  sectorId: number | string,
): boolean {
  return (
    provinceOfMunicipality(municipalityId) === Number(provinceId) &&
    municipalityOfSector(sectorId) === Number(municipalityId)
  );
}
