/**
 * Error boundary for lazily loaded UI chunks (the compact-menu drawer, the toast outlet): when a
 * chunk fails to load (flaky mobile network) it renders `fallback` instead of crashing the page.
 * `resetKey` changes clear the error (retry).
 */
import { Component } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link ChunkBoundary}. */
export interface ChunkBoundaryProps {
  children: ReactNode;
  /** What to render after a failure (default nothing). */
  fallback?: ReactNode;
  /** Any change of this value resets the boundary. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/** See module documentation. */
export class ChunkBoundary extends Component<ChunkBoundaryProps, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ChunkBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
