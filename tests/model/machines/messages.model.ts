import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { messagesMachine, type CommentBody, type Notice } from '../../../src/machines/requestDetail/messages.machine';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError } from './fixtures';
import {
  afterReply,
  afterReplyBubbles,
  askingButClosed,
  askingNoComments,
  askingWithComments,
  documentsAction,
  expectedBubbles,
} from './requestActivityFixtures';

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
]);

/** The one valid message of the model (spaces around it, a '%', '&', HTML, and '%41' typed literally). */
const TYPED = '  Adjunto la información: 50% del terreno & <b>planos</b> 100%41  ';
/** What POST /comment must carry for {@link TYPED}: trimmed, then encodeURIComponent (see the chart). */
const SENT_TEXT = 'Adjunto%20la%20informaci%C3%B3n%3A%2050%25%20del%20terreno%20%26%20%3Cb%3Eplanos%3C%2Fb%3E%20100%2541';
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
    ],
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
        check: (snapshot, { called }) => {
          bubblesShown(snapshot);
          expectEqual(called, [], 'actions while read-only');
        },
      },
      open: { shows: ['messagesTab.title', 'bubbles or messagesTab.empty', 'messageInput'], check: (snapshot) => bubblesShown(snapshot) },
      'open.editing': {
        shows: ['messageInput', 'messagesTab.placeholder', 'messagesTab.charactersLeft', 'field error'],
        on: {
          'message.change': STAYS,
          // §5: only a non-blank text of at most 500 characters is sent.
          'message.send': ({ previous }) => (previous?.context.text === TYPED ? 'open.sending' : STAYS),
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
            expectEqual(called, [{ name: 'notify', params: SENT }, { name: 'notifyChanged', params: undefined }], 'toast and reload');
          } else if (event.type === 'xstate.error.actor.postComment') {
            expectEqual([context.text, context.notice], [TYPED, FAILED], 'text kept after a failure');
            expectEqual(called, [{ name: 'notify', params: FAILED }], 'failure toast, no reload');
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
          'xstate.error.actor.postComment': 'open.editing',
        },
        check(snapshot, { event, started }) {
          expectEqual([snapshot.hasTag('sending'), snapshot.context.text], [true, TYPED], '[loader, text] while sending');
          expectEqual(started.map((c) => [c.id, c.input]), event.type === 'message.send' ? [['postComment', COMMENT_BODY]] : [], 'POST /comment, once');
        },
      },
    },
  },
  serializeState: (s) =>
    JSON.stringify([s.value, textClass(s.context.text), s.context.error?.key ?? null, EXPECTED.get(s.context.detail)?.inputAllowed]),
  assert(real, _model, { index, event }) {
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
    if (event.type === 'message.send') {
      // Only the valid text is sent (spec 001 §5); the values do not change on a send.
      if (real.matches({ open: 'sending' }) !== (context.text === TYPED)) throw new Error(`send with ${JSON.stringify(context.text.slice(0, 10))} led to ${JSON.stringify(real.value)}`);
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
