/**
 * The contract check of the wire (issue 25 item 7 "The contract says what the wire does"; README "The
 * loopback server", docs/ARCHITECTURE.md "Contract"): every call the browser makes to the loopback API
 * server, and the answer it gets, checked against the four OpenAPI documents (`openapi/*.yaml`) by an
 * OpenAPI validator this project did not write: openapi-backend (routing, parameters, request and
 * response bodies), with its schemas compiled by Ajv's JSON Schema 2020-12 dialect, the dialect of
 * OpenAPI 3.1.
 *
 * On `MITUR_CONTRACT_CHECK=1` (server/loopback.ts `contractCheck`; the remote browser journeys set
 * it) the API server records every call to `/identity`, `/admin`, `/files` and `/content` in
 * `<data folder>/contract.jsonl` (one {@link CheckedCall} a line) with what differs from the contract:
 *
 * - no operation of the backend's document answers the method and path (`operation`);
 * - the call lacks what the operation's `security` requires (`security`): an `apiKey` header that is
 *   missing or empty, or an `Authorization` that carries no token (`beater null`, contract §0.1: the
 *   portal sends it signed out); public operations declare what they need (`security: []`, or the
 *   application key alone);
 * - a path, query or header parameter, or a JSON or multipart body, that its schema refuses
 *   (`request`);
 * - a status the operation does not declare (`status`), a media type its answer does not declare
 *   (`content-type`), or a JSON answer its schema refuses (`response`).
 *
 * The answer checked is the one the handler gave: an answer cut on purpose by server/faults.ts (a fault
 * after the server acted) is checked whole, before the cut (`res.locals.answerBeforeFault`).
 * Preflights and the paths that are no API operation ({@link OUTSIDE_CONTRACT}) are not recorded.
 * Violations the validator reports wrongly are listed, with their reason, in {@link FALSE_POSITIVES}:
 * they are kept in the record, marked, and do not fail the run. {@link contractReport} turns the record
 * into the readable report the remote browser suite prints and fails on (tests/e2e-remote/contract.teardown.ts).
 *
 * Only the loopback server checks (a test tool); no build contains any of it.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import yaml from 'js-yaml';
import { OpenAPIBackend, type AjvCustomizer } from 'openapi-backend';
import Ajv2020 from 'ajv/dist/2020.js';
import type { Options as AjvOptions } from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from './loopback';

/** The four backends, by the path they are mounted under on the API origin (server/loopback.ts). */
export const BACKENDS = ['identity', 'admin', 'files', 'content'] as const;
export type BackendName = (typeof BACKENDS)[number];

/** File of the record, in the API server's data folder. */
export const CONTRACT_RECORD = 'contract.jsonl';

/** What a check found wrong: its kind and, in words, what differs. */
export interface Violation {
  kind: 'operation' | 'security' | 'request' | 'status' | 'content-type' | 'response';
  what: string;
  /** Set when {@link FALSE_POSITIVES} lists it: why it is not a fault of the contract or the server. */
  excused?: string;
}

/** One call as the record keeps it. */
export interface CheckedCall {
  backend: BackendName;
  /** The operation the call matched; null when none did. */
  operationId: string | null;
  method: string;
  /** Path on the API origin without the query, e.g. `/admin/services/31`. */
  path: string;
  status: number;
  /** Set when server/faults.ts cut the answer on the wire after the handler gave it. */
  fault?: string;
  violations: Violation[];
}

/** A call as it came on the wire, ready to check. */
export interface WireRequest {
  method: string;
  /** Path on the API origin, e.g. `/admin/services/31` (no query). */
  path: string;
  /** Query parameters, repeated names as arrays. */
  query: Record<string, string | string[]>;
  /** Request headers, names in lower case. */
  headers: Record<string, string | undefined>;
  body?: Buffer;
}

/** The answer the handler gave. */
export interface WireResponse {
  status: number;
  /** `Content-Type` of the answer, if any. */
  contentType?: string;
  body: Buffer;
}

/**
 * Violations the validator reports that are no fault of the contract or the server, each with its
 * reason. Matched on the operation and the violation's words. Empty: every call of the remote journeys
 * holds.
 */
export const FALSE_POSITIVES: readonly { operationId: string | null; kind: Violation['kind']; what: RegExp; reason: string }[] = [];

/**
 * Calls under a backend's path that are no API operation, so not in its document: each with why.
 */
