// @vitest-environment node
/**
 * The request-detail page's decisions (src/machines/requestDetail/rules.ts) on the fixture request of
 * the required-action model tests (tests/model/machines/requestActions.fixtures.ts: request 130 of
 * citizen 00104567896, current action 1, status 3 'En proceso' with base status 1, DOP 15,000.00
 * with a sirit code and external pay): spec 001 §2.5 (tabs, required-action banners and
 * 'Completar', resolution banner and CALIFICAR, 'Eliminar Solicitud'), §4 (statuses, initial tabs,
 * automatic selection, payment return), §6 (staff, owner, non-owners only see details).
 */
import { describe, expect, it } from 'vitest';
import {
  actionBannersOf,
  actionViewOf,
  canCompleteAction,
  canDelete,
  canRate,
  isOwnerViewer,
  isStaffViewer,
  isViewAvailable,
  paymentReturnOf,
  readerCitizenId,
  selectsActionOnLoad,
  showsActionBanners,
  solutionBannerOf,
  tabsOf,
  type DetailFacts,
} from '../../../src/machines/requestDetail/rules';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { fixtureDetail, viewer } from '../../model/machines/requestActions.fixtures';

/** The owner (base role 1, staff role '5') looking at `detail`; `over` changes the viewer's facts. */
const facts = (detail: RequestDetail | null, over: Partial<DetailFacts> = {}): DetailFacts => ({
  requestId: 130,
  viewer,
  rolBase: 1,
  staffRole: '5',
  urlDocId: null,
  detail,
  ...over,
});

/** Another citizen (not the applicant), and staff reading with the URL's doc_identification. */
const OTHER = { viewer: { ...viewer, citizenId: '40212345671' } };
const STAFF = { rolBase: '5', urlDocId: '00104567896' };
/** The restricted base role (2, spec 001 §6). */
const RESTRICTED = { rolBase: 2 };

/** The request without a status, a service, a payment, and no priceRequest list. */
function bareDetail(request: Partial<RequestDetail['request']> = {}): RequestDetail {
  const detail = fixtureDetail(request);
  const { status: _s, service: _v, payment: _p, ...rest } = detail.request;
  const { priceRequest: _r, ...top } = detail;
  return { ...top, request: { ...rest, ...request } } as RequestDetail;
}

/** An officer's message (user_id 2, spec 001 §2.5 Messages tab). */
const COMMENT = { id: 1, text: 'Hola', user_id: 2, created_at: '2026-02-06 10:00:00' };

const DETAILS_ONLY = { details: true, claims: false, payments: false, messages: false };

describe('before the first read (no detail yet)', () => {
  const c = facts(null);
  it('shows only Detalles, no banner, no button, no required-action view', () => {
    expect(tabsOf(c)).toEqual(DETAILS_ONLY);
    expect(isOwnerViewer(c)).toBe(false);
    expect(actionViewOf(c)).toBeNull();
    expect(showsActionBanners(c)).toBe(false);
    expect(actionBannersOf(c)).toEqual([]);
    expect(canCompleteAction(c)).toBe(false);
    expect(canDelete(c)).toBe(false);
    expect(canRate(c)).toBe(false);
    expect(selectsActionOnLoad(c)).toBe(false);
    expect(paymentReturnOf(c)).toBeNull();
    expect(solutionBannerOf(c)).toBeNull();
    expect(isViewAvailable(c, 'requiredDocument')).toBe(false);
  });
});

