/**
 * Independent oracles, part one (issue 12 "every state of every chart carries `meta` with its spec
 * section and what the spec says is observable there"; docs/ARCHITECTURE.md "Charts": `meta` on
 * EVERY state `{ spec, shows }`).
 *
 * For every chart in tests/model/registry.ts, and every child chart one of them names in
 * `setup({ actors })`, every state node under `machine.root` (nested states
 * and parallel regions included, history pseudo-states excluded; the root is the chart itself and
 * carries no meta) must have:
 * - `meta.spec`: a non-empty string citing `spec 000 §…` or `spec 001 §…` (optionally `contract §…`);
 * - `meta.shows`: a non-empty array of non-empty strings — what the spec says is visible or sent in
 *   that state: message keys of src/messages (checked to exist in the catalogue) or short
 *   descriptions ('loader', 'POST /requests with the form body', 'nothing yet').
 * A failure names every offending state by its id, so one run lists the whole backlog.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { es } from '../../src/messages/all';
import { modelRegistry } from './registry';

/** `spec 000 §4`, `spec 001 §2.5` … somewhere in the text. */
const SPEC_CITATION = /\bspec 00[01] §\s?\d/;
/** A dotted lower camel case word sequence such as `requestDetail.notFound`: read as a message key. */
const MESSAGE_KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/** Every state node below the root, depth first (parallel regions and nested states included, history nodes excluded). */
function statesBelow(root: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      if (child.type === 'history') continue;
      out.push(child);
      visit(child);
    }
  };
  visit(root);
  return out;
}

/** The catalogue string at a dotted key, undefined when the key does not exist. */
function messageAt(key: string): unknown {
  let node: unknown = es;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** What is wrong with one state's meta, or null when it is complete. */
function metaProblem(node: AnyStateNode): string | null {
  const meta = node.meta as { spec?: unknown; shows?: unknown } | undefined;
  if (meta === undefined || meta === null) return 'no meta';
  const problems: string[] = [];
  if (typeof meta.spec !== 'string' || meta.spec.trim() === '') problems.push('no meta.spec');
  else if (!SPEC_CITATION.test(meta.spec)) problems.push(`meta.spec cites no 'spec 000 §…' / 'spec 001 §…': "${meta.spec}"`);
  if (!Array.isArray(meta.shows) || meta.shows.length === 0) problems.push('meta.shows missing or empty');
  else {
    for (const item of meta.shows as unknown[]) {
      if (typeof item !== 'string' || item.trim() === '') problems.push(`meta.shows holds a non-string or empty entry: ${JSON.stringify(item)}`);
      else if (MESSAGE_KEY_SHAPE.test(item) && item.split('.')[0] in es && typeof messageAt(item) !== 'string') {
        problems.push(`meta.shows names a message key missing from src/messages: ${item}`);
      }
    }
  }
  return problems.length === 0 ? null : problems.join('; ');
}

/**
 * The registered charts, then every chart one of them names in `setup({ actors })` (a child
 * machine such as the request form's submit chart), each once, by its id.
 */
function chartsToCheck(): Array<{ name: string; machine: AnyStateMachine }> {
  const out: Array<{ name: string; machine: AnyStateMachine }> = [];
  const seen = new Set<AnyStateMachine>();
  const add = (name: string, machine: AnyStateMachine): void => {
    if (seen.has(machine)) return;
    seen.add(machine);
    out.push({ name, machine });
  };
  for (const def of modelRegistry) add(def.name, def.machine as AnyStateMachine);
  for (const def of modelRegistry) {
    const actors = ((def.machine as AnyStateMachine).implementations?.actors ?? {}) as Record<string, unknown>;
    for (const [actorName, logic] of Object.entries(actors)) {
      if (logic !== null && typeof logic === 'object' && 'root' in logic) {
        add(`${def.name} › child ${actorName} (${(logic as AnyStateMachine).id})`, logic as AnyStateMachine);
      }
    }
  }
  return out;
}

describe('every state of every chart carries meta { spec, shows }', () => {
  it('the oracle itself: flags missing meta, empty shows, uncited spec and unknown keys; accepts a complete meta', () => {
    const fake = (meta: unknown) => ({ meta }) as unknown as AnyStateNode;
    expect(metaProblem(fake(undefined))).toBe('no meta');
    expect(metaProblem(fake({ spec: 'spec 001 §4', shows: [] }))).toBe('meta.shows missing or empty');
    expect(metaProblem(fake({ spec: 'the form', shows: ['loader'] }))).toContain("cites no 'spec 000 §…'");
    expect(metaProblem(fake({ spec: 'spec 000 §4', shows: ['common.noSuchKey'] }))).toContain('common.noSuchKey');
    expect(metaProblem(fake({ spec: 'spec 000 §4 Session; contract §0.2', shows: ['common.retry', 'loader'] }))).toBeNull();
  });

  for (const { name, machine } of chartsToCheck()) {
    it(`${name}: every state has meta.spec citing the spec and a non-empty meta.shows`, () => {
      const states = statesBelow(machine.root as AnyStateNode);
      expect(states.length).toBeGreaterThan(0);
      const missing = states.flatMap((node) => {
        const problem = metaProblem(node);
        return problem === null ? [] : [`${node.id}: ${problem}`];
      });
      expect(missing, `${name}: ${missing.length} of ${states.length} states lack a complete meta:\n  ${missing.join('\n  ')}\n`).toEqual([]);
    });
  }
});
