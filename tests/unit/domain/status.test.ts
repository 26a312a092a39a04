import '../../../src/messages/all';
import { describe, expect, it } from 'vitest';
import {
  canAssignApplicant,
  canCompleteRequiredAction,
  canDeleteRequest,
  canSendMessages,
  detailTabs,
  isInProcessStatus,
  isOpenBaseStatus,
  isPaymentAction,
  isTerminalStatus,
  matchesStatusFilter,
  paymentOptions,
  hasNoOnlinePaymentMeans,
  hasSiritCode,
  isPendingPaymentStatus,
  progressLabel,
  progressPercent,
  requestCardButton,
  requiredActionView,
  shouldRedirectToPaymentValidation,
  showsClaimsTab,
  showsRequestNumber,
  statusIdsForFilter,
  statusVariant,
  type DetailTabsInput,
} from '../../../src/domain/status';
import { t, tr } from '../../../src/messages/es';
import { BASE_STATUSES, REQUIRED_ACTION_TYPES } from '../../model/machines/contractValues';

describe('status filters (spec 001 §4)', () => {
  it('filter 1 → ids 1-6 and 9; filter 2 → id 7', () => {
    expect(statusIdsForFilter(1)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(statusIdsForFilter(2)).toEqual([7]);
    expect(statusIdsForFilter(3)).toEqual([8, 10]); // 'Rechazadas' (contract §3.2, issue 26 row 2)
  });
  it('matches ids, including numeric strings', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 9, '9']) expect(matchesStatusFilter(id, 1), String(id)).toBe(true);
    for (const id of [7, 8, 10, 0, null, '']) expect(matchesStatusFilter(id, 1), String(id)).toBe(false);
    expect(matchesStatusFilter(7, 2)).toBe(true);
    for (const id of [8, 10, 1]) expect(matchesStatusFilter(id, 2)).toBe(false);
    for (const id of [8, 10, '10']) expect(matchesStatusFilter(id, 3), String(id)).toBe(true);
    for (const id of [7, 9, 1, null]) expect(matchesStatusFilter(id, 3), String(id)).toBe(false);
    expect(isInProcessStatus(9)).toBe(true);
    expect(isInProcessStatus(8)).toBe(false);
  });
  it('7, 8 and 10 are terminal', () => {
    expect([7, 8, 10].every((id) => isTerminalStatus(id))).toBe(true);
    expect([1, 6, 9, null].some((id) => isTerminalStatus(id))).toBe(false);
  });
});

describe('label variants by name', () => {
  it('Completada success, Cancelada rejected, others in process', () => {
    expect(statusVariant('Completada')).toBe('success');
    expect(statusVariant(' completada ')).toBe('success');
    expect(statusVariant('Cancelada')).toBe('rejected');
    expect(statusVariant('En proceso')).toBe('inProcess');
    expect(statusVariant('Otra cosa')).toBe('inProcess');
    expect(statusVariant(undefined)).toBe('inProcess');
  });
});

describe('progress bar', () => {
  it('is 100% for 8 and 10 whatever the progress', () => {
    expect(progressPercent(8, 20)).toBe(100);
    expect(progressPercent(10, 0)).toBe(100);
  });
  it('clamps and rounds the progress otherwise', () => {
    expect(progressPercent(1, 45.6)).toBe(46);
    expect(progressPercent(7, 100)).toBe(100);
    expect(progressPercent(2, 150)).toBe(100);
    expect(progressPercent(2, -5)).toBe(0);
    expect(progressPercent(2, '30')).toBe(30);
    expect(progressPercent(2, null)).toBe(0);
    expect(progressPercent(2, 'x')).toBe(0);
  });
  it('labels RECHAZADO, CANCELADO or N% COMPLETADO', () => {
    expect(tr(progressLabel(8, 10))).toBe('RECHAZADO');
    expect(tr(progressLabel(10, 10))).toBe('CANCELADO');
    expect(tr(progressLabel(3, 40))).toBe('40% COMPLETADO');
    expect(tr(progressLabel(7, 100))).toBe('100% COMPLETADO');
  });
});

describe('request card buttons', () => {
  const base = { hasPendingActions: true, viewerIsApplicant: true, isCompanyRequest: false };
  it('terminal statuses read VER DETALLE', () => {
    for (const statusId of [7, 8, 10]) expect(t(requestCardButton({ ...base, statusId }))).toBe('VER DETALLE');
  });
  it('pending actions for the applicant read RESPONDER or DAR SEGUIMIENTO', () => {
    expect(t(requestCardButton({ ...base, statusId: 2 }))).toBe('RESPONDER');
    expect(t(requestCardButton({ ...base, statusId: 2, isCompanyRequest: true }))).toBe('DAR SEGUIMIENTO');
  });
  it('otherwise VER DETALLE', () => {
    expect(t(requestCardButton({ ...base, statusId: 2, hasPendingActions: false }))).toBe('VER DETALLE');
    expect(t(requestCardButton({ ...base, statusId: 2, viewerIsApplicant: false }))).toBe('VER DETALLE');
  });
  it('assign applicant: not for 7/8/10, only company base role or representative member', () => {
    expect(canAssignApplicant({ statusId: 1, isCompanyBaseRole: true, isRepresentativeMember: false })).toBe(true);
    expect(canAssignApplicant({ statusId: 1, isCompanyBaseRole: false, isRepresentativeMember: true })).toBe(true);
    expect(canAssignApplicant({ statusId: 1, isCompanyBaseRole: false, isRepresentativeMember: false })).toBe(false);
    for (const statusId of [7, 8, 10]) {
      expect(canAssignApplicant({ statusId, isCompanyBaseRole: true, isRepresentativeMember: true })).toBe(false);
    }
  });
});