describe('who reads (spec 001 §6)', () => {
  it('staff is the viewer whose base role is the configured staff role', () => {
    expect(isStaffViewer(facts(fixtureDetail(), STAFF))).toBe(true);
    expect(isStaffViewer(facts(fixtureDetail()))).toBe(false);
    expect(isStaffViewer(facts(fixtureDetail(), { ...STAFF, staffRole: null }))).toBe(false);
  });

  it("reads with the URL's doc_identification when there is one, else the viewer's own id", () => {
    expect(readerCitizenId(facts(null, STAFF))).toBe('00104567896');
    expect(readerCitizenId(facts(null, { ...OTHER, urlDocId: '00104567896' }))).toBe('00104567896');
    expect(readerCitizenId(facts(null, OTHER))).toBe('40212345671');
  });

  it('the applicant is the owner; another citizen is not, and neither is staff with the same id', () => {
    expect(isOwnerViewer(facts(fixtureDetail()))).toBe(true);
    expect(isOwnerViewer(facts(fixtureDetail(), OTHER))).toBe(false);
    expect(isOwnerViewer(facts(fixtureDetail(), { rolBase: '5' }))).toBe(false);
  });

  it('a non-owner and staff only see Detalles; the required-document view is not theirs', () => {
    for (const over of [OTHER, STAFF, { rolBase: '5' }]) {
      const c = facts(fixtureDetail({ request_actions_id: 3, comments: [COMMENT] }), over);
      expect(tabsOf(c)).toEqual(DETAILS_ONLY);
      expect(isViewAvailable(c, 'payments')).toBe(false);
      expect(isViewAvailable(facts(fixtureDetail(), over), 'requiredDocument')).toBe(false);
    }
  });
});

describe('tabs of the owner (spec 001 §2.5 Tabs, §4 Initial tabs)', () => {
  it('Detalles, Quejas and Pagos (sirit code and external pay with an amount); Mensajes without comments or action 3 is off', () => {
    expect(tabsOf(facts(fixtureDetail()))).toEqual({ details: true, claims: true, payments: true, messages: false });
  });

  it('status 10 hides Quejas; comments or action 3 show Mensajes', () => {
    expect(tabsOf(facts(fixtureDetail({ status: { id: 10, name: 'Cancelada', color: 'danger', base_status_id: 2 } }))).claims).toBe(false);
    expect(tabsOf(facts(fixtureDetail({ request_actions_id: 3 }))).messages).toBe(true);
    expect(tabsOf(facts(fixtureDetail({ comments: [COMMENT] }))).messages).toBe(true);
  });

  it('prior payments show Pagos even without an amount', () => {
    const detail = {
      ...fixtureDetail({ payment: { payment_amount: '0', payment_status: null, succesfullyPayment_date: null } }, { sirit_code: null, external_pay: 0 }),
      priceRequest: [{ id: 1 }],
    } as RequestDetail;
    expect(tabsOf(facts(detail)).payments).toBe(true);
    expect(tabsOf(facts({ ...detail, priceRequest: [] })).payments).toBe(false);
  });

  it('a pending payment action (5 or 7) opens Pagos even when no amount is known yet', () => {
    const noPay = { payment: { payment_amount: null, payment_status: null, succesfullyPayment_date: null } };
    expect(tabsOf(facts(fixtureDetail({ ...noPay, request_actions_id: 5 }))).payments).toBe(true);
    expect(tabsOf(facts(fixtureDetail({ ...noPay, request_actions_id: 7 }))).payments).toBe(true);
    expect(tabsOf(facts(fixtureDetail({ ...noPay, request_actions_id: 1 }))).payments).toBe(false);
  });

  it('a request without status, service, payment or payment list: Detalles and Quejas only', () => {
    const c = facts(bareDetail({ request_actions_id: null }));
    expect(tabsOf(c)).toEqual({ details: true, claims: true, payments: false, messages: false });
    expect(isViewAvailable(c, 'claims')).toBe(true);
    expect(isViewAvailable(c, 'payments')).toBe(false);
  });
});

