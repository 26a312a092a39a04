/**
 * Type generation for the OpenAPI contracts (docs/ARCHITECTURE.md "Two modes, one contract").
 *
 * For every `openapi/<name>.yaml` it generates `src/api/generated/<name>.ts` with the programmatic
 * API of openapi-typescript (`openapiTS` + `astToString`), prefixed by a fixed header comment.
 * The output depends only on the YAML text and the fixed options below (no timestamps, no absolute
 * paths, LF line endings, fixed file order), so the same input always yields byte-identical files.
 *
 * Usage (see package.json):
 * - `npm run gen:api`            write every generated file, delete generated files whose YAML is gone;
 * - `npm run gen:api -- --check` regenerate in memory, compare with the disk, print the stale or
 *                                missing files and exit 1 when any (nothing is written);
 * - `npm run gen:api -- identity files` (with or without `--check`): only those documents.
 *
 * `findStaleGenerated` is used by tests/unit/api/generated-fresh.test.ts. Everything runs offline.
 *
 * @module
 */
import { readdir, readFile, writeFile, mkdir, unlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPITSOptions } from 'openapi-typescript';

/** Repository root (the folder that holds `openapi/` and `src/`). */
export const REPO_ROOT: string = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folder of the OpenAPI documents, relative to the repository root. */
export const OPENAPI_DIR = 'openapi';

/** Folder of the generated TypeScript files, relative to the repository root. */
export const GENERATED_DIR = 'src/api/generated';

/**
 * Fixed openapi-typescript options. Changing them changes every generated file, which the freshness
 * test then reports until `npm run gen:api` is run again.
 * - `rootTypes`: also export `SchemaX = components['schemas']['X']` aliases for convenience;
 * - `alphabetize: false`: keep the document's order (stable, and readable next to the YAML);
 * - `silent`: no console noise during tests.
 */
export const GENERATOR_OPTIONS: Readonly<OpenAPITSOptions> = Object.freeze({
  alphabetize: false,
  additionalProperties: false,
  defaultNonNullable: true,
  exportType: false,
  enum: false,
  immutable: false,
  rootTypes: true,
  rootTypesNoSchemaPrefix: false,
  silent: true,
});

/** One generated file, computed in memory. */
export interface GeneratedFile {
  /** API name, the YAML file name without extension, e.g. `identity`. */
  readonly name: string;
  /** Source document path relative to the repository root, e.g. `openapi/identity.yaml`. */
  readonly source: string;
  /** Output path relative to the repository root, e.g. `src/api/generated/identity.ts`. */
  readonly target: string;
  /** Full file content (header comment + types), LF line endings, one trailing newline. */
  readonly content: string;
}

/** Why a generated file on disk does not match its fresh generation. */
export type StaleReason = 'missing' | 'outdated' | 'orphan';

/** A generated file that needs `npm run gen:api`. */
export interface StaleFile {
  /** Output path relative to the repository root. */
  readonly target: string;
  /**
   * `missing`: the YAML exists but the file does not; `outdated`: the content differs;
   * `orphan`: the file exists but its YAML does not.
   */
  readonly reason: StaleReason;
}

/**
 * The header comment of a generated file.
 *
 * @param name - API name, e.g. `identity`.
 * @returns The comment block, ending with a blank line.
 */
export function headerFor(name: string): string {
  return `/**\n * Generated from openapi/${name}.yaml by npm run gen:api. Do not edit.\n */\n\n`;
}

/**
 * Lists the OpenAPI documents (`openapi/*.yaml`), sorted by file name so the order is stable.
 *
 * @param root - Repository root (defaults to this repository).
 * @returns API names, e.g. `['admin', 'content', 'files', 'identity']`; empty if the folder is missing.
 */
export async function listApiNames(root: string = REPO_ROOT): Promise<string[]> {
  const dir = path.join(root, OPENAPI_DIR);
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir);
  return entries
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length))
    .sort();
}

/**
 * Generates the TypeScript types of one OpenAPI document in memory.
 *
 * @param name - API name (`openapi/<name>.yaml` must exist under `root`).
 * @param root - Repository root.
 * @returns The generated file.
 * @throws Error when the document cannot be read, parsed or fails openapi-typescript's own lint.
 */
export async function generateOne(name: string, root: string = REPO_ROOT): Promise<GeneratedFile> {
  const source = `${OPENAPI_DIR}/${name}.yaml`;
  const absolute = path.join(root, source);
  // Pass the YAML text (not a file URL) so that nothing in the output can depend on where the
  // repository lives; `cwd` only resolves relative $refs (none today) and never reaches the output.
  const yamlText = await readFile(absolute, 'utf8');
  const ast = await openapiTS(yamlText, { ...GENERATOR_OPTIONS, cwd: pathToFileURL(`${path.dirname(absolute)}/`) });
  const body = astToString(ast).replace(/\r\n/g, '\n').trimEnd();
  return {
    name,
    source,
    target: `${GENERATED_DIR}/${name}.ts`,
    content: `${headerFor(name)}${body}\n`,
  };
}

