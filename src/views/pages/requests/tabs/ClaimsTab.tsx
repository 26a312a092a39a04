/**
 * The 'Quejas y Reclamaciones' tab of a request (spec 001 §2.5 Claims tab, §5 Claim form, §7, §8, §9;
 * contract Q3-Q5). State: src/machines/requestDetail/claims.machine.ts.
 *
 * - While GET /claims/{code} and GET /issues load: a spinner; a failure: an error block with
 *   'Reintentar'.
 * - 'Reclamaciones' with NUEVA RECLAMACIÓN and one card per claim: No., Motivo (the issue's text),
 *   Observación, Empresa (only when the claim has one), Creado por, Fecha de creación (dd/MM/yyyy),
 *   Estado and Respuesta (only when there is one); or 'No hay reclamaciones en esta solicitud'.
 * - NUEVA RECLAMACIÓN opens 'Nueva reclamación': 'Seleccione el motivo de la queja' (the issues) and
 *   'Observaciones' (multiline), both required ('Este campo es requerido' under each), ENVIAR. While
 *   sending the dialog cannot be closed and ENVIAR ignores clicks. Success: 'Reclamación creada con
 *   exito' (2 s), the dialog closes and the list is re-read; failure: 'Ha ocurrido un error' (3 s),
 *   the dialog stays with what was chosen and typed. An answer lost on the way (issue 25) shows 'No
 *   sabemos si su reclamación llegó al ministerio. Estamos comprobándolo…' while the chart re-reads the
 *   claims; then the success above, or why not (the values stay).
 */
import { useId, useRef, type FormEvent } from 'react';
import { useSelector } from '../../../app/inspect';
import { usePageChart } from '../../../app/usePageChart';
import { claimsMachine, type ClaimRow } from '../../../../machines/requestDetail/claims.machine';
import type { RequestTabProps } from '../../../../machines/requestDetail/types';
import { t } from '../../../../messages/es';
import '../../../../messages/es/claims';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { SelectField } from '../../../components/SelectField';
import { Spinner } from '../../../components/Spinner';
import { TextAreaField } from '../../../components/TextAreaField';
import * as css from './ClaimsTab.css';

/** One claim: every field of spec 001 §2.5 (company and response only when present). */
function ClaimCard({ claim }: { claim: ClaimRow }) {
  const titleId = useId();
  const rows: Array<[string, string]> = [
    [t('claims.columns.id'), String(claim.id)],
    [t('claims.columns.reason'), claim.reason ?? t('claims.unknownReason')],
    [t('claims.columns.observation'), claim.observation],
    ...(claim.company ? ([[t('claims.columns.company'), claim.company]] as Array<[string, string]>) : []),
    [t('claims.columns.creator'), claim.creator ?? '—'],
    [t('claims.columns.createdAt'), claim.createdAt || '—'],
    [t('claims.columns.status'), claim.status || '—'],
    ...(claim.solution ? ([[t('claims.columns.solution'), claim.solution]] as Array<[string, string]>) : []),
  ];
  return (
    <article className={css.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={css.cardTitle}>
        {t('claims.claimTitle', { id: claim.id })}
      </h3>
      <dl className={css.fields}>
        {rows.map(([term, value]) => (
          <div key={term} className={css.row}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** See module documentation. */
export function ClaimsTab({ detail, viewer }: RequestTabProps) {
  // The chart's toasts, one at a time for this tab.
  const actor = usePageChart(claimsMachine, { input: { detail, viewer }, toasts: { notify: (notice) => notice && { ...notice, id: 'claims-tab' } } });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const refreshing = useSelector(actor, (s) => s.hasTag('refreshing'));
  const dialogOpen = useSelector(actor, (s) => s.matches({ ready: 'dialog' }));
  const canOpen = useSelector(actor, (s) => s.can({ type: 'claim.new' }));
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  // Issue 25: the claim's answer was lost; the chart re-reads the claims before anything else.
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const claims = useSelector(actor, (s) => s.context.claims);
  const issues = useSelector(actor, (s) => s.context.issues);
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const titleId = useId();
  const newClaimRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const observationsRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'claim.submit' });
    const after = actor.getSnapshot();
    if (after.hasTag('sending')) return;
    // Focus the first field in error.
    if (after.context.errors.issueId) reasonRef.current?.focus();
    else if (after.context.errors.description) observationsRef.current?.focus();
  };

  let body;
  if (loading) body = <Spinner label={t('common.loading')} size="lg" />;
  else if (failed) body = <ErrorBlock message={t('claims.loadFailed')} retryLabel={t('common.retry')} onRetry={() => actor.send({ type: 'claims.retry' })} />;
  else if (claims.length === 0) body = <EmptyState message={t('claims.empty')} />;
  else {
    body = (
      <ul className={css.list} aria-busy={refreshing || undefined}>
        {claims.map((c) => (
          <li key={c.id}>
            <ClaimCard claim={c} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <div className={css.header}>
        <h2 id={titleId} className={css.title}>
          {t('claims.title')}
        </h2>
        {!loading && !failed ? (
          <Button ref={newClaimRef} variant="secondary" disabled={!canOpen} onClick={() => actor.send({ type: 'claim.new' })}>
            {t('claims.newClaim')}
          </Button>
        ) : null}
      </div>
      {body}
      <Dialog
        open={dialogOpen}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'claim.cancel' });
        }}
        title={t('claims.dialogTitle')}
        closeLabel={t('common.close')}
        dismissible={!sending}
        returnFocusRef={newClaimRef}
      >
        <form className={css.form} onSubmit={onSubmit} noValidate aria-label={t('claims.dialogTitle')}>
          <SelectField
            ref={reasonRef}
            label={t('claims.reason')}
            placeholder={t('common.selectPlaceholder')}
            required
            options={issues.map((i) => ({ value: String(i.id), label: i.content }))}
            value={values.issueId}
            disabled={sending}
            error={errors.issueId ? t(errors.issueId) : undefined}
            onChange={(e) => actor.send({ type: 'field.change', field: 'issueId', value: e.target.value })}
          />
          <TextAreaField
            ref={observationsRef}
            label={t('claims.observations')}
            required
            rows={5}
            value={values.description}
            readOnly={sending}
            error={errors.description ? t(errors.description) : undefined}
            onChange={(e) => actor.send({ type: 'field.change', field: 'description', value: e.target.value })}
          />
          {checking ? <p role="status">{t('claims.checkingOutcome')}</p> : null}
          <div className={css.header}>
            <Button variant="text" disabled={sending} onClick={() => actor.send({ type: 'claim.cancel' })}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={sending} loadingLabel={t('common.loading')}>
              {t('claims.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

/** The default export, for a lazy import (src/views/app/lazyWithPreload.ts). */
export default ClaimsTab;
