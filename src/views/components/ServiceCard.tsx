/**
 * Procedure (service) card of the catalogue (spec 000 §2 "Service card: related-area name, title,
 * description, a REQUEST button and a VIEW INFORMATION button").
 *
 * - Request is a `<button>` calling `onRequest`; services of type_id 1 cannot be requested online
 *   (spec 000 §4), pass `requestDisabled` (and optionally `requestDisabledReason`, shown as text and
 *   tied to the button with aria-describedby, so the reason is not conveyed by the grey colour alone).
 * - View information is a router link (to /app/serviceDescription/{id}) styled as a button.
 * - Both actions are described by the card title (`aria-describedby`), so screen-reader users hear
 *   which procedure the repeated "SOLICITAR" belongs to.
 *
 * @example
 * <ServiceCard areaName="DPP" title="No objeción" description="…" infoHref="/app/serviceDescription/12"
 *   labels={{ request: 'SOLICITAR', info: 'VER INFORMACIÓN' }} onRequest={() => start(12)} />
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, buttonClassName } from './Button';
import type { HeadingLevel } from './Card';
import { Icon } from './Icon';
import { Link } from './Link';
import * as css from './Card.css';

/** Props of {@link ServiceCard}. */
export interface ServiceCardProps {
  /** Related area / direction name (e.g. the category acronym or name). */
  areaName?: string;
  title: string;
  description?: ReactNode;
  /** Button texts from the message catalogue. */
  labels: { request: string; info: string };
  onRequest: () => void;
  /** Internal path of the service description page. */
  infoHref: string;
  requestDisabled?: boolean;
  /** Why the request button is disabled (e.g. "Este trámite no puede solicitarse en línea"). */
  requestDisabledReason?: string;
  /** Request in progress (spinner, clicks ignored). */
  requestLoading?: boolean;
  headingLevel?: HeadingLevel;
  /** Render the root as `<li>` when the cards are inside a list. */
  as?: 'article' | 'li';
}

/** See module documentation. */
export function ServiceCard({
  areaName,
  title,
  description,
  labels,
  onRequest,
  infoHref,
  requestDisabled = false,
  requestDisabledReason,
  requestLoading = false,
  headingLevel = 3,
  as: Tag = 'article',
}: ServiceCardProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `svc-${uid}-title`;
  const reasonId = `svc-${uid}-reason`;
  const Heading = `h${headingLevel}` as const;
  const showReason = requestDisabled && requestDisabledReason;
  return (
    <Tag className={`${css.card} ${css.serviceCard}`}>
      {areaName ? <p className={css.area}>{areaName}</p> : null}
      <Heading id={titleId} className={css.title}>
        {title}
      </Heading>
      {description ? <div className={css.description}>{description}</div> : null}
      {showReason ? (
        <p id={reasonId} className={css.disabledNote}>
          <Icon name="info" size={16} />
          <span>{requestDisabledReason}</span>
        </p>
      ) : null}
      <div className={css.footer}>
        <Button
          size="sm"
          variant="primary"
          disabled={requestDisabled}
          loading={requestLoading}
          onClick={onRequest}
          aria-describedby={showReason ? `${titleId} ${reasonId}` : titleId}
        >
          {labels.request}
        </Button>
        <Link href={infoHref} unstyled className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-describedby={titleId}>
          {labels.info}
        </Link>
      </div>
    </Tag>
  );
}
