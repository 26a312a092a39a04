/**
 * The chart-mutation audit (`npm run audit:mutations`; issue 12 "Done when … the same 14 mutations
 * listed above are each killed (say by which test)"): fourteen one-line changes to the charts' guards
 * and targets, each of which breaks a rule of the spec, and the tests that must notice; then five
 * (issue 29 item 4) that each mishandle ONE value the contract allows for a field a chart reads (a
 * payment status, a request status, a required-action type, a base role), killed because the model
 * fixtures enumerate every such value (tests/model/machines/contractValues.ts).
 *
 * For each mutation in {@link MUTATIONS} (file, exact text to find — it must occur exactly once —,
 * replacement, the spec-side reason), in a sandbox (a `git archive` of a commit extracted under the
 * system temp directory, its node_modules entries symlinked to the repository's; the repository's
 * own files are never touched: other people edit them while this runs):
 *
 * 1. baseline: the selected charts' model tests must pass unmutated (else every mutation would look
 *    killed): otherwise exit 2, naming the failing test; a related view test is run unmutated the
 *    first time it is needed, and one that fails unmutated is not used (said in the output);
 * 2. the mutation is applied and the chart's model test runs (`vitest run --bail=1`, JSON reporter);
 *    if it survives, the related view tests run (tier "view"); the file is then restored;
 * 3. a table: mutation, killed?, by which tier and test (the first failing test's full name), time.
 *
 * Exit status: 0 when every mutation is killed; 1 when any survives or times out (a timeout is not a
 * kill by a test: the generated paths must stay bounded under a one-line change, issue 12); 2 when a
 * find-text is missing or occurs more than once (the chart changed: update {@link MUTATIONS}) or the
 * baseline fails. `--report` prints the same table and exits 0 unless the list is stale (2).
 *
 * Options: `--report`; `--only id1,id2` (a subset, by id); `--rev <commit>` (default HEAD: the
 * committed tree, not half-written working files); `--timeout <s>` per vitest run (default 300);
 * `--json <file>` also writes the rows as JSON ({ id, chart, status, tier, test, ms }[]).
 *
 * Cost on a loaded 2-core machine: about 5–15 s per mutation (one vitest start per tier); see the
 * report of the run for the figure of the day.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One one-line change to a chart. */
export interface ChartMutation {
  /** Short unique name, used by `--only`. */
  id: string;
  /** The chart (its model test is tests/model/machines/<chart>.test.ts). */
  chart: string;
  /** Path of the chart's source, from the repository root. */
  file: string;
  /** Exact text that must occur exactly once in `file`. */
  find: string;
  /** What replaces it. */
  replace: string;
  /** What the spec requires that the mutation breaks (spec section). */
  reason: string;
  /** Related view/unit tests (dom project), run only when the model test lets the mutation survive. */
  views: string[];
}

/**
 * The nineteen mutations. The first five are the ones issue 12 names; the next nine are of the same
 * kind (a guard inverted or a transition retargeted), one per chart QA reviews; the last five mishandle
 * one allowed value each (issue 29 item 4).
 */
