/**
 * Path-coverage gate (docs/ARCHITECTURE.md "Tests": "the test suite fails below 100 %"): every machine in
 * tests/model/registry.ts must have all its states and transitions visited by its generated paths.
 * The full report is `npm run coverage:paths`.
 */
import { describe, expect, it } from 'vitest';
import { assertFullPathCoverage, computePathCoverage } from './lib/coverage';
import { modelRegistry } from './registry';

describe('model path coverage', () => {
  it('registers each machine once, by a non-empty name', () => {
    const names = modelRegistry.map((def) => def.name);
    expect(names.every((name) => typeof name === 'string' && name.trim() !== '')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const def of modelRegistry) {
    it(`${def.name}: every state and transition is covered (100 %)`, () => {
      assertFullPathCoverage(computePathCoverage(def));
    });
  }
});
