/**
 * The QA export of the model-based tests (issue 12 "For QA", issue 29 item 2 "QA's paths as test
 * cases"; docs/ARCHITECTURE.md "Tests"), written by `npm run coverage:paths` into coverage/paths/.
 * Every path the model test runs becomes a test case a tester follows in the browser: numbered
 * steps, each with
 * - "Acción": what to do, in the UI's words, with the path's value as the example (qaSteps.ts);
 * - "Resultado esperado": the Spanish texts the state shows (`meta.shows` resolved through
 *   src/messages/es), the toasts and navigation of the step (the provided actions that ran, with
 *   their message keys resolved), the field errors and messages the context now holds;
 * - "Llamada": method, path and body fields (from the contract, openapi/*.yaml) of every actor the
 *   step starts, with the values sent (qaCalls.ts);
 * and delays as "Espere 2,5 s". The steps come from running the path against the real machine
 * (runPath.ts, same fakes and simulated clock as the model test), so what they say is what the
 * model test checked. Values are formatted by qaFormat.ts: a file as `nombre.pdf (120 KB)`, NaN as
 * `NaN (no numérico)`, long values cut with '…'; every line of every file is at most
 * {@link MAX_LINE} characters (a CSV cell's lines too).
 *
 * Files (all generated; `coverage/` is not committed, see scripts/coverage-paths.ts):
 * - `index.md`, `index.json`: one row per chart: states, transitions, paths, bound, spec sections;
 * - `<chart>.md`: coverage per spec section, states (with their texts and calls), transitions,
 *   then the numbered test cases; `<chart>.json`: the same data, long texts as arrays of lines;
 * - `casos.csv`: every step of every case of every chart, one record per step (RFC 4180, UTF-8
 *   with BOM; columns {@link CSV_COLUMNS}) for a test-management import (TestRail, Xray, Excel).
 *
 * Vitest-free (used by the coverage report script).
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { isMessageKey, type MessageParams } from '../../../src/messages/es';
import { stateUniverse, transitionUniverse } from './chart';
import { coveredBy } from './coverage';
import type { AnyModelTestDefinition } from './definition';
import { formatStateValue, generateModelPaths } from './paths';
import { actorCall, contractCalls } from './qaCalls';
import { cut, formatValue, MAX_LINE, messageText, resolveKeys, toCsv, wrap } from './qaFormat';
import { noteText } from './qaNotes';
import { actionText, fieldLabel, inputText, startText } from './qaSteps';
import { runModelPath, type ObservedStep } from './runPath';

/** Section of states without `meta.spec`. */
export const NO_SECTION = '(sin sección)';

/** One step of a test case: what to do, what the screen must show, what is sent. */
export interface QaStep {
  /** 0 = open the screen (the start), then 1..n, one per event of the path. */
  n: number;
  /** "Acción": a Spanish instruction in the UI's words (qaSteps.ts). */
  action: string;
  /** "Resultado esperado": the Spanish texts shown, toasts, field errors, navigation. */
  expected: string;
  /** "Llamada": method, path and body fields of each call started ('' when none). */
  call: string;
  /** The event type sent (`form.submit`, `xstate.after.2000.session.ready`, `xstate.init`). */
  eventType: string;
  /** The model's state value after the step, as text (`idle`, `{"filling":"editing"}`). */
  state: string;
  /** `active`, `done` or `error`. */
  status: string;
}

/** One exported path as a test case. */
export interface QaPath {
  /** `P1`, `P2`, … in run order (shortest first). */
  id: string;
  /** Input label (`inputs` key), null with a single `input`. */
  input: string | null;
  /**
   * The start condition in words: the input's description and its values (`hay una sesión guardada
   * en el navegador (token); datos: { hasToken: sí, … }`), '' without input.
   */
  start: string;
  /** The spec sections the path's states cite (`meta.spec`), in order of visit. */
  sections: string[];
  steps: QaStep[];
}

