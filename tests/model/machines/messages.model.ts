import { modelTestDefinition, type ModelStepInfo } from '../lib/definition';
import { uncheckedBefore } from './requestActions.assert';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { messagesMachine, type CommentBody, type Notice } from '../../../src/machines/requestDetail/messages.machine';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError } from './fixtures';
import { BASE_STATUSES, REQUIRED_ACTION_TYPES, valueLabel } from './contractValues';
import {
  afterReply,
  afterReplyBubbles,
  askingButClosed,
  askingNoComments,
  askingWithComments,
  documentsAction,
  expectedBubbles,
  infoActions,
  requestDetail,
  comments,
  viewer,
} from './requestActivityFixtures';

/** The one valid message of the model (spaces around it, a '%', '&', HTML, and '%41' typed literally). */
const TYPED = '  Adjunto la información: 50% del terreno & <b>planos</b> 100%41  ';
/** What POST /comment must carry for {@link TYPED}: trimmed, then encodeURIComponent (see the chart). */
const SENT_TEXT = 'Adjunto%20la%20informaci%C3%B3n%3A%2050%25%20del%20terreno%20%26%20%3Cb%3Eplanos%3C%2Fb%3E%20100%2541';

/**
 * Issue 25: the detail re-read after a POST /comment whose answer was lost, when the ministry HAS the
 * message (stored URI-encoded, the action closed, contract §3.1) — the history shows it.
 */
const storedReply = requestDetail({
  request_actions_id: null,
  request_actions: null,
  status: { id: 2, name: 'En proceso', color: 'info', base_status_id: 1 },
  comments: [...comments, { id: 14, text: SENT_TEXT, user_id: 7, created_at: '2022-03-18 09:15:00' }],
});
const storedReplyBubbles = [...expectedBubbles, { id: 14, text: TYPED.trim(), fromInstitution: false, date: '18 de marzo 2022 09:15 AM' }];

/**
 * What the spec says each fixture shows (spec 001 §2.5 Messages tab): whether the input is there
 * (current action 3 AND base status 1) and the bubbles, oldest first, written out literally.
 */
const EXPECTED = new Map<RequestDetail, { inputAllowed: boolean; bubbles: unknown[] }>([
  [askingWithComments, { inputAllowed: true, bubbles: expectedBubbles }],
  [askingNoComments, { inputAllowed: true, bubbles: [] }],
  [askingButClosed, { inputAllowed: false, bubbles: expectedBubbles }],
  [documentsAction, { inputAllowed: false, bubbles: [] }],
  [afterReply, { inputAllowed: false, bubbles: afterReplyBubbles }],
  [storedReply, { inputAllowed: false, bubbles: storedReplyBubbles }],
]);
/**
 * Issue 29 item 4: one detail per current action type × base status the contract allows
 * (contractValues.ts REQUIRED_ACTION_TYPES × BASE_STATUSES), no comments, the pending actions of
 * {@link infoActions}. spec 001 §2.5 Messages tab: the input shows for action 3 with base status 1
 * only; every other pair shows the history alone ('NO HAY MENSAJES' here), so nothing is sent for
 * an action the officer did not open for a reply, nor on a closed request.
 */
const BY_ACTION_AND_BASE: Record<string, RequestDetail> = Object.fromEntries(
  REQUIRED_ACTION_TYPES.flatMap((t) =>
    BASE_STATUSES.map((b) => [
      `action${valueLabel(t.value)}Base${valueLabel(b.value)}`,
      requestDetail(
        {
          request_actions_id: t.value,
          request_actions: t.value === null ? null : 1,
          status: { id: 2, name: 'En proceso', color: 'info', base_status_id: b.value },
          comments: [],
        },
        infoActions,
      ),
    ]),
  ),
);
/** Whether the input shows for each generated detail (literal: only action 3 × base 1). */
const INPUT_BY_ACTION_AND_BASE: Record<string, boolean> = {
  actionNullBase1: false,
  actionNullBase2: false,
  actionNullBaseNull: false,
  action1Base1: false,
  action1Base2: false,
  action1BaseNull: false,
  action2Base1: false,
  action2Base2: false,
  action2BaseNull: false,
  action3Base1: true,
  action3Base2: false,
  action3BaseNull: false,
  action5Base1: false,
  action5Base2: false,
  action5BaseNull: false,
  action7Base1: false,
  action7Base2: false,
  action7BaseNull: false,
};
for (const [label, detail] of Object.entries(BY_ACTION_AND_BASE)) EXPECTED.set(detail, { inputAllowed: INPUT_BY_ACTION_AND_BASE[label], bubbles: [] });

