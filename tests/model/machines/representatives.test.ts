import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import type { BasicUser, CompanyMember, DeleteMemberBody } from '../../../src/machines/companies/representatives.machine';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const loaded = await loadChart(
  'representatives',
  () => Promise.all([import('./representatives.model'), import('../../../src/machines/companies/representatives.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.representativesModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  if ('error' in loaded) throw loaded.error;
  return loaded.chart;
}

if (!('error' in loaded)) {
  defineModelTest(loaded.model.representativesModel);
  describeOracleReach(loaded.model.representativesModel);
  describeSpecCitations(loaded.chart.representativesMachine);
}

describe('representatives machine (behaviour)', () => {
  it('masks the document to 20 digits and sends one invitation on a double click', async () => {
    const invitations: string[] = [];
    let release!: (msg: string) => void;
    const actor = createActor(
      chart().representativesMachine.provide({
        actors: {
          loadRepresentatives: fromPromise<CompanyMember[]>(async () => []),
          findUser: fromPromise<BasicUser, string>(async ({ input }) => ({ citizen_id: input, name: 'X', first_last_name: 'Y' })),
          sendInvitation: fromPromise<string, string>(({ input }) => {
            invitations.push(input);
            return new Promise<string>((r) => (release = r));
          }),
          deleteRepresentative: fromPromise<string, DeleteMemberBody>(async () => ''),
        },
      }),
      { input: { companyId: 2 } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'representative.add' });
    actor.send({ type: 'document.change', value: '1234-5678-9012-3456-7890-999 abc' });
    expect(actor.getSnapshot().context.document).toBe('12345678901234567890');
    actor.send({ type: 'user.search' });
    await waitFor(actor, (s) => s.matches({ ready: { adding: 'found' } }));
    actor.send({ type: 'invitation.send' });
    actor.send({ type: 'invitation.send' });
    expect(invitations).toEqual(['12345678901234567890']);
    release('ok');
    await waitFor(actor, (s) => s.matches({ ready: 'message' }));
  });
});
