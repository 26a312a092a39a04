/**
 * The 'Mensajes' tab of a request (spec 001 §2.5 Messages tab, §5 Information message, §8; contract
 * Q6, §5 item 12). State: src/machines/requestDetail/messages.machine.ts.
 *
 * - 'Historial de mensajes' and the thread, oldest first and newest last (the reply box sits under the
 *   latest message): each bubble shows its author ('Ministerio de Turismo' for user_id 2, 'Usted' for
 *   the citizen), the URI-decoded text as plain text (HTML shows as text, never as markup; a malformed
 *   `%` sequence shows raw) and the date '15 de marzo 2022 08:30 AM'; or 'NO HAY MENSAJES'.
 * - The reply form only when the chart allows it (tag `inputAllowed`: current action 3 and base
 *   status 1): 'Escriba aqui su mensaje', 500 characters with a counter, required. While sending the
 *   button shows its loader and ignores clicks; success toasts, empties the box and calls
 *   `onChanged()` (the page reloads); failure toasts and keeps the text. A send whose outcome is
 *   unknown says so ('No sabemos si su mensaje llegó al ministerio. Estamos comprobándolo…') while
 *   the chart re-reads the history (issue 25).
 * - A new `detail` from the page (a reload, an officer's change) is handed to the chart, which keeps
 *   the draft and re-decides whether the box shows.
 */
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useSelector } from '../../../app/inspect';
import { usePageChart } from '../../../app/usePageChart';
import { messagesMachine } from '../../../../machines/requestDetail/messages.machine';
import type { RequestTabProps } from '../../../../machines/requestDetail/types';
import { MESSAGE_MAX_LENGTH } from '../../../../domain/constants';
import { t, tr } from '../../../../messages/es';
import '../../../../messages/es/messagesTab';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { TextAreaField } from '../../../components/TextAreaField';
import * as css from './MessagesTab.css';

/** See module documentation. */
export function MessagesTab({ detail, viewer, onChanged }: RequestTabProps) {
  const actor = usePageChart(messagesMachine, {
    input: { detail },
    // The chart's toasts, one at a time for this tab.
    toasts: { notify: (notice) => notice && { ...notice, id: 'messages-tab' } },
    actions: { notifyChanged: () => onChanged() },
  });
  const messages = useSelector(actor, (s) => s.context.messages);
  const text = useSelector(actor, (s) => s.context.text);
  const error = useSelector(actor, (s) => s.context.error);
  const inputAllowed = useSelector(actor, (s) => s.hasTag('inputAllowed'));
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const titleId = useId();
  // The citizen's bubbles read 'Usted' to the owner, 'Solicitante' to anyone else (staff reading).
  const citizenLabel = viewer.citizenId === detail.request.doc_identification ? t('messagesTab.citizen') : t('messagesTab.applicant');
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  // A fresh detail from the page (after a reload): the chart re-decides, the draft stays.
  const shown = useRef(detail);
  useEffect(() => {
    if (shown.current === detail) return;
    shown.current = detail;
    actor.send({ type: 'detail.update', detail });
  }, [actor, detail]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'message.send' });
    if (!actor.getSnapshot().hasTag('sending')) fieldRef.current?.focus();
  };

  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>
        {t('messagesTab.title')}
      </h2>
      {messages.length === 0 ? (
        <EmptyState message={t('messagesTab.empty')} icon="inbox" />
      ) : (
        <ol className={css.thread} aria-label={t('messagesTab.history')}>
          {messages.map((m) => (
            <li
              key={m.id}
              className={m.fromInstitution ? css.bubble.institution : css.bubble.citizen}
              data-author={m.fromInstitution ? 'institution' : 'citizen'}
            >
              <p className={css.author}>{m.fromInstitution ? t('messagesTab.officer') : citizenLabel}</p>
              <p className={css.text}>{m.text}</p>
              {m.date ? <p className={css.date}>{m.date}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {inputAllowed ? (
        <form className={css.form} onSubmit={onSubmit} noValidate aria-label={t('messagesTab.label')}>
          <TextAreaField
            ref={fieldRef}
            label={t('messagesTab.label')}
            placeholder={t('messagesTab.placeholder')}
            required
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            readOnly={sending}
            error={error ? tr(error) : undefined}
            counter={t('messagesTab.charactersLeft', { n: Math.max(0, MESSAGE_MAX_LENGTH - text.length) })}
            onChange={(e) => actor.send({ type: 'message.change', text: e.target.value })}
          />
          {checking ? (
            <p role="status" className={css.date}>
              {t('messagesTab.checkingOutcome')}
            </p>
          ) : null}
          <div className={css.actions}>
            <Button type="submit" loading={sending} loadingLabel={t('common.loading')}>
              {t('messagesTab.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/** The default export, for a lazy import (src/views/app/lazyWithPreload.ts). */
export default MessagesTab;