const TOO_LONG = 'x'.repeat(501);
const BLANK = '   ';

/** Field error the spec expects after a send with `text` (spec 001 §5: required, max 500). */
function expectedError(text: string): unknown {
  if (text === '' || text === BLANK) return { key: 'errors.required' };
  if (text === TOO_LONG) return { key: 'messagesTab.tooLong', params: { n: 500 } };
  return null;
}

/** Toasts and reloads the chart asked for (real and model actors both record; only growth is checked). */
let notices: Array<Notice | null> = [];
let changed = 0;
let seenNotices = 0;
let seenChanged = 0;

const textClass = (text: string) => (text === '' ? 'empty' : text === BLANK ? 'blank' : text === TOO_LONG ? 'long' : 'valid');

const SENT = { kind: 'success', key: 'messagesTab.sent', durationMs: 2000 };
const FAILED = { kind: 'error', key: 'messagesTab.failure' };
/** Issue 25 (not in the spec): the check found no message; the check could not read the server. */
const NOT_RECEIVED = { kind: 'error', key: 'messagesTab.notReceived' };
const UNCHECKED = { kind: 'error', key: 'messagesTab.outcomeUnchecked' };
/** POST /comment without a readable answer (src/api/outcome.ts). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'network' });
/** The re-read after an unknown send: the request's detail as its owner (contract Q1). */
const READ = { requestId: 1520, citizenId: viewer.citizenId };

/** Whether a send's outcome is still unknown before the step (its POST unknown, or the re-read failed). */
const unchecked = (step: ModelStepInfo) => uncheckedBefore(step, 'postComment', unknownError, 'readHistory');
/** POST /comment body for {@link TYPED} (request 1520, the pending action 3 is id 78). */
const COMMENT_BODY = { request_id: 1520, text: SENT_TEXT, required_action_id: 78 };

/** Where a fresh detail leads: the input only for current action 3 and base status 1. */
const afterUpdate = ({ event }: OracleStep) => (EXPECTED.get(event.detail as RequestDetail)?.inputAllowed ? 'open.editing' : 'readOnly');

/** The bubbles shown for the detail in context (literal per fixture). */
function bubblesShown(snapshot: { context: { detail: RequestDetail; messages: unknown[] } }): void {
  expectEqual(snapshot.context.messages, EXPECTED.get(snapshot.context.detail)?.bubbles, 'bubbles, oldest first, decoded');
}

