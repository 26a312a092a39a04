/**
 * Demo back office of requests (embedded mode only; issue 8; route /demo/backoffice, linked from the
 * demo mailbox). An officer picks any citizen's or company's request (list: code, owner, service,
 * status) and acts on it: 'Solicitar documento', 'Solicitar información', 'Solicitar pago' (action 5
 * or 7 with an amount in DOP), 'Escribir mensaje', 'Emitir documento' (a real PDF, origin 1),
 * 'Validar pago', 'Resolver', 'Rechazar', 'Cancelar' and 'Responder reclamación'. The store functions
 * are in src/mocks/backOffice.ts (each writes through `save()` and e-mails the owner); this page only
 * collects the input and shows the outcome. `?id=<request id>` preselects a request.
 */
import { useEffect, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { container } from '../../../styles/utilities.css';
import {
  answerClaim,
  backOfficeRequest,
  cancelRequest,
  CLAIM_ANSWER_STATUSES,
  issueDocument,
  listBackOfficeRequests,
  rejectRequest,
  requestDocument,
  requestInformation,
  requestPayment,
  resolveRequest,
  validateVoucher,
  writeMessage,
  type BackOfficeDetail,
  type Outcome,
} from '../../../mocks/backOffice';
import { subscribe } from '../../../mocks/mailbox';
import { formatMoneyRD, parseAmount } from '../../../domain/format/money';
import { MESSAGE_MAX_LENGTH } from '../../../domain/constants';
import { t, type MessageKey } from '../../../messages/es';
import { usePageTitle } from '../../app/pageTitle';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { notify } from '../../components/Toaster';
import * as css from './mailbox.css';
import '../../../messages/es/demo';

const outcomeText = (o: Exclude<Outcome, 'ok'>) => t(`demo.bo.outcome.${o}` as MessageKey);

/**
 * One action form: a heading, its fields and a submit button. `run` performs the action; 'required'
 * marks the form's required field, any other refusal is a toast; success is a toast and `onDone`.
 */
function ActionForm({
  id,
  title,
  submit,
  code,
  run,
  onDone,
  onRequired,
  children,
}: {
  id: string;
  title: string;
  submit: string;
  code: string;
  run: () => Outcome | Promise<Outcome>;
  onDone: () => void;
  onRequired: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await run();
      if (outcome === 'ok') {
        notify.success(t('demo.bo.done', { code }), { id: 'demo-bo' });
        onDone();
      } else if (outcome === 'required') onRequired();
      else notify.error(outcomeText(outcome), { id: 'demo-bo' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className={css.panel} onSubmit={(e) => void onSubmit(e)} aria-labelledby={id} noValidate>
      <h3 id={id} className={css.subject}>
        {title}
      </h3>
      {children}
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          {submit}
        </Button>
      </div>
    </form>
  );
}

/** A form with one required text (message, document name). */
function TextAction({
  id,
  title,
  label,
  code,
  multiline = true,
  maxLength,
  run,
}: {
  id: string;
  title: string;
  label: string;
  code: string;
  multiline?: boolean;
  maxLength?: number;
  run: (text: string) => Outcome | Promise<Outcome>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const field = {
    label,
    required: true,
    value: text,
    maxLength,
    error: error ? outcomeText('required') : undefined,
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      setError(false);
    },
  };
  return (
    <ActionForm id={id} title={title} submit={title} code={code} run={() => run(text)} onDone={() => setText('')} onRequired={() => setError(true)}>
      {multiline ? <TextAreaField {...field} rows={3} /> : <TextField {...field} autoComplete="off" />}
    </ActionForm>
  );
}

function PaymentAction({ request }: { request: BackOfficeDetail }) {
  const [type, setType] = useState<'5' | '7'>('5');
  const [amount, setAmount] = useState('');
  const [concept, setConcept] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState(false);
  return (
    <ActionForm
      id="bo-payment"
      title={t('demo.bo.requestPayment')}
      submit={t('demo.bo.requestPayment')}
      code={request.code}
      run={() => (amount.trim() === '' ? 'required' : requestPayment(request.id, type === '5' ? 5 : 7, parseAmount(amount) ?? NaN, message, concept))}
      onDone={() => {
        setAmount('');
        setConcept('');
        setMessage('');
      }}
      onRequired={() => setError(true)}
    >
      {!request.paymentMeans.card && !request.paymentMeans.depositOrTransfer ? (
        <p role="note" className={css.warning}>
          {t('demo.bo.noPaymentMeans')}
        </p>
      ) : null}
      <SelectField
        label={t('demo.bo.paymentType')}
        required
        options={[
          { value: '5', label: t('demo.bo.paymentType5') },
          { value: '7', label: t('demo.bo.paymentType7') },
        ]}
        value={type}
        onChange={(e) => setType(e.target.value === '7' ? '7' : '5')}
      />
      <TextField
        label={t('demo.bo.amount')}
        required
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={error ? outcomeText('required') : undefined}
        onChange={(e) => {
          setAmount(e.target.value);
          setError(false);
        }}
      />
      <TextField label={t('demo.bo.concept')} autoComplete="off" value={concept} onChange={(e) => setConcept(e.target.value)} />
      <TextAreaField label={t('demo.bo.optionalMessage')} rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
    </ActionForm>
  );
}

function VoucherAction({ request }: { request: BackOfficeDetail }) {
  const [reference, setReference] = useState('');
  return (
    <ActionForm
      id="bo-voucher"
      title={t('demo.bo.validatePayment')}
      submit={t('demo.bo.validatePayment')}
      code={request.code}
      run={() => validateVoucher(request.id, reference)}
      onDone={() => setReference('')}
      onRequired={() => {}}
    >
      <TextField label={t('demo.bo.voucherReference')} autoComplete="off" value={reference} onChange={(e) => setReference(e.target.value)} />
    </ActionForm>
  );
}

/** Resolver / Rechazar / Cancelar share the solution text. */
function FinishAction({ request }: { request: BackOfficeDetail }) {
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = (fn: (id: number, text: string) => Outcome) => {
    if (busy) return;
    setBusy(true);
    const outcome = fn(request.id, text);
    setBusy(false);
    if (outcome === 'ok') {
      notify.success(t('demo.bo.done', { code: request.code }), { id: 'demo-bo' });
      setText('');
    } else if (outcome === 'required') setError(true);
    else notify.error(outcomeText(outcome), { id: 'demo-bo' });
  };
  return (
    <section className={css.panel} aria-labelledby="bo-finish">
      <h3 id="bo-finish" className={css.subject}>
        {`${t('demo.bo.resolve')} · ${t('demo.bo.reject')} · ${t('demo.bo.cancel')}`}
      </h3>
      <TextAreaField
        label={t('demo.bo.finishText')}
        required
        rows={3}
        value={text}
        error={error ? outcomeText('required') : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(false);
        }}
      />
      <div className={css.actions}>
        <Button onClick={() => act(resolveRequest)}>{t('demo.bo.resolve')}</Button>
        <Button variant="danger" onClick={() => act(rejectRequest)}>
          {t('demo.bo.reject')}
        </Button>
        <Button variant="secondary" onClick={() => act(cancelRequest)}>
          {t('demo.bo.cancel')}
        </Button>
      </div>
    </section>
  );
}

function ClaimAnswer({ claimId, code }: { claimId: number; code: string }) {
  const [solution, setSolution] = useState('');
  const [status, setStatus] = useState(CLAIM_ANSWER_STATUSES[1]);
  const [error, setError] = useState(false);
  return (
    <ActionForm
      id={`bo-claim-${claimId}`}
      title={`${t('demo.bo.answerClaim')} #${claimId}`}
      submit={t('demo.bo.answerClaim')}
      code={code}
      run={() => answerClaim(claimId, solution, status)}
      onDone={() => setSolution('')}
      onRequired={() => setError(true)}
    >
      <TextAreaField
        label={t('demo.bo.claimSolution', { id: claimId })}
        required
        rows={2}
        value={solution}
        error={error ? outcomeText('required') : undefined}
        onChange={(e) => {
          setSolution(e.target.value);
          setError(false);
        }}
      />
      <SelectField
        label={t('demo.bo.claimStatus', { id: claimId })}
        required
        options={CLAIM_ANSWER_STATUSES.map((s) => ({ value: s, label: s }))}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      />
    </ActionForm>
  );
}

function Actions({ request }: { request: BackOfficeDetail }) {
  return (
    <section aria-labelledby="bo-detail" className={css.page}>
      <div className={css.panel}>
        <h2 id="bo-detail" className={css.h2}>
          {t('demo.bo.detailTitle', { code: request.code })}
        </h2>
        <p>
          {request.owner} · {request.service}
          {request.company ? ` · ${t('demo.bo.forCompany', { company: request.company })}` : ''}
        </p>
        <p>{t('demo.bo.detailStatus', { status: `${request.status} (${request.statusId})` })}</p>
        <p>
          {request.paymentStatus
            ? t('demo.bo.detailPayment', { status: request.paymentStatus, amount: formatMoneyRD(request.amount) })
            : t('demo.bo.detailNoPayment')}
        </p>
        {request.solution ? <p>{t('demo.bo.detailSolution', { solution: request.solution })}</p> : null}
        <h3 className={css.subject}>{t('demo.bo.detailPending')}</h3>
        {request.pending.length === 0 ? (
          <p className={css.muted}>{t('demo.bo.detailNoPending')}</p>
        ) : (
          <ul>
            {request.pending.map((a) => (
              <li key={a.id}>{t('demo.bo.actionType', { type: a.type, message: a.message.replace(/<[^>]*>/g, '') })}</li>
            ))}
          </ul>
        )}
        <Link href={`/app/serviceRequestedDetails/${request.id}`}>{t('demo.bo.openDetail')}</Link>
      </div>
      <TextAction
        id="bo-document"
        title={t('demo.bo.requestDocument')}
        label={t('demo.bo.message')}
        code={request.code}
        run={(m) => requestDocument(request.id, m)}
      />
      <TextAction
        id="bo-information"
        title={t('demo.bo.requestInformation')}
        label={t('demo.bo.message')}
        code={request.code}
        run={(m) => requestInformation(request.id, m)}
      />
      <PaymentAction request={request} />
      <TextAction
        id="bo-message"
        title={t('demo.bo.writeMessage')}
        label={t('demo.bo.messageText')}
        code={request.code}
        maxLength={MESSAGE_MAX_LENGTH}
        run={(m) => writeMessage(request.id, m)}
      />
      <TextAction
        id="bo-issue"
        title={t('demo.bo.issueDocument')}
        label={t('demo.bo.documentName')}
        code={request.code}
        multiline={false}
        run={(name) => issueDocument(request.id, name)}
      />
      <VoucherAction request={request} />
      <FinishAction request={request} />
      <section className={css.panel} aria-labelledby="bo-claims">
        <h3 id="bo-claims" className={css.subject}>
          {t('demo.bo.claimsTitle')}
        </h3>
        {request.claims.length === 0 ? (
          <p className={css.muted}>{t('demo.bo.noClaims')}</p>
        ) : (
          <ul>
            {request.claims.map((c) => (
              <li key={c.id}>
                <p>{t('demo.bo.claimLabel', { id: c.id, status: c.status, description: c.description })}</p>
                {c.solution ? <p className={css.muted}>{t('demo.bo.claimAnswered', { solution: c.solution })}</p> : null}
                <ClaimAnswer claimId={c.id} code={request.code} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function initialSelection(): number | null {
  const n = Number(new URLSearchParams(window.location.search).get('id'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export default function BackOfficePage() {
  usePageTitle(t('demo.bo.title'));
  // Re-read the store on every change (this tab's writes and another tab's).
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => subscribe(refresh), []);
  const [selected, setSelected] = useState<number | null>(initialSelection);
  const rows = listBackOfficeRequests();
  const detail = selected === null ? undefined : backOfficeRequest(selected);

  return (
    <div className={`${container} ${css.page}`}>
      <p>{t('demo.bo.intro')}</p>
      <p>
        <Link href="/demo/mailbox">{t('demo.bo.mailboxLink')}</Link>
      </p>
      <div>
        <h2 id="bo-list" className={css.h2}>
          {t('demo.bo.listTitle')}
        </h2>
        <div className={css.tableWrap} tabIndex={0} role="region" aria-labelledby="bo-list">
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t('demo.bo.colCode')}</th>
                <th scope="col">{t('demo.bo.colOwner')}</th>
                <th scope="col">{t('demo.bo.colService')}</th>
                <th scope="col">{t('demo.bo.colStatus')}</th>
                <th scope="col">
                  <span className={css.muted}>{t('demo.bo.select')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className={r.id === selected ? css.selectedRow : undefined}>
                  <td>
                    {r.code}
                    {r.provisional ? ` (${t('demo.bo.provisional')})` : ''}
                  </td>
                  <td>
                    {r.owner}
                    {r.company ? ` · ${t('demo.bo.forCompany', { company: r.company })}` : ''}
                  </td>
                  <td>{r.service}</td>
                  <td>{r.status}</td>
                  <td>
                    <Button
                      size="sm"
                      variant={r.id === selected ? 'primary' : 'secondary'}
                      aria-pressed={r.id === selected}
                      aria-label={t('demo.bo.selectLabel', { code: r.code })}
                      onClick={() => setSelected(r.id)}
                    >
                      {r.id === selected ? t('demo.bo.selected') : t('demo.bo.select')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {detail ? <Actions key={detail.id} request={detail} /> : <EmptyState message={t('demo.bo.noneSelected')} />}
    </div>
  );
}
