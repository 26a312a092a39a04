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
 * IO through the named actor `postComment`; the toast through `notify` and the reload through
 * `notifyChanged` (the view provides both). The last toast is also kept in `context.notice`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { postComment, type CommentBody } from '../../api/requestActivity';
import { unwrap } from '../../api/result';
import { MESSAGE_MAX_LENGTH, OFFICER_USER_ID, REQUIRED_ACTION, SUCCESS_SNACKBAR_MS } from '../../domain/constants';
import { formatMessageDate, parseBackendDate } from '../../domain/format/dates';
import { canSendMessages } from '../../domain/status';
import type { MessageKey, MessageRef } from '../../messages/es';
import type { RequestDetail } from './types';
import { latestActionId } from './uploads';

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
}

export type MessagesEvent =
  | { type: 'message.change'; text: string }
  | { type: 'message.send' }
  | { type: 'detail.update'; detail: RequestDetail };

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

/**
 * The id of the pending information action (action_id 3), the newest when several (then the highest
 * id, as for the other required actions: ./uploads.ts `latestActionId`); null when none.
 */
export function pendingInformationActionId(detail: RequestDetail): number | null {
  return latestActionId(detail, [REQUIRED_ACTION.information]);
}

/** The field error of a typed message (spec 001 §5): required, at most 500 characters once trimmed. */
export function messageError(text: string): MessageRef | null {
  const trimmed = text.trim();
  if (trimmed === '') return { key: 'errors.required' };
  if (trimmed.length > MESSAGE_MAX_LENGTH) return { key: 'messagesTab.tooLong', params: { n: MESSAGE_MAX_LENGTH } };
  return null;
}

const fromDetail = (detail: RequestDetail) => ({ detail, messages: messageBubbles(detail) });

export const messagesMachine = setup({
  // Stryker disable next-line ObjectLiteral: type-only declarations, erased at run time
  types: {
    context: {} as MessagesContext,
    events: {} as MessagesEvent,
    input: {} as MessagesInput,
  },
  // Stryker disable next-line ObjectLiteral: the model harness provides every named actor (tests/model/README.md "Harness"); the view tests, outside the mutation run, use the real one
  actors: {
    // Stryker disable next-line all: the real IO actor body; the model tests replace it with a controlled actor (the API layer has its own tests)
    postComment: fromPromise<true, CommentBody>(async ({ input }) => unwrap(await postComment(input))),
  },
  guards: {
    /** Current action 3 and base status 1 (spec 001 §2.5). */
    isInputAllowed: ({ context }) =>
      canSendMessages(context.detail.request.request_actions_id, context.detail.request.status?.base_status_id),
    /** Not empty and at most 500 characters (spec 001 §5). */
    isValidMessage: ({ context }) => messageError(context.text) === null,
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    assignDetail: assign(({ event }) => (event.type === 'detail.update' ? fromDetail(event.detail) : {})),
    // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    assignText: assign(({ event }) => (event.type === 'message.change' ? { text: event.text, error: null } : {})),
    assignError: assign({ error: ({ context }) => messageError(context.text) }),
    clearText: assign({ text: '', error: null }),
    assignNotice: assign({ notice: (_, notice: Notice) => notice }),
    /** Provided by the view: shows `context.notice` as a toast. */
    // Stryker disable next-line ArrowFunction: a placeholder the view (and the model tests) provide; its own body never runs
    notify: (_, _notice: Notice | null) => {},
    /** Provided by the view: the page re-reads the detail (RequestTabProps.onChanged). */
    // Stryker disable next-line ArrowFunction: a placeholder the view (and the model tests) provide; its own body never runs
    notifyChanged: () => {},
  },
}).createMachine({
  id: 'messages',
  context: ({ input }) => ({ ...fromDetail(input.detail), text: '', error: null, notice: null }),
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
          meta: { spec: 'spec 001 §2.5 Messages tab, §5 Information message', shows: ['messageInput', 'messagesTab.placeholder', 'messagesTab.charactersLeft', 'field error'] },
          on: {
            'message.change': { actions: 'assignText' },
            'message.send': [{ guard: 'isValidMessage', target: 'sending' }, { actions: 'assignError' }],
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
            onError: {
              target: 'editing',
              actions: [
                { type: 'assignNotice', params: { kind: 'error', key: 'messagesTab.failure' } },
                { type: 'notify', params: ({ context }) => context.notice },
              ],
            },
          },
        },
      },
    },
  },
});
