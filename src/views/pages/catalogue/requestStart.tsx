/**
 * REQUEST (procedure cards) and INICIAR SOLICITUD (service page): the request-start flow of a page
 * (spec 000 §2, §6 Roles and permissions; spec 001 §2.3).
 *
 * The statechart (src/machines/requestStart.machine.ts) and its dialogs run in ./RequestStartFlow.tsx,
 * a separate chunk loaded on the first press, so the public pages' first load carries neither
 * (docs/ARCHITECTURE.md budget: /public <= 110 KB gzipped). This hook only keeps the current press.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { RequestStartViewer } from '../../../machines/requestStart.machine';
import { t } from '../../../messages/es';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { notify } from '../../components/Toaster';
import { useAuthStatus, useCurrentUser } from '../../app/session';
import type { RequestStartPress } from './RequestStartFlow';

const loadFlow = () => import('./RequestStartFlow');
const RequestStartFlow = lazy(loadFlow);

/** Shown when the flow's chunk cannot load: an error toast, and the press is dropped. */
function ChunkFailed({ onFailed }: { onFailed: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify.error(t('errors.network'), { id: 'request-start' });
    onFailed();
  }, [onFailed]);
  return null;
}

/** What {@link useRequestStart} gives a page. */
export interface RequestStart {
  /** Starts a request for a service (ignored while the session is still loading). */
  start: (serviceId: number) => void;
  /** The flow's dialogs: render once anywhere in the page. */
  dialogs: ReactNode;
}

/**
 * The request-start flow of a page: `start(serviceId)` applies the rules in the spec's order
 * (restricted role → warning; anonymous → login-or-register prompt; no represented companies →
 * /app/requestService/{id}; else '¿Cómo desea continuar?'); `dialogs` shows them. A failed
 * companies call shows an error toast and the flow returns to idle.
 */
export function useRequestStart(): RequestStart {
  const auth = useAuthStatus();
  const user = useCurrentUser();
  const [press, setPress] = useState<RequestStartPress | null>(null);
  const seq = useRef(0);

  const start = useCallback(
    (serviceId: number) => {
      let viewer: RequestStartViewer;
      if (auth === 'anonymous') viewer = { kind: 'anonymous' };
      else if (auth === 'authenticated' && user) viewer = { kind: 'user', citizenId: user.citizen_id, rolBase: user.rol_base };
      else return;
      seq.current += 1;
      setPress({ serviceId, viewer, seq: seq.current });
    },
    [auth, user],
  );
  const done = useCallback(() => setPress(null), []);

  const dialogs = press ? (
    <ChunkBoundary resetKey={press.seq} fallback={<ChunkFailed onFailed={done} />}>
      <Suspense fallback={null}>
        <RequestStartFlow request={press} onIdle={done} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  return { start, dialogs };
}