describe('the current required action (spec 001 §2.5 banners, §4 required action types)', () => {
  it('action 1 opens the required-document view, 3 messages, 5 and 7 payments, others details', () => {
    expect(actionViewOf(facts(fixtureDetail({ request_actions_id: 1 })))).toBe('requiredDocument');
    expect(actionViewOf(facts(fixtureDetail({ request_actions_id: 3 })))).toBe('messages');
    expect(actionViewOf(facts(fixtureDetail({ request_actions_id: 5 })))).toBe('payments');
    expect(actionViewOf(facts(fixtureDetail({ request_actions_id: 7 })))).toBe('payments');
    expect(actionViewOf(facts(fixtureDetail({ request_actions_id: 2 })))).toBe('details');
  });

  it('no current action (null, missing or not a number) opens nothing', () => {
    expect(actionViewOf(facts(fixtureDetail({ request_actions_id: null })))).toBeNull();
    expect(actionViewOf(facts(fixtureDetail({ request_actions_id: undefined })))).toBeNull();
    expect(actionViewOf(facts(fixtureDetail({ request_actions_id: 'x' as unknown as number })))).toBeNull();
  });

  it('the required-document view is available to the owner while the action is 1 only', () => {
    expect(isViewAvailable(facts(fixtureDetail()), 'requiredDocument')).toBe(true);
    expect(isViewAvailable(facts(fixtureDetail({ request_actions_id: 3 })), 'requiredDocument')).toBe(false);
  });
});

describe('required-action banners and Completar (spec 001 §2.5, §6)', () => {
  it("the owner sees the latest message of the current action's type, with Completar while base status is 1", () => {
    const c = facts(fixtureDetail());
    expect(showsActionBanners(c)).toBe(true);
    expect(actionBannersOf(c)).toEqual([{ message: 'Suba el plano de ubicación actualizado' }]);
    expect(canCompleteAction(c)).toBe(true);
  });

  it('the messages the request carries show one banner each', () => {
    const c = facts(fixtureDetail({ messages: [{ message: 'Suba el plano' }, { message: 'Firme la solicitud' }] }));
    expect(actionBannersOf(c)).toEqual([{ message: 'Suba el plano' }, { message: 'Firme la solicitud' }]);
  });

  it('a pending action without any message shows the generic banner', () => {
    const c = facts({ ...fixtureDetail({ request_actions_id: 2 }), requiredActions: [] });
    expect(actionBannersOf(c)).toEqual([{ message: null }]);
  });

  it('request_actions alone (no current action id) still shows a banner, without Completar', () => {
    const c = facts(fixtureDetail({ request_actions_id: null, request_actions: true }));
    expect(showsActionBanners(c)).toBe(true);
    expect(actionBannersOf(c)).toEqual([{ message: null }]);
    expect(canCompleteAction(c)).toBe(false);
  });

  it('a current action id with request_actions false still shows the banner', () => {
    expect(showsActionBanners(facts(fixtureDetail({ request_actions: false })))).toBe(true);
  });

  it('no pending action: no banner', () => {
    const c = facts(fixtureDetail({ request_actions_id: null, request_actions: false }));
    expect(showsActionBanners(c)).toBe(false);
    expect(actionBannersOf(c)).toEqual([]);
  });

  it('Completar hides when the base status is not 1, or the status is unknown', () => {
    const closed = facts(fixtureDetail({ status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 } }));
    expect(showsActionBanners(closed)).toBe(true);
    expect(canCompleteAction(closed)).toBe(false);
    expect(canCompleteAction(facts(bareDetail()))).toBe(false);
  });

  it('no banners and no Completar for the restricted role, staff or another citizen', () => {
    for (const over of [RESTRICTED, STAFF, OTHER]) {
      const c = facts(fixtureDetail(), over);
      expect(showsActionBanners(c)).toBe(false);
      expect(actionBannersOf(c)).toEqual([]);
      expect(canCompleteAction(c)).toBe(false);
    }
  });
});

describe('automatic selection of the required action on load (spec 001 §4)', () => {
  it('the owner with a current action and a status other than 7, 8 and 10', () => {
    expect(selectsActionOnLoad(facts(fixtureDetail()))).toBe(true);
    expect(selectsActionOnLoad(facts(bareDetail()))).toBe(true);
  });

  it('not for statuses 7, 8 and 10, without a current action, or for a non-owner', () => {
    for (const id of [7, 8, 10]) {
      expect(selectsActionOnLoad(facts(fixtureDetail({ status: { id, name: 'x', color: 'info', base_status_id: 2 } })))).toBe(false);
    }
    expect(selectsActionOnLoad(facts(fixtureDetail({ request_actions_id: null })))).toBe(false);
    expect(selectsActionOnLoad(facts(fixtureDetail(), OTHER))).toBe(false);
    expect(selectsActionOnLoad(facts(fixtureDetail(), STAFF))).toBe(false);
  });
});

