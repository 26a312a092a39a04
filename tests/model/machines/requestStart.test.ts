import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { requestStartModel } from './requestStart.model';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { networkError } from './fixtures';
import { requestStartMachine, type RepresentedCompany, type RequestStartViewer } from '../../../src/machines/requestStart.machine';

defineModelTest(requestStartModel);
// `deciding` and `navigating` are left at once (`always`).
describeOracleReach(requestStartModel, ['deciding', 'navigating']);
describeSpecCitations(requestStartMachine);

const posada: RepresentedCompany = { id: 1, company_name: 'Posada Zona Colonial' };
const hotel: RepresentedCompany = { id: 9, company_name: 'Hotel & Spa Bávaro' };

/** The dialog of spec 000 §6 for a citizen representing `companies`, and the paths navigated to. */
async function dialogWith(companies: RepresentedCompany[]) {
  const paths: string[] = [];
  const machine = requestStartMachine.provide({
    actors: { loadRepresentedCompanies: fromPromise(async () => companies) },
    actions: { navigate: (_: unknown, params: { path: string }) => void paths.push(params.path), notifyError: () => {} },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'request.start', serviceId: 12, viewer: { kind: 'user', citizenId: '00104567896', rolBase: 1 } });
  await waitFor(actor, (s) => s.matches('chooseCompany'));
  return { actor, paths };
}

// Choices the transition cover may not combine (it follows the chart, so a mutated guard changes the
// paths too): spec 000 §6 "personally or as a chosen company … with company_id and company_name".
describe('requestStart: the choice in the dialog (spec 000 §6)', () => {
  it('as the second of two companies: its id and name in the query', async () => {
    const { actor, paths } = await dialogWith([posada, hotel]);
    actor.send({ type: 'choice.mode', mode: 'company' });
    actor.send({ type: 'choice.company', companyId: 9 });
    actor.send({ type: 'choice.confirm' });
    expect([actor.getSnapshot().value, paths]).toEqual(['idle', ['/app/requestService/12?company_id=9&company_name=Hotel%20%26%20Spa%20B%C3%A1varo']]);
  });

  it('as a company without choosing one, or one not in the list: stays with the required error', async () => {
    const { actor, paths } = await dialogWith([posada, hotel]);
    actor.send({ type: 'choice.mode', mode: 'company' });
    actor.send({ type: 'choice.confirm' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.companyError, paths]).toEqual(['chooseCompany', 'errors.required', []]);
    const single = await dialogWith([posada]);
    single.actor.send({ type: 'choice.mode', mode: 'company' });
    single.actor.send({ type: 'choice.company', companyId: 9 });
    single.actor.send({ type: 'choice.confirm' });
    expect([single.actor.getSnapshot().value, single.paths]).toEqual(['chooseCompany', []]);
  });

  it('personally, with the only company preselected: no company in the query', async () => {
    const { actor, paths } = await dialogWith([posada]);
    expect(actor.getSnapshot().context.companyId).toBe(1);
    actor.send({ type: 'choice.confirm' });
    expect([actor.getSnapshot().value, paths]).toEqual(['idle', ['/app/requestService/12']]);
  });
});

const citizen: RequestStartViewer = { kind: 'user', citizenId: '00104567896', rolBase: 1 };

/** The chart with a companies load that resolves with `companies` (or rejects), and what the view was asked to do. */
function startWith(load: () => Promise<RepresentedCompany[]>) {
  const effects: Array<[string, string]> = [];
  const machine = requestStartMachine.provide({
    actors: { loadRepresentedCompanies: fromPromise(load) },
    actions: {
      navigate: (_: unknown, params: { path: string }) => void effects.push(['navigate', params.path]),
      notifyError: (_: unknown, params: { key: string }) => void effects.push(['notifyError', params.key]),
    },
  });
  return { actor: createActor(machine).start(), effects };
}

// Each outcome on its own, from a fresh start (spec 000 §6 "Request from a procedure card, in order";
// spec 001 §2.3 rules 1-4): the transition cover may drop a path whose mutated transition stays put.
describe('requestStart: each outcome of a start (spec 000 §6, spec 001 §2.3)', () => {
  it('logged in with no represented companies: straight to /app/requestService/12, back to the button', async () => {
    const { actor, effects } = startWith(async () => []);
    actor.send({ type: 'request.start', serviceId: 12, viewer: citizen });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(effects).toEqual([['navigate', '/app/requestService/12']]);
  });

  it('a failed companies load: the error toast, back to the button, and the button works again', async () => {
    const { actor, effects } = startWith(() => Promise.reject(networkError));
    actor.send({ type: 'request.start', serviceId: 12, viewer: citizen });
    await waitFor(actor, (s) => s.matches('idle'));
    expect([actor.getSnapshot().status, effects]).toEqual(['active', [['notifyError', 'catalogue.requestStart.companiesFailed']]]);
    actor.send({ type: 'request.start', serviceId: 12, viewer: citizen });
    expect(actor.getSnapshot().value).toBe('loadingCompanies');
  });

  it('the restricted-role warning closes back to the button, nothing loaded or navigated', () => {
    const { actor, effects } = startWith(async () => []);
    actor.send({ type: 'request.start', serviceId: 12, viewer: { kind: 'user', citizenId: '131987656', rolBase: 2 } });
    expect(actor.getSnapshot().value).toBe('warning');
    actor.send({ type: 'dialog.close' });
    expect([actor.getSnapshot().value, effects]).toEqual(['idle', []]);
  });

  it('the login-or-register prompt: closing it, LOGIN and REGISTER all go back to the button', () => {
    const anonymous: RequestStartViewer = { kind: 'anonymous' };
    const { actor, effects } = startWith(async () => []);
    for (const event of [{ type: 'dialog.close' }, { type: 'prompt.login' }, { type: 'prompt.register' }] as const) {
      actor.send({ type: 'request.start', serviceId: 12, viewer: anonymous });
      expect(actor.getSnapshot().value).toBe('loginPrompt');
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('idle');
    }
    // spec 000 §1 routes: the login page, then the registration page.
    expect(effects).toEqual([
      ['navigate', '/public/login'],
      ['navigate', '/app/register'],
    ]);
  });

  it('closing the how-to-continue dialog goes back to the button without navigating', async () => {
    const { actor, paths } = await dialogWith([posada, hotel]);
    actor.send({ type: 'dialog.close' });
    expect([actor.getSnapshot().value, paths]).toEqual(['idle', []]);
  });
});
