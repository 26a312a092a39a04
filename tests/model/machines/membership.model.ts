import { modelTestDefinition } from '../lib/definition';
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