/** A state of the chart with what the spec says about it and the paths that visit it. */
export interface QaState {
  /** `#chart.parent.child`. */
  id: string;
  /** `meta.spec` of the state, null when it has none. */
  spec: string | null;
  /** `meta.shows` (message keys the spec says are visible there), [] when none. */
  shows: string[];
  /** The Spanish texts of `shows` (keys resolved through src/messages/es). */
  texts: string[];
  /** The calls of the actors the state invokes (`POST /send/claim`), [] when it invokes none. */
  calls: string[];
  paths: string[];
}
/** A transition of the chart (labelled as in the coverage report) and the paths that take it. */
export interface QaTransition {
  label: string;
  /** `#id` of the state that declares it. */
  source: string;
  paths: string[];
}

/** Coverage of one spec section (`spec 000 §4`, `contract §2`, or {@link NO_SECTION}). */
export interface QaSection {
  section: string;
  states: string[];
  coveredStates: string[];
  transitions: number;
  coveredTransitions: number;
  paths: string[];
}

/** Everything exported for one chart. */
export interface QaChart {
  name: string;
  states: QaState[];
  transitions: QaTransition[];
  paths: QaPath[];
  sections: QaSection[];
  bound: number;
  /**
   * What the export could not say: an event without an instruction (qaSteps.ts), an invoked actor
   * without a contract operation (qaCalls.ts). Empty for every registered chart (registry test).
   */
  problems: string[];
}

/**
 * The sections a `meta.spec` text cites: `spec 000 §4 Session; §7 GET /x` →
 * `['spec 000 §4', 'spec 000 §7']` (a part without a document takes the previous part's);
 * text without `§` is its own section.
 */
export function specSections(spec: string | null | undefined): string[] {
  if (spec === null || spec === undefined || spec.trim() === '') return [NO_SECTION];
  const sections: string[] = [];
  let doc = '';
  for (const part of spec.split(';')) {
    const match = /^\s*((?:spec \d+|contract|docs\/ARCHITECTURE\.md)\s*)?§\s*([0-9]+(?:\.[0-9]+)*)/.exec(part);
    if (!match) {
      if (part.trim()) sections.push(part.trim());
      continue;
    }
    if (match[1]) doc = match[1].trim();
    sections.push(`${doc ? `${doc} ` : ''}§${match[2]}`);
  }
  return [...new Set(sections.length ? sections : [spec.trim()])];
}

function metaOf(node: AnyStateNode | undefined): { spec: string | null; shows: string[] } {
  const meta = node?.meta as { spec?: unknown; shows?: unknown } | undefined;
  return {
    spec: typeof meta?.spec === 'string' ? meta.spec : null,
    shows: Array.isArray(meta?.shows) ? meta.shows.map(String) : [],
  };
}

/** A `meta.shows` item that names a call (`POST /send/claim with …`): shown under "Llamada", not on screen. */
const CALL_NOTE = /^(GET|POST|PUT|PATCH|DELETE)\b/;

/**
 * The Spanish text of one `meta.shows` item: a message key → «text»; a note → its Spanish words
 * (qaNotes.ts) with any key inside resolved (`'error: requestForm.fillRequired'` → `'error: «Llene todos…»'`);
 * a call note → null (the step's "Llamada" says it).
 */
export function shownText(item: string): string | null {
  if (CALL_NOTE.test(item)) return null;
  const key = messageText(item);
  if (key !== null) return key;
  return resolveKeys(noteText(item) ?? item);
}

/** The text of a message reference: a key, or `{ key, params }`; null for anything else. */
function refText(value: unknown): string | null {
  if (typeof value === 'string') return isMessageKey(value) ? messageText(value) : null;
  if (value && typeof value === 'object' && typeof (value as { key?: unknown }).key === 'string') {
    const { key, params, values } = value as { key: string; params?: MessageParams; values?: MessageParams };
    return messageText(key, params ?? values);
  }
  return null;
}

/** Every message reference inside `value` (depth ≤ 3): `{ notice: { title: key, body: key } }` → both texts. */
function refsIn(value: unknown, depth = 0): string[] {
  const own = refText(value);
  if (own !== null) return [own];
  if (depth > 3 || !value || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).flatMap((v) => refsIn(v, depth + 1));
}

/**
 * What the provided actions of the registered charts do, in a tester's words (name → text; the
 * params, when they matter, are added by {@link actionShown}).
 */
