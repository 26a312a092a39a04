/**
 * The read-only lists of the registration wizards (src/machines/registration/resources.ts; spec 000
 * §2 step 2 "three questions and three answers", step 3 "terms and conditions"): what each loader
 * asks the API layer for and what the resource chart then holds. The API layer is replaced by
 * recorded answers (its own tests run against the embedded backend).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fail, ok } from '../../../src/api/result';

const api = vi.hoisted(() => ({ getSecurityQuestions: vi.fn(), getPage: vi.fn() }));
vi.mock('../../../src/api/identity', async (original) => ({ ...(await original<object>()), getSecurityQuestions: api.getSecurityQuestions }));
vi.mock('../../../src/api/content', async (original) => ({ ...(await original<object>()), getPage: api.getPage }));

/** The module, imported here so a mutant that breaks it fails a test, not the file's load. */
const resources = () => import('../../../src/machines/registration/resources');
const bounded = { timeout: 2000 };

const questions = [
  { id: 1, questions: '¿Cuál es el nombre de su primera mascota?' },
  { id: 2, questions: '¿En qué ciudad nació su madre?' },
];
const terms = { title: 'Términos y condiciones', content: '<p>Al registrarse acepta los términos de uso y privacidad.</p>' };

beforeEach(() => {
  api.getSecurityQuestions.mockReset();
  api.getPage.mockReset();
});

describe('the security questions of step 2', () => {
  it('loads the questions (GET /auth/get/getquestionandanswer) and holds them', async () => {
    api.getSecurityQuestions.mockResolvedValue(ok(questions));
    const actor = createActor((await resources()).securityQuestionsResource, { input: { key: null } }).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'), bounded);
    expect([ready.context.data, ready.context.failure, api.getSecurityQuestions.mock.calls.length]).toEqual([questions, null, 1]);
  });

  it('a failed load is kept as the failure (retry offered)', async () => {
    api.getSecurityQuestions.mockResolvedValue(fail({ kind: 'http', status: 503 }));
    const actor = createActor((await resources()).securityQuestionsResource, { input: { key: null } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'), bounded);
    expect(failed.context.failure).toEqual({ kind: 'http', status: 503 });
  });
});

describe('the terms and conditions of step 3', () => {
  it("loads the content page 'terminos-y-condiciones' and holds its HTML", async () => {
    api.getPage.mockResolvedValue(ok(terms));
    const actor = createActor((await resources()).termsResource, { input: { key: null } }).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'), bounded);
    expect([ready.context.data, api.getPage.mock.calls]).toEqual([terms.content, [['terminos-y-condiciones']]]);
  });

  it('a failed load is kept as the failure (retry offered)', async () => {
    api.getPage.mockResolvedValue(fail({ kind: 'network' }));
    const actor = createActor((await resources()).termsResource, { input: { key: null } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'), bounded);
    expect(failed.context.failure).toEqual({ kind: 'network' });
  });
});
