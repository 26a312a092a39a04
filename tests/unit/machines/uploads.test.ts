// @vitest-environment node
/**
 * The pieces the required-document and payment charts share (src/machines/requestDetail/uploads.ts):
 * spec 001 §2.5 (required-action banners, 'Subir comprobante'), §4 (required action types 1, 3, 5,
 * 7), §7 (POST /files, then the document manager); contract F4 (POST /files with progress, the
 * descriptors in file order), §3.3/§3.4 (the document-manager record fields).
 *
 * POST /files itself (src/api/requestForm.ts uploadRequestFiles) is replaced here by a call the test
 * answers, so what the actor sends back to its chart is checked for each outcome.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyEventObject } from 'xstate';
import type { ApiResult } from '../../../src/api/result';
import { clampPercent, documentManagerFields, latestActionId, uploadFilesLogic, type FileDescriptor } from '../../../src/machines/requestDetail/uploads';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { descriptor, fixtureDetail, pdf } from '../../model/machines/requestActions.fixtures';

interface UploadCall {
  files: File[];
  onProgress: (percent: number) => void;
  signal: AbortSignal | undefined;
  resolve: (result: ApiResult<FileDescriptor[]>) => void;
  reject: (error: unknown) => void;
}

const calls = vi.hoisted(() => [] as UploadCall[]);

vi.mock('../../../src/api/requestForm', async (original) => ({
  ...(await original<typeof import('../../../src/api/requestForm')>()),
  uploadRequestFiles: (files: File[], onProgress: (percent: number) => void, signal?: AbortSignal) =>
    new Promise<ApiResult<FileDescriptor[]>>((resolve, reject) => calls.push({ files, onProgress, signal, resolve, reject })),
}));

afterEach(() => {
  calls.length = 0;
});

/** A chart that uploads `files` while in 'uploading' and records every event its upload sends back. */
function uploading(files: File[]) {
  const received: AnyEventObject[] = [];
  const chart = setup({ actors: { uploadFiles: uploadFilesLogic } }).createMachine({
    initial: 'uploading',
    states: {
      uploading: { invoke: { src: 'uploadFiles', input: { files } }, on: { cancel: 'idle' } },
      idle: {},
    },
    on: { '*': { actions: ({ event }) => void received.push(event) } },
  });
  const actor = createActor(chart).start();
  return { actor, received };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('uploadFilesLogic: POST /files with progress (contract F4)', () => {
  it('sends the chosen files in order, the progress, then the descriptors', async () => {
    const files = [pdf('plano.pdf'), pdf('memoria.pdf')];
    const { received } = uploading(files);
    expect(calls).toHaveLength(1);
    expect(calls[0].files).toEqual(files);
    expect(calls[0].signal?.aborted).toBe(false);
    calls[0].onProgress(40);
    calls[0].onProgress(100);
    calls[0].resolve({ ok: true, data: [descriptor('plano'), descriptor('memoria')] });
    await settle();
    expect(received).toEqual([
      { type: 'upload.progress', percent: 40 },
      { type: 'upload.progress', percent: 100 },
      { type: 'upload.done', files: [descriptor('plano'), descriptor('memoria')] },
    ]);
  });

  it('a refused upload sends its failure back', async () => {
    const { received } = uploading([pdf('plano.pdf')]);
    calls[0].resolve({ ok: false, error: { kind: 'http', status: 413 } });
    await settle();
    expect(received).toEqual([{ type: 'upload.failed', failure: { kind: 'http', status: 413 } }]);
  });

  it('a call that throws is a network failure', async () => {
    const { received } = uploading([pdf('plano.pdf')]);
    calls[0].reject(new TypeError('Failed to fetch'));
    await settle();
    expect(received).toEqual([{ type: 'upload.failed', failure: { kind: 'network' } }]);
  });

  it('leaving the state aborts the upload, and nothing of it reaches the chart afterwards', async () => {
    const { actor, received } = uploading([pdf('plano.pdf')]);
    actor.send({ type: 'cancel' });
    expect(calls[0].signal?.aborted).toBe(true);
    calls[0].onProgress(50);
    calls[0].resolve({ ok: true, data: [descriptor('plano')] });
    await settle();
    expect(received).toEqual([]);
  });
});

describe('clampPercent: what the progress bar shows', () => {
  it('rounds to a whole percent', () => {
    expect(clampPercent(42.4)).toBe(42);
    expect(clampPercent(42.5)).toBe(43);
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(100)).toBe(100);
  });

  it('stays within 0-100; an unreadable percent is 0', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('latestActionId: the required action a completion or a payment closes (spec 001 §4)', () => {
  const withActions = (requiredActions: RequestDetail['requiredActions']): RequestDetail => ({ ...fixtureDetail(), requiredActions });

  it('the latest action of the given types by created_at', () => {
    // Fixture: 60 and 77 of type 1 (77 later), 79 of type 7.
    expect(latestActionId(fixtureDetail(), [1])).toBe(77);
    expect(latestActionId(fixtureDetail(), [5, 7])).toBe(79);
    expect(latestActionId(fixtureDetail(), [1, 7])).toBe(79);
  });

  it('whatever the order the server lists them in', () => {
    const detail = withActions([
      { id: 90, action_id: 3, activity_id: 4, message: 'b', created_at: '2026-03-02 08:00:00' },
      { id: 95, action_id: 3, activity_id: 4, message: 'c', created_at: '2026-03-01 08:00:00' },
      { id: 91, action_id: '3' as unknown as number, activity_id: 4, message: 'a', created_at: '2026-02-28 08:00:00' },
    ]);
    expect(latestActionId(detail, [3])).toBe(90);
  });

  it('equal dates: the highest id; a missing date counts as the earliest', () => {
    const detail = withActions([
      { id: 12, action_id: 3, activity_id: 4, message: 'a', created_at: '2026-03-01 08:00:00' },
      { id: 40, action_id: 3, activity_id: 4, message: 'b', created_at: null },
      { id: 11, action_id: 3, activity_id: 4, message: 'c', created_at: '2026-03-01 08:00:00' },
    ] as RequestDetail['requiredActions']);
    expect(latestActionId(detail, [3])).toBe(12);
    const undated = withActions([
      { id: 5, action_id: 3, activity_id: 4, message: 'a' },
      { id: 7, action_id: 3, activity_id: 4, message: 'b' },
      { id: 6, action_id: 3, activity_id: 4, message: 'c' },
    ] as RequestDetail['requiredActions']);
    expect(latestActionId(undated, [3])).toBe(7);
  });

  it('an action type the server sends as text counts', () => {
    const detail = withActions([{ id: 91, action_id: '3' as unknown as number, activity_id: 4, message: 'a', created_at: '2026-02-28 08:00:00' }]);
    expect(latestActionId(detail, [3])).toBe(91);
  });

  it('none of the types, or no required actions at all: null', () => {
    expect(latestActionId(fixtureDetail(), [3])).toBeNull();
    expect(latestActionId(withActions([]), [1])).toBeNull();
    expect(latestActionId({ ...fixtureDetail(), requiredActions: undefined } as unknown as RequestDetail, [1])).toBeNull();
  });
});

describe('documentManagerFields (contract §3.3, §3.4)', () => {
  it('title, record_id, attribute and acronym of the request code and the citizen', () => {
    expect(documentManagerFields('DPP-2026-000130', '00104567896', 'DPP')).toEqual({
      title: 'documento-00104567896',
      record_id: 'DPP-2026-000130',
      attribute: 'NumeroSolicitud=DPP-2026-000130;DocumentoIdentidadSolicitante=00104567896;TipoDocumentoPortal=Adjunto',
      acronym: 'DPPDE',
    });
  });
});
