/**
 * The operations of the four OpenAPI documents (openapi/*.yaml), read with js-yaml: the rows of the
 * fault matrix (issue 10 "Fault matrix generated from the contract"). Nothing here is written by
 * hand: a new operation in a document is a new row on the day it is added.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load } from 'js-yaml';

/** The backends, by OpenAPI document name. */
export type Backend = 'identity' | 'admin' | 'files' | 'content';

/** One operation of a document. */
export interface Operation {
  backend: Backend;
  operationId: string;
  /** Upper case: GET, POST, … */
  method: string;
  /** As in the document, e.g. `/services/{serviceId}`. */
  path: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The repository (tests and scripts run from it). */
const ROOT = process.cwd();

/** Every operation of every document, in document order. Throws on an operation without operationId. */
export function contractOperations(): Operation[] {
  const out: Operation[] = [];
  const dir = resolve(ROOT, 'openapi');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const backend = file.replace(/\.yaml$/, '') as Backend;
    const doc = load(readFileSync(resolve(dir, file), 'utf8')) as { paths?: Record<string, Record<string, { operationId?: string }>> };
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        if (!op.operationId) throw new Error(`${file}: ${method.toUpperCase()} ${path} has no operationId`);
        out.push({ backend, operationId: op.operationId, method: method.toUpperCase(), path });
      }
    }
  }
  return out;
}

/**
 * The operations of {@link contractOperations}, read once per module instance: the matrix looks up
 * an operation at each row's declaration and again when the row runs, and reading the four
 * documents (225 KB of YAML) each time was ~1.3 s of a 15-row file's CPU (issue 29 item 1).
 */
let operations: readonly Operation[] | undefined;

/** The operation named `operationId`; throws when the contract has none. */
export function operation(operationId: string): Operation {
  operations ??= contractOperations();
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId} in openapi/*.yaml`);
  return op;
}

/** An MSW path pattern of an operation's path: `/services/{serviceId}` → `/services/:serviceId`. */
export function mswPattern(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => `:${name.replace(/[^A-Za-z0-9_]/g, '_')}`);
}
