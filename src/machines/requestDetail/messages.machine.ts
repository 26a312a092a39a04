/**
 * Messages tab statechart (spec 001 §2.5 Messages tab, §3 Request comment, §5 "Information message:
 * required, max length 500", §7 "send requested information (request_id, text, required_action_id)",
 * §8, §9; contract Q6, §3.1, §5 item 12).
 *
 *   deciding ──[isInputAllowed]──▶ open ─┬─ editing ──message.send [isValidMessage]──▶ sending
 *       └────────────────────────▶ readOnly   ▲  │ message.send (else): error on the field  │
 *                                             │  └──────────── done: cleared, toast, onChanged ◀┘
 *                                             └──────────────── error: text kept, toast ◀──────┘
 *   detail.update (in readOnly or editing) ──▶ deciding with the fresh detail (the draft is kept)
 *   sending ── unknown outcome ──▶ checking ─┬─ the server has it ──▶ deciding (fresh detail, success)
 *                                             ├─ it has not ──▶ editing (text kept, 'no llegó')
 *                                             └─ read failed ──▶ editing (unchecked: the next send checks first)
 *
 * - Always shown: 'Historial de mensajes' and the bubbles oldest first, newest last (a chat: the reply
 *   box sits under the latest message), or 'NO HAY MENSAJES'. Each bubble: the text URI-decoded (a
 *   malformed `%` sequence shows the raw text; the view renders it as text, never as markup), the
 *   author (user_id 2 = the institution, 'Ministerio de Turismo'; any other = the citizen) and the date
 *   'd de MMMM yyyy hh:mm a' in Spanish ('15 de marzo 2022 08:30 AM').
 * - The input ('Escriba aqui su mensaje', 500 characters with a counter) exists only in `open`:
 *   the current action (`request.request_actions_id`) is 3 AND the base status is 1. Unlike the
 *   existing portal (contract §5 item 12) the tab renders whether or not comments exist.
 * - Send: empty (or only spaces) → 'Este campo es requerido'; over 500 → the limit message; nothing
 *   is sent. Else POST /comment `{ request_id, text, required_action_id }` where `text` is the trimmed
 *   text URI-encoded with encodeURIComponent (the backend stores URI-encoded text and every reader
 *   decodes it — contract §3.1, spec 001 §2.5 — so a typed '%' or '%41' reads back exactly as typed)
 *   and `required_action_id` the id of the pending action 3 (null when `requiredActions` lacks it).
 * - While sending, another send (double click) and typing are ignored. Success: toast 'Información
 *   requerida enviada satisfactoriamente' (2 s), the input emptied, `notifyChanged` (the page
 *   reloads). Failure: toast 'Ha ocurrido un error, contacte a soporte', the text kept, back to editing.
 *
 * - Unknown outcome (issue 25 "Unknown is not failed": POST /comment got no readable answer, the
 *   ministry may have the message, src/api/outcome.ts): 'No sabemos si su mensaje llegó al
 *   ministerio. Estamos comprobándolo…' while the detail is re-read (`readHistory`, contract Q1 as
 *   the owner). The history has the citizen's text once more than before the send → it is shown
 *   (the fresh detail), the success toast, the box emptied, `notifyChanged`; not there → 'no llegó'
 *   toast, the text kept, a send may go again; the read failed → the text kept, and the next send
 *   re-reads first (never a second POST for one intent).
 *
 * IO through the named actors `postComment` and `readHistory`; the toast through `notify` and the reload through
 * `notifyChanged` (the view provides both). The last toast is also kept in `context.notice`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { postComment, type CommentBody } from '../../api/requestActivity';
import { unwrap } from '../../api/result';
import { hasCitizenComment, INSTITUTION_USER_ID } from '../../domain/unknownOutcome';
import { MESSAGE_MAX_LENGTH, OFFICER_USER_ID, SUCCESS_SNACKBAR_MS } from '../../domain/constants';
import { formatMessageDate, parseBackendDate } from '../../domain/format/dates';
import { canSendMessages } from '../../domain/status';
import type { MessageKey, MessageRef } from '../../messages/es';
import type { RequestDetail } from './types';
import { pendingInformationActionId } from '../../domain/requestDetail';
import { isOutcomeUnknown, readDetailFresh, recheckInput } from './recheck';

export type { CommentBody };

/** Input: the request detail as the page loaded it. */
export interface MessagesInput {
  detail: RequestDetail;
}

/** One bubble, ready to show. */
export interface MessageBubble {
  id: number;
  /** URI-decoded text (the raw text when it is not valid URI encoding). Plain text, never HTML. */
  text: string;
  /** user_id 2: the institution ('Ministerio de Turismo'); else the citizen. */
  fromInstitution: boolean;
  /** 'd de MMMM yyyy hh:mm a' in Spanish, e.g. '15 de marzo 2022 08:30 AM' ('' when unreadable). */
  date: string;
}

