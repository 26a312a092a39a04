/**
 * Multipart uploads to the file server with upload progress (spec 000 §7 company documents
 * `POST {hash}`, spec 001 §7 `POST /files` "with progress"). openapi-fetch reports no upload
 * progress, so these calls use XMLHttpRequest; MSW's service worker intercepts it in embedded mode.
 *
 * The answer is read like every other call's (`ApiResult`): non-2xx → `http` (with the body's
 * `msg`), a body that is not a JSON object → `malformed`, the 'El token ha expirado' envelope →
 * `expired`, `success` not true → `rejected` (with its `msg`), otherwise the caller's `read` decides
 * (null → `malformed`). XHR errors and aborts → `network`. No progress and no answer for
 * `CALL_TIMEOUT_MS.uploadStall` (60 s, src/api/timeouts.ts) → the upload is aborted → `timeout`.
 *
 * A lost answer stays one of these failures, never the write kind `unknown` (issue 25 item 1, a
 * choice documented in docs/ARCHITECTURE.md "Unknown is not failed"): the retry uploads again, which
 * the contract makes harmless. POST /files (contract F4) and the company documents' POST {hash} only
 * store the bytes and describe them; nothing the ministry or the citizen sees refers to a stored file
 * until a later call names its descriptor (F5, F7, Q7, the company registration), and the contract
 * has no read of files not yet named, so a second upload leaves at most an unreferenced copy, never a
 * second record.
 */
import { config } from '../config';
import { TOKEN_EXPIRED_MSG } from './middleware';
import { fail, ok, type ApiResult } from './result';
import { CALL_TIMEOUT_MS, timeoutClock } from './timeouts';

/** One upload. */
export interface UploadRequest<T> {
  /** Absolute URL on the file server. */
  url: string;
  form: FormData;
  /** Value of the `Authorization` header. */
  authorization: string;
  /** Reads the data out of a successful body (`success: true`); null when it lacks what is promised. */
  read: (body: Record<string, unknown>) => T | null;
  /** Share of the body sent, 0..1, while it uploads; 1 once the answer is read successfully. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (→ `network`). */
  signal?: AbortSignal;
}

/** Sends `form` with the files app key (`X-Authorization`) and reports progress; see module doc. */
export function xhrUpload<T>({ url, form, authorization, read, onProgress, signal }: UploadRequest<T>): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(fail({ kind: 'network' }));
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    let cancelStall: () => void = () => undefined;
    const finish = (result: ApiResult<T>) => {
      if (settled) return;
      settled = true;
      cancelStall();
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    /** (Re)starts the stall limit: called at the start and on every progress event. */
    const watchStall = () => {
      cancelStall();
      cancelStall = timeoutClock.start(
        CALL_TIMEOUT_MS.uploadStall,
        () => {
          finish(fail({ kind: 'timeout' }));
          xhr.abort();
        },
        { method: 'POST', url },
      );
    };
    const onAbort = () => {
      xhr.abort();
      finish(fail({ kind: 'network' }));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', authorization);
    if (config.filesAppKey) xhr.setRequestHeader('X-Authorization', config.filesAppKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (e) => {
      watchStall();
      if (onProgress && e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    });
    xhr.addEventListener('error', () => finish(fail({ kind: 'network' })));
    xhr.addEventListener('abort', () => finish(fail({ kind: 'network' })));
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const msg = (body as { msg?: unknown } | undefined)?.msg;
      const message = typeof msg === 'string' ? msg : undefined;
      if (xhr.status < 200 || xhr.status >= 300) return finish(fail({ kind: 'http', status: xhr.status, message }));
      if (!body || typeof body !== 'object') return finish(fail({ kind: 'malformed', status: xhr.status }));
      if (message === TOKEN_EXPIRED_MSG) return finish(fail({ kind: 'expired', status: xhr.status, message }));
      if ((body as { success?: unknown }).success !== true) return finish(fail({ kind: 'rejected', status: xhr.status, message }));
      const data = read(body as Record<string, unknown>);
      if (data === null) return finish(fail({ kind: 'malformed', status: xhr.status }));
      onProgress?.(1);
      finish(ok(data));
    });
    watchStall();
    xhr.send(form);
  });
}
