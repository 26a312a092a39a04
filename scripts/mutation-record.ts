/**
 * The mutation score table kept in the repository (issue 12 "the mutation score table … in the
 * repository"; tests/model/README.md "Mutation testing").
 *
 * `npx tsx scripts/mutation-record.ts <stryker-report.json> [...]` reads StrykerJS JSON reports
 * (mutation-testing-report-schema: `files[path].mutants[]` with `status`, `mutatorName`,
 * `replacement`, `location.start.line`, `statusReason`) and writes, per mutated file,
 * `docs/mutation/<slug>.json` ({@link FileRecord}); then it redraws `docs/mutation/README.md` from
 * every record: the score per file, its survivors (line, mutator, replacement) and its ignored
 * mutants grouped by the reason their `// Stryker disable … : reason` comment gives.
 * `npx tsx scripts/mutation-record.ts` with no report only redraws the README.
 *
 * Score: (killed + timeout) / (killed + timeout + survived + no coverage), in percent, as Stryker
 * computes it; ignored mutants (a `// Stryker disable` comment or the xstate ignorer, each with its
 * reason) and compile/runtime errors are outside it.
 * Target: ≥ 90 % per chart ({@link TARGET}).
 *
 * Errors: exits 2 on an unreadable report or one without `files`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Percent of mutants the tests must kill in every chart (issue 12). */
export const TARGET = 90;
/** Where the records and the table live. */
export const DIR = 'docs/mutation';

type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: Status;
  statusReason?: string;
  /** Tests the mutant's run completed; 0 on a Survived mutant: the test file failed to load. */
  testsCompleted?: number;
  location: { start: { line: number; column: number } };
}

/** One mutated file's last recorded run (`docs/mutation/<slug>.json`). */
export interface FileRecord {
  file: string;
  /** Commit the run mutated (`git rev-parse --short HEAD` when recorded). */
  commit: string;
  /** ISO date of the recording. */
  recorded: string;
  counts: { killed: number; timeout: number; survived: number; loadFailures: number; noCoverage: number; ignored: number; errors: number };
  /** Stryker's score, percent, one decimal; null when no mutant was valid. */
  score: number | null;
  /**
   * The score with {@link FileRecord.counts}.loadFailures counted as killed: mutants Stryker reports
   * Survived after completing 0 tests, because the chart they break throws while its test file
   * loads; Vitest then fails that file (so `npm test` would catch the mutant) but reports no failed
   * test, and Stryker's Vitest runner counts that as survived (stryker-js#6150, #6213).
   */
  adjustedScore: number | null;
  survived: { line: number; mutator: string; replacement: string; status: 'Survived' | 'NoCoverage'; loadFailure: boolean }[];
  /** Ignored mutants per reason (the text after the disable comment's colon). */
  ignored: { reason: string; count: number; lines: number[] }[];
}

/** `src/machines/contact.machine.ts` → `src-machines-contact.machine`. */
export const slugOf = (file: string): string => file.replace(/\.ts$/, '').replace(/[\\/]/g, '-');

/** Counts and score of one file's mutants, as Stryker computes the score. */
export function recordOf(file: string, mutants: ReportMutant[], commit: string, recorded: string): FileRecord {
  const count = (...statuses: Status[]) => mutants.filter((m) => statuses.includes(m.status)).length;
  const counts = {
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    loadFailures: mutants.filter((m) => m.status === 'Survived' && m.testsCompleted === 0).length,
    noCoverage: count('NoCoverage'),
    ignored: count('Ignored'),
    errors: count('CompileError', 'RuntimeError'),
  };
  const valid = counts.killed + counts.timeout + counts.survived + counts.noCoverage;
  const score = valid === 0 ? null : Math.round(((counts.killed + counts.timeout) / valid) * 1000) / 10;
  const adjustedScore = valid === 0 ? null : Math.round(((counts.killed + counts.timeout + counts.loadFailures) / valid) * 1000) / 10;
  const survived = mutants
    .filter((m): m is ReportMutant & { status: 'Survived' | 'NoCoverage' } => m.status === 'Survived' || m.status === 'NoCoverage')
    .map((m) => ({
      line: m.location.start.line,
      mutator: m.mutatorName,
      replacement: (m.replacement ?? '').slice(0, 80),
      status: m.status,
      loadFailure: m.status === 'Survived' && m.testsCompleted === 0,
    }))
    .sort((a, b) => a.line - b.line);
  const reasons = new Map<string, number[]>();
  for (const m of mutants.filter((x) => x.status === 'Ignored')) {
    const reason = (m.statusReason ?? 'no reason given').replace(/^Ignored because of excluded mutation "[^"]*"\s*/i, '').trim() || 'no reason given';
    reasons.set(reason, [...(reasons.get(reason) ?? []), m.location.start.line]);
  }
  const ignored = [...reasons].map(([reason, lines]) => ({ reason, count: lines.length, lines: [...new Set(lines)].sort((a, b) => a - b) }));
  return { file, commit, recorded, counts, score, adjustedScore, survived, ignored };
}