/** A toast the chart asked for. */
export interface Notice {
  kind: 'success' | 'error';
  key: MessageKey;
  /** How long it stays, ms (undefined: the toaster's default). */
  durationMs?: number;
}

export interface MessagesContext {
  detail: RequestDetail;
  /** The comments, oldest first. */
  messages: MessageBubble[];
  /** What the citizen typed. */
  text: string;
  /** Error of the message field, if any. */
  error: MessageRef | null;
  /** The last toast asked for. */
  notice: Notice | null;
  /**
   * The last POST /comment whose outcome is unknown and not yet checked (issue 25): the trimmed text
   * sent and how many of the citizen's comments had that text before; null when none.
   */
  unchecked: { text: string; before: number } | null;
}

export type MessagesEvent = { type: 'message.change'; text: string } | { type: 'message.send' } | { type: 'detail.update'; detail: RequestDetail };

/** URI-decodes a message text; a malformed sequence ('%E0%A4%A', '100%') gives the raw text back. */
export function decodeMessageText(text: unknown): string {
  if (typeof text !== 'string') return '';
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The bubbles of a detail's `request.comments`, oldest first (ties and unreadable dates by id). */
export function messageBubbles(detail: RequestDetail): MessageBubble[] {
  const comments = Array.isArray(detail.request.comments) ? detail.request.comments : [];
  const time = (value: unknown) => parseBackendDate(typeof value === 'string' ? value : null)?.getTime() ?? 0;
  return [...comments]
    .sort((a, b) => time(a.created_at) - time(b.created_at) || Number(a.id) - Number(b.id))
    .map((c) => ({
      id: Number(c.id),
      text: decodeMessageText(c.text),
      fromInstitution: Number(c.user_id) === OFFICER_USER_ID,
      date: formatMessageDate(typeof c.created_at === 'string' ? c.created_at : null),
    }));
}

/** The id of the pending information action (action_id 3, the newest): the domain's rule (src/domain/requestDetail.ts), re-exported. */
export { pendingInformationActionId };

/** The field error of a typed message (spec 001 §5): required, at most 500 characters once trimmed. */
export function messageError(text: string): MessageRef | null {
  const trimmed = text.trim();
  if (trimmed === '') return { key: 'errors.required' };
  if (trimmed.length > MESSAGE_MAX_LENGTH) return { key: 'messagesTab.tooLong', params: { n: MESSAGE_MAX_LENGTH } };
  return null;
}

const fromDetail = (detail: RequestDetail) => ({ detail, messages: messageBubbles(detail) });

/** The citizen's comments of bubbles, as the history rule reads them (src/domain/unknownOutcome.ts). */
const historyOf = (messages: MessageBubble[]) => messages.map((m) => ({ text: m.text, user_id: m.fromInstitution ? INSTITUTION_USER_ID : null }));

export const messagesMachine = setup({
  types: {
    context: {} as MessagesContext,
    events: {} as MessagesEvent,
    input: {} as MessagesInput,
  },
  actors: {
    postComment: fromPromise<true, CommentBody>(async ({ input }) => unwrap(await postComment(input))),
    /** The detail read fresh as its owner: what the server has after a send with an unknown outcome (./recheck.ts). */
    readHistory: readDetailFresh,
  },
  guards: {
    /** Current action 3 and base status 1 (spec 001 §2.5). */
    isInputAllowed: ({ context }) => canSendMessages(context.detail.request.request_actions_id, context.detail.request.status?.base_status_id),
    /** Not empty and at most 500 characters (spec 001 §5). */
    isValidMessage: ({ context }) => messageError(context.text) === null,
    /** The last send's outcome is still unknown: read before sending anything (issue 25). */
    hasUncheckedSend: ({ context }) => context.unchecked !== null,
    /** POST /comment got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Params: the fresh detail. It has the citizen's text once more than before the send. */
    hasSentMessage: ({ context }, detail: RequestDetail) =>
      context.unchecked !== null && hasCitizenComment(historyOf(messageBubbles(detail)), context.unchecked.text, context.unchecked.before),
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    assignDetail: assign(({ event }) => (event.type === 'detail.update' ? fromDetail(event.detail) : {})),
    // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    assignText: assign(({ event }) => (event.type === 'message.change' ? { text: event.text, error: null } : {})),
    assignError: assign({ error: ({ context }) => messageError(context.text) }),
    clearText: assign({ text: '', error: null }),
    /** The text about to be sent and how often the history already has it (for a check, issue 25). */
    markUnchecked: assign({
      unchecked: ({ context }) => {
        const text = context.text.trim();
        return { text, before: historyOf(context.messages).filter((m) => m.user_id === null && m.text.trim() === text).length };
      },
    }),
    clearUnchecked: assign({ unchecked: null }),
    /** Params: the fresh detail read by the check. */
    assignReadDetail: assign((_, detail: RequestDetail) => fromDetail(detail)),
    assignNotice: assign({ notice: (_, notice: Notice) => notice }),
    /** Provided by the view: shows `context.notice` as a toast. */
    notify: (_, _notice: Notice | null) => {},
    /** Provided by the view: the page re-reads the detail (RequestTabProps.onChanged). */
    notifyChanged: () => {},
  },
}).createMachine({
  id: 'messages',
  context: ({ input }) => ({ ...fromDetail(input.detail), text: '', error: null, notice: null, unchecked: null }),
  initial: 'deciding',
  states: {
    deciding: {
      meta: { spec: 'spec 001 §2.5 Messages tab', shows: ['messagesTab.title', 'bubbles or messagesTab.empty'] },
      always: [{ guard: 'isInputAllowed', target: 'open' }, { target: 'readOnly' }],
    },
    readOnly: {
      meta: { spec: 'spec 001 §2.5 Messages tab (input only for action 3 and base status 1)', shows: ['messagesTab.title', 'bubbles or messagesTab.empty'] },
      on: { 'detail.update': { target: 'deciding', actions: 'assignDetail' } },
    },
    open: {
      tags: ['inputAllowed'],
      meta: { spec: 'spec 001 §2.5 Messages tab, §5 Information message', shows: ['messagesTab.title', 'bubbles or messagesTab.empty', 'messageInput'] },
      initial: 'editing',
      states: {
        editing: {
          meta: {
            spec: 'spec 001 §2.5 Messages tab, §5 Information message',
            shows: ['messageInput', 'messagesTab.placeholder', 'messagesTab.charactersLeft', 'field error'],
          },
          on: {
            'message.change': { actions: 'assignText' },
            'message.send': [{ guard: 'hasUncheckedSend', target: 'checking' }, { guard: 'isValidMessage', target: 'sending' }, { actions: 'assignError' }],
            'detail.update': { target: '#messages.deciding', actions: 'assignDetail' },
          },
        },
        sending: {
          tags: ['sending'],
          meta: { spec: 'spec 001 §2.5 Messages tab, §8 information send', shows: ['messageInput', 'send loader'] },
          invoke: {
            id: 'postComment',
            src: 'postComment',
            input: ({ context }) => ({
              request_id: context.detail.request.id,
              text: encodeURIComponent(context.text.trim()),
              required_action_id: pendingInformationActionId(context.detail),
            }),
            onDone: {
              target: 'editing',
              actions: [
                'clearText',
                { type: 'assignNotice', params: { kind: 'success', key: 'messagesTab.sent', durationMs: SUCCESS_SNACKBAR_MS } },
                { type: 'notify', params: ({ context }) => context.notice },
                'notifyChanged',
              ],
            },
            onError: [
              { guard: 'isOutcomeUnknown', target: 'checking', actions: 'markUnchecked' },
              {
                target: 'editing',
                actions: [
                  { type: 'assignNotice', params: { kind: 'error', key: 'messagesTab.failure' } },
                  { type: 'notify', params: ({ context }) => context.notice },
                ],
              },
            ],
          },
        },
        checking: {
          tags: ['sending', 'checking'],
          meta: {
            spec: 'spec 001 §2.5 Messages tab, §8 information send with an unknown outcome (issue 25): the history re-read, contract Q1 comments',
            shows: ['messageInput', 'send loader', 'messagesTab.checkingOutcome'],
          },
          invoke: {
            id: 'readHistory',
            src: 'readHistory',
            input: ({ context }) => recheckInput(context.detail),
            onDone: [
              {
                guard: { type: 'hasSentMessage', params: ({ event }) => event.output },
                target: '#messages.deciding',
                actions: [
                  { type: 'assignReadDetail', params: ({ event }) => event.output },
                  'clearText',
                  'clearUnchecked',
                  { type: 'assignNotice', params: { kind: 'success', key: 'messagesTab.sent', durationMs: SUCCESS_SNACKBAR_MS } },
                  { type: 'notify', params: ({ context }) => context.notice },
                  'notifyChanged',
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'assignReadDetail', params: ({ event }) => event.output },
                  'clearUnchecked',
                  { type: 'assignNotice', params: { kind: 'error', key: 'messagesTab.notReceived' } },
                  { type: 'notify', params: ({ context }) => context.notice },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                { type: 'assignNotice', params: { kind: 'error', key: 'messagesTab.outcomeUnchecked' } },
                { type: 'notify', params: ({ context }) => context.notice },
              ],
            },
          },
        },
      },
    },
  },
});