export const OUTSIDE_CONTRACT: readonly { backend: BackendName; method: string; path: RegExp; reason: string }[] = [
  {
    backend: 'files',
    method: 'GET',
    path: /^\/storage\//,
    reason:
      'downloads of stored files: the `url` of a file descriptor (openapi files.yaml `FileDescriptor`), fetched bare (contract §0.1), a static file and not an operation',
  },
];

/** A document's operations, by its validator. */
interface Checker {
  api: OpenAPIBackend;
  schemes: Record<string, { type?: string; in?: string; name?: string }>;
}

/**
 * openapi-backend's Ajv for every schema, replaced by Ajv's JSON Schema 2020-12 dialect (OpenAPI 3.1's)
 * with the same options, every error reported, and the formats of ajv-formats.
 */
const ajvFor: AjvCustomizer = (_original, options: AjvOptions) => {
  const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's file formats (a multipart part's bytes): anything goes.
  ajv.addFormat('binary', true);
  ajv.addFormat('byte', true);
  return ajv;
};

/** Loads the four documents into their validators (see module documentation). */
export async function loadContract(dir = join(REPO_ROOT, 'openapi')): Promise<Record<BackendName, Checker>> {
  const out = {} as Record<BackendName, Checker>;
  for (const name of BACKENDS) {
    const definition = yaml.load(readFileSync(join(dir, `${name}.yaml`), 'utf8')) as Record<string, unknown>;
    // `quick`: the document is taken as it is (its OpenAPI 3.1 form is checked by `npm run lint:api`;
    // openapi-backend would check it against the 3.0 schema) and dereferenced at once.
    const api = new OpenAPIBackend({ definition: definition as never, quick: true, strict: true, validate: true, apiRoot: '/', customizeAjv: ajvFor });
    await api.init();
    const components = (definition.components ?? {}) as { securitySchemes?: Checker['schemes'] };
    out[name] = { api, schemes: components.securitySchemes ?? {} };
  }
  return out;
}

/** The media type of a `Content-Type` value, lower case, without parameters. */
export function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0].trim().toLowerCase();
}

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/** Whether `type` is one of `declared` (wildcards such as `application/*` and `*\/*` included). */
function declares(declared: string[], type: string): boolean {
  return declared.some((d) => d === type || d === '*/*' || (d.endsWith('/*') && type.startsWith(d.slice(0, -1))));
}

/** Ajv's errors in words: where, what (and the property or values it names), the first six. */
function ajvWords(errors: { instancePath?: string; message?: string; params?: Record<string, unknown> }[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 6)
    .map((e) => {
      const named = e.params?.additionalProperty ?? e.params?.allowedValues ?? e.params?.allowedValue;
      return `${e.instancePath || '(root)'} ${e.message ?? ''}${named === undefined ? '' : ` (${JSON.stringify(named)})`}`.trim();
    })
    .join('; ');
}

/** Whether a security scheme is met by the headers (see module documentation). */
function meets(scheme: Checker['schemes'][string] | undefined, headers: WireRequest['headers']): boolean {
  if (!scheme || scheme.type !== 'apiKey' || scheme.in !== 'header' || !scheme.name) return false;
  const value = headers[scheme.name.toLowerCase()]?.trim() ?? '';
  if (value === '') return false;
  // `Authorization: <scheme word> <token>`: signed out, the portal sends the token `null`.
  if (scheme.name.toLowerCase() === 'authorization') {
    const token = value.split(/\s+/).slice(1).join(' ');
    return token !== '' && token !== 'null' && token !== 'undefined';
  }
  return true;
}

/** A multipart body as the object its schema describes: text parts as text, files as their name. */
async function multipartObject(body: Buffer, contentType: string): Promise<Record<string, unknown>> {
  const form = await new globalThis.Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData();
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const v = typeof value === 'string' ? value : value.name;
    if (key.endsWith('[]')) out[key] = [...((out[key] as unknown[]) ?? []), v];
    else if (key in out) out[key] = [...([] as unknown[]).concat(out[key]), v];
    else out[key] = v;
  }
  return out;
}

function excuse(operationId: string | null, v: Violation): Violation {
  const fp = FALSE_POSITIVES.find((f) => f.operationId === operationId && f.kind === v.kind && f.what.test(v.what));
  return fp ? { ...v, excused: fp.reason } : v;
}

/**
 * Checks one call and its answer against the contract.
 * @returns the call as recorded, with its violations (empty when it holds); null for a path outside
 *   the four backends or listed in {@link OUTSIDE_CONTRACT}
 */