const ACTION_TEXTS: Readonly<Record<string, string>> = {
  clearStoredLogin: 'Se borra la sesión guardada en el navegador',
  clearStoredSession: 'Se borra la sesión guardada en el navegador',
  endExpiredSession: 'La sesión vencida se cierra',
  focusField: 'El cursor pasa al campo',
  goToDesk: 'La página pasa a /app/myDesk',
  goToDetails: 'La página pasa al detalle de la solicitud',
  goToPaymentValidation: 'La página pasa a la validación del pago',
  goToPublic: 'La página pasa a /public',
  goToSignIn: 'La página pasa a iniciar sesión',
  keepDraftLocally: 'El borrador se guarda en este navegador',
  leavePage: 'Se sale de la página',
  leaveToPublic: 'La página pasa a /public',
  logout: 'Se cierra la sesión',
  notifyChanged: 'La página vuelve a leer la solicitud',
  openRequest: 'La página pasa a la solicitud',
  reloadPage: 'La página se vuelve a cargar',
  rememberUser: 'El usuario se guarda en el navegador',
  scrollToTop: 'La página sube al principio',
  showRequests: 'La página pasa a las solicitudes del miembro',
  storeLogin: 'La sesión se guarda en el navegador',
  submitGatewayForm: 'El navegador pasa a la pasarela de pago (formulario enviado)',
  userUpdated: 'Los datos del usuario se actualizan en la cabecera',
};

/** What a provided action (toast, navigation, logout, …) shows, from its name and params. */
export function actionShown(name: string, params: unknown): string {
  const refs = refsIn(params);
  const ref = refs.length ? refs.join(' — ') : null;
  const message = (params as { message?: unknown } | undefined)?.message;
  const text = ref ?? (typeof message === 'string' ? formatValue(message) : params === undefined || params === null ? '' : formatValue(params));
  const known = ACTION_TEXTS[name];
  if (known) return text ? `${known} (${text})` : known;
  if (/notify|toast/i.test(name)) {
    const kind = /success|rated/i.test(name) ? 'Aviso de éxito' : /error|fail/i.test(name) ? 'Aviso de error' : 'Aviso';
    return `${kind}: ${text || '(sin texto)'}`;
  }
  if (/navigat|redirect|goTo/i.test(name)) {
    const p = params as { to?: unknown; path?: unknown; url?: unknown } | undefined;
    return `La página pasa a ${formatValue(p?.to ?? p?.path ?? p?.url ?? params)}`;
  }
  return `El portal ejecuta «${name}»${text ? ` (${text})` : ''}`;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** Messages and field errors the context gained in this step (`errors: { email: 'errors.invalidEmail' }`). */
function contextShown(now: unknown, before: unknown, fieldName: (name: string) => string): string[] {
  if (!now || typeof now !== 'object') return [];
  const out: string[] = [];
  for (const [name, value] of Object.entries(now as Record<string, unknown>)) {
    const old = (before as Record<string, unknown> | undefined)?.[name];
    if (same(value, old)) continue;
    const single = refText(value);
    if (single !== null) {
      out.push(`Mensaje: ${single}`);
      continue;
    }
    if (typeof value === 'string' && value !== '' && /message|msg/i.test(name)) {
      out.push(`Mensaje del servidor: ${formatValue(value)}`);
      continue;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value as Record<string, unknown>);
      const refs = entries.map(([field, v]) => [field, refText(v)] as const).filter(([, text]) => text !== null);
      if (refs.length) out.push(`Errores: ${refs.map(([field, text]) => `${fieldName(field)}: ${text}`).join('; ')}`);
      else if (entries.length === 0 && old && typeof old === 'object' && Object.values(old).some((v) => refText(v) !== null)) {
        out.push('Los mensajes de error de los campos desaparecen');
      }
    }
  }
  return out;
}

/** `citizen_id`, `citizenId` and `CitizenID` name the same field. */
function normalName(name: string): string {
  return name.replace(/[_-]/g, '').toLowerCase();
}

