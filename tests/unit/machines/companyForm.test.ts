// @vitest-environment node
/**
 * The company form chart with its REAL `saveCompany` actor (spec 000 §7 POST
 * /auth/register/createnewcompany, POST /auth/update/updatecompany; spec 001 §2.1 add/modify company
 * modal, §8 profile fallback; contract §1.7 P2/P3), the API layer replaced by recording fakes (the
 * model test replaces the actor itself).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fail, ok } from '../../../src/api/result';

const api = vi.hoisted(() => ({ createCompany: vi.fn(), updateCompany: vi.fn() }));
vi.mock('../../../src/api/identity', () => api);

const { companyFormMachine } = await import('../../../src/machines/companyForm.machine');

/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };

const posada = {
  id: 12,
  company_name: 'Posada Zona Colonial',
  company_rnc: '101012341',
  company_phone: '8095553344',
  company_address: 'Calle El Conde 305, Ciudad Colonial, Santo Domingo',
  company_url_web: null,
};

function open(company: typeof posada | null) {
  const toasts: Array<[string, string]> = [];
  const machine = companyFormMachine.provide({
    actions: {
      notifyError: (_, params) => void toasts.push(['error', params.key]),
      notifySuccess: (_, params) => void toasts.push(['success', params.key]),
    },
  });
  return { actor: createActor(machine, { input: { company } }).start(), toasts };
}

describe('company form chart with its real save actor', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('adding: POST /auth/register/createnewcompany (P2) with the masks removed, never the update', async () => {
    api.createCompany.mockResolvedValue(ok(true));
    const { actor, toasts } = open(null);
    actor.send({ type: 'field.change', field: 'company_name', value: 'Hotel Caribe' });
    actor.send({ type: 'field.change', field: 'company_rnc', value: '1-30-12345-4' });
    actor.send({ type: 'field.change', field: 'company_phone', value: '809-555-7788' });
    actor.send({ type: 'field.change', field: 'company_address', value: 'Av. George Washington 500' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done', bounded);
    expect(api.createCompany.mock.calls).toEqual([
      [
        {
          company_name: 'Hotel Caribe',
          company_rnc: '130123454',
          company_phone: '8095557788',
          company_address: 'Av. George Washington 500',
          company_url_web: '',
        },
      ],
    ]);
    expect([api.updateCompany.mock.calls, toasts]).toEqual([[], [['success', 'desk.companyForm.added']]]);
  });

  it('modifying: POST /auth/update/updatecompany (P3) with the company id, never the create', async () => {
    api.updateCompany.mockResolvedValue(ok(true));
    const { actor, toasts } = open(posada);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done', bounded);
    expect(api.updateCompany.mock.calls).toEqual([
      [
        12,
        {
          company_name: 'Posada Zona Colonial',
          company_rnc: '101012341',
          company_phone: '8095553344',
          company_address: 'Calle El Conde 305, Ciudad Colonial, Santo Domingo',
          company_url_web: '',
        },
      ],
    ]);
    expect([api.createCompany.mock.calls, toasts]).toEqual([[], [['success', 'desk.companyForm.updated']]]);
  });

  it('a refusal (success: false) shows the server msg in the dialog; nothing else', async () => {
    api.updateCompany.mockResolvedValue(fail({ kind: 'rejected', message: 'Esta empresa ya está asociada a su cuenta' }));
    const { actor, toasts } = open(posada);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'), bounded);
    expect([actor.getSnapshot().context.serverMessage, toasts]).toEqual([{ text: 'Esta empresa ya está asociada a su cuenta' }, []]);
  });
});
