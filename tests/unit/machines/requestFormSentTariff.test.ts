// @vitest-environment node
/**
 * What the request form remembers of a request once it exists (issue 27 item 2; the detail names no
 * variation, contract §3.1): src/machines/requestForm/selectors.ts `sentChoiceOf` and the chart's
 * `keepSentTariff` action, which hands it to the browser's record (src/api/sentTariffs.ts, replaced
 * here by a recorder). On the model test's service 31: variation 11 'Agencia de viajes' RD$ 7,000.00
 * and 12 'Turoperador' RD$ 12,000.00 of 'Licencia de operación'.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialState, setValueSilently } from '../../../src/domain/expertForm';
import type { RequestFormContext } from '../../../src/machines/requestForm/types';
import { sampleUser } from '../../model/machines/fixtures';
import { requestFormModelForm, requestFormService } from '../../model/machines/requestForm.model';

const kept = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api/sentTariffs', () => ({ keepSentTariff: kept, readSentTariff: () => null }));

const CITIZEN = '00113918205';
const created = { success: true, RequestID: 1520, code: 'LO-2026-000123' };
const context = (over: Partial<RequestFormContext> = {}) =>
  ({ applicant: sampleUser, serviceId: 31, service: requestFormService, form: initialState(requestFormModelForm, 12), created, ...over }) as RequestFormContext;

beforeEach(() => kept.mockReset());

describe('sentChoiceOf (issue 27)', () => {
  it('names the sender, the request, its service and number, and the tariff and variation chosen', async () => {
    const { sentChoiceOf } = await import('../../../src/machines/requestForm/selectors');
    expect(sentChoiceOf(context())).toEqual({
      citizenId: CITIZEN,
      // the variation's id, and the file field 'Plano de ubicación' with nothing attached yet
      choice: {
        requestId: 1520,
        serviceId: 31,
        code: 'LO-2026-000123',
        tariff: { concept: 'Licencia de operación', variation: 'Turoperador', price: 'RD$ 12,000.00' },
        variationId: 12,
        files: { planoubicacion: [] },
      },
    });
    expect(sentChoiceOf(context({ form: initialState(requestFormModelForm, 11) }))?.choice.tariff).toEqual({
      concept: 'Licencia de operación',
      variation: 'Agencia de viajes',
      price: 'RD$ 7,000.00',
    });
    // the files of each file field by name and size, as the review lists them (the detail names no field per document, contract §3.1)
    const withFile = setValueSilently(initialState(requestFormModelForm, 12), requestFormModelForm.byName.planoubicacion[0], {
      files: [{ name: 'plano.pdf', sizeMb: 1.25 }],
    });
    expect(sentChoiceOf(context({ form: withFile }))?.choice.files).toEqual({ planoubicacion: [{ name: 'plano.pdf', sizeMb: 1.25 }] });
    expect(sentChoiceOf(context({ form: null }))?.choice).toMatchObject({ variationId: null, files: null });
  });

  it('a service without tariff: none; a number as text, blank or absent; an id sent as text', async () => {
    const { sentChoiceOf } = await import('../../../src/machines/requestForm/selectors');
    expect(sentChoiceOf(context({ form: initialState(requestFormModelForm, null) }))?.choice.tariff).toBeNull();
    expect(sentChoiceOf(context({ form: null }))?.choice.tariff).toBeNull();
    expect(sentChoiceOf(context({ service: null }))?.choice.tariff).toBeNull();
    expect(sentChoiceOf(context({ created: { ...created, code: ' LO-2026-000123 ' } }))?.choice.code).toBe('LO-2026-000123');
    expect(sentChoiceOf(context({ created: { ...created, code: '  ' } }))?.choice.code).toBeNull();
    expect(sentChoiceOf(context({ created: { success: true, RequestID: 1520 } }))?.choice.code).toBeNull();
    expect(sentChoiceOf(context({ created: { ...created, RequestID: '1520' as unknown as number } }))?.choice.requestId).toBe(1520);
  });

  it('nothing before the request exists, or without a usable id', async () => {
    const { sentChoiceOf } = await import('../../../src/machines/requestForm/selectors');
    expect(sentChoiceOf(context({ created: null }))).toBeNull();
    for (const RequestID of [undefined, 0, -3, 1.5, Number.NaN, 'x']) {
      expect(sentChoiceOf(context({ created: { ...created, RequestID: RequestID as number } })), String(RequestID)).toBeNull();
    }
  });
});

describe('the keepSentTariff action (issue 27)', () => {
  it("hands the choice to the browser's record, and nothing when there is none", async () => {
    const { requestFormMachine } = await import('../../../src/machines/requestForm.machine');
    const action = requestFormMachine.implementations.actions.keepSentTariff as unknown as (args: unknown, params: unknown) => void;
    const choice = { requestId: 1520, serviceId: 31, code: 'LO-2026-000123', tariff: null };
    action({}, null);
    expect(kept).not.toHaveBeenCalled();
    action({}, { citizenId: CITIZEN, choice });
    expect(kept.mock.calls).toEqual([[CITIZEN, choice]]);
  });
});