/**
 * Generates documents of `openapi/` in memory, in name order.
 *
 * @param root - Repository root.
 * @param names - Restrict to these API names (default: every `openapi/*.yaml`).
 * @returns One entry per document.
 * @throws Error when a document cannot be generated (see {@link generateOne}).
 */
export async function generateAll(root: string = REPO_ROOT, names?: readonly string[]): Promise<GeneratedFile[]> {
  const selected = names ? [...names].sort() : await listApiNames(root);
  const files: GeneratedFile[] = [];
  for (const name of selected) files.push(await generateOne(name, root));
  return files;
}

/** Generated `.ts` files currently on disk, relative to the repository root. */
async function listGeneratedOnDisk(root: string): Promise<string[]> {
  const dir = path.join(root, GENERATED_DIR);
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir);
  return entries
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => `${GENERATED_DIR}/${file}`);
}

/**
 * Compares generated files (computed in memory) with the files on disk. Writes nothing.
 *
 * @param fresh - Output of {@link generateAll} for the same root.
 * @param root - Repository root.
 * @param withOrphans - Also report generated files on disk that `fresh` does not contain
 *   (only meaningful when `fresh` covers every document).
 * @returns The stale files (empty when everything is fresh), sorted by path.
 */
export async function compareWithDisk(fresh: readonly GeneratedFile[], root: string = REPO_ROOT, withOrphans = true): Promise<StaleFile[]> {
  const stale: StaleFile[] = [];
  for (const file of fresh) {
    const absolute = path.join(root, file.target);
    if (!existsSync(absolute)) {
      stale.push({ target: file.target, reason: 'missing' });
    } else if ((await readFile(absolute, 'utf8')) !== file.content) {
      stale.push({ target: file.target, reason: 'outdated' });
    }
  }
  if (withOrphans) {
    const expected = new Set(fresh.map((file) => file.target));
    for (const target of await listGeneratedOnDisk(root)) {
      if (!expected.has(target)) stale.push({ target, reason: 'orphan' });
    }
  }
  return stale.sort((a, b) => a.target.localeCompare(b.target));
}

/**
 * Regenerates documents in memory and compares the result with the disk (the `--check` mode and
 * the freshness test). Writes nothing.
 *
 * @param root - Repository root.
 * @param names - Restrict to these API names (default: all documents, orphans included).
 * @returns The stale files (empty when everything is fresh), sorted by path.
 * @throws Error when a document cannot be generated (see {@link generateOne}).
 */
export async function findStaleGenerated(root: string = REPO_ROOT, names?: readonly string[]): Promise<StaleFile[]> {
  return compareWithDisk(await generateAll(root, names), root, names === undefined);
}

/**
 * Writes the generated files whose content changed and, in a full run, deletes orphans (generated
 * files whose YAML no longer exists).
 *
 * @param root - Repository root.
 * @param names - Restrict to these API names (default: all documents).
 * @returns Paths written or deleted, relative to the repository root.
 * @throws Error when a document cannot be generated (nothing is written then).
 */
export async function writeGenerated(root: string = REPO_ROOT, names?: readonly string[]): Promise<{ written: string[]; deleted: string[] }> {
  const fresh = await generateAll(root, names);
  const stale = await compareWithDisk(fresh, root, names === undefined);
  await mkdir(path.join(root, GENERATED_DIR), { recursive: true });
  const written: string[] = [];
  const deleted: string[] = [];
  for (const entry of stale) {
    const file = fresh.find((f) => f.target === entry.target);
    if (file) {
      await writeFile(path.join(root, file.target), file.content, 'utf8');
      written.push(file.target);
    } else {
      await unlink(path.join(root, entry.target));
      deleted.push(entry.target);
    }
  }
  return { written, deleted };
}

/**
 * Command-line entry point: `tsx scripts/gen-api.ts [--check] [name ...]`.
 * Names (e.g. `identity files`) restrict the run to those documents; orphans are only handled in a
 * full run.
 *
 * @returns The process exit code: 0 fresh or written, 1 stale (`--check`) or unknown document.
 */
async function main(argv: readonly string[]): Promise<number> {
  const check = argv.includes('--check');
  const only = argv.filter((arg) => !arg.startsWith('--'));
  const known = await listApiNames();
  const unknown = only.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`gen:api: no such document: ${unknown.map((name) => `${OPENAPI_DIR}/${name}.yaml`).join(', ')}`);
    return 1;
  }
  const names = only.length > 0 ? only : undefined;
  if (check) {
    const stale = await findStaleGenerated(REPO_ROOT, names);
    if (stale.length === 0) {
      console.log('gen:api: generated API types are up to date.');
      return 0;
    }
    for (const file of stale) console.error(`gen:api: stale (${file.reason}): ${file.target}`);
    console.error('gen:api: run `npm run gen:api` to regenerate.');
    return 1;
  }
  const { written, deleted } = await writeGenerated(REPO_ROOT, names);
  for (const target of written) console.log(`gen:api: wrote ${target}`);
  for (const target of deleted) console.log(`gen:api: deleted ${target}`);
  if (written.length === 0 && deleted.length === 0) console.log('gen:api: nothing to do, everything is up to date.');
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
