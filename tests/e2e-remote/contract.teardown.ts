/**
 * The contract check's verdict on a run of the remote browser journeys (issue 25 item 7; server/contract.ts):
 * Playwright's global teardown reads what the API server recorded (`<run folder>/data/contract.jsonl`:
 * every call of every journey and its answer, checked against openapi/*.yaml), prints the report and
 * fails the run on any violation that is not a listed false positive (server/contract.ts
 * `FALSE_POSITIVES`), or when nothing was recorded (the check did not run).
 */
import { join } from 'node:path';
import { contractReport, readRecord } from '../../server/contract';
import { RUN_DIR } from './origins';

export default function contractTeardown(): void {
  const calls = readRecord(join(RUN_DIR, 'data'));
  if (calls === null) throw new Error(`Contract check: no record in ${join(RUN_DIR, 'data')} (the API server ran without MITUR_CONTRACT_CHECK=1?)`);
  const { ok, lines } = contractReport(calls);
  console.log(lines.join('\n'));
  if (!ok) throw new Error(`The wire differs from the contract (openapi/*.yaml):\n${lines.join('\n')}`);
}
