/**
 * Tabs built on Radix Tabs (roving focus, arrow keys, `role="tablist"/"tab"/"tabpanel"` wiring).
 * Used by registration (citizen / company, spec 000 §2), the desk (spec 001 §2.1), the request
 * detail and general queries ('Mapa de los Polos' / 'Documentos').
 *
 * Controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`).
 *
 * The panel follows the selected tab once the click's frame is painted (issue 24, interactions at 4x
 * CPU: the desk's tab switch took 137-147 ms to its next frame, 5x a plain tab; ./afterPaint.ts
 * `useValueAfterPaint`): the frame after the click shows the tab selected at once, and the new
 * panel's content (a page section with its own charts and lists) renders right after, in a
 * transition React can interrupt, while the previous panel stays on screen. `useDeferredValue`
 * alone let React's scheduler run a slice of that render before the click's frame (8-13 ms at 4x).
 * Every panel is in the DOM, hidden and empty unless it is the one shown or a `keepMounted` panel
 * already visited.
 *
 * The panels are this component's own `role="tabpanel"` elements, wired to Radix's tabs by id
 * (`aria-controls` / `aria-labelledby`, the ids Radix would give them), not `RadixTabs.Content`:
 * its `Presence` reads each panel's computed style (`animationName`) in a layout effect when it
 * mounts, which made the browser recompute the page's styles inside the commit that shows a page
 * with tabs (issue 24: the desk's and the request detail's first render at 4x CPU slowdown; the
 * portal animates no panel). Likewise the selected tab is scrolled into its row once the frame is
 * painted, not by reading the row's layout during the commit.
 *
 * @example
 * <Tabs label="Tipo de registro" value={tab} onValueChange={setTab}
 *   items={[{ value: 'citizen', label: 'Ciudadano', content: <CitizenForm /> }]} />
 */
import { useEffect, useId, useRef, useState } from 'react';
import { afterNextPaint, useValueAfterPaint } from './afterPaint';
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as css from './Tabs.css';

/** One tab. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /**
   * Keep the panel mounted (hidden) once it has been shown, so what it holds (e.g. a wizard's typed
   * values) survives switching tabs. Default false: Radix unmounts inactive panels.
   */
  keepMounted?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` (default) selects on focus; `manual` on Enter/Space. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/** See module documentation. */
export function Tabs({ items, label, value, defaultValue, onValueChange, activationMode = 'automatic', className }: TabsProps) {
  const initial = defaultValue ?? (value === undefined ? items[0]?.value : undefined);
  const [inner, setInner] = useState(initial);
  const current = value ?? inner;
  const shown = useValueAfterPaint(current);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(current === undefined ? [] : [current]));
  if (current !== undefined && !visited.has(current)) setVisited(new Set([...visited, current]));
  // On narrow screens the row scrolls (Tabs.css.ts): keep the selected tab inside it, e.g. a tab the
  // page selects by itself. Only the row scrolls, never the page. (Keyboard focus scrolls natively.)
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      afterNextPaint(() => {
        const list = listRef.current;
        const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
        if (!list || !active || list.scrollWidth <= list.clientWidth) return;
        const left = active.offsetLeft - list.offsetLeft;
        if (left < list.scrollLeft) list.scrollLeft = left;
        else if (left + active.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + active.offsetWidth - list.clientWidth;
      }),
    [current],
  );
  const baseId = useId();
  const tabId = (v: string) => `${baseId}-trigger-${v}`;
  const panelId = (v: string) => `${baseId}-content-${v}`;
  return (
    <RadixTabs.Root
      className={className ? `${css.root} ${className}` : css.root}
      value={value}
      defaultValue={initial}
      onValueChange={(next) => {
        setInner(next);
        onValueChange?.(next);
      }}

      activationMode={activationMode}
    >
      <RadixTabs.List ref={listRef} className={css.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={css.trigger}
            id={tabId(item.value)}
            aria-controls={panelId(item.value)}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => {
        const visible = item.value === shown;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            data-state={item.value === current ? 'active' : 'inactive'}
            data-orientation="horizontal"
            tabIndex={0}
            className={css.panel}
            hidden={!visible}
          >
            {visible || (item.keepMounted && visited.has(item.value)) ? item.content : null}
          </div>
        );
      })}
    </RadixTabs.Root>
  );
}