/** A contract path with its `{parameters}` filled from the actor's input where it has them: `/requests/{requestId}` → `/requests/130`. */
function filledPath(path: string, input: unknown): string {
  const record = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const byName = new Map(Object.entries(record).map(([name, value]) => [normalName(name), value] as const));
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = record[name] ?? byName.get(normalName(name));
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** `METHOD /path` of each operation, the path filled from `input` (an outcome's step names the call it answers). */
function callNames(operations: readonly string[], input: unknown): string {
  return operations
    .map((op) => {
      const c = contractCalls().get(op);
      return c ? `${c.method} ${filledPath(c.path, input)}` : op;
    })
    .join(' + ');
}

/** One call as the test case shows it: method, path (its parameters filled from the input), body fields with the values sent. */
function contractCallText(operationId: string, input: unknown): string | null {
  const call = contractCalls().get(operationId);
  if (!call) return null;
  const record = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const bodyValues = (record.body && typeof record.body === 'object' ? record.body : record) as Record<string, unknown>;
  const path = filledPath(call.path, record);
  const byName = new Map(Object.entries(bodyValues).map(([name, value]) => [normalName(name), value] as const));
  const body = call.body.map((field) => {
    const value = bodyValues[field] ?? byName.get(normalName(field));
    return value === undefined ? field : `${field} ${formatValue(value, 28)}`;
  });
  return [`${call.method} ${path}`, body.length ? `cuerpo: ${body.join(', ')}` : '', call.query.length ? `consulta: ${call.query.join(', ')}` : '']
    .filter(Boolean)
    .join(' — ');
}

/** The "Llamada" of one started actor, and what is wrong with its entry in qaCalls.ts (for the registry test). */
function callText(chart: string, src: string, input: unknown): { text: string; problem: string | null } {
  const entry = actorCall(chart, src);
  if (!entry) return { text: `(${src}: sin operación en tests/model/lib/qaCalls.ts)`, problem: `${chart}: actor ${src} has no entry in qaCalls.ts` };
  if ('note' in entry) return { text: `Sin llamada propia: ${entry.note}`, problem: null };
  const operations = typeof entry.operations === 'function' ? entry.operations(input) : entry.operations;
  const texts = operations.map((op) => contractCallText(op, input));
  const missing = operations.filter((_, i) => texts[i] === null);
  return {
    text: texts.map((text, i) => text ?? `(${operations[i]}: no está en openapi/)`).join(' + '),
    problem: missing.length ? `${chart}: actor ${src} names ${missing.join(', ')}, not in openapi/*.yaml` : null,
  };
}

/** The calls a state's invokes make, without input: `POST /send/claim` (for the state list). */
function stateCalls(chart: string, node: AnyStateNode | undefined): string[] {
  return (node?.invoke ?? []).map((invoke) => {
    const src = typeof invoke.src === 'string' ? invoke.src : '(inline)';
    const entry = actorCall(chart, src);
    if (!entry) return `${src}: (sin operación)`;
    if ('note' in entry) return `${src}: ${entry.note}`;
    if (typeof entry.operations === 'function') return `${src}: según los datos enviados`;
    return `${src}: ${callNames(entry.operations, undefined)}`;
  });
}

function activeMeta(snapshot: AnyMachineSnapshot | undefined): Map<string, { spec?: unknown; shows?: unknown }> {
  if (!snapshot) return new Map();
  return new Map(Object.entries(snapshot.getMeta() as Record<string, { spec?: unknown; shows?: unknown }>));
}

/**
 * The label a form built from a server definition gives field `id` (an expert form's
 * `model.fields[id].label`, anywhere in the context up to depth 3), in «»; null when none.
 */
function formFieldLabel(context: unknown, id: unknown, depth = 0): string | null {
  if (!context || typeof context !== 'object' || depth > 3) return null;
  const fields = (context as { fields?: unknown }).fields;
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    const label = (fields as Record<string, { label?: unknown } | undefined>)[String(id)]?.label;
    if (typeof label === 'string' && label.trim() !== '') return `«${label.trim()}»`;
  }
  for (const value of Object.values(context as Record<string, unknown>)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const found = formFieldLabel(value, id, depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}

/** One chart's name, what its tester reads for field names, and what went wrong while building its cases. */
interface CaseContext {
  chart: string;
  /** The current path's input (fills the start page's placeholders). */
  input: unknown;
  /** The input each invoke id last started with in the current path (names an outcome's call). */
  lastInput: Map<string, unknown>;
  srcById: Map<string, string>;
  fieldName: (name: string) => string;
  problems: string[];
}

function stepOf(ctx: CaseContext, event: AnyEventObject, observed: ObservedStep, previous: ObservedStep | undefined, state: string): QaStep {
  const { snapshot } = observed;
  const calls = observed.started.map(({ id, input }) => {
    ctx.lastInput.set(id, input);
    const result = callText(ctx.chart, ctx.srcById.get(id) ?? id, input);
    if (result.problem) ctx.problems.push(result.problem);
    return result.text;
  });
  let action: string;
  if (observed.index === 0) {
    const start = startText(ctx.chart, ctx.input);
    if (start === null) ctx.problems.push(`${ctx.chart}: no start page (tests/model/lib/qaSteps.ts CHART_START)`);
    action = start ?? 'Abra la pantalla del flujo';
  } else {
    const outcomeOf = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    const callName =
      outcomeOf === undefined
        ? ''
        : (() => {
            const src = ctx.srcById.get(outcomeOf) ?? outcomeOf;
            const entry = actorCall(ctx.chart, src);
            if (entry && 'operations' in entry) {
              const input = ctx.lastInput.get(outcomeOf);
              return callNames(typeof entry.operations === 'function' ? entry.operations(input) : entry.operations, input);
            }
            return `la llamada «${src}»`;
          })();
    const text = actionText(
      event,
      ctx.chart,
      callName,
      observed.elapsedMs,
      (name) => formFieldLabel(previous?.snapshot.context, name) ?? ctx.fieldName(String(name)),
    );
    if (text === null) ctx.problems.push(`${ctx.chart}: no instruction for event ${event.type} (tests/model/lib/qaSteps.ts EVENT_STEPS)`);
    action = text ?? `(envíe ${event.type})`;
  }
  const before = activeMeta(previous?.snapshot);
  const now = activeMeta(snapshot);
  const entered = [...now.entries()].filter(([id]) => !before.has(id));
  const expected: string[] = [];
  const screen = [
    ...new Set(
      entered
        .flatMap(([, meta]) => (Array.isArray(meta.shows) ? meta.shows.map(String) : []))
        .map(shownText)
        .filter((t): t is string => t !== null),
    ),
  ];
  if (screen.length) expected.push(`Pantalla: ${screen.join(', ')}`);
  for (const { name, params } of observed.called) expected.push(actionShown(name, params));
  const fieldName = (name: string) => formFieldLabel(snapshot.context, name) ?? ctx.fieldName(name);
  expected.push(...contextShown(snapshot.context, previous?.snapshot.context, fieldName));
  if (snapshot.status === 'done') expected.push('Fin del flujo');
  if (snapshot.status === 'error') expected.push('El flujo termina con un error');
  return {
    n: observed.index,
    action,
    expected: expected.length
      ? expected.join('. ')
      : observed.index === 0
        ? 'La pantalla inicial del flujo, sin textos propios del diagrama'
        : /\.(change|select|blur)$/.test(event.type)
          ? 'El campo muestra el valor; nada más cambia'
          : 'La pantalla no cambia',
    call: calls.join(' | '),
    eventType: event.type,
    state,
    status: snapshot.status,
  };
}

/** "Condición inicial": the input's description (qaSteps.ts INPUT_TEXTS), then its values; '' without input. */
function startCondition(ctx: CaseContext, label: string | undefined, input: unknown): string {
  if (input === undefined) return '';
  const values = formatValue(input, 120);
  if (label === undefined) return `datos: ${values}`;
  const text = inputText(ctx.chart, label);
  if (text === null) ctx.problems.push(`${ctx.chart}: input ${label} has no description (tests/model/lib/qaSteps.ts INPUT_TEXTS)`);
  return `${text ?? label}; datos: ${values}`;
}

/**
 * Builds the export of one chart from its definition: the same paths the model test runs, each run
 * against the real machine (runPath.ts) and written as a test case.
 *
 * @throws what {@link runModelPath} throws when a path fails (the model test fails the same way).
 */
export async function qaChart(def: AnyModelTestDefinition): Promise<QaChart> {
  const { testMachine, paths, counts } = generateModelPaths(def);
  const realNodes = new Map(getStateNodes(def.machine.root).map((n: AnyStateNode) => [n.id, n] as const));
  const stateIds = [...stateUniverse(testMachine).entries()];
  const transitions = [...transitionUniverse(testMachine).entries()];
  const srcById = new Map<string, string>();
  for (const node of [def.machine.root, ...realNodes.values()] as AnyStateNode[])
    for (const invoke of node.invoke) srcById.set(invoke.id, typeof invoke.src === 'string' ? invoke.src : '(inline)');
  const problems: string[] = [];
  const ctx: CaseContext = { chart: def.name, input: undefined, lastInput: new Map(), srcById, fieldName: (name) => fieldLabel(def.name, name), problems };

  const qaPaths: QaPath[] = [];
  for (const [i, path] of paths.entries()) {
    const observed: ObservedStep[] = [];
    ctx.lastInput.clear();
    ctx.input = path.input;
    await runModelPath(def, path, (step) => observed.push(step));
    // The sections a case cites: numbered sections and issues (a free-text part of a `meta.spec` stays in the state list).
    const cited = (m: { spec?: unknown }) => (typeof m.spec === 'string' ? specSections(m.spec).filter((x) => /§|^issue \d+/.test(x)) : []);
    const sections = [...new Set(observed.flatMap((o) => [...activeMeta(o.snapshot).values()].flatMap(cited)))];
    qaPaths.push({
      id: `P${i + 1}`,
      input: path.inputLabel ?? null,
      start: startCondition(ctx, path.inputLabel, path.input),
      sections,
      steps: observed.map((o, index) => stepOf(ctx, path.steps[index].event, o, observed[index - 1], formatStateValue(path.steps[index].state.value))),
    });
  }
  const stateHits = new Map<AnyStateNode, string[]>();
  const transitionHits = new Map<unknown, string[]>();
  paths.forEach((path, i) => {
    const visits = coveredBy(testMachine, [path]);
    for (const node of visits.states) stateHits.set(node, [...(stateHits.get(node) ?? []), qaPaths[i].id]);
    for (const t of visits.transitions) transitionHits.set(t, [...(transitionHits.get(t) ?? []), qaPaths[i].id]);
  });

  const states: QaState[] = stateIds.map(([node, id]) => {
    const real = realNodes.get(node.id);
    const meta = metaOf(real);
    return {
      id,
      ...meta,
      texts: meta.shows.map(shownText).filter((t): t is string => t !== null),
      calls: stateCalls(def.name, real),
      paths: stateHits.get(node) ?? [],
    };
  });
  const qaTransitions: QaTransition[] = transitions.map(([t, label]) => ({
    label,
    source: `#${(t.source as AnyStateNode).id}`,
    paths: transitionHits.get(t) ?? [],
  }));

  const bySection = new Map<string, QaSection>();
  const section = (name: string) => {
    let s = bySection.get(name);
    if (!s) bySection.set(name, (s = { section: name, states: [], coveredStates: [], transitions: 0, coveredTransitions: 0, paths: [] }));
    return s;
  };
  const stateSpec = new Map(states.map((s) => [s.id, s.spec] as const));
  for (const s of states) {
    for (const name of specSections(s.spec)) {
      const entry = section(name);
      entry.states.push(s.id);
      if (s.paths.length) entry.coveredStates.push(s.id);
      entry.paths = [...new Set([...entry.paths, ...s.paths])];
    }
  }
  for (const t of qaTransitions) {
    for (const name of specSections(stateSpec.get(t.source) ?? null)) {
      const entry = section(name);
      entry.transitions += 1;
      if (t.paths.length) entry.coveredTransitions += 1;
    }
  }
  const sections = [...bySection.values()]
    .map((s) => ({ ...s, paths: s.paths.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))) }))
    .sort((a, b) => (a.section === NO_SECTION ? 1 : b.section === NO_SECTION ? -1 : a.section.localeCompare(b.section, 'en', { numeric: true })));

  return { name: def.name, states, transitions: qaTransitions, paths: qaPaths, sections, bound: counts.bound, problems: [...new Set(problems)] };
}

