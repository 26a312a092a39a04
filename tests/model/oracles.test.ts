/**
 * Independent oracles, part two (issue 12 "every model test asserts, after every step, those
 * expectations"; tests/model/README.md "Oracles"): every chart in tests/model/registry.ts carries
 * `expect` with an entry for EVERY one of its states (nested states and parallel regions included,
 * history pseudo-states excluded), so a state cannot be added without saying, from the spec, what
 * is shown there and where its events lead. The harness (lib/oracles.ts) checks the entries of the
 * states a path makes active; this test also catches the states no path reaches.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { statePath } from './lib/oracles';
import { modelRegistry } from './registry';

function statesBelow(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).filter((s) => s.type !== 'history').flatMap((child) => [child, ...statesBelow(child)]);
}

describe('every registered chart has spec oracles for every state', () => {
  for (const def of modelRegistry) {
    it(`${def.name}: expect.states names each state, and only states of the chart`, () => {
      expect(def.expect, `${def.name} has no expect`).toBeDefined();
      const declared = Object.keys(def.expect?.states ?? {});
      const states = statesBelow(def.machine.root).map(statePath);
      expect(
        states.filter((s) => !declared.includes(s)),
        'states without an oracle',
      ).toEqual([]);
      expect(
        declared.filter((s) => !states.includes(s)),
        'oracles of states the chart does not have',
      ).toEqual([]);
    });
  }
});
