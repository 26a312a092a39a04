/**
 * The fault matrix covers the contract (issue 10): every operation of openapi/*.yaml either has a
 * driver (tests/faults/drivers/*.tsx) or is listed as called by no flow (tests/faults/notCalled.ts),
 * and a listed one really is called by nothing in src/ (outside the generated types and the embedded
 * backend). A call added later without a driver fails here on the day it is added.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations } from './contract';
import { NOT_CALLED } from './notCalled';
import type { FaultDriver } from './harness';

const modules = import.meta.glob<{ drivers: FaultDriver[] }>('./drivers/*.tsx', { eager: true });
const drivers = Object.values(modules).flatMap((m) => m.drivers);
/** The repository (tests and scripts run from it). */
const ROOT = process.cwd();

/** Every .ts/.tsx file of the app, without the generated contract types and the embedded backend. */
function appSources(dir = resolve(ROOT, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' || name === 'mocks' ? [] : appSources(path);
    return /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The fixed part of a path that code must contain to call it: `/jce/validate/{cedula}` → `/jce/validate/`. */
const fixedPart = (path: string) => path.split('{')[0];

describe('the fault matrix covers the contract', () => {
  const ops = contractOperations();

  it('reads every operation of the four documents', () => {
    expect(new Set(ops.map((o) => o.backend))).toEqual(new Set(['identity', 'admin', 'files', 'content']));
    expect(ops.length).toBeGreaterThanOrEqual(79);
  });

  it('every operation has a driver or is listed as called by no flow', () => {
    const driven = new Set(drivers.map((d) => d.operationId));
    const missing = ops.filter((o) => !driven.has(o.operationId) && !(o.operationId in NOT_CALLED)).map((o) => `${o.backend} ${o.operationId}`);
    expect(missing, 'operations without a fault driver').toEqual([]);
  });

  it('drivers and the list name operations of the contract, each once', () => {
    const ids = new Set(ops.map((o) => o.operationId));
    expect(drivers.map((d) => d.operationId).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(NOT_CALLED).filter((id) => !ids.has(id))).toEqual([]);
    const names = drivers.map((d) => d.operationId);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(names.filter((n) => n in NOT_CALLED)).toEqual([]);
  });

  it('an operation listed as not called is referenced by no code of the app', () => {
    const sources = appSources().join('\n');
    const called = ops
      .filter((o) => o.operationId in NOT_CALLED)
      .filter((o) => sources.includes(`'${o.path}'`) || sources.includes(`'${fixedPart(o.path)}`) || sources.includes(`\`${fixedPart(o.path)}`));
    expect(called.map((o) => o.operationId)).toEqual([]);
  });
});
