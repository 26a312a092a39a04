/**
 * Faults after the server acted, over real HTTP (issue 25 item 2 "Faults after the server acted";
 * README "The loopback server"): the loopback API server can be told, per operation, to do the work
 * and then lose the answer on the wire, as a real network does to a write whose server already
 * stored it.
 *
 * - `resetAfter`: the status line, the headers and the first half of the body are sent, then the
 *   connection is destroyed (the browser's fetch sees its body fail mid-way);
 * - `truncatedAfter`: the first half of the body is sent as a complete answer (its `Content-Length`
 *   says so), e.g. `{"success":true,"Req` with status 200.
 *
 * The handler runs as usual (it stores what it was sent); only its answer is cut. The answer is sent
 * uncompressed (`Cache-Control: no-transform`, which the `compression` middleware honours) so that
 * half of it is half of what the browser reads.
 *
 * Told through `POST /demo/faults` with JSON `{ method, path, kind, times? }` (`path` is the request
 * path on the API origin, e.g. `/admin/requests`; `times` defaults to 1) and cleared with
 * `DELETE /demo/faults`. Like the demo mailbox, this exists only on the loopback server (a test and
 * demo tool), never in a build.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

/** What happens to the answer of a call that matches. */
export type AfterFaultKind = 'resetAfter' | 'truncatedAfter';

/** A queued fault: the next `times` calls of `method` on exactly `path` lose their answer as `kind` says. */
export interface AfterFault {
  method: string;
  path: string;
  kind: AfterFaultKind;
  times: number;
}

const KINDS: readonly AfterFaultKind[] = ['resetAfter', 'truncatedAfter'];

/** Reads a queued fault from a control body; null when it is not one. */
export function parseAfterFault(body: unknown): AfterFault | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const times = b.times === undefined ? 1 : Number(b.times);
  if (typeof b.method !== 'string' || typeof b.path !== 'string' || !b.path.startsWith('/')) return null;
  if (!KINDS.includes(b.kind as AfterFaultKind) || !Number.isInteger(times) || times < 1) return null;
  return { method: b.method.toUpperCase(), path: b.path, kind: b.kind as AfterFaultKind, times };
}

/** The first half of `body` (bytes). */
export function firstHalf(body: Buffer): Buffer {
  return body.subarray(0, Math.floor(body.length / 2));
}

type Chunk = string | Buffer | Uint8Array;
const toBuffer = (chunk: unknown): Buffer | null => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk instanceof Uint8Array ? Buffer.from(chunk) : null);

/**
 * Cuts the answer `res` is about to send as `kind` says: every write is held, and the end sends the
 * first half (see module documentation).
 */
function loseAnswer(req: Request, res: Response, kind: AfterFaultKind): void {
  res.setHeader('Cache-Control', 'no-transform');
  const held: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: Chunk, cb?: () => void) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk) => Response;
  res.write = ((chunk: unknown) => {
    const b = toBuffer(chunk);
    if (b) held.push(b);
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown) => {
    const b = toBuffer(chunk);
    if (b) held.push(b);
    const whole = Buffer.concat(held);
    // The answer the handler gave, for the contract check (server/contract.ts), which checks it whole.
    res.locals.answerBeforeFault = whole;
    res.locals.faultAfter = kind;
    const half = firstHalf(whole);
    res.removeHeader('Content-Encoding');
    if (kind === 'truncatedAfter') {
      res.setHeader('Content-Length', String(half.length));
      return end(half);
    }
    // resetAfter: the headers and half of the body on the wire, then the connection goes.
    write(half, () => req.socket.destroy());
    return res;
  }) as Response['end'];
}

/** The queue, its control routes and the middleware that applies it (see module documentation). */
export function afterFaults(): { control: Router; middleware: (req: Request, res: Response, next: NextFunction) => void; queued: () => AfterFault[] } {
  let queue: AfterFault[] = [];
  const control = express.Router();
  control.post('/', express.json(), (req, res) => {
    const fault = parseAfterFault(req.body);
    if (!fault) {
      res.status(422).json({ success: false, msg: 'Falla no válida: { method, path, kind: resetAfter | truncatedAfter, times? }' });
      return;
    }
    queue.push(fault);
    res.status(201).json({ success: true, queued: queue });
  });
  control.delete('/', (_req, res) => {
    queue = [];
    res.status(204).end();
  });
  const middleware = (req: Request, res: Response, next: NextFunction): void => {
    const path = req.originalUrl.split('?')[0];
    const fault = queue.find((f) => f.method === req.method && f.path === path);
    if (fault) {
      fault.times -= 1;
      queue = queue.filter((f) => f.times > 0);
      loseAnswer(req, res, fault.kind);
    }
    next();
  };
  return { control, middleware, queued: () => queue };
}
