/**
 * Folders of generated files that are committed and kept fresh by a test (docs/charts: the
 * diagrams of scripts/diagrams.ts, `.md`, and the Stately exports of scripts/stately-export.ts,
 * `.ts`).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Names of files under `dir` that differ from `files` (stale), are missing, or are extra files
 * ending in `extension` (`.md` for the diagrams, `.ts` for the Stately exports), sorted:
 * `['a.md (stale)', 'b.md (missing)', 'gone.md (no such chart)']`. A missing `dir` has no files.
 */
export async function staleFiles(dir: string, files: Map<string, string>, extension = '.md'): Promise<string[]> {
  const problems: string[] = [];
  const existing = new Set((await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(extension)));
  for (const [name, text] of files) {
    if (!existing.has(name)) problems.push(`${name} (missing)`);
    else if ((await readFile(path.join(dir, name), 'utf8')) !== text) problems.push(`${name} (stale)`);
  }
  for (const name of existing) if (!files.has(name)) problems.push(`${name} (no such chart)`);
  return problems.sort();
}

/**
 * Writes `files` (`name → text`) into `dir` (created when missing) and deletes its other files
 * ending in `extension`; with `check`, writes nothing. Returns `staleFiles` as found before.
 */
export async function syncFiles(dir: string, files: Map<string, string>, extension: string, check: boolean): Promise<string[]> {
  const problems = await staleFiles(dir, files, extension);
  if (check) return problems;
  await mkdir(dir, { recursive: true });
  for (const [name, text] of files) await writeFile(path.join(dir, name), text);
  for (const p of problems.filter((x) => x.endsWith('(no such chart)'))) await rm(path.join(dir, p.replace(/ \(no such chart\)$/, '')));
  return problems;
}
