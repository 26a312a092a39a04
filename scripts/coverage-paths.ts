/**
 * Path-coverage report of the model-based tests (docs/ARCHITECTURE.md "Tests"; `npm run coverage:paths`).
 *
 * For every machine registered in tests/model/registry.ts, prints states covered/reachable (%),
 * transitions covered/reachable (%), the number of shortest and simple paths (and of paths run),
 * and lists what is missing; writes the same data to coverage/paths.json. Exits with status 1 when
 * any machine is below 100 % or a chart's paths fail against its real machine (its QA test cases
 * are then left out and named), 2 when the registry cannot be loaded.
 *
 * For QA it also writes coverage/paths/ (tests/model/lib/qaExport.ts): `index.md`/`index.json`, per
 * chart `<chart>.md`/`<chart>.json` with every state and transition and the cases covering them and
 * every path as a numbered test case (Acción, Resultado esperado, Llamada; each path is run against
 * its real machine to write it), the coverage per spec section (`meta.spec`), and `casos.csv` with
 * every step of every case for a test-management import. The folder is generated, not committed
 * (like the rest of coverage/): it follows every change to a chart or a model, so a committed copy
 * would be stale or conflict between branches; the command regenerates it in about 15 seconds.
 *
 * The registry (and through it the machines) is loaded with Vite's module runner, so modules that
 * read `import.meta.env` work as under Vitest; no build step is needed.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

type ReportModule = typeof import('../tests/model/lib/report');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<number> {
  let report: ReportModule;
  try {
    ({ module: report } = await runnerImport<ReportModule>(path.join(root, 'tests/model/lib/report.ts'), {
      root,
      logLevel: 'error',
      mode: 'test',
    }));
  } catch (error) {
    console.error('coverage:paths: cannot load tests/model/registry.ts:', error);
    return 2;
  }

  const coverages = report.collectPathCoverage();
  console.log(report.formatCoverageReport(coverages));

  const fullyCovered = coverages.every((c) => report.isFullyCovered(c));
  const outDir = path.join(root, 'coverage');
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'paths.json'), `${JSON.stringify({ fullyCovered, machines: coverages }, null, 2)}\n`);
  const qaDir = path.join(outDir, 'paths');
  await rm(qaDir, { recursive: true, force: true });
  await mkdir(qaDir, { recursive: true });
  const { files, failures } = await report.collectQaFiles();
  for (const [name, content] of files) await writeFile(path.join(qaDir, name), content);
  console.log(
    `\nWritten coverage/paths.json (${coverages.length} machine${coverages.length === 1 ? '' : 's'}) and coverage/paths/ (${files.size} files, index.md first).`,
  );
  if (!fullyCovered) console.error('Path coverage is below 100 % (see the missing states and transitions above).');
  for (const failure of failures) console.error(`QA test cases not written for ${failure.split('\n')[0]}`);
  return fullyCovered && failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
