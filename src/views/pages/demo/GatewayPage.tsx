/**
 * Simulated card payment gateway (embedded mode only; issue 8; route /demo/pasarela =
 * `config.gatewayUrl`). The portal's card payment is a real browser form POST (spec 001 §7 Card
 * payment; contract §3.4 field names); the dev and preview servers turn that POST into a GET with the
 * same fields in the query (vite.config.ts `mitur:demo-gateway`), which this page reads and shows:
 * amount in RD$, service code, collection centre, payer name, document number and type, payment
 * medium and portal authorisation id. It refuses to charge when a field is missing, the amount is not
 * positive, the authorisation id is unknown or the return URL is not of this site.
 *
 * Aprobar, Rechazar and Abandonar: see src/mocks/gateway.ts (approval stored and notified to the
 * request; return to `urlRetorno` with `numAprobacion` and `idAutorizacionPortal`, or without the
 * approval number; or back to the request detail). The browser leaves with a full navigation, as a
 * real gateway's redirect does.
 */
import { useMemo, useState } from 'react';
import { container } from '../../../styles/utilities.css';
import { abandonPath, approvePayment, declinePayment, isProcessable, readGatewayPost, type GatewayField } from '../../../mocks/gateway';
import { formatMoneyRD } from '../../../domain/format/money';
import { t, type MessageKey } from '../../../messages/es';
import { usePageTitle } from '../../app/pageTitle';
import { Button } from '../../components/Button';
import * as css from './mailbox.css';
import '../../../messages/es/demo';

/** The shown rows: label key and the value of a field. */
const ROWS: readonly { key: MessageKey; field: GatewayField }[] = [
  { key: 'demo.gw.serviceCode', field: 'codigoServicio' },
  { key: 'demo.gw.centre', field: 'codigoCentroRecaudacion' },
  { key: 'demo.gw.payer', field: 'nombre' },
  { key: 'demo.gw.document', field: 'numeroDocumento' },
  { key: 'demo.gw.documentType', field: 'tipoDocumento' },
  { key: 'demo.gw.medium', field: 'medioPago' },
  { key: 'demo.gw.authorization', field: 'idAutorizacionPortal' },
  { key: 'demo.gw.returnUrl', field: 'urlRetorno' },
];

/** Sends the browser to a same-origin path (full navigation). */
function leaveTo(path: string): void {
  window.location.assign(path);
}

export default function GatewayPage() {
  usePageTitle(t('demo.gw.title'));
  const post = useMemo(() => readGatewayPost(window.location.search, window.location.origin), []);
  const [busy, setBusy] = useState(false);
  const processable = isProcessable(post);
  const declineTo = declinePayment(post);

  const problems: string[] = [];
  if (post.missing.length) problems.push(t('demo.gw.missing', { fields: post.missing.join(', ') }));
  if (post.fields.montoServicio && post.amount === null) problems.push(t('demo.gw.badAmount'));
  if (post.fields.idAutorizacionPortal && !post.request) problems.push(t('demo.gw.unknownRequest'));
  if (post.fields.urlRetorno && !post.returnUrl) problems.push(t('demo.gw.badReturn'));

  return (
    <div className={`${container} ${css.page}`}>
      <p>{t('demo.gw.intro')}</p>
      <section aria-labelledby="gw-received">
        <h2 id="gw-received" className={css.h2}>
          {t('demo.gw.received')}
        </h2>
        <dl className={css.fields}>
          <div className={css.fieldRow}>
            <dt>{t('demo.gw.amount')}</dt>
            <dd>
              <strong>{post.amount !== null ? formatMoneyRD(post.amount) : post.fields.montoServicio || '—'}</strong>
            </dd>
          </div>
          {ROWS.map((row) => (
            <div key={row.field} className={css.fieldRow}>
              <dt>{t(row.key)}</dt>
              <dd>{post.fields[row.field] || '—'}</dd>
            </div>
          ))}
          {post.request ? (
            <div className={css.fieldRow}>
              <dt>{t('demo.gw.request')}</dt>
              <dd>{post.request.code}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {problems.length ? (
        <div role="alert" className={css.problem}>
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      <div className={css.actions}>
        <Button
          disabled={!processable || busy}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            leaveTo(approvePayment(post).to);
          }}
        >
          {t('demo.gw.approve')}
        </Button>
        <Button
          variant="danger"
          disabled={declineTo === null || busy}
          onClick={() => {
            if (busy || declineTo === null) return;
            setBusy(true);
            leaveTo(declineTo);
          }}
        >
          {t('demo.gw.decline')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            leaveTo(abandonPath(post));
          }}
        >
          {post.request ? t('demo.gw.abandon') : t('demo.gw.toDesk')}
        </Button>
      </div>
    </div>
  );
}
