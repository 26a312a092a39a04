/**
 * The read-only lists the registration wizards show (spec 000 §2 steps 2 and 3): the generic
 * resource chart (src/machines/resource.machine.ts: loading → ready | failed, `resource.retry`)
 * with their loaders. Both take the input `{ key: null }`.
 */
import { fromPromise } from 'xstate';
import { getSecurityQuestions } from '../../api/identity';
import { getPage } from '../../api/content';
import { unwrap } from '../../api/result';
import { resourceMachine } from '../resource.machine';

/**
 * The security questions of step 2 (GET /auth/get/getquestionandanswer, cached 24 h): the generic
 * resource chart (loading → ready | failed, `resource.retry`) with its loader. Input `{ key: null }`.
 */
export const securityQuestionsResource = resourceMachine.provide({
  actors: { load: fromPromise<unknown, { key: unknown }>(async () => unwrap(await getSecurityQuestions())) },
});

/**
 * The terms and conditions HTML of step 3 (content API page 'terminos-y-condiciones', cached 24 h;
 * untrusted: sanitise before rendering). Resolves with the page's `content`. Input `{ key: null }`.
 */
export const termsResource = resourceMachine.provide({
  actors: { load: fromPromise<unknown, { key: unknown }>(async () => unwrap(await getPage('terminos-y-condiciones')).content) },
});
