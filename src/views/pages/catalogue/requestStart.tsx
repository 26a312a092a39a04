/**
 * REQUEST (procedure cards) and INICIAR SOLICITUD (service page): the request-start statechart
 * (src/machines/requestStart.machine.ts) wired to the session, the router and the toasts, plus its
 * dialogs (spec 000 §2, §6 Roles and permissions; spec 001 §2.3).
 *
 * The dialogs (warning, login-or-register prompt, '¿Cómo desea continuar?') live in a separate chunk
 * (./RequestStartDialogs.tsx) loaded on the first press, so the home page's first load does not
 * carry them (DESIGN.md budget).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useLocation } from 'wouter';
import { requestStartMachine, type RequestStartViewer } from '../../../machines/requestStart.machine';
import { t } from '../../../messages/es';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { notify } from '../../components/Toaster';
import { useAuthStatus, useCurrentUser } from '../../app/session';

const loadDialogs = () => import('./RequestStartDialogs');
const RequestStartDialogs = lazy(loadDialogs);

/** Shown when the dialogs' chunk cannot load: an error toast, and the flow returns to idle. */
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
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [machine] = useState(() =>
    requestStartMachine.provide({
      actions: {
        navigate: (_, params) => navigateRef.current(params.path),
        notifyError: (_, params) => void notify.error(t(params.key), { id: 'request-start' }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);

  const start = useCallback(
    (serviceId: number) => {
      let viewer: RequestStartViewer;
      if (auth === 'anonymous') viewer = { kind: 'anonymous' };
      else if (auth === 'authenticated' && user) viewer = { kind: 'user', citizenId: user.citizen_id, rolBase: user.rol_base };
      else return;
      void loadDialogs().catch(() => {});
      send({ type: 'request.start', serviceId, viewer });
    },
    [auth, user, send],
  );

  const open = snapshot.matches('warning') || snapshot.matches('loginPrompt') || snapshot.matches('chooseCompany');
  const dialogs = open ? (
    <ChunkBoundary resetKey={snapshot.context.serviceId} fallback={<ChunkFailed onFailed={() => send({ type: 'dialog.close' })} />}>
      <Suspense fallback={null}>
        <RequestStartDialogs snapshot={snapshot} send={send} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  return { start, dialogs };
}
