/**
 * Starts the loopback API server alone (`npm run api:serve`; README "The loopback server"): the
 * simulated backends on http://127.0.0.1:<MITUR_API_PORT, default 4311>, store in MITUR_API_DATA
 * (default `.data/api/`). Prints its URLs; stops on Ctrl-C / SIGTERM. `npm run serve:remote` starts
 * it together with the portal (scripts/start-remote.ts).
 */
import { startApiServer } from './app';
import { loopback } from './loopback';

const lb = loopback();
const api = await startApiServer(lb);
console.log(`API (backends simulados): ${api.url}  · buzón ${api.url}/demo/mailbox · pasarela ${api.url}/pasarela · datos ${lb.dataDir}`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void api.close().then(() => process.exit(0));
  });
}
