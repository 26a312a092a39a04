/**
 * The running request-start flow (spec 000 §2, §6 Roles and permissions; spec 001 §2.3): the
 * request-start statechart (src/machines/requestStart.machine.ts) wired to the router and the
 * toasts, with its dialogs. Loaded by ./requestStart.tsx on the first press of REQUEST / INICIAR
 * SOLICITUD, so neither the chart nor the dialogs weigh on the first load of the public pages
 * (docs/ARCHITECTURE.md budget: /public <= 110 KB gzipped).
 *
 * Each new `request` (a new `seq`) sends `request.start`; when the chart is back in `idle` (a dialog
 * closed, or the flow navigated) `onIdle` lets the page unmount it.
 */
import { useEffect, useRef } from 'react';
import { useChartSnapshot, usePageChart } from '../../app/usePageChart';
import { requestStartMachine, type RequestStartViewer } from '../../../machines/requestStart.machine';
import RequestStartDialogs from './RequestStartDialogs';

/** One press of a request button: the service, who pressed, and a sequence number per press. */
export interface RequestStartPress {
  serviceId: number;
  viewer: RequestStartViewer;
  seq: number;
}

/** Props of {@link RequestStartFlow}. */
export interface RequestStartFlowProps {
  request: RequestStartPress;
  /** Called when the flow is over (back in `idle`). */
  onIdle: () => void;
}

/** See module documentation. */
export default function RequestStartFlow({ request, onIdle }: RequestStartFlowProps) {
  const actor = usePageChart(requestStartMachine, {
    navigation: { navigate: (params) => params.path },
    toasts: { notifyError: (p) => ({ kind: 'error', key: p.key, id: 'request-start' }) },
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const started = useRef(0);

  useEffect(() => {
    if (started.current === request.seq) return;
    started.current = request.seq;
    send({ type: 'request.start', serviceId: request.serviceId, viewer: request.viewer });
  }, [request, send]);

  // Over once the chart, having left `idle` for this press, is back in it.
  const idle = snapshot.matches('idle');
  const active = useRef(false);
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;
  useEffect(() => {
    if (!idle) active.current = true;
    else if (active.current) {
      active.current = false;
      onIdleRef.current();
    }
  }, [idle]);

  const open = snapshot.matches('warning') || snapshot.matches('loginPrompt') || snapshot.matches('chooseCompany');
  return open ? <RequestStartDialogs snapshot={snapshot} send={send} /> : null;
}