describe('request detail rules', () => {
  it('claims tab hidden only for status 10', () => {
    expect(showsClaimsTab(10)).toBe(false);
    expect(showsClaimsTab(8)).toBe(true);
    expect(showsClaimsTab('10')).toBe(false);
  });
  it('delete: provisional, owner, status not 10', () => {
    expect(canDeleteRequest({ provisional: 1, isOwner: true, statusId: 1 })).toBe(true);
    expect(canDeleteRequest({ provisional: true, isOwner: true, statusId: 1 })).toBe(true);
    expect(canDeleteRequest({ provisional: 0, isOwner: true, statusId: 1 })).toBe(false);
    expect(canDeleteRequest({ provisional: 1, isOwner: false, statusId: 1 })).toBe(false);
    expect(canDeleteRequest({ provisional: 1, isOwner: true, statusId: 10 })).toBe(false);
  });
  it('request number only when not provisional', () => {
    expect(showsRequestNumber(0)).toBe(true);
    expect(showsRequestNumber(1)).toBe(false);
    expect(showsRequestNumber(true)).toBe(false);
  });
  it('required actions open their view', () => {
    expect(requiredActionView(1)).toBe('requiredDocument');
    expect(requiredActionView(3)).toBe('messages');
    expect(requiredActionView(5)).toBe('payments');
    expect(requiredActionView('7')).toBe('payments');
    expect(requiredActionView(2)).toBe('details');
    expect(requiredActionView(null)).toBe('details');
    expect(isPaymentAction(5)).toBe(true);
    expect(isPaymentAction(3)).toBe(false);
  });
  it('messages input needs action 3 and base status 1', () => {
    expect(canSendMessages(3, 1)).toBe(true);
    expect(canSendMessages(3, 2)).toBe(false);
    expect(canSendMessages(1, 1)).toBe(false);
    expect(isOpenBaseStatus('1')).toBe(true);
  });

  const tabs: DetailTabsInput = {
    statusId: 2,
    externalPay: 0,
    siritCode: null,
    amount: '0.00',
    paymentsCount: 0,
    commentsCount: 0,
    actionId: null,
    isOwner: true,
  };
  it('initial tabs: details and claims on; payments and messages off by default', () => {
    expect(detailTabs(tabs)).toEqual({ details: true, claims: true, payments: false, messages: false });
    expect(detailTabs({ ...tabs, statusId: 10 }).claims).toBe(false);
  });
  it('payments: external pay or sirit code with amount > 0, or prior payments; owner only', () => {
    expect(detailTabs({ ...tabs, externalPay: 1, amount: '7,000.00' }).payments).toBe(true);
    expect(detailTabs({ ...tabs, externalPay: 1, amount: '0' }).payments).toBe(false);
    expect(detailTabs({ ...tabs, siritCode: 'S-01', amount: 500 }).payments).toBe(true);
    expect(detailTabs({ ...tabs, siritCode: 'S-01', amount: 0 }).payments).toBe(false);
    expect(detailTabs({ ...tabs, paymentsCount: 1 }).payments).toBe(true);
    expect(detailTabs({ ...tabs, paymentsCount: 1, isOwner: false }).payments).toBe(false);
  });
  it('messages: comments or action 3', () => {
    expect(detailTabs({ ...tabs, commentsCount: 2 }).messages).toBe(true);
    expect(detailTabs({ ...tabs, actionId: 3 }).messages).toBe(true);
    expect(detailTabs({ ...tabs, actionId: 1 }).messages).toBe(false);
  });
});

describe('a service without a way to pay online (contract §3.3; issue 26 row 4)', () => {
  it('only without a sirit code and with external pay 0 or absent', () => {
    expect(hasNoOnlinePaymentMeans({ siritCode: null, externalPay: 0 })).toBe(true);
    expect(hasNoOnlinePaymentMeans({ siritCode: '', externalPay: null })).toBe(true);
    expect(hasNoOnlinePaymentMeans({ siritCode: undefined, externalPay: '0' })).toBe(true);
    expect(hasNoOnlinePaymentMeans({ siritCode: 'S-01', externalPay: 0 })).toBe(false);
    expect(hasNoOnlinePaymentMeans({ siritCode: null, externalPay: 1 })).toBe(false);
    expect(hasNoOnlinePaymentMeans({ siritCode: 0, externalPay: 0 })).toBe(false);
  });
});

