/**
 * FAQ accordion (spec 000 §2 "frequently asked questions as expandable items (question, answer)").
 *
 * Built on native `<details>/<summary>` instead of Radix Accordion: zero JavaScript and zero extra
 * bytes, works before hydration, keyboard (Enter/Space) and screen-reader support come from the
 * browser (exposed as an expandable button), and find-in-page can open closed answers. Several items
 * may be open at once; pass `exclusive` to use the native `name` grouping (one open at a time, in
 * browsers that support it).
 *
 * @example <Accordion items={[{ id: '1', question: '¿Cómo me registro?', answer: <p>…</p> }]} />
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import * as css from './Accordion.css';

/** One question/answer pair. */
export interface AccordionItem {
  id: string | number;
  question: ReactNode;
  /** Answer content (sanitised by the caller when it comes from the content API). */
  answer: ReactNode;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Only one item open at a time (native `<details name>`). */
  exclusive?: boolean;
  /** Ids of items open at first render. */
  defaultOpenIds?: ReadonlyArray<string | number>;
  className?: string;
}

/** See module documentation. */
export function Accordion({ items, exclusive = false, defaultOpenIds = [], className }: AccordionProps) {
  const group = useId();
  return (
    <div className={className ? `${css.list} ${className}` : css.list}>
      {items.map((item) => (
        <details key={item.id} className={css.item} name={exclusive ? group : undefined} open={defaultOpenIds.includes(item.id) || undefined}>
          <summary className={css.summary}>
            <span>{item.question}</span>
            <Icon name="chevron-down" className={css.chevron} />
          </summary>
          <div className={css.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
