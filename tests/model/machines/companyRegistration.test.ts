import { describe, expect, it } from 'vitest';
import { createActor, type StateValue } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const loaded = await loadChart(
  'company registration',
  () => Promise.all([import('./companyRegistration.model'), import('../../../src/machines/companyRegistration.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.companyRegistrationModel,
);

if (!('error' in loaded)) {
  defineModelTest(loaded.model.companyRegistrationModel);
  describeOracleReach(loaded.model.companyRegistrationModel);
  describeSpecCitations(loaded.chart.companyRegistrationMachine);
}

/** spec 000 §2 "Company registration (5-step wizard)": the stepper index of each state, and whether Next / Registrar shows its loader (a server call runs). */
describe('company wizard step and busy button', () => {
  it('every state of the chart has its step (0-4) and busy flag', () => {
    if ('error' in loaded) throw loaded.error;
    const { companyRegistrationMachine, companyWizardStepOf, isCompanyWizardBusy } = loaded.chart;
    const { context } = createActor(companyRegistrationMachine, { input: undefined }).getSnapshot();
    const at = (value: StateValue) => {
      const snapshot = companyRegistrationMachine.resolveState({ value, context });
      return [companyWizardStepOf(snapshot), isCompanyWizardBusy(snapshot)];
    };
    expect(at({ authInfo: 'editing' })).toEqual([0, false]);
    expect(at({ authInfo: 'checkingEmail' })).toEqual([0, true]);
    expect(at({ companyData: 'editing' })).toEqual([1, false]);
    expect(at({ companyData: 'checkingRnc' })).toEqual([1, true]);
    expect(at({ companyData: 'checkingPhone' })).toEqual([1, true]);
    expect(at('securityInfo')).toEqual([2, false]);
    expect(at({ terms: 'editing' })).toEqual([3, false]);
    for (const step of ['checkingEmail', 'checkingRnc', 'uploading', 'registering', 'savingAnswers']) expect(at({ terms: { submitting: step } })).toEqual([3, true]);
    expect(at({ answersFailed: 'idle' })).toEqual([4, false]);
    expect(at({ answersFailed: 'retryingAnswers' })).toEqual([4, false]);
    expect(at('registered')).toEqual([4, false]);
  });
});
