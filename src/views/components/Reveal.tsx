/**
 * Reveals a group of backend-fed blocks together, once every block inside has settled (loaded or
 * failed), so content arriving at different moments never pushes visible content around
 * (no cumulative layout shift). Until then the blocks are laid out but hidden, with one spinner.
 * Once revealed, a group stays revealed (later reloads inside a block show their own state).
 *
 * Blocks report through {@link useRevealPending}; outside a group the hook does nothing. A group
 * must contain at least one reporting block.
 */
import { createContext, useContext, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from './Spinner';
import * as css from './Reveal.css';

type Report = (id: string, pending: boolean | null) => void;

const RevealContext = createContext<Report | null>(null);

/** Reports whether the calling block is still waiting for its data (inside a {@link RevealTogether}). */
export function useRevealPending(pending: boolean): void {
  const report = useContext(RevealContext);
  const id = useId();
  useLayoutEffect(() => {
    report?.(id, pending);
  }, [report, id, pending]);
  useLayoutEffect(() => () => report?.(id, null), [report, id]);
}

/** Props of {@link RevealTogether}. */
export interface RevealTogetherProps {
  children: ReactNode;
  /** Spanish text announced while the group loads (e.g. 'Cargando…'). */
  loadingLabel: string;
  /** Class of the element that holds the blocks (the layout of the group's content). */
  className?: string;
}

/** See module documentation. */
export function RevealTogether({ children, loadingLabel, className }: RevealTogetherProps) {
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [revealed, setRevealed] = useState(false);
  const report = useMemo<Report>(
    () => (id, isPending) =>
      setPending((prev) => {
        if (isPending === null ? !prev.has(id) : prev.get(id) === isPending) return prev;
        const next = new Map(prev);
        if (isPending === null) next.delete(id);
        else next.set(id, isPending);
        return next;
      }),
    [],
  );
  // At least one block must have reported: on the first pass the children's reports are still queued.
  const settled = pending.size > 0 && [...pending.values()].every((p) => !p);
  useLayoutEffect(() => {
    if (!revealed && settled) setRevealed(true);
  }, [revealed, settled]);
  return (
    <RevealContext.Provider value={revealed ? null : report}>
      <div className={css.group} aria-busy={!revealed}>
        {revealed ? null : (
          <div className={css.spinner}>
            <Spinner size="lg" label={loadingLabel} />
          </div>
        )}
        <div className={[className, revealed ? undefined : css.hidden].filter(Boolean).join(' ') || undefined}>{children}</div>
      </div>
    </RevealContext.Provider>
  );
}