export const MUTATIONS: ChartMutation[] = [
  {
    id: 'session-hasStoredToken',
    chart: 'session',
    file: 'src/machines/session.machine.ts',
    find: 'hasStoredToken: ({ context }) => context.hasToken,',
    replace: 'hasStoredToken: ({ context }) => !context.hasToken,',
    reason: 'guard inverted: spec 000 §3-§4 Session, a stored token is validated with GET /get/auth/user at start; without one the visitor is anonymous',
    views: [],
  },
  {
    id: 'login-isRejected',
    chart: 'login',
    file: 'src/machines/login.machine.ts',
    find: "isRejected: ({ event }) => failureOfEvent(event)?.kind === 'rejected',",
    replace: "isRejected: ({ event }) => failureOfEvent(event)?.kind !== 'rejected',",
    reason:
      "guard inverted: spec 000 §8, an answer without success shows the server message under the form; a failed request shows 'Ha ocurrido un error, favor contacte a soporte' and clears token and image",
    views: [],
  },
  {
    id: 'requestForm-confirmCancel',
    chart: 'requestForm',
    file: 'src/machines/requestForm.machine.ts',
    find: "'confirm.cancel': 'summary',",
    replace: "'confirm.cancel': 'confirming',",
    reason: 'retargeted: spec 001 §2.4 confirmation dialog, "Revisar" closes the dialog and returns to the review of issue 27 (here it stays open)',
    views: [],
  },
  {
    id: 'geography-provincesRetry',
    chart: 'geography',
    file: 'src/machines/geography.machine.ts',
    find: "on: { 'provinces.retry': 'loading' },",
    replace: "on: { 'provinces.retry': 'failed' },",
    reason: 'retargeted: spec 000 §7 GET /get/provinces, "Reintentar" after a failed list reads it again (here nothing is sent)',
    views: [],
  },
  {
    id: 'requestStart-isPersonal',
    chart: 'requestStart',
    file: 'src/machines/requestStart.machine.ts',
    find: "isPersonal: ({ context }) => context.mode === 'personal',",
    replace: "isPersonal: ({ context }) => context.mode !== 'personal',",
    reason:
      "guard inverted: spec 000 §2 Shared widgets / spec 001 §2.3, 'how do you wish to continue': personal goes straight to the form, company needs a chosen company",
    views: ['tests/views/pages/RequestStart.test.tsx'],
  },
  {
    id: 'contact-isValid',
    chart: 'contact',
    file: 'src/machines/contact.machine.ts',
    find: 'isValid: ({ context }) => !hasErrors(contactErrors(context.values)),',
    replace: 'isValid: ({ context }) => hasErrors(contactErrors(context.values)),',
    reason:
      'guard inverted: spec 000 §5 Contact form, an invalid form shows its field errors and sends nothing; a valid one sends (§4: loader, success, reset)',
    views: ['tests/views/contact/ContactPage.test.tsx'],
  },
  {
    id: 'activation-isActivated',
    chart: 'activation',
    file: 'src/machines/activation.machine.ts',
    find: 'isActivated: (_, output: { success: boolean }) => output.success === true,',
    replace: 'isActivated: (_, output: { success: boolean }) => output.success !== true,',
    reason: 'guard inverted: spec 000 §2 Account activation page, the server message with a success icon on success: true, a failure icon otherwise',
    views: [],
  },
  {
    id: 'resetPassword-isValid',
    chart: 'resetPassword',
    file: 'src/machines/resetPassword.machine.ts',
    find: 'isValid: ({ context }) => !hasErrors(validateResetPassword(context.values)),',
    replace: 'isValid: ({ context }) => hasErrors(validateResetPassword(context.values)),',
    reason:
      'guard inverted: spec 000 §5 Reset password validation; §4 submit only a valid form (success: confirmation and /public; failure: the server message)',
    views: ['tests/views/reset/RequestPasswordPage.test.tsx'],
  },
  {
    id: 'requestDetail-hasDocumentsHash',
    chart: 'requestDetail',
    file: 'src/machines/requestDetail/requestDetail.machine.ts',
    find: "hasDocumentsHash: ({ context }) => context.hash === '#documents',",
    replace: "hasDocumentsHash: ({ context }) => context.hash !== '#documents',",
    reason: "guard inverted: spec 001 §2.5, the #documents hash opens the details view scrolled to 'Documentos subidos'; without it the default view opens",
    views: ['tests/views/requests/RequestDetailsPage.test.tsx'],
  },
  {
    id: 'payment-uploadFailed',
    chart: 'payment',
    file: 'src/machines/requestDetail/payment.machine.ts',
    find: "'upload.failed': { target: '#payment.voucher.picking',",
    replace: "'upload.failed': { target: '#payment.submitted',",
    reason: 'retargeted: spec 001 §2.5 Subir comprobante, §8, a failed proof upload returns to the voucher form with the error (here it is shown as submitted)',
    views: ['tests/views/requests/PaymentsTab.test.tsx'],
  },
  {
    id: 'paymentValidation-isRefused',
    chart: 'paymentValidation',
    file: 'src/machines/paymentValidation.machine.ts',
    find: "isRefused: ({ event }) => 'error' in event && failureOf(event.error)?.kind === 'rejected',",
    replace: "isRefused: ({ event }) => 'error' in event && failureOf(event.error)?.kind !== 'rejected',",
    reason:
      'guard inverted: spec 001 §2.6, success: false shows the refusal; a check that itself failed (network, HTTP) is unconfirmed, never refused (issue 8)',
    views: ['tests/views/payments/ValidatePaymentPage.test.tsx'],
  },
  {
    id: 'deskRequests-isEmptyPage',
    chart: 'deskRequests',
    file: 'src/machines/deskRequests.machine.ts',
    find: 'isEmptyPage: (_, page: RequestListPage) => page.data.length === 0,',
    replace: 'isEmptyPage: (_, page: RequestListPage) => page.data.length !== 0,',
    reason: 'guard inverted: spec 001 §2.1 Requests tab, an empty page shows the empty message; a page with requests shows their cards and pagination',
    views: ['tests/views/desk/RequestsTab.test.tsx'],
  },
  {
    id: 'notifications-hasRequest',
    chart: 'notifications',
    file: 'src/machines/notifications.machine.ts',
    find: 'hasRequest: ({ context }) => context.marking?.requestId != null,',
    replace: 'hasRequest: ({ context }) => context.marking?.requestId == null,',
    reason: 'guard inverted: spec 001 §2.2, clicking a notification marks it read and opens its request (only when it names one)',
    views: ['tests/views/layout/NotificationsBell.test.tsx'],
  },
  {
    id: 'members-removeCancel',
    chart: 'memberRemoval',
    // Moved with the removal's states into the child both companies charts invoke (issue 29 item 5).
    file: 'src/machines/companies/memberRemoval.machine.ts',
    find: "'removal.cancel': 'kept',",
    replace: "'removal.cancel': 'removing',",
    reason: 'retargeted: spec 001 §2.1 "remove with confirmation", cancelling the confirmation removes nobody (here it sends the delete)',
    views: ['tests/views/desk/CompaniesTab.test.tsx'],
  },
  // Issue 29 item 4: one value of a field the contract allows, mishandled alone; each is killed only
  // because the model fixtures enumerate every value (tests/model/machines/contractValues.ts).
  {
    id: 'payment-paidAsPending',
    chart: 'payment',
    file: 'src/domain/status.ts',
    find: "return (paymentStatus ?? '').trim().toUpperCase() === PAYMENT_STATUS.pending;",
    replace: "return ((s) => s === PAYMENT_STATUS.pending || s === 'PAGADO')((paymentStatus ?? '').trim().toUpperCase());",
    reason:
      'one value: payment_status PAGADO read as PENDIENTE; spec 001 §4 Payment status, only PENDIENTE offers the methods: a paid request is never offered to pay again',
    views: [],
  },
  {
    id: 'requestDetail-status9NoSelection',
    chart: 'requestDetail',
    file: 'src/machines/requestDetail/rules.ts',
    find: 'isOwnerViewer(c) && currentAction(c) !== null && !isTerminalStatus(c.detail.request.status?.id);',
    replace: 'isOwnerViewer(c) && currentAction(c) !== null && !isTerminalStatus(c.detail.request.status?.id) && Number(c.detail.request.status?.id) !== 9;',
    reason:
      'one value: request status 9 (in process) no longer opens the required action on load; spec 001 §4, only ids 10, 8 and 7 stop the automatic selection',
    views: [],
  },
  {
    id: 'requestDetail-otherActionOpensDocuments',
    chart: 'requestDetail',
    file: 'src/domain/status.ts',
    find: '    case REQUIRED_ACTION.documents:\n',
    replace: '    case 2:\n    case REQUIRED_ACTION.documents:\n',
    reason: "one value: a required action of another type (2) opens 'Documento requerido'; spec 001 §2.5 banners, others: details",
    views: [],
  },
  {
    id: 'requestStart-restrictedRoleAsText',
    chart: 'requestStart',
    file: 'src/domain/roles.ts',
    find: 'return sameId(rolBase, RESTRICTED_BASE_ROLE);',
    replace: 'return rolBase === RESTRICTED_BASE_ROLE;',
    reason:
      "one value: rol_base '2' sent as text is not restricted; spec 000 §6, base role 2 gets 'No puede realizar una solicitud directamente…' (openapi identity: a number or a numeric string)",
    views: [],
  },
  {
    id: 'deskRequests-status9Terminal',
    chart: 'deskRequests',
    file: 'src/domain/status.ts',
    find: 'return id === STATUS_FINISHED || id === STATUS_REJECTED || id === STATUS_CANCELLED;',
    replace: 'return id === STATUS_FINISHED || id === STATUS_REJECTED || id === STATUS_CANCELLED || id === 9;',
    reason: "one value: request status 9 read as terminal hides 'ASIGNAR/CAMBIAR SOLICITANTE'; spec 001 §4, 1-6 and 9 are in process, only 7, 8 and 10 hide it",
    views: [],
  },
];

