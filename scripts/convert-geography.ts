/**
 * One-off converter: real Dominican geography (ONE, División Territorial 2020) → compact seed JSON
 * for the embedded backend (spec 000 §3 "Location lists"; contract §1.3 G1–G3).
 *
 * Reads `/work/shared/data/geography/{provinces,municipalities,neighborhoods}.csv` (or the folder
 * given as the first CLI argument) and writes the territorial division into `src/mocks/data/geo/`
 * (or the folder given as the second argument), split so that the identity calls load only a small
 * index and the sectors load one province at a time (src/mocks/data/geography.ts, issue 24):
 *
 * - `index.json` (provinces and municipalities, ~5 KB):
 *   ```json
 *   {
 *     "source": "...",
 *     "provinces": [[bidclasif, ctituloclas], ...],
 *     "municipalities": { "<provinceId>": [[bidclasif, ctituloclas], ...] }
 *   }
 *   ```
 * - `sectors-<provinceId>.json`, one per province (the 32 of the index): the sectors of that
 *   province's municipalities, `{ "<municipalityId>": [[bidclasif, ctituloclas], ...] }`, one key
 *   per municipality of the province (an empty list when ONE has none), in the index's order.
 *
 * - ids are the csv `id` column (used as `bidclasif`), names the csv `name` (used as `ctituloclas`);
 * - a municipality belongs to the province with the same `province` code; a neighbourhood
 *   ("sector" in the portal) to the municipality with the same `province` + `municipality` codes;
 * - every list is sorted by name with Spanish collation (`Intl.Collator('es')`), ties by id.
 *
 * The project never reads /work/shared at run or test time: run this once and commit the files.
 * `--check` writes nothing and exits with code 1 when a committed file differs from what the csv
 * give (or a stale `sectors-*.json` is left over): the committed data stays reproducible.
 *
 * Usage: `npx tsx scripts/convert-geography.ts [--check] [sourceDir] [outDir]`.
 * Errors: exits with code 1 (message on stderr) on a malformed row, a duplicate id or an orphan
 * municipality/neighbourhood.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One parsed csv row of the ONE tables (all values as text). */
interface GeoRow {
  id: string;
  province: string;
  municipality: string;
  name: string;
}

/** `[bidclasif, ctituloclas]` pair as stored in the JSON. */
type Pair = [number, string];

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const check = args.includes('--check');
const [sourceArg, outArg] = args.filter((a) => a !== '--check');
const sourceDir = resolve(sourceArg ?? '/work/shared/data/geography');
const outDir = resolve(outArg ?? join(here, '..', 'src', 'mocks', 'data', 'geo'));

/**
 * Parses RFC 4180 csv text (quoted fields may contain commas and doubled quotes).
 * @returns rows as objects keyed by the header line.
 * @throws Error when a row has a different number of fields than the header.
 */
function parseCsv(text: string, file: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') records.push(row);
      row = [];
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    records.push(row);
  }
  const [header, ...body] = records;
  if (!header) throw new Error(`${file}: empty file`);
  return body.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(`${file}: row ${index + 2} has ${cells.length} fields, expected ${header.length}`);
    }
    return Object.fromEntries(header.map((key, k) => [key, cells[k]]));
  });
}

