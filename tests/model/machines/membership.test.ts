import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'membership',
  () => Promise.all([import('./membership.model'), import('../../../src/machines/membership.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.membershipModel,
);
/** The chart's query parser (throws the load error in the test that asks for it). */
function parseInvitationQuery(query: string) {
  return modules().chart.parseInvitationQuery(query);
}

if (ready) {
  defineModelTest(ready.model.membershipModel);
  describeOracleReach(ready.model.membershipModel, ['checking']);
  describeSpecCitations(ready.chart.membershipMachine);
}

/** spec 000 §2 "Reads citizen_id, company_id and token_code from the query", §3 Membership invitation. */
describe('parseInvitationQuery', () => {
  it('reads the three values, with or without the leading ?, trimmed', () => {
    const expected = { citizenId: '40209876545', companyId: 3, tokenCode: 'a1b2c3d4e5f6' };
    expect(parseInvitationQuery('?citizen_id=40209876545&company_id=3&token_code=a1b2c3d4e5f6')).toEqual(expected);
    expect(parseInvitationQuery('citizen_id=%2040209876545%20&company_id=%203%20&token_code=%20a1b2c3d4e5f6%20')).toEqual(expected);
    expect(parseInvitationQuery('?citizen_id=402-0987654-5&company_id=12&token_code=x')).toEqual({ citizenId: '402-0987654-5', companyId: 12, tokenCode: 'x' });
  });

  it('is null when a value is missing or blank', () => {
    expect(parseInvitationQuery('')).toBeNull();
    expect(parseInvitationQuery('?company_id=3&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=%20&company_id=3&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=%20&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=3')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=3&token_code=%20')).toBeNull();
  });

  it('is null when company_id is not a positive integer', () => {
    expect(parseInvitationQuery('?citizen_id=1&company_id=0&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=-3&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=3a&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=a3&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=1.5&token_code=x')).toBeNull();
    expect(parseInvitationQuery('?citizen_id=1&company_id=1&token_code=x')).toEqual({ citizenId: '1', companyId: 1, tokenCode: 'x' });
  });
});

/** spec 000 §2 Membership invitation acceptance page, §7 POST accept/membership. */
describe('membership chart with the acceptance provided by name (as the page registers it)', () => {
  it('a complete link POSTs its three values once and shows the server msg of the acceptance', async () => {
    const sent: unknown[] = [];
    const machine = modules().chart.membershipMachine.provide({
      actors: {
        accept: fromPromise(async ({ input }) => {
          sent.push(input);
          return { success: true, msg: 'Invitación aceptada satisfactoriamente' };
        }),
      },
      actions: { notifyError: () => {} },
    });
    const params = { citizenId: '40209876545', companyId: 3, tokenCode: 'a1b2c3d4e5f6' };
    const actor = createActor(machine, { input: { params } }).start();
    await waitFor(actor, (s) => s.status === 'done', { timeout: 2000 });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message]).toEqual(['accepted', 'Invitación aceptada satisfactoriamente']);
    expect(sent).toEqual([params]);
  });
});
