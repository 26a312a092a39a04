import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { networkError } from './fixtures';
import type { CommentBody, Notice } from '../../../src/machines/requestDetail/messages.machine';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { afterReply, askingNoComments, askingWithComments, documentsAction, infoActions, requestDetail } from './requestActivityFixtures';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'messages',
  () =>
    Promise.all([import('./messages.model'), import('../../../src/machines/requestDetail/messages.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.messagesModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.messagesModel);
  // `deciding` is left at once; events that stay in place (typing while sending) leave the graph state as it was: no path sends them.
  describeOracleReach(ready.model.messagesModel, ['deciding'], { skipStays: true });
  describeSpecCitations(ready.chart.messagesMachine);
}

/** The chart with a fake `postComment`, recorded toasts and reloads. */
function start(detail: RequestDetail, post: (body: CommentBody) => Promise<true>) {
  const calls: CommentBody[] = [];
  const notices: Array<Notice | null> = [];
  let reloads = 0;
  const machine = chart().messagesMachine.provide({
    actors: {
      postComment: fromPromise<true, CommentBody>(({ input }) => {
        calls.push(input);
        return post(input);
      }),
    },
    actions: {
      notify: (_, notice) => void notices.push(notice),
      notifyChanged: () => void (reloads += 1),
    },
  });
  const actor = createActor(machine, { input: { detail } }).start();
  return { actor, calls, notices, reloads: () => reloads };
}

describe('messages chart (behaviour)', () => {
  it('a double click sends once; success empties the input, toasts and asks the page to reload once', async () => {
    let resolve!: (v: true) => void;
    const { actor, calls, notices, reloads } = start(askingNoComments, () => new Promise<true>((r) => (resolve = r)));
    actor.send({ type: 'message.change', text: 'Aquí está la información' });
    actor.send({ type: 'message.send' });
    actor.send({ type: 'message.send' });
    actor.send({ type: 'message.change', text: 'otro' });
    expect(actor.getSnapshot().matches({ open: 'sending' })).toBe(true);
    expect(calls).toEqual([{ request_id: 1520, text: 'Aqu%C3%AD%20est%C3%A1%20la%20informaci%C3%B3n', required_action_id: 78 }]);
    resolve(true);
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.text).toBe('');
    expect(notices).toEqual([{ kind: 'success', key: 'messagesTab.sent', durationMs: 2000 }]);
    expect(reloads()).toBe(1);
  });

  it('a failure keeps the text, stops the loader and toasts the spec error; a new try is possible', async () => {
    const { actor, calls, notices, reloads } = start(askingWithComments, () => Promise.reject(networkError));
    actor.send({ type: 'message.change', text: 'Mi respuesta' });
    actor.send({ type: 'message.send' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.text).toBe('Mi respuesta');
    expect(notices).toEqual([{ kind: 'error', key: 'messagesTab.failure' }]);
    expect(reloads()).toBe(0);
    actor.send({ type: 'message.send' });
    expect(calls).toHaveLength(2);
  });

  it('exactly 500 characters are accepted, 501 refused', () => {
    const { actor, calls } = start(askingNoComments, () => new Promise<true>(() => {}));
    actor.send({ type: 'message.change', text: 'a'.repeat(501) });
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'messagesTab.tooLong', params: { n: 500 } });
    actor.send({ type: 'message.change', text: 'a'.repeat(500) });
    actor.send({ type: 'message.send' });
    expect(calls).toHaveLength(1);
  });

  it('a fresh detail keeps the draft; when action 3 is closed the input goes away', () => {
    const { actor } = start(askingWithComments, () => Promise.resolve(true));
    actor.send({ type: 'message.change', text: 'borrador' });
    actor.send({ type: 'detail.update', detail: askingWithComments });
    expect(actor.getSnapshot().hasTag('inputAllowed')).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('borrador');
    actor.send({ type: 'detail.update', detail: afterReply });
    expect(actor.getSnapshot().value).toBe('readOnly');
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([10, 11, 12, 13]);
  });

  it("only spaces are refused with 'Este campo es requerido' and nothing is sent (spec 001 §5 Information message: required)", () => {
    const { actor, calls } = start(askingNoComments, () => new Promise<true>(() => {}));
    actor.send({ type: 'message.change', text: ' \n  ' });
    actor.send({ type: 'message.send' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, calls]).toEqual([{ open: 'editing' }, { key: 'errors.required' }, []]);
  });

  it('a fresh detail that asks for information again offers the input from read-only (spec 001 §2.5 Messages tab)', () => {
    const { actor } = start(afterReply, () => Promise.resolve(true));
    expect(actor.getSnapshot().value).toBe('readOnly');
    actor.send({ type: 'detail.update', detail: askingWithComments });
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([10, 11, 12]);
  });

  it('shows the bubbles oldest first whatever the backend order; same minute by id; a date it cannot read first and blank (spec 001 §2.5)', () => {
    const unordered = [
      { id: 21, text: 'Segundo', user_id: 7, created_at: '2022-03-16 14:05:00' },
      { id: 20, text: 'Primero', user_id: 2, created_at: '2022-03-16 14:05:00' },
      { id: 5, text: '%C3%9Altimo', user_id: 7, created_at: '2022-03-17 10:00:00' },
      { id: 30, text: 'Sin%20fecha', user_id: 2, created_at: null },
      // not the backend's 'yyyy-MM-dd HH:mm:ss' text: unreadable too
      { id: 31, text: 'Fecha%20en%20milisegundos', user_id: 7, created_at: 1647439500000 },
    ] as unknown as RequestDetail['request']['comments'];
    const { actor } = start(requestDetail({ comments: unordered }), () => Promise.resolve(true));
    expect(actor.getSnapshot().context.messages).toEqual([
      { id: 30, text: 'Sin fecha', fromInstitution: true, date: '' },
      { id: 31, text: 'Fecha en milisegundos', fromInstitution: false, date: '' },
      { id: 20, text: 'Primero', fromInstitution: true, date: '16 de marzo 2022 02:05 PM' },
      { id: 21, text: 'Segundo', fromInstitution: false, date: '16 de marzo 2022 02:05 PM' },
      { id: 5, text: 'Último', fromInstitution: false, date: '17 de marzo 2022 10:00 AM' },
    ]);
  });

  it("a detail without comments shows 'NO HAY MENSAJES' (no bubble); one without a status offers no input", () => {
    const { actor } = start(requestDetail({ request_actions_id: 3, comments: undefined, status: undefined }, infoActions), () => Promise.resolve(true));
    expect([actor.getSnapshot().value, actor.getSnapshot().context.messages]).toEqual(['readOnly', []]);
  });

  it('never offers the input for another action or a closed request', () => {
    expect(start(documentsAction, () => Promise.resolve(true)).actor.getSnapshot().value).toBe('readOnly');
    const closed = requestDetail({ request_actions_id: 3, status: { id: 8, name: 'Rechazada', base_status_id: 3 } }, infoActions);
    expect(
      start(closed, () => Promise.resolve(true))
        .actor.getSnapshot()
        .hasTag('inputAllowed'),
    ).toBe(false);
  });
});

