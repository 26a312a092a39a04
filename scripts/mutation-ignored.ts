/**
 * The ignored mutants without a mutation run (issue 29 item 5): `npx tsx scripts/mutation-ignored.ts
 * [file …] [--json]` instruments the files with Stryker's own instrumenter (the parse, the mutators,
 * the `// Stryker disable` comments and the `xstate` ignorer of stryker.xstate-ignorer.mjs, as
 * `npm run test:mutation` does) and prints, per file, how many mutants Stryker makes, how many it
 * ignores and why. Seconds for the whole of `src/machines` and `src/domain/expertForm`, where a
 * Stryker run takes hours: check a new or removed comment or a change to the ignorer with it (the
 * ignored count is the one docs/mutation/README.md records).
 *
 * - No file: every file Stryker mutates (stryker.config.mjs `mutate`: the `.ts` files of
 *   src/machines and src/domain/expertForm known to git, not `.d.ts`).
 * - `--json`: one JSON line per mutant ({@link MutantLine}) instead, to compare two versions
 *   (positions are 1-based lines and 0-based columns, as Stryker's reports show them).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import type { Logger } from '@stryker-mutator/api/logging';
import type { Ignorer } from '@stryker-mutator/api/ignore';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One mutant: where it is, what it does, and its ignore reason (null: it is tested). */
export interface MutantLine {
  file: string;
  /** 1-based line and 0-based column of its start. */
  line: number;
  column: number;
  mutator: string;
  replacement: string;
  reason: string | null;
}

/** What stryker.xstate-ignorer.mjs exports (a JavaScript file, loaded as Stryker loads it). */
export interface XStateIgnorerModule {
  XStateIgnorer: new () => Ignorer;
  TYPES_REASON: string;
  ACTOR_REASON: string;
  REAL_ACTORS_RUN: string[];
  strykerPlugins: Array<{ kind: string; name: string }>;
}

/** The project's ignorer module. */
export async function loadIgnorerModule(): Promise<XStateIgnorerModule> {
  return (await import(pathToFileURL(`${root}stryker.xstate-ignorer.mjs`).href)) as XStateIgnorerModule;
}

const quiet = () => undefined;
/** Stryker's logger interface, silent. */
const silentLogger = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => false,
  isErrorEnabled: () => false,
  isFatalEnabled: () => false,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
  fatal: quiet,
} as unknown as Logger;

/**
 * Every mutant Stryker makes of `content` as the repository file `file` (relative to the root: the
 * ignorer reads the path), with `ignorers` registered. Throws what the parser throws on bad syntax.
 */
export async function mutantsOf(file: string, content: string, ignorers: Ignorer[]): Promise<MutantLine[]> {
  const result = await new Instrumenter(silentLogger).instrument([{ name: `${root}${file}`, content, mutate: true }], {
    plugins: null,
    excludedMutations: [],
    ignorers,
  });
  return result.mutants.map((m) => ({
    file,
    line: m.location.start.line + 1,
    column: m.location.start.column,
    mutator: m.mutatorName,
    replacement: m.replacement,
    reason: m.status === 'Ignored' ? (m.statusReason ?? '') : null,
  }));
}

/** The files `npm run test:mutation` mutates (stryker.config.mjs `mutate`), relative to the root. */
function mutatedFiles(): string[] {
  return execFileSync('git', ['ls-files', 'src/machines', 'src/domain/expertForm'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
}

async function main(args: string[]): Promise<void> {
  const json = args.includes('--json');
  const named = args.filter((a) => a !== '--json');
  const files = named.length ? named : mutatedFiles();
  const ignorer = new (await loadIgnorerModule()).XStateIgnorer();
  let total = 0;
  let ignored = 0;
  for (const file of files) {
    const mutants = await mutantsOf(file, readFileSync(`${root}${file}`, 'utf8'), [ignorer]);
    if (json) {
      for (const m of mutants) console.log(JSON.stringify(m));
      continue;
    }
    const reasons = new Map<string, number>();
    for (const m of mutants) if (m.reason !== null) reasons.set(m.reason, (reasons.get(m.reason) ?? 0) + 1);
    const fileIgnored = [...reasons.values()].reduce((a, b) => a + b, 0);
    total += mutants.length;
    ignored += fileIgnored;
    console.log(`${file}: ${mutants.length} mutants, ${fileIgnored} ignored`);
    for (const [reason, count] of reasons) console.log(`  ${count} × ${reason}`);
  }
  if (!json) console.log(`total: ${total} mutants, ${ignored} ignored (${files.length} files)`);
}

if (process.argv[1]?.endsWith('mutation-ignored.ts')) await main(process.argv.slice(2));
