/**
 * Demo mailbox (embedded mode only; DESIGN.md "Embedded mode": "a demo mailbox ... with working
 * links"). Lists the e-mails the embedded backend sent (activation now), newest first, with their
 * links, plus the demo accounts and a reset of the demo data.
 */
import { container } from '../../../styles/utilities.css';
import { useSyncExternalStore } from 'react';
import { listMails, subscribe, demoAccounts, resetDemo, type DbMail } from '../../../mocks/mailbox';
import { t } from '../../../messages/es';
import { formatDateTime } from '../../../domain/format/dates';
import { Button, buttonClassName } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { notify } from '../../components/Toaster';
import * as css from './mailbox.css';
import '../../../messages/es/demo';

let cache: DbMail[] = [];
function snapshot(): DbMail[] {
  const next = listMails();
  if (next.length !== cache.length || next[0]?.id !== cache[0]?.id) cache = next;
  return cache;
}

export default function MailboxPage() {
  const mails = useSyncExternalStore(subscribe, snapshot);

  return (
    <div className={`${container} ${css.page}`}>
      <p>{t('demo.mailboxIntro')}</p>
      <section aria-labelledby="demo-accounts">
        <h2 id="demo-accounts" className={css.h2}>
          {t('demo.demoAccountsTitle')}
        </h2>
        <ul className={css.accounts}>
          {demoAccounts.map((a) => (
            <li key={a.id}>
              <strong>{a.label}</strong>: <code>{a.login}</code> / <code>{a.password}</code>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          onClick={() => {
            resetDemo();
            notify.success(t('demo.resetDone'));
          }}
        >
          {t('demo.reset')}
        </Button>
      </section>
      <section aria-labelledby="demo-mails">
        <h2 id="demo-mails" className={css.h2}>
          {t('demo.mailboxTitle')}
        </h2>
        {mails.length === 0 ? (
          <EmptyState message={t('demo.empty')} />
        ) : (
          <ol className={css.list}>
            {mails.map((m) => (
              <li key={m.id} className={css.mail}>
                <article aria-labelledby={`mail-${m.id}`}>
                  <h3 id={`mail-${m.id}`} className={css.subject}>
                    {m.subject}
                  </h3>
                  <p className={css.meta}>
                    {t('demo.to')}: {m.to} · {t('demo.date')}: {formatDateTime(m.created_at)}
                  </p>
                  {m.body.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                  {m.link ? (
                    <Link href={m.link.href} unstyled className={buttonClassName({})}>
                      {m.link.label}
                    </Link>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