/** The Markdown table and lists of every record, sorted by file. */
export function tableOf(records: FileRecord[]): string {
  const rows = [...records].sort((a, b) => a.file.localeCompare(b.file));
  const out = [
    '# Mutation score per file',
    '',
    'Generated by `npx tsx scripts/mutation-record.ts <report.json>` from StrykerJS runs',
    '(`STRYKER_JSON=reports/mutation/runs/<name>.json npx stryker run --mutate <file> --concurrency 1`;',
    'tests/model/README.md "Mutation testing"). Do not edit by hand. Score = (killed + timeout) /',
    `(killed + timeout + survived + no coverage); target ≥ ${TARGET} % per chart (issue 12). Ignored mutants`,
    'are disabled in the code with a `// Stryker disable … : reason` comment or by a rule of the `xstate` ignorer',
    '(stryker.xstate-ignorer.mjs); their reasons are listed below.',
    '"load failures": mutants Stryker reports Survived after completing 0 tests: the chart they break',
    "throws while its test file loads, which fails that file in `npm test` but which Stryker's Vitest",
    'runner counts as survived (stryker-js#6150, #6213); "adjusted" counts them as killed. ⚠: under target.',
    '',
    '| file | score | adjusted | killed | timeout | survived | of which load failures | no coverage | ignored | commit |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const pct = (x: number | null | undefined) => (x === null || x === undefined ? '–' : `${x.toFixed(1)} %${x < TARGET ? ' ⚠' : ''}`);
      const c = r.counts;
      return `| ${r.file} | ${pct(r.score)} | ${pct(r.adjustedScore)} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.loadFailures ?? '–'} | ${c.noCoverage} | ${c.ignored} | ${r.commit} |`;
    }),
    '',
  ];
  for (const r of rows) {
    if (r.survived.length === 0 && r.ignored.length === 0) continue;
    out.push(`## ${r.file}`, '');
    if (r.survived.length > 0) {
      out.push('Survivors:', '');
      for (const s of r.survived)
        out.push(
          `- line ${s.line}: ${s.mutator} → \`${s.replacement.replace(/`/g, "'").replace(/\s+/g, ' ')}\`${s.status === 'NoCoverage' ? ' (no test reaches it)' : s.loadFailure ? ' (load failure: 0 tests completed)' : ''}`,
        );
      out.push('');
    }
    if (r.ignored.length > 0) {
      out.push('Ignored (with their reason):', '');
      for (const i of r.ignored) out.push(`- ${i.count} × ${i.reason} (lines ${i.lines.join(', ')})`);
      out.push('');
    }
  }
  return out.join('\n');
}

function main(reports: string[]): void {
  mkdirSync(DIR, { recursive: true });
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    /* not a git checkout: the records say so */
  }
  const recorded = new Date().toISOString().slice(0, 10);
  for (const report of reports) {
    let files: Record<string, { mutants: ReportMutant[] }>;
    try {
      files = (JSON.parse(readFileSync(report, 'utf8')) as { files?: Record<string, { mutants: ReportMutant[] }> }).files ?? {};
    } catch (error) {
      console.error(`${report}: not a readable Stryker JSON report (${String(error)})`);
      process.exit(2);
    }
    for (const [file, { mutants }] of Object.entries(files)) {
      if (mutants.length === 0) continue;
      const record = recordOf(file.replace(/\\/g, '/'), mutants, commit, recorded);
      writeFileSync(join(DIR, `${slugOf(record.file)}.json`), `${JSON.stringify(record, null, 2)}\n`);
      console.log(
        `${record.file}: ${record.score ?? '–'} % (${record.counts.killed + record.counts.timeout} killed, ${record.counts.survived + record.counts.noCoverage} survived, ${record.counts.ignored} ignored)`,
      );
    }
  }
  const records = readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as FileRecord);
  writeFileSync(join(DIR, 'README.md'), tableOf(records));
}

if (process.argv[1]?.endsWith('mutation-record.ts')) main(process.argv.slice(2));