/** One row of the table. */
export interface AuditRow {
  id: string;
  chart: string;
  status: 'killed' | 'survived' | 'timeout' | 'stale';
  /** Which run killed it: the chart's model test or the related view tests. */
  tier: 'model' | 'view' | null;
  /** Full name of the first failing test (or the file whose suite failed to load), or the problem. */
  test: string | null;
  /** Wall time of the mutation's runs, ms. */
  ms: number;
}

/** Number of occurrences of `find` in `text`. */
export function occurrences(text: string, find: string): number {
  if (find === '') return 0;
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + find.length)) count++;
  return count;
}

/** Model test of a chart, from the repository root. */
export const modelTestOf = (chart: string): string => `tests/model/machines/${chart}.test.ts`;

interface VitestJson {
  testResults?: { name: string; status: string; message?: string; assertionResults?: { fullName?: string; title: string; status: string }[] }[];
}

/**
 * The first failing test of a Vitest JSON report: `<file>: <full name>`, or `<file>: suite failed:
 * <message>` when the file failed to load, or null when nothing failed.
 */
export function firstFailure(report: VitestJson, root: string): string | null {
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).find((a) => a.status === 'failed');
    if (failed) return `${name}: ${failed.fullName ?? failed.title}`;
    if (file.status === 'failed') return `${name}: suite failed: ${(file.message ?? '').split('\n')[0].slice(0, 120)}`;
  }
  return null;
}

