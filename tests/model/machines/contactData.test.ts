import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor, type AnyEventObject } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach } from './specCitations';
import { networkError, sampleUser } from './fixtures';
import type { CurrentUser } from '../../../src/api/auth';
import type { CitizenUpdateBody, SettingsAnswer } from '../../../src/api/settings';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'contact data',
  () => Promise.all([import('./contactData.model'), import('../../../src/machines/settings/contactData.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.contactDataModel,
);

if (ready) {
  defineModelTest(ready.model.contactDataModel);
  describeOracleReach(ready.model.contactDataModel, [], { skipStays: true });
}

/** The chart with a recording geography cascade and scripted update / user answers (a throwing answer fails the call). */
function start(user: CurrentUser, answers: { update?: Array<() => SettingsAnswer>; user?: Array<() => CurrentUser> } = {}) {
  const told: AnyEventObject[] = [];
  const bodies: CitizenUpdateBody[] = [];
  const updated: CurrentUser[] = [];
  const geography = setup({}).createMachine({ on: { '*': { actions: ({ event }) => void told.push(event) } } });
  const machine = modules().chart.contactDataMachine.provide({
    actors: {
      // A recorder in place of the cascade chart: only the events it is told matter here.
      geography: geography as never,
      updateCitizen: fromPromise<SettingsAnswer, CitizenUpdateBody>(async ({ input }) => (bodies.push(input), answers.update!.shift()!())),
      loadCurrentUser: fromPromise<CurrentUser>(async () => answers.user!.shift()!()),
    },
    actions: { userUpdated: (_, user) => void updated.push(user) },
  });
  return { actor: createActor(machine, { input: { user } }).start(), told, bodies, updated };
}

describe('contact data chart (behaviour)', () => {
  it('prefills missing texts as empty, a 0 or negative id as no choice, and the SMS preference as sent (spec 001 §3 User data)', () => {
    const user = {
      ...sampleUser,
      address: null,
      phone: null,
      phone2: null,
      province_id: 0,
      municipality_id: -3,
      notificationsWithEmail: false,
      notificationsSms: true,
    } as unknown as CurrentUser;
    const { actor } = start(user);
    expect(actor.getSnapshot().context.values).toEqual({
      address: '',
      province_id: '',
      municipality_id: '',
      sector_id: '19357',
      phone: '',
      phone2: '',
      notificationsWithEmail: false,
      notificationsSms: true,
    });
  });

  it('a new province clears municipality and sector and tells the cascade; a blank address is required; the body carries the trimmed address (spec 001 §2.7, §5, §7)', async () => {
    const { actor, told, bodies, updated } = start(
      { ...sampleUser, phone2: '8295554321', address: 'Calle El Conde 105' },
      {
        update: [
          () => ({ msg: 'Listo' }),
          () => {
            throw networkError;
          },
        ],
        user: [() => ({ ...sampleUser, address: 'Calle Las Damas 4' })],
      },
    );
    actor.send({ type: 'field.change', field: 'province_id', value: '19350' });
    expect(actor.getSnapshot().context.values).toMatchObject({ province_id: '19350', municipality_id: '', sector_id: '' });
    actor.send({ type: 'field.change', field: 'municipality_id', value: '19351' });
    actor.send({ type: 'field.change', field: 'sector_id', value: '19360' });
    expect(actor.getSnapshot().context.values).toMatchObject({ province_id: '19350', municipality_id: '19351', sector_id: '19360' });
    expect(told.filter((e) => !e.type.startsWith('xstate.'))).toEqual([
      { type: 'province.select', id: 19350 },
      { type: 'municipality.select', id: 19351 },
    ]);
    actor.send({ type: 'field.change', field: 'address', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.errors, bodies]).toEqual(['editing', { address: 'errors.required' }, []]);
    actor.send({ type: 'field.change', field: 'address', value: '  Calle Las Damas 4 ' });
    actor.send({ type: 'preference.change', field: 'notificationsSms', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('result'), { timeout: 2000 });
    expect(bodies).toEqual([
      {
        address: 'Calle Las Damas 4',
        province_id: 19350,
        municipality_id: 19351,
        sector_id: 19360,
        phone: '8095550123',
        phone2: '8295554321',
        notificationsWithEmail: false,
        notificationsSms: true,
      },
    ]);
    expect([actor.getSnapshot().context.result, updated.map((u) => u.address)]).toEqual([{ text: 'Listo' }, ['Calle Las Damas 4']]);
    actor.send({ type: 'dialog.close' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.result]).toEqual(['editing', null]);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('result'), { timeout: 2000 });
    expect([bodies.length, actor.getSnapshot().context.result]).toEqual([2, 'settings.updateFailed']);
  });
});
