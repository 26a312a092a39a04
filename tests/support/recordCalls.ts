/** Records the calls a page makes to the embedded backend (view tests over src/mocks/node.ts). */
import { server } from '../../src/mocks/node';

/** A call the page made to the embedded backend. */
export interface RecordedCall {
  method: string;
  /** Path after the backend prefix, e.g. '/auth/register/portal'. */
  path: string;
  body?: unknown;
}

/** Records every call from now on, in the order they start (bodies are filled in asynchronously). */
export function recordCalls(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/(identity|admin|files|content)/, '');
    const call: RecordedCall = { method: request.method, path };
    calls.push(call);
    if (request.method !== 'GET') {
      void request
        .clone()
        .json()
        .then((body) => {
          call.body = body;
        })
        .catch(() => {});
    }
  });
  return calls;
}