describe('payments tab options', () => {
  const base = { paymentStatus: 'PENDIENTE', siritCode: 'S-01', externalPay: 1, baseStatusId: 1 };
  it('PENDIENTE with an open request offers both methods', () => {
    expect(paymentOptions(base)).toEqual({ showMethods: true, card: true, depositOrTransfer: true, underValidation: false });
  });
  it('card needs a sirit code; deposit needs non-zero external pay; both need base status 1', () => {
    expect(paymentOptions({ ...base, siritCode: null }).card).toBe(false);
    expect(paymentOptions({ ...base, externalPay: 0 }).depositOrTransfer).toBe(false);
    expect(paymentOptions({ ...base, baseStatusId: 2 })).toEqual({
      showMethods: true,
      card: false,
      depositOrTransfer: false,
      underValidation: false,
    });
  });
  it('GENERADO shows the validation message only', () => {
    expect(paymentOptions({ ...base, paymentStatus: 'GENERADO' })).toEqual({
      showMethods: false,
      card: false,
      depositOrTransfer: false,
      underValidation: true,
    });
  });
});

describe('payment status and SIRIT code (spec 001 §2.5, §4 Payment status; openapi admin RequestPayment)', () => {
  it('only PENDIENTE is pending, whatever its case and blanks; GENERADO, PAGADO, another word or none is not', () => {
    expect(['PENDIENTE', ' pendiente ', 'Pendiente'].map(isPendingPaymentStatus)).toEqual([true, true, true]);
    expect(['GENERADO', 'PAGADO', '1', '', null, undefined].map(isPendingPaymentStatus)).toEqual([false, false, false, false, false, false]);
  });
  it('a SIRIT code of blanks, empty or missing is no code; any other text or number is one', () => {
    expect([null, undefined, '', '   '].map(hasSiritCode)).toEqual([false, false, false, false]);
    expect(['SIR-0099', ' 0512 ', 0, 512].map(hasSiritCode)).toEqual([true, true, true, true]);
  });
  it('PAGADO, no status and a blank SIRIT code offer no method (nothing left to pay, no card means)', () => {
    const base = { paymentStatus: 'PENDIENTE', siritCode: 'S-01', externalPay: 1, baseStatusId: 1 };
    const none = { showMethods: false, card: false, depositOrTransfer: false, underValidation: false };
    expect(paymentOptions({ ...base, paymentStatus: 'PAGADO' })).toEqual(none);
    expect(paymentOptions({ ...base, paymentStatus: null })).toEqual(none);
    expect(paymentOptions({ ...base, siritCode: '  ' }).card).toBe(false);
    expect(paymentOptions({ ...base, baseStatusId: null })).toEqual({ ...none, showMethods: true });
    expect(hasNoOnlinePaymentMeans({ siritCode: '  ', externalPay: 0 })).toBe(true);
  });
});

describe('payment return redirect (spec 001 §4)', () => {
  const base = {
    approvalNumber: 'A123',
    paymentActionCreatedAt: '2022-01-31 10:00:00',
    successfulPaymentDate: '2022-01-31 10:05:00',
  };
  it('redirects when paid after the payment action was created', () => {
    expect(shouldRedirectToPaymentValidation(base)).toBe(true);
  });
  it('does not redirect without approval number, action or a later payment', () => {
    expect(shouldRedirectToPaymentValidation({ ...base, approvalNumber: '' })).toBe(false);
    expect(shouldRedirectToPaymentValidation({ ...base, paymentActionCreatedAt: null })).toBe(false);
    expect(shouldRedirectToPaymentValidation({ ...base, successfulPaymentDate: null })).toBe(false);
    expect(shouldRedirectToPaymentValidation({ ...base, successfulPaymentDate: '2022-01-31 10:00:00' })).toBe(false);
    expect(shouldRedirectToPaymentValidation({ ...base, successfulPaymentDate: '2022-01-30 10:00:00' })).toBe(false);
  });
});

describe('canCompleteRequiredAction (spec 001 §2.5 "Completar ... only when base status is 1", §4 Base status 1)', () => {
  it('every required action type the contract allows, on every base status: only an action on base status 1', () => {
    for (const action of REQUIRED_ACTION_TYPES) {
      for (const base of BASE_STATUSES) {
        // The pending action's id (not its type): any action, whatever its type, on an open request.
        const pendingId = action.value === null ? null : 70 + action.value;
        expect(canCompleteRequiredAction(pendingId, base.value), `${action.qa}, ${base.qa}`).toBe(action.value !== null && base.open);
      }
    }
  });

  it('the base status as the contract may send it: a numeric text is the same id', () => {
    expect(canCompleteRequiredAction(77, '1')).toBe(true);
    expect(canCompleteRequiredAction(77, ' 1 ')).toBe(true);
    expect(canCompleteRequiredAction(77, '2')).toBe(false);
    expect(canCompleteRequiredAction(77, undefined)).toBe(false);
    expect(canCompleteRequiredAction(null, 1)).toBe(false);
  });
});