/** spec 001 §2.5 Messages tab, §5 Information message, §7, §8; contract Q6, §5 item 12. */
export const messagesModel = modelTestDefinition({
  name: 'messages',
  machine: messagesMachine,
  inputs: {
    askingWithComments: { detail: askingWithComments },
    askingNoComments: { detail: askingNoComments },
    askingButClosed: { detail: askingButClosed },
    documentsAction: { detail: documentsAction },
    ...Object.fromEntries(Object.entries(BY_ACTION_AND_BASE).map(([label, detail]) => [label, { detail }])),
  },
  events: {
    'message.change': [{ text: TYPED }, { text: BLANK }, { text: TOO_LONG }],
    'message.send': [{}],
    'detail.update': [{ detail: afterReply }, { detail: askingWithComments }],
    'xstate.done.actor.postComment': [{ output: true }],
    'xstate.error.actor.postComment': [
      { error: networkError },
      { error: new ApiError({ kind: 'http', status: 500 }) },
      { error: new ApiError({ kind: 'expired', message: 'El token ha expirado' }) },
      { error: rejectedError('No se pudo guardar') },
      { error: unknownError },
    ],
    'xstate.done.actor.readHistory': [{ output: storedReply }, { output: askingWithComments }],
    'xstate.error.actor.readHistory': [{ error: networkError }],
  },
  provide: {
    actions: {
      notify: (_: unknown, notice: Notice | null) => void notices.push(notice),
      notifyChanged: () => void (changed += 1),
    },
  },
  paths: 'shortest',
  // Oracles written from spec 001 §2.5 Messages tab (bubbles, the input only for action 3 and base
  // status 1), §5 Information message (required, max 500), §7 send requested information (request_id,
  // text, required_action_id), §8 ('Información requerida enviada satisfactoriamente' 2 s, 'Ha
  // ocurrido un error, contacte a soporte'), §4 reload after a completed action. Provided actions
  // recorded: notify, notifyChanged.
  expect: {
    initial: (input) => (EXPECTED.get((input as { detail: RequestDetail }).detail)?.inputAllowed ? 'open.editing' : 'readOnly'),
    states: {
      deciding: { shows: ['messagesTab.title', 'bubbles or messagesTab.empty'] },
      readOnly: {
        shows: ['messagesTab.title', 'bubbles or messagesTab.empty'],
        on: { 'detail.update': afterUpdate },
        check: (snapshot, { called, event }) => {
          bubblesShown(snapshot);
          if (event.type === 'xstate.done.actor.readHistory') {
            // Issue 25: the ministry has the message: it shows, the box is gone (the action closed), success and reload.
            expectEqual([snapshot.context.text, snapshot.context.notice], ['', SENT], 'the stored message, success');
            expectEqual(
              called,
              [
                { name: 'notify', params: SENT },
                { name: 'notifyChanged', params: undefined },
              ],
              'toast and reload',
            );
          } else expectEqual(called, [], 'actions while read-only');
        },
      },
      open: { shows: ['messagesTab.title', 'bubbles or messagesTab.empty', 'messageInput'], check: (snapshot) => bubblesShown(snapshot) },
      'open.editing': {
        shows: ['messageInput', 'messagesTab.placeholder', 'messagesTab.charactersLeft', 'field error'],
        on: {
          'message.change': STAYS,
          // §5: only a non-blank text of at most 500 characters is sent.
          // Issue 25: after a send whose outcome stayed unknown, the next send re-reads the server first.
          'message.send': (step) => (unchecked(step) ? 'open.checking' : step.previous?.context.text === TYPED ? 'open.sending' : STAYS),
          'detail.update': afterUpdate,
        },
        check(snapshot, { event, called, previous }) {
          const { context } = snapshot;
          if (event.type === 'message.change') expectEqual([context.text, context.error], [event.text, null], 'typed text, error cleared');
          if (event.type === 'message.send') {
            expectEqual([context.text, context.error], [previous?.context.text, expectedError(previous?.context.text ?? '')], 'field error of a refused send');
          }
          if (event.type === 'detail.update') expectEqual(context.text, previous?.context.text, 'the draft is kept on a fresh detail');
          if (event.type === 'xstate.done.actor.postComment') {
            expectEqual([context.text, context.error, context.notice], ['', null, SENT], 'emptied after a sent message');
            expectEqual(
              called,
              [
                { name: 'notify', params: SENT },
                { name: 'notifyChanged', params: undefined },
              ],
              'toast and reload',
            );
          } else if (event.type === 'xstate.error.actor.postComment') {
            expectEqual([context.text, context.notice], [TYPED, FAILED], 'text kept after a failure');
            expectEqual(called, [{ name: 'notify', params: FAILED }], 'failure toast, no reload');
          } else if (event.type === 'xstate.done.actor.readHistory' || event.type === 'xstate.error.actor.readHistory') {
            // Issue 25: not received → say so, the text kept (a send may go again); unreadable → say so, the text kept.
            const notice = event.type === 'xstate.done.actor.readHistory' ? NOT_RECEIVED : UNCHECKED;
            expectEqual([context.text, context.notice], [TYPED, notice], 'text kept after the check');
            expectEqual(called, [{ name: 'notify', params: notice }], "the check's toast, no reload");
          } else expectEqual(called, [], `actions on ${event.type}`);
        },
      },
      'open.sending': {
        shows: ['messageInput', 'send loader'],
        // A double click and typing are ignored while sending.
        on: {
          'message.send': STAYS,
          'message.change': STAYS,
          'detail.update': STAYS,
          'xstate.done.actor.postComment': 'open.editing',
          'xstate.error.actor.postComment': ({ event }) => (event.error === unknownError ? 'open.checking' : 'open.editing'),
        },
        check(snapshot, { event, started }) {
          expectEqual([snapshot.hasTag('sending'), snapshot.context.text], [true, TYPED], '[loader, text] while sending');
          expectEqual(
            started.map((c) => [c.id, c.input]),
            event.type === 'message.send' ? [['postComment', COMMENT_BODY]] : [],
            'POST /comment, once',
          );
        },
      },
      'open.checking': {
        shows: ['messageInput', 'send loader', 'messagesTab.checkingOutcome'],
        // Issue 25: nothing is sent while the history is re-read; a double click and typing are ignored.
        on: {
          'message.send': STAYS,
          'message.change': STAYS,
          'detail.update': STAYS,
          'xstate.done.actor.readHistory': ({ event }) => (event.output === storedReply ? 'readOnly' : 'open.editing'),
          'xstate.error.actor.readHistory': 'open.editing',
        },
        check(snapshot, { event, started, called }) {
          expectEqual([snapshot.hasTag('sending'), snapshot.hasTag('checking'), snapshot.context.text], [true, true, TYPED], '[loader, checking, text]');
          const entered = event.type === 'xstate.error.actor.postComment' || event.type === 'message.send';
          expectEqual(
            started.map((c) => [c.id, c.input]),
            entered ? [['readHistory', READ]] : [],
            'the detail re-read once, nothing sent',
          );
          expectEqual(snapshot.context.unchecked, { text: TYPED.trim(), before: 0 }, 'the text sent, not yet in the history');
          expectEqual(called, [], 'no toast while checking');
        },
      },
    },
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      textClass(s.context.text),
      s.context.error?.key ?? null,
      EXPECTED.get(s.context.detail)?.inputAllowed,
      s.context.unchecked !== null,
    ]),
  assert(real, _model, { index, event, path }) {
    if (index === 0) {
      notices = [];
      changed = 0;
      seenNotices = 0;
      seenChanged = 0;
    }
    const { context } = real;
    const expected = EXPECTED.get(context.detail);
    if (!expected) throw new Error('unknown detail in context');

    // Always: the bubbles, decoded, oldest first, with the spec's date format.
    if (JSON.stringify(context.messages) !== JSON.stringify(expected.bubbles)) {
      throw new Error(`bubbles ${JSON.stringify(context.messages)} !== ${JSON.stringify(expected.bubbles)}`);
    }
    // The input exists only for action 3 + base status 1: tag and meta agree with the spec.
    const shows = Object.values(real.getMeta()).flatMap((m) => (m as { shows?: string[] }).shows ?? []);
    if (real.hasTag('inputAllowed') !== expected.inputAllowed || shows.includes('messageInput') !== expected.inputAllowed) {
      throw new Error(`input shown=${real.hasTag('inputAllowed')} (meta ${shows.includes('messageInput')}), spec says ${expected.inputAllowed}`);
    }
    if (!shows.includes('messagesTab.title')) throw new Error("'Historial de mensajes' must always show");
    if (!Object.values(real.getMeta()).every((m) => typeof (m as { spec?: string }).spec === 'string')) throw new Error('meta without spec');

    if (real.matches({ open: 'sending' })) {
      const input = (real.children.postComment?.getSnapshot() as { context?: { input?: CommentBody } } | undefined)?.context?.input;
      const body = { request_id: 1520, text: SENT_TEXT, required_action_id: 78 };
      if (JSON.stringify(input) !== JSON.stringify(body)) throw new Error(`POST /comment ${JSON.stringify(input)} !== ${JSON.stringify(body)}`);
      if (!real.hasTag('sending')) throw new Error('no loader while sending');
    }

    if (event.type === 'message.send' && real.matches({ open: 'editing' })) {
      // A refused send: the field says why, nothing is sent.
      if (JSON.stringify(context.error) !== JSON.stringify(expectedError(context.text))) {
        throw new Error(`error ${JSON.stringify(context.error)} for ${JSON.stringify(context.text.slice(0, 10))}`);
      }
      if (real.children.postComment) throw new Error('an invalid message was sent');
    }
    if (event.type === 'message.change' && context.error !== null) throw new Error('typing must clear the field error');
    if (event.type === 'message.send' && unchecked({ path, index } as ModelStepInfo) && real.matches({ open: 'checking' })) {
      // Issue 25: after an unchecked send, a send re-reads first and sends nothing.
      if (real.children.postComment) throw new Error('sent again before the check');
    } else if (event.type === 'message.send') {
      // Only the valid text is sent (spec 001 §5); the values do not change on a send.
      if (real.matches({ open: 'sending' }) !== (context.text === TYPED))
        throw new Error(`send with ${JSON.stringify(context.text.slice(0, 10))} led to ${JSON.stringify(real.value)}`);
    }
    if (event.type === 'message.change' && !real.matches({ open: 'editing' })) throw new Error('typing keeps the input editable');
    if (event.type === 'detail.update') {
      const where = expected.inputAllowed ? { open: 'editing' } : 'readOnly';
      if (!real.matches(where as never)) throw new Error(`a fresh detail led to ${JSON.stringify(real.value)}`);
    }

    const newNotices = notices.slice(seenNotices);
    const newChanged = changed - seenChanged;
    seenNotices = notices.length;
    seenChanged = changed;
    if (event.type === 'xstate.done.actor.postComment') {
      const success = { kind: 'success', key: 'messagesTab.sent', durationMs: 2000 };
      if (!real.matches({ open: 'editing' }) || context.text !== '' || context.error !== null) throw new Error('after a sent message the input must be empty');
      if (JSON.stringify(context.notice) !== JSON.stringify(success) || JSON.stringify(newNotices.at(-1)) !== JSON.stringify(success)) {
        throw new Error(`success toast ${JSON.stringify(newNotices)}`);
      }
      if (newChanged === 0) throw new Error('the page was not told to reload after a sent message');
    } else if (event.type === 'xstate.error.actor.postComment' && (event as { error?: unknown }).error === unknownError) {
      // Issue 25: an unknown outcome is not a failure: no toast yet, the history is re-read.
      if (!real.matches({ open: 'checking' }) || context.text !== TYPED) throw new Error('an unknown outcome must be checked, the text kept');
      if (newNotices.length > 0 || newChanged !== 0) throw new Error('no false failure before the check');
    } else if (event.type === 'xstate.done.actor.readHistory' || event.type === 'xstate.error.actor.readHistory') {
      const stored = event.type === 'xstate.done.actor.readHistory' && (event as { output?: unknown }).output === storedReply;
      const notice = stored ? SENT : event.type === 'xstate.done.actor.readHistory' ? NOT_RECEIVED : UNCHECKED;
      if (JSON.stringify(newNotices) !== JSON.stringify([notice]) || newChanged !== (stored ? 1 : 0))
        throw new Error(`check toast ${JSON.stringify(newNotices)}`);
      if (context.text !== (stored ? '' : TYPED)) throw new Error('the text must be kept unless the ministry has it');
    } else if (event.type === 'xstate.error.actor.postComment') {
      const failure = { kind: 'error', key: 'messagesTab.failure' };
      if (!real.matches({ open: 'editing' })) throw new Error('the loader must stop after a failed send');
      if (context.text !== TYPED) throw new Error('the typed text was lost after a failed send');
      if (JSON.stringify(context.notice) !== JSON.stringify(failure) || JSON.stringify(newNotices.at(-1)) !== JSON.stringify(failure)) {
        throw new Error(`failure toast ${JSON.stringify(newNotices)}`);
      }
      if (newChanged !== 0) throw new Error('a failed send must not reload the page');
    } else if (newNotices.length > 0 || newChanged !== 0) {
      throw new Error(`unexpected toast/reload on ${event.type}`);
    }
  },
});
