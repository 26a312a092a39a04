/**
 * The notifications bell of the signed-in header and of the compact menu (spec 001 §2.2; chart
 * src/machines/notifications.machine.ts).
 *
 * - A bell button with a badge of the count; its accessible name says the count ('3 notificaciones').
 * - `variant="header"` (default): the panel is a Radix Popover (500 px high, Escape and outside click
 *   close it, focus back on the bell). `variant="menu"`: inside the compact menu (already a dialog)
 *   the panel opens in place under the bell (disclosure with aria-expanded).
 * - The panel lists each notification's Evento, title and, with a request id, the request link
 *   'Solicitud {id}'; 'No hay notificaciones' when empty; a spinner until the first answer; 'No se
 *   pudieron cargar…' with a retry after a failed fetch (the badge keeps the last count).
 * - A click marks the notification read (once) and, with a request id, opens
 *   /app/serviceRequestedDetails/{id} (a real link: Ctrl/middle click opens a tab without marking).
 * - The count stays current without a reload: the chart polls every 60 s and fetches whenever the
 *   panel opens; this view also asks for a fetch when the window regains focus, when the tab becomes
 *   visible again and on every route change (`currentPath`).
 *
 * One chart per signed-in account is shared by every bell on the page (header and compact menu), so
 * they show the same count and poll once. Loaded lazily by Header.tsx / MenuDrawer.tsx (default
 * export): nothing of it is in the /public first load. Reads the signed-in user from the session.
 *
 * @example <NotificationsBell currentPath={location} />
 */
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { createActor, useSelector } from '../app/inspect';
import type { Actor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../messages/es';
import { notificationsMachine, type PortalNotification } from '../../machines/notifications.machine';
import { useCurrentUser } from '../app/session';
import { ErrorBlock } from '../components/ErrorBlock';
import { Spinner } from '../components/Spinner';
import * as css from './NotificationsBell.css';
import '../../messages/es/notifications';

/** Path of a request's detail page (spec 001 §2 routes). */
export const requestDetailPath = (requestId: number) => `/app/serviceRequestedDetails/${requestId}`;

const appNotificationsMachine = notificationsMachine.provide({
  actions: { openRequest: (_, { requestId }) => navigate(requestDetailPath(requestId)) },
});

type BellActor = Actor<typeof appNotificationsMachine>;

const bells = new Map<string, BellActor>();

/** The page's one notifications chart of this account (started on first use). */
function bellActor(citizenId: string): BellActor {
  let actor = bells.get(citizenId);
  if (!actor) {
    actor = createActor(appNotificationsMachine, { input: { citizenId } }).start();
    bells.set(citizenId, actor);
  }
  return actor;
}

/** Stops and forgets every bell chart (tests; nothing else needs it: sign-out reloads the page). */
export function stopNotificationBells(): void {
  for (const actor of bells.values()) actor.stop();
  bells.clear();
}

/** '3 notificaciones', '1 notificación'. */
const countLabel = (n: number) => (n === 1 ? t('notifications.badgeOne') : t('notifications.badge', { n }));

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M18 16v-5a6 6 0 0 0-12 0v5l-2 2h16z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

function NotificationItem({ notification, onOpen }: { notification: PortalNotification; onOpen: (id: number) => void }) {
  const content = (
    <>
      <span className={css.event}>{notification.event}</span>
      <span className={css.title}>{notification.title}</span>
    </>
  );
  if (notification.requestId !== null) {
    const href = requestDetailPath(notification.requestId);
    return (
      <a
        className={css.item}
        href={href}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(notification.id);
        }}
      >
        {content}
        <span className={css.requestLink}>{t('notifications.requestLink', { id: notification.requestId })}</span>
      </a>
    );
  }
  return (
    <button type="button" className={css.item} onClick={() => onOpen(notification.id)}>
      {content}
      <span className={css.hint}>{t('notifications.markRead')}</span>
    </button>
  );
}

