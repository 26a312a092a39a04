/**
 * Reveals a group of backend-fed blocks together, once every block inside has settled (loaded or
 * failed), so content arriving at different moments never pushes visible content around
 * (no cumulative layout shift). Until then the blocks are laid out but hidden, with one spinner.
 * Once revealed, a group stays revealed (later reloads inside a block show their own state).
 *
 * Blocks report through {@link useRevealPending}; outside a group the hook does nothing. A group
 * must contain at least one reporting block.
 *
 * A group whose blocks all have their data when it mounts (the first reads handed to them,
 * src/views/app/firstReads.ts) is shown at once without changing any state; only a block that
 * reports pending while the group mounts hides the group, before the first paint. The context value
 * is one object for the group's whole life. Before, every group started hidden and the blocks'
 * reports revealed it through state set in layout effects, which made React flush the passive
 * effects and render again synchronously inside the first commit's task (issue 11 "Fast on a cheap
 * phone": that task was the home page's longest after the first paint).
 */
import { createContext, useContext, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { Spinner } from './Spinner';
import * as css from './Reveal.css';

type Report = (id: string, pending: boolean | null) => void;

/**
 * What a group gives its blocks: the same object for the group's whole life. `report` is null once
 * the group is revealed for good; `pending` holds the last report of each block while it is not.
 */
interface RevealChannel {
  report: Report | null;
  pending: Map<string, boolean>;
  /** The blocks are hidden behind the spinner (some block reported pending when the group mounted). */
  hidden: boolean;
}

const RevealContext = createContext<RevealChannel | null>(null);

/** Reports whether the calling block is still waiting for its data (inside a {@link RevealTogether}). */
export function useRevealPending(pending: boolean): void {
  const channel = useContext(RevealContext);
  const id = useId();
  useLayoutEffect(() => {
    channel?.report?.(id, pending);
  }, [channel, id, pending]);
  useLayoutEffect(() => () => channel?.report?.(id, null), [channel, id]);
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
  const [hidden, setHidden] = useState(false);
  const [channel] = useState<RevealChannel>(() => {
    const created: RevealChannel = {
      pending: new Map(),
      hidden: false,
      report: (id, isPending) => {
        if (isPending === null) created.pending.delete(id);
        else created.pending.set(id, isPending);
        if (!created.hidden && isPending) {
          // Still mounting (the group's own layout effect has not run): hide before the first paint.
          created.hidden = true;
          setHidden(true);
        } else if (created.hidden && created.pending.size > 0 && [...created.pending.values()].every((p) => !p)) {
          created.report = null;
          setHidden(false);
        }
      },
    };
    return created;
  });
  // Runs after the blocks' own layout effects: when none of them reported pending, the group was
  // revealed from its first paint, with no state change (no synchronous re-render in the first
  // commit's task).
  useLayoutEffect(() => {
    if (!channel.hidden) channel.report = null;
  }, [channel]);
  const revealed = !hidden;
  return (
    <RevealContext.Provider value={channel}>
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