export async function checkCall(contract: Record<BackendName, Checker>, req: WireRequest, res: WireResponse): Promise<CheckedCall | null> {
  const backend = BACKENDS.find((b) => req.path === `/${b}` || req.path.startsWith(`/${b}/`));
  if (!backend) return null;
  const path = req.path.slice(backend.length + 1) || '/';
  const method = req.method.toUpperCase();
  if (OUTSIDE_CONTRACT.some((o) => o.backend === backend && o.method === method && o.path.test(path))) return null;
  const { api, schemes } = contract[backend];
  const violations: Violation[] = [];
  const call = { method: method.toLowerCase(), path, query: req.query, headers: req.headers as Record<string, string> };
  const operation = api.router.matchOperation(call);
  const base = { backend, method, path: req.path, status: res.status };
  if (!operation) {
    violations.push({ kind: 'operation', what: `no operation of openapi/${backend}.yaml answers ${method} ${path}` });
    return { ...base, operationId: null, violations };
  }
  const operationId = operation.operationId ?? null;

  // Security: one of the alternatives, each with all its schemes.
  const security = (operation.security ?? (api.definition as { security?: Record<string, string[]>[] }).security ?? []) as Record<string, string[]>[];
  if (security.length > 0 && !security.some((alt) => Object.keys(alt).every((name) => meets(schemes[name], req.headers)))) {
    const wanted = security.map((alt) => Object.keys(alt).join(' + ') || '(none)').join(' or ');
    violations.push({
      kind: 'security',
      what: `sent without what the operation requires (${wanted}): Authorization '${req.headers.authorization ?? '(none)'}', X-Authorization ${req.headers['x-authorization'] ? 'present' : 'missing'}`,
    });
  }

  // Request: parameters, and the body its media type declares.
  const requestType = mediaType(req.headers['content-type']);
  const bodyContent = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
  let body: unknown;
  if (req.body && req.body.length > 0) {
    if (!declares(Object.keys(bodyContent), requestType)) {
      violations.push({ kind: 'request', what: `body of type '${requestType || '(none)'}', declared: ${Object.keys(bodyContent).join(', ') || 'no body'}` });
    } else if (isJson(requestType)) {
      try {
        body = JSON.parse(req.body.toString('utf8'));
      } catch {
        violations.push({ kind: 'request', what: 'a JSON body that does not parse' });
      }
    } else if (requestType === 'multipart/form-data') {
      body = await multipartObject(req.body, req.headers['content-type'] ?? '').catch(() => undefined);
    }
  }
  const checked = api.validator.validateRequest({ ...call, body }, operation);
  if (!checked.valid) violations.push({ kind: 'request', what: ajvWords(checked.errors) });

  // Response: a declared status, a declared media type, a body its schema takes.
  const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
  const key = [String(res.status), `${String(res.status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) {
    violations.push({ kind: 'status', what: `status ${res.status} not declared (declared: ${Object.keys(responses).join(', ')})` });
  } else if (res.body.length > 0) {
    const type = mediaType(res.contentType);
    const declared = Object.keys(responses[key].content ?? {});
    if (!declares(declared, type)) {
      violations.push({ kind: 'content-type', what: `answer ${res.status} of type '${type || '(none)'}', declared: ${declared.join(', ') || 'no body'}` });
    } else if (isJson(type) && declared.includes('application/json')) {
      let json: unknown;
      try {
        json = JSON.parse(res.body.toString('utf8'));
      } catch {
        violations.push({ kind: 'response', what: `answer ${res.status}: JSON that does not parse` });
      }
      if (json !== undefined) {
        const answer = api.validator.validateResponse(json, operation, key === 'default' ? undefined : Number(key.replace('XX', '00')));
        if (!answer.valid) violations.push({ kind: 'response', what: `answer ${res.status}: ${ajvWords(answer.errors)}` });
      }
    }
  }
  return { ...base, operationId, violations: violations.map((v) => excuse(operationId, v)) };
}

/** What a request line gives: its query as names and values (repeated names as arrays). */
export function queryOf(url: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const params = new URL(url, 'http://x').searchParams;
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    out[name] = all.length > 1 ? all : all[0];
  }
  return out;
}

type Chunk = string | Buffer | Uint8Array;
const toBuffer = (chunk: unknown): Buffer | null => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk instanceof Uint8Array ? Buffer.from(chunk) : null);

/**
 * The recording middleware (see module documentation): mounted after `compression()` (it sees the
 * answer before it is compressed) and before everything that answers. It reads the request body as it
 * streams (a listener beside the handler's, nothing consumed in its place) and the answer as it is
 * written; once both are complete the call is checked and appended to `<dataDir>/contract.jsonl`.
 * Starting it empties that file.
 */
export async function contractRecorder(dataDir: string): Promise<(req: Request, res: Response, next: NextFunction) => void> {
  const contract = await loadContract();
  const file = join(dataDir, CONTRACT_RECORD);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, '');
  return (req, res, next) => {
    const path = req.originalUrl.split('?')[0];
    if (req.method === 'OPTIONS' || !BACKENDS.some((b) => path === `/${b}` || path.startsWith(`/${b}/`))) {
      next();
      return;
    }
    const sent: Buffer[] = [];
    req.on('data', (chunk: Buffer) => sent.push(chunk));
    const requestDone = new Promise<void>((resolve) => {
      if (req.complete) resolve();
      req.once('end', () => resolve());
      req.once('close', () => resolve());
    });
    const answer: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      const b = toBuffer(chunk);
      if (b) answer.push(b);
      return write(chunk as Chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const b = typeof chunk === 'function' ? null : toBuffer(chunk);
      if (b) answer.push(b);
      return end(chunk, ...rest);
    }) as Response['end'];
    // 'finish' when the answer was sent; 'close' alone when the connection went first (a `resetAfter`
    // fault destroys it mid-answer).
    let recorded = false;
    const onDone = () => {
      if (recorded) return;
      recorded = true;
      void requestDone.then(async () => {
        const whole = res.locals.answerBeforeFault as Buffer | undefined;
        const headers: Record<string, string | undefined> = {};
        for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
        const checked = await checkCall(
          contract,
          { method: req.method, path, query: queryOf(req.originalUrl), headers, body: Buffer.concat(sent) },
          { status: res.statusCode, contentType: String(res.getHeader('content-type') ?? ''), body: whole ?? Buffer.concat(answer) },
        ).catch((e: unknown): CheckedCall => ({
          backend: 'admin',
          operationId: null,
          method: req.method,
          path,
          status: res.statusCode,
          violations: [{ kind: 'request', what: `the check itself failed: ${e instanceof Error ? e.message : String(e)}` }],
        }));
        if (!checked) return;
        const fault = res.locals.faultAfter as string | undefined;
        appendFileSync(file, `${JSON.stringify(fault ? { ...checked, fault } : checked)}\n`);
      });
    };
    res.once('finish', onDone);
    res.once('close', onDone);
    next();
  };
}

/** The record's calls; null when the file does not exist (the check did not run). */
export function readRecord(dataDir: string): CheckedCall[] | null {
  const file = join(dataDir, CONTRACT_RECORD);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as CheckedCall);
}

/**
 * The readable report of a record: how many calls and operations were checked, then every violation
 * (operationId, method, path, status, what differs; identical ones counted once with their number),
 * then the excused ones with their reason.
 * @returns the report's lines and whether the run holds (no violation that is not excused)
 */
export function contractReport(calls: CheckedCall[]): { ok: boolean; lines: string[] } {
  const operations = new Set(calls.map((c) => `${c.backend}.${c.operationId ?? '?'}`));
  const group = (excused: boolean) => {
    const seen = new Map<string, number>();
    for (const c of calls) {
      for (const v of c.violations) {
        if (Boolean(v.excused) !== excused) continue;
        const line = `${c.backend}.${c.operationId ?? '(no operation)'} ${c.method} ${c.path} → ${c.status}${c.fault ? ` (${c.fault})` : ''}: [${v.kind}] ${v.what}${excused ? ` — excused: ${v.excused}` : ''}`;
        seen.set(line, (seen.get(line) ?? 0) + 1);
      }
    }
    return [...seen].map(([line, n]) => `  ${n > 1 ? `${n}× ` : ''}${line}`);
  };
  const failing = group(false);
  const excused = group(true);
  const lines = [
    `Contract check (openapi/*.yaml, openapi-backend + Ajv 2020-12): ${calls.length} calls of ${operations.size} operations, ${failing.length} violations, ${excused.length} excused.`,
    ...(failing.length ? ['Violations:', ...failing] : []),
    ...(excused.length ? ['Excused (listed false positives):', ...excused] : []),
  ];
  return { ok: failing.length === 0, lines };
}
