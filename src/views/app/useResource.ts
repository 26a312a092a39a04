/**
 * React binding of the resource statechart (src/machines/resource.machine.ts): loads `load(key)`
 * on mount and whenever `key` changes (compared by JSON), exposes status, data and a retry.
 *
 * `loaded` (optional): data already in at the first render (e.g. `peekLoadedHomeImage`); when it
 * gives a value the chart starts in `ready` with it (`machine.resolveState`) and loads nothing.
 *
 * @example const ratings = useResource((page) => getServiceRatings(id, page), page);
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from './inspect';
import { resourceWith, type ApiFailure, type ApiResult } from '../../machines/resource.machine';

export interface Resource<T> {
  status: 'loading' | 'ready' | 'failed';
  /** The last loaded data (kept while a new key loads). */
  data: T | undefined;
  failure: ApiFailure | null;
  retry: () => void;
}

export function useResource<T, K = null>(
  load: (key: K) => Promise<ApiResult<T>>,
  key: K = null as K,
  loaded?: () => T | undefined,
): Resource<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const machine = useMemo(() => resourceWith<T, K>((k) => loadRef.current(k)), []);
  const [options] = useState(() => {
    const data = loaded?.();
    return data === undefined
      ? { input: { key } }
      : { input: { key }, snapshot: machine.resolveState({ value: 'ready', context: { key, data, failure: null } }) };
  });
  const [snapshot, send] = useMachine(machine, options);
  const keyJson = JSON.stringify(key);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    send({ type: 'resource.load', key });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyJson]);
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('ready') ? 'ready' : 'failed';
  return {
    status,
    data: snapshot.context.data,
    failure: snapshot.context.failure,
    retry: () => send({ type: 'resource.retry' }),
  };
}