interface RunResult {
  outcome: 'passed' | 'failed' | 'timeout';
  failure: string | null;
}

/** `vitest run` of `files` in `root`, stopping at the first failure. */
function runVitest(root: string, files: string[], timeoutS: number, bail: boolean): RunResult {
  const out = join(root, '.audit-report.json');
  rmSync(out, { force: true });
  const args = ['run', '--reporter=json', `--outputFile=${out}`, '--maxWorkers=1', ...(bail ? ['--bail=1'] : []), ...files];
  const run = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), args, {
    cwd: root,
    encoding: 'utf8',
    timeout: timeoutS * 1000,
    killSignal: 'SIGKILL',
    env: { ...process.env, CI: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') return { outcome: 'timeout', failure: null };
  const report: VitestJson = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as VitestJson) : {};
  if (run.status === 0) return { outcome: 'passed', failure: null };
  const failure = firstFailure(report, root) ?? `vitest exited ${run.status}: ${(run.stderr ?? '').trim().split('\n').slice(-1)[0] ?? ''}`;
  return { outcome: 'failed', failure };
}

/** A sandbox with the tree of `rev` and the repository's node_modules (entries symlinked, not .vite). */
function makeSandbox(repo: string, rev: string): string {
  const root = mkdtempSync(join(tmpdir(), 'chart-mutations-'));
  const archive = execFileSync('git', ['archive', '--format=tar', rev], { cwd: repo, maxBuffer: 1024 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry === '.vite' || entry === '.vitest' || entry === '.cache') continue; // caches stay in the sandbox
    symlinkSync(join(repo, 'node_modules', entry), join(modules, entry));
  }
  return root;
}

const pad = (text: string, width: number): string => (text.length >= width ? text : text + ' '.repeat(width - text.length));

