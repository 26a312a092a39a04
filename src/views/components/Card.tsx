/**
 * Generic content card: optional heading (level configurable so the page outline stays correct),
 * body and footer actions. Renders `<article>` by default (`as` to change).
 *
 * @example <Card title="Información general" headingLevel={2}>…</Card>
 */
import type { ReactNode } from 'react';
import * as css from './Card.css';

/** Heading level used for titles inside cards/blocks. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link Card}. */
export interface CardProps {
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  children?: ReactNode;
  footer?: ReactNode;
  as?: 'article' | 'section' | 'div' | 'li';
  className?: string;
  /** Id of the title element (to point aria-labelledby/aria-describedby at it). */
  titleId?: string;
}

/** See module documentation. */
export function Card({ title, headingLevel = 3, children, footer, as: Tag = 'article', className, titleId }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={className ? `${css.card} ${className}` : css.card}>
      {title ? (
        <Heading id={titleId} className={css.title}>
          {title}
        </Heading>
      ) : null}
      {children !== undefined && children !== null ? <div className={css.body}>{children}</div> : null}
      {footer ? <div className={css.footer}>{footer}</div> : null}
    </Tag>
  );
}
