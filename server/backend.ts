/**
 * The simulated backends as the loopback server loads them (README "The loopback server"): the SAME
 * MSW handlers and store as the embedded mode (src/mocks/handlers.ts, src/mocks/db.ts), plus what the
 * server's HTML pages need (the card gateway's store logic of src/mocks/gateway.ts, the mailbox, the
 * demo texts).
 *
 * This module is loaded through Vite (server/app.ts `loadBackend`), never by plain Node: the handlers
 * read their base URLs and keys from src/config.ts, i.e. from `import.meta.env`, which Vite fills
 * with the loopback `VITE_*` variables (server/loopback.ts `serverViteEnv`).
 */
import { db, reloadDb, setDbPersistence, type DbMail } from '../src/mocks/db';
import { setFileBytesPlace } from '../src/mocks/fileStore';
import { handlers } from '../src/mocks/handlers';
import { SERVER_MSG } from '../src/mocks/handlers/messages';
import { REQUEST_MSG } from '../src/mocks/handlers/requests';
import { abandonPath, approvePayment, declinePayment, GATEWAY_FIELDS, isProcessable, readGatewayPost } from '../src/mocks/gateway';
import { config } from '../src/config';
import { formatMoneyRD } from '../src/domain/format/money';
import { t } from '../src/messages/es';
import '../src/messages/es/demo';
import { fileBytesPlace, fileDbPersistence } from './persistence';

export {
  handlers,
  SERVER_MSG,
  REQUEST_MSG,
  config,
  t,
  formatMoneyRD,
  GATEWAY_FIELDS,
  readGatewayPost,
  isProcessable,
  approvePayment,
  declinePayment,
  abandonPath,
};
export type { DbMail };

/**
 * Keeps the store in `<dataDir>/db.json` and the uploaded bytes under `<dataDir>/files/`, then
 * loads the store (seeding and writing it when the folder is empty or the file unusable).
 */
export function useDataDir(dataDir: string): void {
  setDbPersistence(fileDbPersistence(dataDir));
  setFileBytesPlace(fileBytesPlace(dataDir));
  reloadDb();
}

/** Every e-mail the backends sent, newest first. */
export function listMails(): DbMail[] {
  return [...db().mails];
}