describe('messages helpers', () => {
  it('decodeMessageText decodes, and gives malformed sequences back raw', () => {
    expect(chart().decodeMessageText('Buenos%20d%C3%ADas')).toBe('Buenos días');
    expect(chart().decodeMessageText('%E0%A4%A')).toBe('%E0%A4%A');
    expect(chart().decodeMessageText('100%')).toBe('100%');
    expect(chart().decodeMessageText('%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBe('<script>alert(1)</script>');
    expect(chart().decodeMessageText(null)).toBe('');
  });

  it('pendingInformationActionId picks the newest action 3, null without one', () => {
    expect(chart().pendingInformationActionId(askingWithComments)).toBe(78);
    expect(chart().pendingInformationActionId(documentsAction)).toBeNull();
    const two = requestDetail({}, [
      { id: 90, action_id: 3, created_at: '2022-05-01 10:00:00' },
      { id: 80, action_id: 3, created_at: '2022-04-01 10:00:00' },
    ]);
    expect(chart().pendingInformationActionId(two)).toBe(90);
    const newestLast = requestDetail({}, [
      { id: 80, action_id: 3, created_at: '2022-04-01 10:00:00' },
      { id: 90, action_id: 3, created_at: '2022-05-01 10:00:00' },
      { id: 95, action_id: 3, created_at: null as unknown as string },
    ]);
    expect(chart().pendingInformationActionId(newestLast)).toBe(90);
  });
});