/** Reads one csv of the source folder into typed rows. */
function readRows(name: string): GeoRow[] {
  const file = join(sourceDir, name);
  return parseCsv(readFileSync(file, 'utf8'), file).map((r) => ({
    id: r.id,
    province: r.province,
    municipality: r.municipality,
    name: r.name.trim(),
  }));
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const byName = (a: Pair, b: Pair): number => collator.compare(a[1], b[1]) || a[0] - b[0];

function toId(row: GeoRow): number {
  const id = Number(row.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`invalid id "${row.id}" (${row.name})`);
  return id;
}

function main(): void {
  const provinces = readRows('provinces.csv');
  const municipalities = readRows('municipalities.csv');
  const neighbourhoods = readRows('neighborhoods.csv');

  const seen = new Set<number>();
  const unique = (row: GeoRow): number => {
    const id = toId(row);
    if (seen.has(id)) throw new Error(`duplicate id ${id} (${row.name})`);
    seen.add(id);
    return id;
  };

  const provinceIdByCode = new Map<string, number>();
  const provincePairs: Pair[] = provinces.map((p) => {
    const id = unique(p);
    provinceIdByCode.set(p.province, id);
    return [id, p.name];
  });

  const municipalityIdByCode = new Map<string, number>();
  const municipalityGroups = new Map<number, Pair[]>(provincePairs.map(([id]) => [id, []]));
  for (const m of municipalities) {
    const id = unique(m);
    const provinceId = provinceIdByCode.get(m.province);
    if (provinceId === undefined) throw new Error(`municipality ${id} (${m.name}) has no province ${m.province}`);
    municipalityIdByCode.set(`${m.province}-${m.municipality}`, id);
    municipalityGroups.get(provinceId)!.push([id, m.name]);
  }

  const sectorGroups = new Map<number, Pair[]>([...municipalityIdByCode.values()].map((id) => [id, []]));
  for (const n of neighbourhoods) {
    const id = unique(n);
    const municipalityId = municipalityIdByCode.get(`${n.province}-${n.municipality}`);
    if (municipalityId === undefined) {
      throw new Error(`neighbourhood ${id} (${n.name}) has no municipality ${n.province}-${n.municipality}`);
    }
    sectorGroups.get(municipalityId)!.push([id, n.name]);
  }

  provincePairs.sort(byName);
  const empty = [...sectorGroups].filter(([, list]) => list.length === 0).map(([id]) => id);
  if (empty.length > 0) console.warn(`municipalities without sectors: ${empty.join(', ')}`);

  // One group per line: readable diffs, still compact.
  const line = (pairs: Pair[]): string => JSON.stringify([...pairs].sort(byName));
  const groupLines = (groups: Map<number, Pair[]>, order: number[], indent: string): string =>
    order.map((id) => `${indent}"${id}": ${line(groups.get(id)!)}`).join(',\n');
  const municipalityOrder = provincePairs.map(([id]) => id);

  const files = new Map<string, string>();
  files.set(
    'index.json',
    '{\n' +
      `  "source": "ONE, División Territorial 2020 de República Dominicana (2021-06-08)",\n` +
      `  "provinces": ${JSON.stringify(provincePairs)},\n` +
      `  "municipalities": {\n${groupLines(municipalityGroups, municipalityOrder, '    ')}\n  }\n` +
      '}\n',
  );
  for (const provinceId of municipalityOrder) {
    const order = [...municipalityGroups.get(provinceId)!].sort(byName).map(([id]) => id);
    files.set(`sectors-${provinceId}.json`, `{\n${groupLines(sectorGroups, order, '  ')}\n}\n`);
  }
  for (const text of files.values()) JSON.parse(text); // sanity check before writing

  const stale = existsSync(outDir) ? readdirSync(outDir).filter((f) => f.endsWith('.json') && !files.has(f)) : [];
  if (check) {
    const differ = [...files].filter(([name, text]) => {
      const path = join(outDir, name);
      return !existsSync(path) || readFileSync(path, 'utf8') !== text;
    });
    if (differ.length > 0 || stale.length > 0) {
      throw new Error(`${outDir} is stale: ${[...differ.map(([n]) => n), ...stale.map((n) => `${n} (not generated)`)].join(', ')}`);
    }
    console.log(`${outDir}: ${files.size} files up to date`);
    return;
  }
  if (stale.length > 0) throw new Error(`${outDir} holds files this script does not write: ${stale.join(', ')}`);
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(outDir, name), text);
  const bytes = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  console.log(
    `wrote ${outDir}: index.json and ${files.size - 1} province files; ${provincePairs.length} provinces, ` +
      `${municipalities.length} municipalities, ${neighbourhoods.length} sectors, ${bytes} bytes`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