/** The table as printed. */
export function formatTable(rows: AuditRow[]): string {
  const head = ['mutation', 'result', 'by', 'time'];
  const lines = rows.map((r) => [r.id, r.status, r.tier ? `${r.tier}: ${r.test}` : (r.test ?? '—'), `${(r.ms / 1000).toFixed(1)} s`]);
  const w = [0, 1].map((i) => Math.max(head[i].length, ...lines.map((l) => l[i].length)));
  return [head, ...lines].map((l) => `${pad(l[0], w[0])}  ${pad(l[1], w[1])}  ${l[3].padStart(7)}  ${l[2]}`).join('\n');
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function main(): number {
  const args = process.argv.slice(2);
  const reportOnly = args.includes('--report');
  const rev = option(args, '--rev') ?? 'HEAD';
  const timeoutS = Number(option(args, '--timeout') ?? 300);
  const only = option(args, '--only')?.split(',');
  const jsonOut = option(args, '--json');
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const selected = only ? MUTATIONS.filter((m) => only.includes(m.id)) : MUTATIONS;
  if (only && selected.length !== only.length) {
    console.error(`Unknown mutation id in --only: ${only.filter((id) => !MUTATIONS.some((m) => m.id === id)).join(', ')}`);
    return 2;
  }

  const started = Date.now();
  const root = makeSandbox(repo, rev);
  console.log(`Chart-mutation audit of ${rev} (${execFileSync('git', ['rev-parse', '--short', rev], { cwd: repo, encoding: 'utf8' }).trim()}) in ${root}`);
  try {
    // The list must still match the charts: every find-text exactly once.
    const stale = selected.flatMap((m) => {
      const path = join(root, m.file);
      const count = existsSync(path) ? occurrences(readFileSync(path, 'utf8'), m.find) : -1;
      return count === 1 ? [] : [`${m.id}: ${count === -1 ? `${m.file} is missing` : `find-text occurs ${count} times in ${m.file}`}`];
    });
    if (stale.length > 0) {
      console.error(`STALE MUTATION LIST (the chart changed: update MUTATIONS in scripts/chart-mutations.ts):\n  ${stale.join('\n  ')}`);
      return 2;
    }

    // Baseline: the model tests must pass on the unmutated tree (the view tests: lazily, below).
    const present = (f: string): boolean => {
      if (existsSync(join(root, f))) return true;
      console.warn(`(no such test file at ${rev}: ${f})`);
      return false;
    };
    const modelTests = [...new Set(selected.map((m) => modelTestOf(m.chart)))].filter(present);
    const baselineStart = Date.now();
    const baseline = runVitest(root, modelTests, timeoutS * 2, false);
    console.log(`Baseline (${modelTests.length} model test files, unmutated): ${baseline.outcome} in ${((Date.now() - baselineStart) / 1000).toFixed(1)} s`);
    if (baseline.outcome !== 'passed') {
      console.error(`The unmutated tests do not pass (${baseline.failure ?? 'timeout'}): fix them first, or every mutation would look killed.`);
      return 2;
    }
    /** View tests whose unmutated run passed (run once, the first time a mutation falls through to them). */
    const viewBaseline = new Map<string, boolean>();
    const viewsPassingUnmutated = (path: string, original: string, views: string[]): string[] => {
      const unknown = views.filter((f) => !viewBaseline.has(f));
      if (unknown.length > 0) {
        writeFileSync(path, original);
        const t0 = Date.now();
        const run = runVitest(root, unknown, timeoutS * 2, false);
        // One failing file fails the lot: then each is run alone to know which.
        for (const f of unknown)
          viewBaseline.set(f, run.outcome === 'passed' || (unknown.length > 1 && runVitest(root, [f], timeoutS, false).outcome === 'passed'));
        console.log(
          `  (view baseline, unmutated: ${unknown.map((f) => `${f} ${viewBaseline.get(f) ? 'passes' : 'FAILS: not used'}`).join(', ')}; ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
      }
      return views.filter((f) => viewBaseline.get(f) === true);
    };

    const rows: AuditRow[] = [];
    for (const m of selected) {
      const path = join(root, m.file);
      const original = readFileSync(path, 'utf8');
      const t0 = Date.now();
      writeFileSync(path, original.replace(m.find, m.replace));
      let row: AuditRow;
      try {
        const model = runVitest(
          root,
          [modelTestOf(m.chart)].filter((f) => existsSync(join(root, f))),
          timeoutS,
          true,
        );
        if (model.outcome === 'failed') row = { id: m.id, chart: m.chart, status: 'killed', tier: 'model', test: model.failure, ms: 0 };
        else if (model.outcome === 'timeout') row = { id: m.id, chart: m.chart, status: 'timeout', tier: null, test: `model test over ${timeoutS} s`, ms: 0 };
        else {
          const mutated = readFileSync(path, 'utf8');
          const views = viewsPassingUnmutated(path, original, m.views.filter(present));
          writeFileSync(path, mutated);
          const view = views.length > 0 ? runVitest(root, views, timeoutS, true) : { outcome: 'passed' as const, failure: null };
          row =
            view.outcome === 'failed'
              ? { id: m.id, chart: m.chart, status: 'killed', tier: 'view', test: view.failure, ms: 0 }
              : view.outcome === 'timeout'
                ? { id: m.id, chart: m.chart, status: 'timeout', tier: null, test: `view tests over ${timeoutS} s`, ms: 0 }
                : {
                    id: m.id,
                    chart: m.chart,
                    status: 'survived',
                    tier: null,
                    test:
                      views.length > 0
                        ? 'model and view tests pass'
                        : m.views.length > 0
                          ? 'model test passes (its view tests fail unmutated)'
                          : 'model test passes (no view test listed)',
                    ms: 0,
                  };
        }
      } finally {
        writeFileSync(path, original);
      }
      row.ms = Date.now() - t0;
      rows.push(row);
      console.log(`  ${row.id}: ${row.status}${row.tier ? ` (${row.tier})` : ''} in ${(row.ms / 1000).toFixed(1)} s`);
    }

    const killed = rows.filter((r) => r.status === 'killed').length;
    console.log(`\n${formatTable(rows)}\n`);
    console.log(
      `${killed}/${rows.length} killed (${rows.filter((r) => r.tier === 'model').length} by the model tests); total ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const r of rows.filter((x) => x.status !== 'killed')) {
      const m = MUTATIONS.find((x) => x.id === r.id);
      console.log(`  ${r.status.toUpperCase()}: ${r.id} (${m?.file}) — ${m?.reason}`);
    }
    if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(rows, null, 2)}\n`);
    return killed === rows.length || reportOnly ? 0 : 1;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