function ratio(covered: number, total: number): string {
  return `${covered}/${total}`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** A Markdown list item wrapped at {@link MAX_LINE}, continuation lines indented under its text. */
function item(text: string, marker = '- ', indent = ''): string[] {
  return wrap(text, `${indent}${marker}`, `${indent}${' '.repeat(marker.length)}`);
}

/** The case id used in the Markdown headings and the CSV: `contact-P3`. */
export function caseId(chart: string, path: QaPath): string {
  return `${qaFileName(chart)}-${path.id}`;
}

/** The chart's Markdown page: coverage, states, transitions, then the numbered test cases. */
export function qaChartMarkdown(chart: QaChart): string {
  const coveredStates = chart.states.filter((s) => s.paths.length).length;
  const coveredTransitions = chart.transitions.filter((t) => t.paths.length).length;
  const out: string[] = [
    `# ${chart.name}`,
    '',
    ...wrap(
      `Estados cubiertos ${ratio(coveredStates, chart.states.length)}, transiciones ${ratio(coveredTransitions, chart.transitions.length)}, ` +
        `${chart.paths.length} caminos (cota ${chart.bound}). Cada camino es un caso de prueba con pasos numerados (Acción, Resultado ` +
        'esperado, Llamada). Generado por `npm run coverage:paths`.',
    ),
    '',
    '## Cobertura por sección de la especificación',
    '',
    ...chart.sections.flatMap((s) =>
      item(
        `${s.section}: estados ${ratio(s.coveredStates.length, s.states.length)}, transiciones ${ratio(s.coveredTransitions, s.transitions)}; casos ${s.paths.join(', ') || '—'}`,
      ),
    ),
    '',
    '## Estados',
    '',
    ...chart.states.flatMap((s) => [
      ...item(`\`${s.id}\` (${s.spec ?? NO_SECTION}); casos ${s.paths.join(', ') || '**ninguno**'}`),
      ...(s.texts.length ? item(`Muestra: ${s.texts.join(', ')}`, '- ', '  ') : []),
      ...(s.calls.length ? item(`Llamada: ${s.calls.join(' | ')}`, '- ', '  ') : []),
    ]),
    '',
    '## Transiciones',
    '',
    ...chart.transitions.flatMap((t) => item(`\`${t.label}\`: ${t.paths.join(', ') || '**ninguno**'}`)),
    '',
    '## Casos de prueba',
  ];
  for (const path of chart.paths) {
    out.push('', `### Caso ${caseId(chart.name, path)}${path.input === null ? '' : ` (entrada: ${path.input})`}`, '');
    if (path.sections.length) out.push(...wrap(`Sección del spec: ${path.sections.join('; ')}`), '');
    if (path.start) out.push(...wrap(`Condición inicial: ${path.start}`), '');
    for (const step of path.steps) {
      out.push(...item(`**Acción:** ${step.action}`, `${step.n}. `));
      out.push(...item(`**Resultado esperado:** ${step.expected}`, '   '));
      if (step.call) out.push(...item(`**Llamada:** ${step.call}`, '   '));
    }
  }
  return `${out.join('\n')}\n`;
}

/** The columns of `casos.csv`, in order. */
export const CSV_COLUMNS = ['Caso', 'Diagrama', 'Entrada', 'Sección del spec', 'Condición inicial', 'Paso', 'Acción', 'Resultado esperado', 'Llamada'] as const;

/** A CSV cell: the text wrapped into lines of at most {@link MAX_LINE} characters (a multi-line cell). */
function csvCell(text: string): string {
  return text === '' ? '' : wrap(text).join('\n');
}

/** `casos.csv`: one record per step of every case of every chart (RFC 4180, BOM; {@link CSV_COLUMNS}). */
export function qaCsv(charts: readonly QaChart[]): string {
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (const chart of charts) {
    for (const path of chart.paths) {
      for (const step of path.steps) {
        rows.push([
          caseId(chart.name, path),
          chart.name,
          path.input ?? '',
          csvCell(path.sections.join('; ')),
          csvCell(path.start),
          String(step.n),
          csvCell(step.action),
          csvCell(step.expected),
          csvCell(step.call),
        ]);
      }
    }
  }
  return toCsv(rows);
}

/** The chart's JSON: the same data, every long text as an array of lines of at most {@link MAX_LINE} characters. */
export function qaChartJson(chart: QaChart): string {
  const lines = (text: string) => wrap(text, '', '', MAX_LINE - 16);
  const data = {
    ...chart,
    states: chart.states.map((s) => ({ ...s, spec: s.spec === null ? null : lines(s.spec), texts: s.texts.map(lines), calls: s.calls.map(lines) })),
    transitions: chart.transitions.map((t) => ({ ...t, label: lines(t.label) })),
    paths: chart.paths.map((p) => ({
      ...p,
      start: lines(p.start),
      steps: p.steps.map((s) => ({
        ...s,
        action: lines(s.action),
        expected: lines(s.expected),
        call: s.call ? lines(s.call) : [],
        eventType: cut(s.eventType, MAX_LINE - 20),
        state: cut(s.state, MAX_LINE - 20),
      })),
    })),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** One row of the index. */
export interface QaIndexRow {
  name: string;
  file: string;
  states: string;
  transitions: string;
  paths: number;
  bound: number;
  sections: number;
}

/** The index rows (file names are the chart names made safe for a file system). */
export function qaIndex(charts: readonly QaChart[]): QaIndexRow[] {
  return charts.map((c) => ({
    name: c.name,
    file: qaFileName(c.name),
    states: ratio(c.states.filter((s) => s.paths.length).length, c.states.length),
    transitions: ratio(c.transitions.filter((t) => t.paths.length).length, c.transitions.length),
    paths: c.paths.length,
    bound: c.bound,
    sections: c.sections.filter((s) => s.section !== NO_SECTION).length,
  }));
}

/** `requestForm` → `requestForm`, `toast (sticky only)` → `toast-sticky-only`. */
export function qaFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
}

/** The index page. */
export function qaIndexMarkdown(rows: readonly QaIndexRow[]): string {
  return `${[
    '# Caminos de las pruebas por modelo',
    '',
    ...wrap(
      'Un archivo por diagrama: cobertura por sección de la especificación, estados y transiciones con los casos que los cubren, y cada ' +
        'camino como caso de prueba con pasos numerados (Acción, Resultado esperado, Llamada). Todos los pasos de todos los casos, para ' +
        'importar en una herramienta de gestión de pruebas: [casos.csv](casos.csv). Generado por `npm run coverage:paths`.',
    ),
    '',
    '| Diagrama | Estados | Transiciones | Caminos | Cota | Secciones |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| [${cell(r.name)}](${r.file}.md) | ${r.states} | ${r.transitions} | ${r.paths} | ${r.bound} | ${r.sections} |`),
  ].join('\n')}\n`;
}

/**
 * The export of every chart that builds: `files` as {@link qaFilesOf} writes them, and `failures`,
 * one line per chart whose paths fail against its real machine (`<chart>: <error message>`; its
 * model test fails the same way), which is left out of the files.
 */
export async function qaExport(defs: readonly AnyModelTestDefinition[]): Promise<{ files: Map<string, string>; failures: string[] }> {
  const charts: QaChart[] = [];
  const failures: string[] = [];
  for (const def of defs) {
    try {
      charts.push(await qaChart(def));
    } catch (error) {
      failures.push(`${def.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { files: qaFilesOf(charts), failures };
}

/**
 * Every file of the export, by name relative to the output folder (the charts in `defs` order, then
 * the index and the CSV).
 *
 * @throws Error listing the charts whose paths fail (see {@link qaExport}).
 */
export async function qaFiles(defs: readonly AnyModelTestDefinition[]): Promise<Map<string, string>> {
  const { files, failures } = await qaExport(defs);
  if (failures.length) throw new Error(`QA export failed:\n${failures.join('\n')}`);
  return files;
}

/** The files of already built charts (see {@link qaFiles}). */
export function qaFilesOf(charts: readonly QaChart[]): Map<string, string> {
  const rows = qaIndex(charts);
  const files = new Map<string, string>();
  charts.forEach((chart, i) => {
    files.set(`${rows[i].file}.md`, qaChartMarkdown(chart));
    files.set(`${rows[i].file}.json`, qaChartJson(chart));
  });
  files.set('index.md', qaIndexMarkdown(rows));
  files.set('index.json', `${JSON.stringify(rows, null, 2)}\n`);
  files.set('casos.csv', qaCsv(charts));
  return files;
}
