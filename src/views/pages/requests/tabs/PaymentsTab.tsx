/**
 * The 'Pagos' tab of a request (spec 001 §2.5 Payments tab, §4 Payment status and Other transitions,
 * §5 Payment proof, §7 Card payment, §8; contract §3.4). State:
 * src/machines/requestDetail/payment.machine.ts.
 *
 * - PENDIENTE: 'Método de pago', 'Monto a pagar' in DOP$ (thousands separators, 2 decimals) and the
 *   options the chart allows: the card payment (a real browser form POST of the contract §3.4 fields
 *   to `config.gatewayUrl`, through the hidden form below) and 'DEPOSITO O TRANSFERENCIA'.
 * - GENERADO (or right after a proof was sent): 'Su pago de ${amount} está en proceso de
 *   validación.' and no payment option.
 * - 'Mis pagos': concept, ID de pago, method, amount paid, currency and date of each payment, or
 *   'No hay pagos registrados'.
 * - 'Subir comprobante': one document (25 MB), CONFIRMAR → the confirmation warning → the upload
 *   with progress (the dialog cannot be closed, leaving the tab warns) → 'Comprobante de pago
 *   enviado' and `onChanged()`; a failure shows 'Ha ocurrido un error' in the dialog, the file kept.
 *   An answer lost on the way (issue 25) shows 'No sabemos si su comprobante llegó al ministerio.
 *   Estamos comprobándolo…' while the chart re-reads the request; then the success, or why not.
 * - Coming back from the gateway with the browser's Back button (page restored from the back/forward
 *   cache) re-enables the options.
 */
import { useEffect, useRef } from 'react';
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { config } from '../../../../config';
import { gatewayFields, paymentMachine, paymentSummary } from '../../../../machines/requestDetail/payment.machine';
import type { RequestTabProps } from '../../../../machines/requestDetail/types';
import { PAYMENT_PROOF_MAX_MB } from '../../../../domain/constants';
import { formatAmount, formatMoneyDOP } from '../../../../domain/format/money';
import { formatDate } from '../../../../domain/format/dates';
import { hasNoOnlinePaymentMeans } from '../../../../domain/status';
import { t } from '../../../../messages/es';
import '../../../../messages/es/payments';
import '../../../../messages/es/requestDetail';
import '../../../../messages/es/files';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { FilePicker, type PickedFile } from '../../../components/FilePicker';
import { LeaveWarningDialog, useLeaveWarning } from '../../../components/LeaveWarning';
import { chosenFiles, SendingProgress } from './RequiredDocumentTab';
import * as css from './PaymentsTab.css';

const TOAST_ID = 'payments';

