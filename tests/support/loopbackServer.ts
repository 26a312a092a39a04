/**
 * A loopback API server for a test file (server/app.ts; README "The loopback server"): on free ports of
 * 127.0.0.1, with a fresh temporary data folder, removed again by `stop`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer, type ApiServer } from '../../server/app';
import { loopback, type Loopback } from '../../server/loopback';
import { freePort } from './freePort';

/** Starting the server loads the handlers through Vite: a bound for a loaded 2-core machine, not a wait. */
export const START_BOUND_MS = 120_000;

/** A started test server. */
export interface TestApi {
  lb: Loopback;
  api: ApiServer;
  /** Its data folder (store, uploaded bytes, records). */
  dataDir: string;
  /** Stops the server and removes the data folder. */
  stop: () => Promise<void>;
}

/**
 * Starts the API server.
 * @param env further loopback variables (server/loopback.ts), e.g. `{ MITUR_CONTRACT_CHECK: '1' }`
 */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mitur-test-api-'));
  const [portalPort, apiPort] = [await freePort(), await freePort()];
  const lb = loopback({ ...env, MITUR_PORTAL_PORT: String(portalPort), MITUR_API_PORT: String(apiPort), MITUR_API_DATA: dataDir });
  const api = await startApiServer(lb);
  return {
    lb,
    api,
    dataDir,
    stop: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
