/**
 * Empty state of a list or block, e.g. 'No hay notificaciones' (spec 000 §8),
 * 'No se encontraron registros' (spec 001 §2.1). Optional title, icon and action.
 *
 * @example <EmptyState message="No se encontraron registros" />
 */
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import * as css from './Feedback.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  message: ReactNode;
  title?: ReactNode;
  icon?: IconName;
  /** Optional action (button or link). */
  action?: ReactNode;
  className?: string;
}

/** See module documentation. */
export function EmptyState({ message, title, icon = 'inbox', action, className }: EmptyStateProps) {
  return (
    <div className={className ? `${css.empty} ${className}` : css.empty} data-empty-state="">
      <Icon name={icon} size={40} className={css.emptyIcon} />
      {title ? <p className={css.emptyTitle}>{title}</p> : null}
      <p>{message}</p>
      {action}
    </div>
  );
}
