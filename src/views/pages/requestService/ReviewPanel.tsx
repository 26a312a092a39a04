/**
 * 'Revise su solicitud' (issue 27): the request form's review, shown in the chart's `reviewing`
 * state (and while sending from it) before the spec's confirmation dialog (spec 001 §2.4).
 *
 * - A summary list a screen reader reads as such: the page's h2, then one `section` per visible
 *   step labelled by its h3 title, its answers in a `dl` (label, value). The tariff and variation
 *   with its price head the list.
 * - Values come formatted from src/domain/expertForm/review.ts (masks, dates, option labels); grids
 *   as small tables (the form's responsive table), files by name and size, an empty field
 *   'Sin respuesta'. Hidden fields and steps never appear.
 * - Each step has 'Cambiar' (accessible name 'Cambiar las respuestas de {step}'): `review.change`
 *   opens it; its Continuar returns here (the chart's `isReviewReady`).
 * - Retroceder (`step.back`: the last step) and Enviar Solicitud (`step.next`: the confirmation).
 * - The failure of a send (the message, and 'Reintentar envío' once the request exists).
 * - The heading takes the focus when the review opens (keyboard and screen-reader users land on it).
 */
import { useEffect, useMemo, useRef } from 'react';
import { reviewOf, type FormState, type ReviewLabel, type ReviewValue } from '../../../domain/expertForm';
import { fileSize, formatMoneyRD } from '../../../domain/format';
import type { Tariff } from './TariffDialog';
import { t, type MessageKey } from '../../../messages/es';
import '../../../messages/es/files';
import '../../../messages/es/requestForm';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button } from '../../components/Button';
import * as fieldCss from './fields/fields.css';
import * as pageCss from './RequestServicePage.css';
import * as css from './ReviewPanel.css';

/** 'N KB' below 1 MB (never '0 MB'), else 'N MB'. */
function sizeText(mb: number): string {
  const size = fileSize(mb);
  return t(size.unit === 'KB' ? 'files.sizeKb' : 'files.sizeMb', { n: size.n });
}

/** A label as shown: the label a rule set (rules 8/9/10), else the server's. */
const labelText = (label: ReviewLabel) => (label.key ? t(label.key) : label.text);

/** One answer's value. */
function Value({ value, label }: { value: ReviewValue; label: string }) {
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
    case 'unanswered':
      return <span className={css.unanswered}>{t('requestForm.reviewUnanswered')}</span>;
    case 'yes':
      return <>{t('requestForm.reviewYes')}</>;
    case 'files':
      return (
        <ul className={css.files}>
          {value.files.map((f, i) => (
            <li key={i}>{t('requestForm.reviewFile', { name: f.name, size: sizeText(f.sizeMb) })}</li>
          ))}
        </ul>
      );
    case 'grid':
      return (
        <div className={fieldCss.tableFrame} tabIndex={0} role="region" aria-label={label}>
          {/* Explicit roles: below 480 px the rows are cards (./fields/fields.css.ts) and stay a table for assistive technology. */}
          <table className={fieldCss.table} role="table">
            <caption className={visuallyHidden}>{label}</caption>
            <thead className={fieldCss.head} role="rowgroup">
              <tr role="row">
                {value.columns.map((c, i) => (
                  <th key={i} scope="col" role="columnheader" className={fieldCss.headCell}>
                    {labelText(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={fieldCss.body} role="rowgroup">
              {value.rows.map((row, r) => (
                // rows have no identity of their own: the list is read-only here
                <tr key={r} className={fieldCss.row} role="row">
                  {row.map((cell, c) => (
                    <td key={c} className={fieldCss.cell} role="cell" data-label={labelText(value.columns[c])}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Props of {@link ReviewPanel}. */
export interface ReviewPanelProps {
  form: FormState;
  /** The tariff (price concept) and the chosen variation with its price; null without tariffs. */
  tariff: { concept: string; variation: Tariff['variations'][number] } | null;
  /** `review.change` with a real step index. */
  onChange: (step: number) => void;
  onBack: () => void;
  onSend: () => void;
  onRetry: () => void;
  /** Not actionable (confirmation open, sending, or the request exists). */
  locked: boolean;
  /** The message of the last failed send (a key), or null. */
  error: MessageKey | null;
  /** The request exists but a later step failed: only 'Reintentar envío'. */
  failedAfterCreate: boolean;
  busy: boolean;
}

/** See module documentation. */
export function ReviewPanel({ form, tariff, onChange, onBack, onSend, onRetry, locked, error, failedAfterCreate, busy }: ReviewPanelProps) {
  const sections = useMemo(() => reviewOf(form), [form]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <form
      className={pageCss.form}
      noValidate
      aria-labelledby="review-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <h2 id="review-title" ref={headingRef} tabIndex={-1} className={pageCss.stepTitle}>
        {t('requestForm.reviewTitle')}
      </h2>
      <p className={css.intro}>{t('requestForm.reviewIntro')}</p>
      {tariff ? (
        <section className={css.section} aria-labelledby="review-tariff">
          <h3 id="review-tariff" className={css.sectionTitle}>
            {t('requestForm.reviewTariffTitle')}
          </h3>
          <dl className={css.list}>
            <div className={css.item}>
              <dt className={css.term}>{t('requestForm.reviewTariff')}</dt>
              <dd className={css.value}>{tariff.concept}</dd>
            </div>
            <div className={css.item}>
              <dt className={css.term}>{t('requestForm.reviewVariation')}</dt>
              <dd className={css.value}>{tariff.variation.concept}</dd>
            </div>
            <div className={css.item}>
              <dt className={css.term}>{t('requestForm.reviewPrice')}</dt>
              <dd className={css.value}>{formatMoneyRD(tariff.variation.price) || String(tariff.variation.price ?? '')}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {sections.map((s) => {
        const titleId = `review-step-${s.step}`;
        return (
          <section key={s.step} className={css.section} aria-labelledby={titleId}>
            <div className={css.sectionHead}>
              <h3 id={titleId} className={css.sectionTitle}>
                {s.title}
              </h3>
              <Button type="button" variant="text" size="sm" disabled={locked} onClick={() => onChange(s.step)}>
                {t('requestForm.reviewChange')} <span className={visuallyHidden}>{t('requestForm.reviewChangeOf', { step: s.title })}</span>
              </Button>
            </div>
            <dl className={css.list}>
              {s.items.map((item) => {
                const label = labelText(item.label);
                return (
                  <div key={item.id} className={css.item}>
                    <dt className={css.term}>{label}</dt>
                    <dd className={css.value}>
                      <Value value={item.value} label={label} />
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
      {error && !busy ? (
        <div role="alert" className={pageCss.alert}>
          <p>{t(error)}</p>
          {failedAfterCreate ? <Button onClick={onRetry}>{t('requestForm.retrySubmit')}</Button> : null}
        </div>
      ) : null}
      <div className={pageCss.actions}>
        <Button type="button" variant="secondary" disabled={locked} onClick={onBack}>
          {t('requestForm.back')}
        </Button>
        <Button type="submit" disabled={locked}>
          {t('requestForm.submit')}
        </Button>
      </div>
    </form>
  );
}
