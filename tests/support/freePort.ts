/**
 * A TCP port on 127.0.0.1 nobody listens on right now (for servers a test starts: the loopback API,
 * a preview server). Rejects when the loopback interface refuses to listen.
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
