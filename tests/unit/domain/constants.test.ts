import { describe, expect, it } from 'vitest';
import * as C from '../../../src/domain/constants';

describe('business constants (spec 000 §9, spec 001 §9)', () => {
  it('times, ms', () => {
    expect(C.LOGOUT_DELAY_MS).toBe(1500);
    expect(C.AUTH_LOADER_HIDE_MS).toBe(2000);
    expect(C.GENERAL_STALE_MS).toBe(24 * 60 * 60 * 1000);
    expect(C.REQUEST_LIST_STALE_MS).toBe(60_000);
    expect(C.REQUEST_DETAIL_STALE_MS).toBe(9 * 60 * 1000);
    expect(C.METRICS_STALE_MS).toBe(0);
    expect(C.CLAIMS_STALE_MS).toBe(0);
    expect(C.SUBMIT_REDIRECT_MS).toBe(1000);
    expect(C.DRAFT_RESTORE_OVERLAY_MS).toBe(2500);
    expect(C.RETURN_TO_DETAILS_MS).toBe(500);
    expect(C.EMAIL_CHANGE_RELOAD_MS).toBe(2500);
    expect(C.SUCCESS_SNACKBAR_MS).toBe(2000);
    expect(C.CLAIMS_ERROR_SNACKBAR_MS).toBe(3000);
  });
  it('limits', () => {
    expect(C.PASSWORD_MIN_LENGTH).toBe(6);
    expect(C.CEDULA_LENGTH).toBe(11);
    expect([C.PASSPORT_MIN_LENGTH, C.PASSPORT_MAX_LENGTH]).toEqual([6, 15]);
    expect(C.RNC_LENGTH).toBe(9);
    expect(C.COMPANY_RNC_MIN_LENGTH).toBe(9);
    expect(C.COMPANY_PHONE_MIN_LENGTH).toBe(10);
    expect(C.PHONE_PREFIXES).toEqual(['809', '829', '849']);
    expect(C.OTHER_IDENTIFIER_MIN_LENGTH).toBe(15);
    expect(C.SECURITY_QUESTION_COUNT).toBe(3);
    expect(C.MEMBER_DOCUMENT_MIN_LENGTH).toBe(9);
    expect(C.MEMBER_DOCUMENT_MAX_DIGITS).toBe(20);
    expect(C.MESSAGE_MAX_LENGTH).toBe(500);
    expect(C.MAX_UPLOAD_MB_DEFAULT).toBe(120);
    expect(C.PAYMENT_PROOF_MAX_MB).toBe(25);
    expect(C.BYTES_PER_MB).toBe(1_048_576);
    expect(C.STEPPER_WINDOW).toBe(6);
    expect([C.RATING_DEFAULT, C.RATING_STEP, C.RATING_MAX]).toEqual([3, 0.5, 5]);
  });
  it('ids and wire values', () => {
    expect(C.CATEGORY_ID).toEqual({ all: 0, dpp: 1, confotur: 2, licences: 3, marketing: 4 });
    expect([C.STATUS_FINISHED, C.STATUS_REJECTED, C.STATUS_CANCELLED]).toEqual([7, 8, 10]);
    // 1 and 2 are the spec's filters (spec 001 §2.1); 3 'Rechazadas' the old client's sketch (contract §3.2; issue 26 row 2).
    expect(C.STATUS_FILTER).toEqual({ inProcess: 1, finished: 2, rejected: 3 });
    expect(C.REQUIRED_ACTION).toEqual({ documents: 1, information: 3, payment: 5, paymentByAction: 7 });
    expect(C.DOCUMENT_ORIGIN).toEqual({ citizen: 0, institution: 1 });
    expect([C.REQUEST_PAYMENT_STATUS, C.REQUEST_PAYMENT_METHOD, C.REQUEST_QUANTITY]).toEqual(['1', '2', '1']);
    expect(C.FORM_NATIONALITY).toBe('Dominicano');
    expect(C.CURRENCY).toBe('DOP');
    expect(C.TOKEN_EXPIRED_MESSAGE).toBe('El token ha expirado');
    expect(C.ALLOWED_UPLOAD_EXTENSIONS).toEqual(['pdf', 'png', 'jpg', 'jpeg', 'kmz', 'kml', 'dwg', 'dwf', 'xls', 'xlsx']);
  });
  it('layout, px', () => {
    expect(C.BREAKPOINTS_PX).toEqual({ small: 320, desktop: 768, header: 1000, wide: 1200 });
    expect(C.NOTIFICATION_PANEL_HEIGHT_PX).toBe(500);
    expect(C.PRINT_WIDTH_PX).toBe(400);
  });
});
