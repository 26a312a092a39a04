/**
 * Every state of a chart cites its spec section (`meta.spec` names `spec 000 §…` / `spec 001 §…`) and
 * says what is observable there (a non-empty `meta.shows`): the per-chart form of tests/model/meta.test.ts,
 * run by the chart's own test file so a chart's mutation run needs only its own tests.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const statesBelow = (node: AnyStateNode): AnyStateNode[] =>
  (Object.values(node.states) as AnyStateNode[]).filter((s) => s.type !== 'history').flatMap((child) => [child, ...statesBelow(child)]);

/** Declares the test for `machine`. */
export function describeSpecCitations(machine: AnyStateMachine): void {
  describe(`${machine.id}: meta of every state`, () => {
    it('cites the spec and names what is shown', () => {
      for (const state of statesBelow(machine.root)) {
        const meta = state.meta as { spec?: unknown; shows?: unknown };
        expect(meta?.spec, state.id).toMatch(/\bspec 00[01] §\s?\d/);
        expect(Array.isArray(meta.shows) && meta.shows.length > 0 && meta.shows.every((s) => typeof s === 'string' && s.trim() !== ''), state.id).toBe(true);
      }
    });
  });
}
