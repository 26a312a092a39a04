/**
 * Every state of a chart cites its spec section (`meta.spec` names `spec 000 §…` / `spec 001 §…`) and
 * says what is observable there (a non-empty `meta.shows`): the per-chart form of tests/model/meta.test.ts,
 * run by the chart's own test file so a chart's mutation run needs only its own tests.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { AnyModelTestDefinition } from '../lib/definition';
import { activeStatePaths, STAYS } from '../lib/oracles';
import { generateModelPaths } from '../lib/paths';

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

/**
 * The generated paths reach every state the oracles describe and send, from each, every event its
 * oracle declares (`on`): a chart mutated to lose a state, a transition or an invoke's outcome also
 * loses the paths its model would generate, so without this the oracles of that part never run.
 * `transient`: states left at once through `always` (never active after a step).
 * `skipStays` (opt-in, default off): events whose oracle is exactly `STAYS` need not be sent. Such an
 * event leaves the graph state unchanged, so the generated paths never send it; without the option a
 * chart with such events cannot use this check at all.
 */
export function describeOracleReach(def: AnyModelTestDefinition, transient: readonly string[] = [], { skipStays = false }: { skipStays?: boolean } = {}): void {
  describe(`${def.name}: the paths exercise every oracle`, () => {
    it('visit every described state and send every declared event from it', () => {
      const { paths } = generateModelPaths(def);
      const visited = new Set<string>();
      const sent = new Set<string>();
      for (const path of paths) {
        let before: string[] = [];
        for (const step of path.steps) {
          const active = activeStatePaths(step.state);
          for (const state of active) visited.add(state);
          for (const state of before) sent.add(`${state} ${step.event.type}`);
          before = active;
        }
      }
      const oracles = def.expect?.states ?? {};
      const unvisited = Object.keys(oracles).filter((state) => !visited.has(state) && !transient.includes(state));
      expect(unvisited, 'states no path reaches').toEqual([]);
      const unsent = Object.entries(oracles).flatMap(([state, oracle]) =>
        Object.entries(oracle.on ?? {})
          .filter(([, target]) => !(skipStays && target === STAYS))
          .map(([type]) => type)
          .filter((type) => ![...sent].some((s) => s === `${state} ${type}` || s.startsWith(`${state} ${type}.`)))
          .map((type) => `${state} ${type}`),
      );
      expect(unsent, 'declared events no path sends').toEqual([]);
    });
  });
}