/** 'Mis pagos' (spec 001 §2.5): one definition list per payment. */
function MyPayments({ payments }: { payments: RequestTabProps['detail']['priceRequest'] }) {
  return (
    <div className={css.panel}>
      <h2 className={css.title}>{t('payments.myPayments')}</h2>
      {payments.length === 0 ? (
        <EmptyState message={t('payments.noPayments')} />
      ) : (
        <ul className={css.payments}>
          {payments.map((p) => (
            <li key={p.id} className={css.payment}>
              <dl className={css.paymentFields}>
                <div>
                  <dt>{t('payments.concept')}</dt>
                  <dd>{p.concept}</dd>
                </div>
                <div>
                  <dt>{t('payments.approvalNumber')}</dt>
                  <dd>{p.approval_number ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('payments.paymentMethod')}</dt>
                  <dd>{p.payment_method ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('payments.amountPaid')}</dt>
                  <dd>{formatAmount(p.price) || p.price}</dd>
                </div>
                <div>
                  <dt>{t('payments.currency')}</dt>
                  <dd>{p.coin ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('payments.paymentDate')}</dt>
                  <dd>{formatDate(p.created_at) || p.created_at}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** See module documentation. */
export function PaymentsTab({ detail, viewer, onChanged }: RequestTabProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const actor = usePageChart(paymentMachine, {
    input: { detail, viewer, gatewayReturnUrl: config.gatewayReturnUrl },
    toasts: {
      notifyError: (p) => ({ kind: 'error', key: p.key, id: TOAST_ID }),
      notifySuccess: (p) => ({ kind: 'success', key: p.key, id: TOAST_ID }),
    },
    actions: {
      submitGatewayForm: () => formRef.current?.submit(),
      notifyChanged: () => onChanged(),
    },
  });
  const state = useChartSnapshot(actor);
  const send = actor.send;
  const c = state.context;

  const firstDetail = useRef(detail);
  useEffect(() => {
    if (detail !== firstDetail.current) send({ type: 'detail.update', detail });
  }, [detail, send]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) send({ type: 'gateway.back' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [send]);

  const leave = useLeaveWarning(state.hasTag('guarded'), t('payments.leaveWarning'));
  const summary = paymentSummary(c.detail);
  const submitted = state.matches('submitted');
  const redirecting = state.matches('redirecting');
  const canCard = state.can({ type: 'card.pay' });
  const canVoucher = state.can({ type: 'voucher.open' });
  const sending = state.matches({ voucher: 'sending' });
  const dialogOpen = state.matches({ voucher: 'picking' }) || sending;
  const proof = c.proof;
  const initialProof: PickedFile[] = proof
    ? [{ id: proof.id, name: proof.file.name, sizeMb: proof.file.size / 1024 / 1024, candidate: { kind: 'device', file: proof.file } }]
    : [];

  return (
    <section className={css.tab} aria-label={t('requestDetail.tabs.payments')}>
      {summary.status === 'pending' && !submitted ? (
        <div className={css.panel}>
          <h2 className={css.title}>{t('payments.methodTitle')}</h2>
          <p className={css.amount}>
            <span>{t('payments.amountToPay')}:</span>
            <span className={css.amountValue}>{formatMoneyDOP(summary.amount) || t('payments.noAmount')}</span>
          </p>
          {canCard || canVoucher || redirecting ? (
            <div className={css.options}>
              {canCard || redirecting ? (
                <Button onClick={() => send({ type: 'card.pay' })} loading={redirecting} loadingLabel={t('payments.redirecting')} disabled={redirecting}>
                  {t('payments.cardPayment')}
                </Button>
              ) : null}
              {canVoucher ? (
                <Button ref={opener} variant="secondary" onClick={() => send({ type: 'voucher.open' })} disabled={redirecting}>
                  {t('payments.depositOrTransfer')}
                </Button>
              ) : null}
            </div>
          ) : hasNoOnlinePaymentMeans({ siritCode: c.detail.request.service?.sirit_code, externalPay: c.detail.request.service?.external_pay }) ? (
            <p className={css.notice}>{t('payments.noOnlineMeans', { phones: config.directoryPhones.join(', '), email: config.directoryEmail })}</p>
          ) : null}
          {redirecting ? (
            <p role="status" className={css.progressText}>
              {t('payments.redirecting')}
            </p>
          ) : null}
        </div>
      ) : null}
      {summary.status === 'generated' || submitted ? (
        <p className={css.notice} role="status">
          {t('payments.underValidation', { amount: formatAmount(summary.amount) })}
        </p>
      ) : null}

      <MyPayments payments={c.detail.priceRequest ?? []} />

      {canCard || redirecting ? (
        <form ref={formRef} method="post" action={config.gatewayUrl} className={css.hiddenForm} aria-hidden="true" data-testid="gateway-form">
          {gatewayFields(c).map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
        </form>
      ) : null}

      <Dialog
        open={dialogOpen}
        onOpenChange={(open) => {
          if (!open) send({ type: 'voucher.close' });
        }}
        title={t('payments.uploadProofTitle')}
        closeLabel={t('common.close')}
        dismissible={!sending}
        returnFocusRef={opener}
        footer={
          <Button onClick={() => send({ type: 'voucher.confirm' })} loading={sending} loadingLabel={t('payments.sending')} disabled={sending || proof === null}>
            {t('payments.confirm')}
          </Button>
        }
      >
        <div className={css.tab}>
          <fieldset className={css.fieldset} disabled={sending}>
            <FilePicker
              id="payment-proof"
              label={t('payments.proofField')}
              maxMb={PAYMENT_PROOF_MAX_MB}
              required
              initialFiles={initialProof}
              onChange={(files) => send({ type: 'proof.change', proof: chosenFiles(files)[0] ?? null })}
            />
          </fieldset>
          {c.error ? (
            <p className={css.alert} role="alert">
              {t(c.error)}
            </p>
          ) : null}
          {state.hasTag('checking') ? <p role="status">{t('payments.checkingOutcome')}</p> : null}
          {sending ? <SendingProgress percent={c.uploadPercent} /> : null}
        </div>
      </Dialog>

      <ConfirmDialog
        open={state.matches({ voucher: 'confirming' })}
        onOpenChange={(open) => {
          if (!open) send({ type: 'confirm.cancel' });
        }}
        title={t('payments.proofConfirmTitle')}
        message={t('payments.proofConfirmBody')}
        confirmLabel={t('payments.confirm')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onConfirm={() => send({ type: 'confirm.accept' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
      />

      <LeaveWarningDialog
        leave={leave}
        title={t('payments.leaveTitle')}
        message={t('payments.leaveWarning')}
        confirmLabel={t('payments.leaveConfirm')}
        cancelLabel={t('payments.leaveStay')}
        closeLabel={t('common.close')}
      />
    </section>
  );
}

/** The default export, for a lazy import (src/views/app/lazyWithPreload.ts). */
export default PaymentsTab;
