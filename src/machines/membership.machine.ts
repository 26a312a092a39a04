/**
 * Membership invitation acceptance statechart (spec 000 §2 "Membership invitation acceptance page",
 * §3 Membership invitation, §4 "Invitation: accepted, leading to a success or failure message", §7
 * POST accept/membership, §8 "Failed invitation acceptance: error toast 'Ha ocurrido un error,
 * contacte a soporte'"; docs/ARCHITECTURE.md Machines "membership acceptance").
 *
 * checking --[hasParams]--> accepting ; otherwise --> invalid (final: the link lacks a parameter,
 * nothing is sent)
 * accepting --(success)--> accepted (final) ; --(success:false)--> refused (final, server message) ;
 * --(network/HTTP/malformed)--> failed (error toast via `notifyError`) --membership.retry--> accepting.
 *
 * IO through the named actor `accept` (POST /accept/membership); the toast through the named action
 * `notifyError`, which the view provides.
 */
import { assign, fromPromise, setup } from 'xstate';
import { acceptMembership, type MembershipAcceptance } from '../api/identity';
import { unwrap } from '../api/result';
import type { MessageKey } from '../messages/es';

/** The three values of an invitation link, parsed. */
export interface InvitationParams {
  /** Invited citizen's document as in the link (the server normalises it). */
  citizenId: string;
  /** Company id, a positive integer. */
  companyId: number;
  /** The invitation code (`token_code`). */
  tokenCode: string;
}

/**
 * Reads `citizen_id`, `company_id` and `token_code` from a query string (with or without `?`).
 * @returns the parameters, or null when one is missing or blank, or `company_id` is not a positive integer
 */
export function parseInvitationQuery(search: string): InvitationParams | null {
  const q = new URLSearchParams(search);
  const citizenId = (q.get('citizen_id') ?? '').trim();
  // Stryker disable next-line StringLiteral: equivalent, any other fallback for a missing company_id also fails the digits test below
  const company = (q.get('company_id') ?? '').trim();
  const tokenCode = (q.get('token_code') ?? '').trim();
  if (!citizenId || !tokenCode || !/^\d+$/.test(company) || Number(company) < 1) return null;
  return { citizenId, companyId: Number(company), tokenCode };
}

/** Context of {@link membershipMachine}. */
export interface MembershipContext {
  /** The link's parameters, or null when the link is incomplete. */
  params: InvitationParams | null;
  /** The server's `msg` (may be empty: the view falls back to its own text). */
  message: string;
}

export const membershipMachine = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as { type: 'membership.retry' },
    input: {} as { params: InvitationParams | null },
  },
  actors: {
    /** Resolves with `{success, msg}`; rejects with an ApiError on network/HTTP/malformed answers. */
    accept: fromPromise<MembershipAcceptance, InvitationParams>(async ({ input }) =>
      unwrap(await acceptMembership(input.citizenId, input.companyId, input.tokenCode)),
    ),
  },
  guards: {
    hasParams: ({ context }) => context.params !== null,
    /** The acceptance answer says `success: true` (params: the actor's output). */
    isAccepted: (_, output: MembershipAcceptance) => output.success === true,
  },
  actions: {
    assignMessage: assign({ message: (_, output: MembershipAcceptance) => output.msg }),
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it
  id: 'membership',
  context: ({ input }) => ({ params: input.params, message: '' }),
  initial: 'checking',
  states: {
    checking: {
      meta: {
        spec: 'spec 000 §2 Membership invitation acceptance page (reads citizen_id, company_id, token_code from the query)',
        shows: ['membership.accepting', 'spinner'],
      },
      always: [{ guard: 'hasParams', target: 'accepting' }, { target: 'invalid' }],
    },
    accepting: {
      meta: {
        spec: 'spec 000 §7 POST accept/membership (citizenId, companyId, tokenMembership)',
        shows: ['membership.accepting', 'spinner', 'POST accept/membership'],
      },
      invoke: {
        // Stryker disable next-line StringLiteral: the invoke id only names the child; no view, test or event reads it (the call is its src)
        id: 'accept',
        src: 'accept',
        input: ({ context }) => context.params!,
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'accepted',
            actions: { type: 'assignMessage', params: ({ event }) => event.output },
          },
          { target: 'refused', actions: { type: 'assignMessage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'notifyError', params: { key: 'membership.errorToast' } } },
      },
    },
    accepted: {
      type: 'final',
      meta: {
        spec: 'spec 000 §2 Membership invitation acceptance page (success, button to the desk or to login), §4 Invitation',
        shows: ['membership.successHeading', 'server msg', 'membership.successFallback', 'membership.goToDesk', 'membership.goToLogin'],
      },
    },
    refused: {
      type: 'final',
      meta: {
        spec: 'spec 000 §2 Membership invitation acceptance page (failure), §4 Invitation',
        shows: ['membership.failureHeading', 'server msg', 'membership.failureFallback', 'membership.goToDesk', 'membership.goToLogin'],
      },
    },
    invalid: {
      type: 'final',
      meta: {
        spec: 'spec 000 §2 Membership invitation acceptance page (a query parameter is missing: nothing is sent)',
        shows: ['membership.missingParams', 'membership.missingParamsDetail', 'membership.goToDesk', 'membership.goToLogin'],
      },
    },
    failed: {
      meta: {
        spec: "spec 000 §8 Failed invitation acceptance: error toast 'Ha ocurrido un error, contacte a soporte'",
        shows: ['membership.errorToast', 'errors.loadFailed', 'common.retry'],
      },
      on: { 'membership.retry': 'accepting' },
    },
  },
});
