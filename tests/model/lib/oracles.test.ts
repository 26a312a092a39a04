/**
 * Tests of the independent oracles (oracles.ts; issue 12 "Independent oracles"): the sign-in
 * fixture passes with oracles written from its spec, and one-line mutants of its chart (guard
 * inverted, target changed, body changed, toast dropped) fail although the test model, built from
 * the same mutated chart, agrees with the real machine.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { signInModel, signInOracles } from '../fixtures/definitions';
import { signInMachine } from '../fixtures/signIn.machine';
import { modelTestDefinition } from './definition';
import type { AnyModelTestDefinition } from './definition';
import { defineModelTest } from './modelTest';
import { OracleError } from './oracles';
import { generateModelPaths } from './paths';
import { runModelPath } from './runPath';

defineModelTest(signInModel);

/** A state config read loosely, to write one-line mutants of the fixture chart. */
interface LooseState {
  invoke?: { onError: unknown[]; [key: string]: unknown };
  [key: string]: unknown;
}

/** Reads a typed config loosely (a type parameter converts to any shape). */
function loose<T>(value: T): Record<string, LooseState> {
  return value as Record<string, LooseState>;
}

/** The sign-in chart with some states replaced (a one-line mutation), same implementations. */
function mutant(states: (s: Record<string, LooseState>) => Record<string, unknown>): AnyStateMachine {
  const config = signInMachine.config;
  const base = loose(config.states);
  return createMachine({ ...config, states: { ...base, ...states(base) } } as never, signInMachine.implementations as never);
}

/** Runs every generated path of `def`; the errors thrown, by path name. */
async function failures(def: AnyModelTestDefinition): Promise<Error[]> {
  const errors: Error[] = [];
  for (const path of generateModelPaths(def).paths) {
    try {
      await runModelPath(def, path);
    } catch (error) {
      errors.push(error as Error);
    }
  }
  return errors;
}

const sending = loose(signInMachine.config.states).sending;
const onError = sending.invoke!.onError;

const mutants: Record<string, AnyStateMachine> = {
  'isRejected inverted': signInMachine.provide({ guards: { isRejected: (_, error: unknown) => error !== 'rejected' } }),
  'isNamed inverted': signInMachine.provide({ guards: { isNamed: ({ context }) => context.name.trim() === '' } }),
  'retry retargeted to editing': mutant((s) => ({ failed: { ...s.failed, on: { retry: 'editing' } } })),
  'refusal retargeted to failed': mutant(() => ({
    sending: { ...sending, invoke: { ...sending.invoke, onError: [{ ...(onError[0] as object), target: 'failed' }, onError[1]] } },
  })),
  'body not trimmed': mutant(() => ({
    sending: { ...sending, invoke: { ...sending.invoke, input: ({ context }: { context: { name: string } }) => ({ name: context.name }) } },
  })),
  'toast dropped': mutant(() => ({
    sending: { ...sending, invoke: { ...sending.invoke, onError: [onError[0], { target: 'failed' }] } },
  })),
};

describe('oracles', () => {
  for (const [name, machine] of Object.entries(mutants)) {
    it(`kill the mutant "${name}" (the model built from it agrees with it; the spec does not)`, async () => {
      // Without oracles, the chart is only compared with itself: nothing fails.
      expect(await failures({ ...signInModel, machine, expect: undefined })).toEqual([]);
      const errors = await failures({ ...signInModel, machine });
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error).toBeInstanceOf(OracleError);
    });
  }

  it('names the first failing expectation: state, step and what the spec says', async () => {
    const [error] = await failures({ ...signInModel, machine: mutants['retry retargeted to editing'] });
    expect(error.message).toContain("the spec's expectation fails after step");
    expect(error.message).toContain('from "failed", the spec leads "retry" to [sending], but the machine is after step');
  });

  it('fails when an active state has no expectation (a new state cannot slip in unchecked)', async () => {
    const { failed: _failed, ...states } = signInOracles.states;
    const errors = await failures({ ...signInModel, expect: { ...signInOracles, states } });
    expect(errors.map((e) => e.message).join('\n')).toContain('state "failed" has no expectation in `expect.states`');
  });

  it('fails when an active state lacks meta, or its meta.shows differs from the spec', async () => {
    const noMeta = mutant(() => ({ done: { type: 'final' } }));
    expect((await failures({ ...signInModel, machine: noMeta })).map((e) => e.message).join('\n')).toContain(
      'state "done" lacks meta { spec: string, shows: string[] }',
    );
    const otherShows = { ...signInOracles, states: { ...signInOracles.states, failed: { ...signInOracles.states.failed, shows: ['signIn.failed'] } } };
    expect((await failures({ ...signInModel, expect: otherShows })).map((e) => e.message).join('\n')).toContain('meta.shows of "failed"');
  });

  it('fails when the active states change and no expectation says where the event leads', async () => {
    const { on: _on, ...failed } = signInOracles.states.failed;
    const errors = await failures({ ...signInModel, expect: { ...signInOracles, states: { ...signInOracles.states, failed } } });
    expect(errors.map((e) => e.message).join('\n')).toContain('"retry" moved [failed] to [sending], but no expectation says where it leads');
  });

  it('checks the initial state by input', async () => {
    const errors = await failures({ ...signInModel, expect: { ...signInOracles, initial: () => 'sending' } });
    expect(errors.length).toBe(generateModelPaths(signInModel).paths.length);
    expect(errors[0].message).toContain('from "(start)", the spec leads "xstate.init" to [sending]');
  });

  it('records the calls sent (invoke id, input) and the provided actions (name, params) per step', async () => {
    const seen: unknown[] = [];
    const def = modelTestDefinition({
      ...signInModel,
      expect: {
        ...signInOracles,
        states: {
          ...signInOracles.states,
          failed: {
            ...signInOracles.states.failed,
            check: (_s, step) => {
              seen.push({ calls: step.calls, started: step.started, called: step.called, actions: step.actions });
            },
          },
        },
      },
    });
    const path = generateModelPaths(def).paths.find((p) => p.steps.some((s) => (s.event as { error?: unknown }).error === 'network down'));
    expect(path).toBeDefined();
    await runModelPath(def, path!);
    expect(seen[0]).toEqual({
      calls: { send: [{ name: 'Ana' }] },
      started: [],
      called: [{ name: 'notify', params: { key: 'signIn.failed' } }],
      actions: [{ name: 'notify', params: { key: 'signIn.failed' }, index: 3 }],
    });
  });
});
