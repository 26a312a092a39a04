/**
 * The parts the two registration charts share (src/machines/registration/): every state of both
 * charts carries `meta` (spec section + what is observable there), the shared configs land where
 * spec 000 §7/§8 and issue 10 say, and the shared answers body is the §3 one. The behaviour of each
 * config is exercised by the charts' own model tests (citizenRegistration, companyRegistration).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { citizenRegistrationMachine } from '../../../src/machines/citizenRegistration.machine';
import { companyRegistrationMachine } from '../../../src/machines/companyRegistration.machine';
import { securityAnswersOf } from '../../../src/machines/registration/serverChecks';

/** The transitions of `node` on `type` (xstate's resolved definitions). */
const on = (node: AnyStateNode, type: string) => node.transitions.get(type) ?? [];
const allStates = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...allStates(child)]);

describe.each([
  ['citizenRegistration', citizenRegistrationMachine, 23],
  ['companyRegistration', companyRegistrationMachine, 20],
] as const)('%s', (id, machine, stateCount) => {
  it('has meta { spec, shows } on every state', () => {
    const states = allStates(machine.root);
    expect(states).toHaveLength(stateCount);
    for (const state of states) {
      expect(state.meta, state.id).toEqual({ spec: expect.stringMatching(/^(spec 000 §|issue 10)/), shows: expect.any(Array) });
    }
  });

  it('sends a failed call back with the generic toast, and a failed answers call to answersFailed (spec 000 §8; issue 10)', () => {
    const submitting = machine.root.states.terms.states.submitting;
    const register = submitting.states.registering.invoke[0];
    expect(register.src).toBe('register');
    const registerErrors = on(submitting.states.registering, 'xstate.error.actor.register');
    expect(registerErrors.map((t) => [...(t.target ?? [])].map((s) => s.id))).toEqual([
      [`${id}.authInfo`],
      [`${id}.${id === 'citizenRegistration' ? 'personalData' : 'companyData'}`],
      [`${id}.terms.editing`],
    ]);
    expect(registerErrors[2].actions).toEqual([{ type: 'notifyError', params: { key: 'register.genericErrorToast' } }]);
    const [answersError] = on(submitting.states.savingAnswers, 'xstate.error.actor.saveAnswers');
    expect([...(answersError.target ?? [])].map((s) => s.id)).toEqual([`${id}.answersFailed`]);
    const [retryError] = on(machine.root.states.answersFailed.states.retryingAnswers, 'xstate.error.actor.saveAnswers');
    expect([...(retryError.target ?? [])].map((s) => s.id)).toEqual([`${id}.answersFailed.idle`]);
  });
});

describe('securityAnswersOf', () => {
  it('builds the spec 000 §3 Security answers body: question ids as numbers, trimmed answers, the given citizen_id', () => {
    const values = { question_1: '1', question_2: '2', question_3: '4', answer_1: ' Canela ', answer_2: 'Santiago', answer_3: 'Sancocho' };
    expect(securityAnswersOf(values, '130123454')).toEqual([
      { citizen_question: 1, citizen_answer: 'Canela', citizen_id: '130123454' },
      { citizen_question: 2, citizen_answer: 'Santiago', citizen_id: '130123454' },
      { citizen_question: 4, citizen_answer: 'Sancocho', citizen_id: '130123454' },
    ]);
  });
});
