import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { describeSpecCitations } from './specCitations';
import { requiredDocumentModel } from './requiredDocument.model';
import { networkError } from './fixtures';
import { descriptor, fixtureDetail, pdf, viewer } from './requestActions.fixtures';
import { requiredDocumentMachine, type CompletionInput } from '../../../src/machines/requestDetail/requiredDocument.machine';
import type { RequiredDocumentRecordBody } from '../../../src/api/requiredActions';
import type { UploadFilesInput } from '../../../src/machines/requestDetail/uploads';

defineModelTest(requiredDocumentModel);

// tests/model/meta.test.ts for this chart alone (its mutation run reads only this file).
describeSpecCitations(requiredDocumentModel.machine);

/** The machine with recording fakes: uploads answer at once, records fail while `failRecord` says so. */
function start(opts: { failRecordOnce?: number } = {}) {
  const uploads: string[][] = [];
  const records: string[] = [];
  const completions: CompletionInput[] = [];
  let failuresLeft = opts.failRecordOnce === undefined ? 0 : 1;
  const machine = requiredDocumentMachine.provide({
    actors: {
      uploadFiles: fromCallback<EventObject, UploadFilesInput>(({ input, sendBack }) => {
        uploads.push(input.files.map((f) => f.name));
        sendBack({ type: 'upload.progress', percent: 50 });
        queueMicrotask(() => sendBack({ type: 'upload.done', files: input.files.map((f) => descriptor(f.name.replace(/\.pdf$/, ''))) }));
      }),
      saveRecord: fromPromise<true, RequiredDocumentRecordBody>(async ({ input }) => {
        records.push(input.names[0]);
        if (failuresLeft > 0 && records.length === opts.failRecordOnce) {
          failuresLeft -= 1;
          throw networkError;
        }
        return true;
      }),
      completeDocuments: fromPromise<true, CompletionInput>(async ({ input }) => {
        completions.push(input);
        return true;
      }),
    },
    actions: { notifyError: () => {}, notifySuccess: () => {} },
  });
  const actor = createActor(machine, { input: { detail: fixtureDetail(), viewer } }).start();
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return { actor, uploads, records, completions, settle };
}

const A = { id: 'f1', file: pdf('plano-actualizado.pdf') };
const B = { id: 'f2', file: pdf('certificacion-uso-suelo.pdf') };

describe('requiredDocument machine (behaviour)', () => {
  it('a double click on ENVIAR sends once; picking during the send is ignored', async () => {
    const { actor, uploads, records, completions, settle } = start();
    actor.send({ type: 'files.change', files: [A, B] });
    actor.send({ type: 'documents.send' });
    actor.send({ type: 'documents.send' });
    actor.send({ type: 'files.change', files: [A] });
    await settle();
    expect(uploads).toEqual([['plano-actualizado.pdf', 'certificacion-uso-suelo.pdf']]);
    expect(records).toEqual(['Documento de accion requerida 1', 'Documento de accion requerida 2']);
    expect(completions).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('a retry after a failed second record uploads nothing again and saves only the missing record', async () => {
    const { actor, uploads, records, completions, settle } = start({ failRecordOnce: 2 });
    actor.send({ type: 'files.change', files: [A, B] });
    actor.send({ type: 'documents.send' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('requestDetail.actionError');
    expect(actor.getSnapshot().context.files).toEqual([A, B]);
    actor.send({ type: 'documents.send' });
    await settle();
    expect(uploads).toHaveLength(1);
    expect(records).toEqual(['Documento de accion requerida 1', 'Documento de accion requerida 2', 'Documento de accion requerida 2']);
    expect(completions).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('a file added after a failure is the only one uploaded on the retry', async () => {
    const { actor, uploads, settle } = start({ failRecordOnce: 1 });
    actor.send({ type: 'files.change', files: [A] });
    actor.send({ type: 'documents.send' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'files.change', files: [A, B] });
    actor.send({ type: 'documents.send' });
    await settle();
    expect(uploads).toEqual([['plano-actualizado.pdf'], ['certificacion-uso-suelo.pdf']]);
  });
});
