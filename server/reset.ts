/**
 * `npm run api:reset` (README "The loopback server"): empties the loopback server's data folder
 * (MITUR_API_DATA, default `.data/api/`): the store file and the uploaded files. The next start of
 * the server seeds the store again. Stop the server first.
 */
import { loopback } from './loopback';
import { resetDataDir } from './persistence';

const { dataDir } = loopback();
resetDataDir(dataDir);
console.log(`Datos del servidor local borrados: ${dataDir}`);
