/**
 * /app/validatePayment/{requestID}?numAprobacion&idAutorizacionPortal&requiredActionID — the page the
 * card gateway returns to (spec 001 §2 route table: public, §2.6, §4 Payment return, §8; contract
 * §3.5, Q9). State: src/machines/paymentValidation.machine.ts.
 *
 * - Title 'Verificación de pago' (the banner). 'Verificando pago' while updatePaymentInfo runs, with
 *   the leave warning 'Si cierra esta pestaña el proceso de la solicitud se vera afectado.'.
 * - '¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.' or
 *   '¡Ha ocurrido un error durante la validacion del pago!' (also, without any call, when the
 *   approval parameters are missing).
 * - When the check itself fails (network, HTTP error, malformed answer, timeout): the payment status
 *   could not be confirmed yet, 'Reintentar'; the page never offers to pay again.
 * - Buttons 'Ir a mi escritorio' (/app/myDesk) and 'Ver detalle de solicitud'
 *   (/app/serviceRequestedDetails/{requestID}) once the check is over.
 */
import { useChartSnapshot, usePageChart } from '../../app/usePageChart';
import { useSearch } from 'wouter';
import { paymentValidationMachine } from '../../../machines/paymentValidation.machine';
import { DESK } from '../../../domain/routes';
import { t } from '../../../messages/es';
import '../../../messages/es/validatePayment';
import '../../../messages/es/payments';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../app/pageTitle';
import { Button, buttonClassName } from '../../components/Button';
import { LeaveWarningDialog, useLeaveWarning } from '../../components/LeaveWarning';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import * as css from './ValidatePaymentPage.css';

/** See module documentation. */
export default function ValidatePaymentPage({ params }: PageProps) {
  const search = useSearch();
  return <Validation key={`${params.requestID}|${search}`} requestId={params.requestID ?? ''} search={search} />;
}

function Validation({ requestId, search }: { requestId: string; search: string }) {
  usePageTitle(t('validatePayment.title'));
  const query = new URLSearchParams(search);
  const actor = usePageChart(paymentValidationMachine, {
    input: {
      requestId,
      numAprobacion: query.get('numAprobacion'),
      idAutorizacionPortal: query.get('idAutorizacionPortal'),
      requiredActionId: query.get('requiredActionID'),
    },
  });
  const state = useChartSnapshot(actor);
  const verifying = state.matches('verifying');
  const leave = useLeaveWarning(state.hasTag('guarded'), t('payments.leaveWarning'));
  const message = state.context.message;
  const tone = state.matches('confirmed') ? css.success : state.matches('unconfirmed') ? css.pending : css.error;
  const detailHref = /^[1-9]\d*$/.test(requestId) ? `/app/serviceRequestedDetails/${requestId}` : null;

  return (
    <section className={container}>
      <div className={css.page}>
        <div className={css.card} aria-busy={verifying}>
          {verifying || message === null ? (
            <div role="status">
              <Spinner />
              <p className={css.text}>{t('validatePayment.verifying')}</p>
            </div>
          ) : (
            <p className={`${css.text} ${tone}`} role={state.matches('confirmed') ? 'status' : 'alert'}>
              {t(message)}
            </p>
          )}
          {verifying ? null : (
            <div className={css.actions}>
              {state.matches('unconfirmed') ? <Button onClick={() => actor.send({ type: 'retry' })}>{t('validatePayment.retry')}</Button> : null}
              <Link href={DESK} unstyled className={buttonClassName({ variant: 'secondary' })}>
                {t('validatePayment.goToDesk')}
              </Link>
              {detailHref ? (
                <Link href={detailHref} unstyled className={buttonClassName({ variant: 'secondary' })}>
                  {t('validatePayment.viewRequest')}
                </Link>
              ) : null}
            </div>
          )}
        </div>
      </div>
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