describe("'Eliminar Solicitud' (spec 001 §2.5)", () => {
  it('the owner of a provisional request, also when its status is unknown', () => {
    expect(canDelete(facts(fixtureDetail({ provisional: 1 })))).toBe(true);
    expect(canDelete(facts(bareDetail({ provisional: 1 })))).toBe(true);
  });

  it('not for a request that is not provisional, cancelled (10), or for a non-owner', () => {
    expect(canDelete(facts(fixtureDetail({ provisional: 0 })))).toBe(false);
    expect(canDelete(facts(fixtureDetail({ provisional: 1, status: { id: 10, name: 'Cancelada', color: 'danger', base_status_id: 2 } })))).toBe(false);
    expect(canDelete(facts(fixtureDetail({ provisional: 1 }), OTHER))).toBe(false);
  });
});

describe('resolution banner and CALIFICAR (spec 001 §2.5, §6)', () => {
  it('the solution, trimmed, in the status colour, with CALIFICAR while there is no rating', () => {
    const c = facts(fixtureDetail({ solution: '  Licencia emitida.  ', status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 } }));
    expect(solutionBannerOf(c)).toEqual({ text: 'Licencia emitida.', tone: 'success' });
    expect(canRate(c)).toBe(true);
  });

  it('a request without a solution (null or missing): no banner, no CALIFICAR', () => {
    for (const c of [facts(fixtureDetail({ solution: null })), facts(bareDetail({ solution: undefined }))]) {
      expect(solutionBannerOf(c)).toBeNull();
      expect(canRate(c)).toBe(false);
    }
  });

  it('a status without colour shows the banner in the default tone', () => {
    expect(solutionBannerOf(facts(bareDetail({ solution: 'Resuelta' })))).toEqual({ text: 'Resuelta', tone: 'info' });
  });

  it('no CALIFICAR once rated, without a solution, or for a non-owner; the non-owner still sees the banner', () => {
    expect(canRate(facts(fixtureDetail({ solution: 'Resuelta', rating: [{ id: 1, rating: 4 }] })))).toBe(false);
    expect(canRate(facts(fixtureDetail({ solution: 'Resuelta', rating: undefined })))).toBe(true);
    expect(canRate(facts(fixtureDetail({ solution: '   ' })))).toBe(false);
    expect(solutionBannerOf(facts(fixtureDetail({ solution: '   ' })))).toBeNull();
    expect(canRate(facts(fixtureDetail({ solution: 'Resuelta' }), OTHER))).toBe(false);
    expect(solutionBannerOf(facts(fixtureDetail({ solution: 'Resuelta' }), OTHER))).toEqual({ text: 'Resuelta', tone: 'info' });
  });

  it('staff sees neither the banner nor CALIFICAR', () => {
    const c = facts(fixtureDetail({ solution: 'Resuelta' }), STAFF);
    expect(solutionBannerOf(c)).toBeNull();
    expect(canRate(c)).toBe(false);
  });
});

describe('payment return (spec 001 §4 Payment return)', () => {
  const paid = fixtureDetail({
    request_actions_id: 7,
    approval_number: 'APR-555',
    payment: { payment_amount: '15000.00', payment_status: 'GENERADO', succesfullyPayment_date: '2026-02-12 10:00:00' },
  });

  it('the owner with an approval number paid after the payment action goes to the validation page', () => {
    expect(paymentReturnOf(facts(paid))).toEqual({ numAprobacion: 'APR-555', idAutorizacionPortal: 'AUT-130', requiredActionID: '79' });
  });

  it('not for a non-owner or staff', () => {
    expect(paymentReturnOf(facts(paid, OTHER))).toBeNull();
    expect(paymentReturnOf(facts(paid, STAFF))).toBeNull();
  });
});
