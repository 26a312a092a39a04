import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { requestStartModel } from './requestStart.model';
import { requestStartMachine, type RepresentedCompany } from '../../../src/machines/requestStart.machine';

defineModelTest(requestStartModel);

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