function PanelBody({ actor }: { actor: BellActor }) {
  const notifications = useSelector(actor, (s) => s.context.notifications);
  const loaded = useSelector(actor, (s) => s.context.loaded);
  const failed = useSelector(actor, (s) => s.matches({ data: 'failed' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const notice = useSelector(actor, (s) => s.context.notice);
  const open = (id: number) => actor.send({ type: 'notification.open', id });
  let content;
  if (failed) {
    content = (
      <ErrorBlock message={t('notifications.loadFailed')} retryLabel={t('notifications.retry')} onRetry={() => actor.send({ type: 'notifications.refresh' })} />
    );
  } else if (!loaded) {
    content = (
      <div className={css.centre}>
        <Spinner label={t('notifications.loading')} />
      </div>
    );
  } else if (notifications.length === 0) {
    content = <p className={css.hint}>{t('notifications.empty')}</p>;
  } else {
    content = (
      <ul className={css.list} aria-busy={busy}>
        {notifications.map((n) => (
          <li key={n.id}>
            <NotificationItem notification={n} onOpen={open} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={css.body}>
      {notice ? (
        <p className={css.notice} role="alert">
          {t(notice)}
        </p>
      ) : null}
      {content}
    </div>
  );
}

/** Props of {@link NotificationsBell}. */
export interface NotificationsBellProps {
  /** Current location path: a change asks for a fresh count. */
  currentPath: string;
  /** 'header' (popover, default) or 'menu' (in place, inside the compact menu). */
  variant?: 'header' | 'menu';
}

/** See module documentation. */
export default function NotificationsBell({ currentPath, variant = 'header' }: NotificationsBellProps) {
  const user = useCurrentUser();
  if (!user) return null;
  return <Bell citizenId={user.citizen_id} currentPath={currentPath} variant={variant} />;
}

function Bell({ citizenId, currentPath, variant }: { citizenId: string; currentPath: string; variant: 'header' | 'menu' }) {
  const actor = bellActor(citizenId);
  const count = useSelector(actor, (s) => s.context.notifications.length);
  const open = useSelector(actor, (s) => s.hasTag('panelOpen'));
  const panelId = `notifications-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const titleId = `${panelId}-title`;
  const firstPath = useRef(currentPath);

  // Fresh count on focus, on coming back to the tab and on navigation (see module documentation).
  useEffect(() => {
    const refresh = () => actor.send({ type: 'notifications.refresh' });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [actor]);
  useEffect(() => {
    if (firstPath.current === currentPath) return;
    firstPath.current = currentPath;
    actor.send({ type: 'notifications.refresh' });
  }, [actor, currentPath]);
  // The compact menu's bell goes away with the menu: its panel closes with it.
  useEffect(() => (variant === 'menu' ? () => actor.send({ type: 'panel.close' }) : undefined), [actor, variant]);

  const name = countLabel(count);
  const badge =
    count > 0 ? (
      <span className={variant === 'menu' ? css.badgeInline : css.badge} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    ) : null;
  const header = (
    <div className={css.panelHeader}>
      <h2 id={titleId} className={css.panelTitle}>
        {t('notifications.title')}
      </h2>
    </div>
  );

  if (variant === 'menu') {
    return (
      <div>
        <button
          type="button"
          className={css.bellRow}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={`${t('notifications.title')}: ${name}`}
          onClick={() => actor.send({ type: open ? 'panel.close' : 'panel.open' })}
        >
          <BellIcon />
          <span>{t('notifications.title')}</span>
          {badge}
        </button>
        {open ? (
          <section id={panelId} className={css.panelInline} aria-labelledby={titleId}>
            {header}
            <PanelBody actor={actor} />
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={(next) => actor.send({ type: next ? 'panel.open' : 'panel.close' })}>
      <Popover.Trigger className={css.bell} aria-label={name}>
        <BellIcon />
        {badge}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={panelId}
          className={css.panel}
          role="dialog"
          aria-labelledby={titleId}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          data-testid="notifications-panel"
        >
          <div className={css.panelHeader}>
            <h2 id={titleId} className={css.panelTitle}>
              {t('notifications.title')}
            </h2>
            <Popover.Close className={css.close} aria-label={t('notifications.close')}>
              ×
            </Popover.Close>
          </div>
          <PanelBody actor={actor} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
