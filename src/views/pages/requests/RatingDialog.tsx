/**
 * 'Calificación de servicio' (spec 001 §2.5 resolution banner and rating dialog, §8, §9; contract Q2).
 * State: src/machines/requestDetail/rating.machine.ts, started afresh each time the dialog opens.
 *
 * - The stars: half steps from 0.5 to 5, starting at 3 (keyboard arrows move by half a star).
 * - 'Comentario': optional, multiline, at least 6 rows.
 * - 'Enviar Calificación' → POST /services/extras/rating `{ request_id, rating, comment }`. While
 *   sending the dialog cannot be closed and the button ignores clicks. Success: 'Calificación enviada
 *   con exito' (2 s), the dialog closes and `onRated()` (the page reloads; CALIFICAR disappears).
 *   Failure: 'Ha ocurrido un error' (3 s), the stars and the comment stay. An answer lost on the way
 *   (issue 25) shows 'No sabemos si su calificación llegó al ministerio. Estamos comprobándolo…'
 *   while the chart re-reads the request; then success as above, or why not.
 *
 * @example <RatingDialog detail={detail} open={open} onOpenChange={setOpen} onRated={reload} />
 */
import type { FormEvent, RefObject } from 'react';
import { useSelector } from '../../app/inspect';
import { usePageChart } from '../../app/usePageChart';
import { ratingMachine } from '../../../machines/requestDetail/rating.machine';
import type { RequestDetail } from '../../../machines/requestDetail/types';
import { RATING_COMMENT_MIN_ROWS, RATING_MAX } from '../../../domain/constants';
import { t } from '../../../messages/es';
import '../../../messages/es/rating';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { StarRatingInput } from '../../components/StarRating';
import { TextAreaField } from '../../components/TextAreaField';
import * as css from './RatingDialog.css';

/** Props of {@link RatingDialog}. */
export interface RatingDialogProps {
  /** The resolved request being rated (its `request.id` is sent). */
  detail: RequestDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the rating was stored (the page re-reads the detail). */
  onRated: () => void;
  /** Element focused when the dialog closes (e.g. the CALIFICAR button, which is not a Radix trigger). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The open dialog: its own chart, so each opening starts at 3 stars and no comment. */
function OpenRatingDialog({ detail, onOpenChange, onRated, returnFocusRef }: Omit<RatingDialogProps, 'open'>) {
  const actor = usePageChart(ratingMachine, {
    input: { detail },
    toasts: { notify: (notice) => notice && { ...notice, id: 'rating-dialog' } },
    actions: {
      // onRated first: the page's chart takes `rating.done` only while the dialog is open.
      notifyRated: () => {
        onRated();
        onOpenChange(false);
      },
    },
  });
  const rating = useSelector(actor, (s) => s.context.rating);
  const comment = useSelector(actor, (s) => s.context.comment);
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  // Issue 25: the rating's answer was lost; the chart re-reads the request before anything else.
  const checking = useSelector(actor, (s) => s.hasTag('checking'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'rating.submit' });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !actor.getSnapshot().hasTag('sending')) onOpenChange(false);
      }}
      title={t('rating.title')}
      closeLabel={t('common.close')}
      dismissible={!sending}
      returnFocusRef={returnFocusRef}
    >
      <form className={css.form} onSubmit={onSubmit} noValidate aria-label={t('rating.title')}>
        <StarRatingInput
          legend={t('rating.stars')}
          value={rating}
          max={RATING_MAX}
          disabled={sending}
          label={(v) => t('rating.starValue', { n: v })}
          onChange={(value) => actor.send({ type: 'rating.change', value })}
        />
        <TextAreaField
          label={t('rating.comment')}
          rows={RATING_COMMENT_MIN_ROWS}
          value={comment}
          readOnly={sending}
          onChange={(e) => actor.send({ type: 'comment.change', text: e.target.value })}
        />
        {checking ? <p role="status">{t('rating.checkingOutcome')}</p> : null}
        <div className={css.actions}>
          <Button variant="text" disabled={sending} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={sending} loadingLabel={t('common.loading')}>
            {t('rating.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** See module documentation. */
export function RatingDialog({ open, ...props }: RatingDialogProps) {
  return open ? <OpenRatingDialog {...props} /> : null;
}

/** The default export, for a lazy import (src/views/app/lazyWithPreload.ts). */
export default RatingDialog;
