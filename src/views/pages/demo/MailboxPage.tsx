/**
 * Demo mailbox (embedded mode only; docs/ARCHITECTURE.md "Embedded mode": "a demo mailbox ... with working
 * links"). Lists the e-mails the embedded backend sent (activation now), newest first, with their
 * links, plus the demo accounts and a reset of the demo data, and a small back-office form
 * "Enviar invitación de membresía" (issue 4) that sends a membership invitation through the real
 * call (see `backOfficeInvite` in src/mocks/mailbox.ts), and "Empresas pendientes de aprobación"
 * (issue 4): company accounts awaiting approval with an 'Aprobar' button each (`approveCompany`:
 * status approved, approval e-mail to the mailbox), and a link to the back office of requests
 * (/demo/backoffice, issue 8), and a guide to the procedures' forms (issue 26: service 2's real
 * form mitur01 v7, the ministry's internal evaluation form, disables its own text and date fields).
 */
import { container } from '../../../styles/utilities.css';
import { useReducer, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  approveCompany,
  backOfficeInvite,
  listCompanies,
  listMails,
  listPendingCompanies,
  subscribe,
  demoAccounts,
  resetDemo,
  type DbMail,
  type PendingCompany,
} from '../../../mocks/mailbox';
import { t } from '../../../messages/es';
import { formatDateTime } from '../../../domain/format/dates';
import { Button, buttonClassName } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { notify } from '../../components/Toaster';
import * as css from './mailbox.css';
import '../../../messages/es/demo';

let cache: DbMail[] = [];
function snapshot(): DbMail[] {
  const next = listMails();
  if (next.length !== cache.length || next[0]?.id !== cache[0]?.id) cache = next;
  return cache;
}

/** Back-office form: invite a citizen to a company (the e-mail then appears in the list below). */
function InviteForm() {
  const [companyId, setCompanyId] = useState('');
  const [document, setDocument] = useState('');
  const [errors, setErrors] = useState<{ company?: boolean; document?: boolean }>({});
  const [pending, setPending] = useState(false);
  const companies = listCompanies();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = { company: companyId === '', document: document.trim() === '' };
    setErrors(next);
    if (next.company || next.document || pending) return;
    setPending(true);
    try {
      const answer = await backOfficeInvite(Number(companyId), document);
      if (answer.success) {
        notify.success(answer.msg, { id: 'demo-invite' });
        setDocument('');
      } else notify.error(answer.msg || t('demo.inviteFailed'), { id: 'demo-invite' });
    } catch {
      notify.error(t('demo.inviteFailed'), { id: 'demo-invite' });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="demo-invite">
      <h2 id="demo-invite" className={css.h2}>
        {t('demo.inviteTitle')}
      </h2>
      <p>{t('demo.inviteIntro')}</p>
      <form className={css.form} onSubmit={(e) => void submit(e)} aria-labelledby="demo-invite" noValidate>
        <SelectField
          label={t('demo.inviteCompany')}
          required
          placeholder={t('demo.inviteCompanyPlaceholder')}
          options={companies.map((c) => ({ value: String(c.id), label: c.label }))}
          value={companyId}
          error={errors.company ? t('demo.inviteRequired') : undefined}
          onChange={(e) => {
            setCompanyId(e.target.value);
            setErrors((x) => ({ ...x, company: false }));
          }}
        />
        <TextField
          label={t('demo.inviteDocument')}
          required
          inputMode="numeric"
          autoComplete="off"
          value={document}
          error={errors.document ? t('demo.inviteRequired') : undefined}
          onChange={(e) => {
            setDocument(e.target.value);
            setErrors((x) => ({ ...x, document: false }));
          }}
        />
        <Button type="submit" loading={pending}>
          {t('demo.inviteSubmit')}
        </Button>
      </form>
    </section>
  );
}

let pendingCache: PendingCompany[] = [];
function pendingSnapshot(): PendingCompany[] {
  const next = listPendingCompanies();
  const same = next.length === pendingCache.length && next.every((c, i) => c.id === pendingCache[i].id);
  if (!same) pendingCache = next;
  return pendingCache;
}

/** Back office: companies awaiting approval, each with 'Aprobar'. */
function Approvals() {
  const pending = useSyncExternalStore(subscribe, pendingSnapshot);
  // Also re-read after an approval here (the store's change event is not sent when nothing persists).
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  return (
    <section aria-labelledby="demo-approvals">
      <h2 id="demo-approvals" className={css.h2}>
        {t('demo.approvalsTitle')}
      </h2>
      <p>{t('demo.approvalsIntro')}</p>
      {pending.length === 0 ? (
        <EmptyState message={t('demo.approvalsEmpty')} />
      ) : (
        <ul className={css.accounts}>
          {pending.map((c) => (
            <li key={c.id}>
              <strong>{c.nombre}</strong> ({c.razonsocial}) · RNC <code>{c.rnc}</code> · {c.email}{' '}
              <Button
                variant="secondary"
                aria-label={t('demo.approveLabel', { name: c.nombre })}
                onClick={() => {
                  if (approveCompany(c.id)) notify.success(t('demo.approved', { name: c.nombre }), { id: 'demo-approve' });
                  refresh();
                }}
              >
                {t('demo.approve')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Whether a mail's call-to-action is a same-origin path (`/app/activateAccount/abc`), the only kind
 * the embedded backend writes; anything else in the stored database (`javascript:`, `data:`, another
 * site, `//host`) gets no link.
 */
function isSameOriginPath(href: unknown): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
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
      <section aria-labelledby="demo-backoffice">
        <h2 id="demo-backoffice" className={css.h2}>
          {t('demo.backOfficeLink')}
        </h2>
        <p>
          <Link href="/demo/backoffice">{t('demo.backOfficeLink')}</Link>
        </p>
        <p>{t('demo.gatewayNote')}</p>
      </section>
      <section aria-labelledby="demo-forms">
        <h2 id="demo-forms" className={css.h2}>
          {t('demo.formsTitle')}
        </h2>
        <p>{t('demo.formsNote')}</p>
      </section>
      <Approvals />
      <InviteForm />
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
                  {m.link && isSameOriginPath(m.link.href) ? (
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
