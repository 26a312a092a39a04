/**
 * React binding of the resource statechart (src/machines/resource.machine.ts): loads `load(key)`
 * on mount and whenever `key` changes (compared by JSON), exposes status, data and a retry.
 *
 * A call of the same loader and key started before the first render (src/views/app/firstReads.ts)
 * is taken over at mount: answered, the chart starts in `ready` (or `failed`) with its answer
 * (`machine.resolveState`); not answered yet, its first load is that call. No second call.
 *
 * @example const ratings = useResource((page) => getServiceRatings(id, page), page);
 */
import { useEffect, useRef, useState } from 'react';
import { useMachine } from './inspect';
import { resourceWith, type ApiFailure, type ApiResult } from '../../machines/resource.machine';
import { takeRead } from './firstReads';

export interface Resource<T> {
  status: 'loading' | 'ready' | 'failed';
  /** The last loaded data (kept while a new key loads). */
  data: T | undefined;
  failure: ApiFailure | null;
  retry: () => void;
}

export function useResource<T, K = null>(load: (key: K) => Promise<ApiResult<T>>, key: K = null as K): Resource<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [[options, machine]] = useState(() => {
    const first = takeRead(load, key);
    // A call still running is the chart's first load (then every load is the caller's).
    let running = first && !first.answer ? first.promise : undefined;
    const chart = resourceWith<T, K>((k) => {
      const call = running ?? loadRef.current(k);
      running = undefined;
      return call;
    });
    const answer = first?.answer;
    const context = { key, data: answer?.ok ? answer.data : undefined, failure: answer && !answer.ok ? answer.error : null };
    const snapshot = answer ? chart.resolveState({ value: answer.ok ? 'ready' : 'failed', context }) : undefined;
    return [snapshot ? { input: { key }, snapshot } : { input: { key } }, chart] as const;
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
