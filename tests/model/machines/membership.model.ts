import { modelTestDefinition } from '../lib/definition';
import { expectEqual } from '../lib/oracles';
import { membershipMachine, type InvitationParams } from '../../../src/machines/membership.machine';
import { networkError } from './fixtures';

const params: InvitationParams = { citizenId: '40209876545', companyId: 3, tokenCode: 'a1b2c3d4e5f6' };

/** spec 000 §2 Membership invitation acceptance page, §4 Invitation, §8 failed acceptance toast. */
export const membershipModel = modelTestDefinition({
  name: 'membership',
  machine: membershipMachine,
  inputs: { complete: { params }, incomplete: { params: null } },
  events: {
    'membership.retry': [{}],
    'xstate.done.actor.accept': [
      { output: { success: true, msg: 'Invitación aceptada satisfactoriamente' } },
      { output: { success: false, msg: 'La invitación no es válida o ya fue utilizada' } },
    ],
    'xstate.error.actor.accept': [{ error: networkError }],
  },
  provide: { actions: { notifyError: () => {} } },
  // Oracles written from spec 000 §2 Membership invitation acceptance page, §3 Membership invitation,
  // §4 Invitation, §7 POST accept/membership, §8 Failed invitation acceptance (tests/model/README.md
  // "Oracles"). Provided action recorded: notifyError.
  expect: {
    // A complete link is sent at once; an incomplete one sends nothing.
    initial: (input) => ((input as { params: unknown }).params === null ? 'invalid' : 'accepting'),
    states: {
      checking: { shows: ['membership.accepting', 'spinner'] },
      accepting: {
        shows: ['membership.accepting', 'spinner', 'POST accept/membership'],
        on: {
          'xstate.done.actor.accept': ({ event }) => ((event.output as { success: boolean }).success ? 'accepted' : 'refused'),
          'xstate.error.actor.accept': 'failed',
        },
        check(snapshot, step) {
          // POST accept/membership with the link's citizen_id, company_id and token_code.
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['accept', { citizenId: '40209876545', companyId: 3, tokenCode: 'a1b2c3d4e5f6' }]],
            'POST accept/membership',
          );
          expectEqual([snapshot.context.message, step.called], ['', []], 'nothing shown yet');
        },
      },
      accepted: {
        shows: ['membership.successHeading', 'server msg', 'membership.successFallback', 'membership.goToDesk', 'membership.goToLogin'],
        check(snapshot, step) {
          expectEqual(
            [snapshot.status, snapshot.context.message, step.called],
            ['done', 'Invitación aceptada satisfactoriamente', []],
            'success with the server msg',
          );
        },
      },
      refused: {
        shows: ['membership.failureHeading', 'server msg', 'membership.failureFallback', 'membership.goToDesk', 'membership.goToLogin'],
        check(snapshot, step) {
          expectEqual(
            [snapshot.status, snapshot.context.message, step.called],
            ['done', 'La invitación no es válida o ya fue utilizada', []],
            'failure with the server msg',
          );
        },
      },
      invalid: {
        shows: ['membership.missingParams', 'membership.missingParamsDetail', 'membership.goToDesk', 'membership.goToLogin'],
        check(snapshot, step) {
          expectEqual([snapshot.status, step.started, step.called], ['done', [], []], 'nothing sent for an incomplete link');
        },
      },
      failed: {
        shows: ['membership.errorToast', 'errors.loadFailed', 'common.retry'],
        on: { 'membership.retry': 'accepting' },
        check(snapshot, step) {
          // spec 000 §8: error toast 'Ha ocurrido un error, contacte a soporte'.
          expectEqual([snapshot.status, step.called], ['active', [{ name: 'notifyError', params: { key: 'membership.errorToast' } }]], 'toast');
        },
      },
    },
  },
  assert(real) {
    // An incomplete link never calls the server.
    if (real.context.params === null && !real.matches('invalid')) throw new Error('incomplete link left invalid');
    // What is sent: the link's three values as parsed.
    if (real.matches('accepting')) {
      const input = (real.children.accept?.getSnapshot() as { context?: { input?: InvitationParams } } | undefined)?.context?.input;
      if (JSON.stringify(input) !== JSON.stringify(params)) throw new Error(`accept input ${JSON.stringify(input)}`);
    }
    if ((real.matches('accepted') || real.matches('refused')) && !real.context.message) {
      throw new Error('answer without the server message');
    }
    // The server's answer decides: success:true accepts, success:false refuses, each with its msg.
    if (real.matches('accepted') && real.context.message !== 'Invitación aceptada satisfactoriamente') {
      throw new Error(`accepted after a refusal: ${real.context.message}`);
    }
    if (real.matches('refused') && real.context.message !== 'La invitación no es válida o ya fue utilizada') {
      throw new Error(`refused after a success: ${real.context.message}`);
    }
    for (const s of ['accepted', 'refused', 'invalid'] as const) {
      if (real.matches(s) && real.status !== 'done') throw new Error(`${s} is not final`);
    }
  },
});
