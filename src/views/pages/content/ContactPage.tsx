/**
 * /app/contact — contact page (spec 000 §2 Contact page, §4 Contact form, §5 Contact form, §8
 * Contact; contract W5, D8). Three blocks:
 * - the ministry's branches from GET /sucursales/v1/sucursales (title, address, phone as a `tel:`
 *   link, website, e-mail as a `mailto:` link), with a spinner while loading and an error block with
 *   'Reintentar' when the content API fails (src/machines/pageReads.ts, src/domain/content.ts);
 * - the message form (src/machines/contact.machine.ts): name, e-mail, phone (prefix 809/829/849 plus
 *   a masked 7-digit number), relation 1-4 and message, all required; the send button shows the
 *   loader while sending; success toast 'Mensaje enviado satisfactoriamente' and the form is
 *   emptied; failure toast 'Ha ocurrido un error', the loader stops and the values stay;
 * - the map: by default an original static plan (/media/mapa-mitur.svg) with the address as text, so
 *   no third-party host is contacted; when `VITE_CONTACT_MAP_URL` (config.contactMapUrl) is an
 *   http(s) URL, an iframe with a title and `loading="lazy"` instead.
 */
import { useId, type FormEvent } from 'react';
import { useChartSnapshot, usePageChart } from '../../app/usePageChart';
import { config } from '../../../config';
import { CONTACT_RELATIONS } from '../../../domain/catalogue';
import type { ContactField } from '../../../domain/validation/forms';
import { contactMachine } from '../../../machines/contact.machine';
import { loadBranches } from '../../../machines/pageReads';
import type { ContactBranch } from '../../../domain/content';
import { safeUrl } from '../../../domain/links';
import { t } from '../../../messages/es';
import { container, visuallyHidden } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { useResource } from '../../app/useResource';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Icon, type IconName } from '../../components/Icon';
import { Link } from '../../components/Link';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { PhoneField } from '../account/register/fields';
import * as css from './ContactPage.css';
import '../../../messages/es/contact';

/** Static plan of the ministry's location (public/media, original artwork). */
export const STATIC_MAP_SRC = '/media/mapa-mitur.svg';

/** One line of a branch card: icon, visually labelled value, link when it has a safe target. */
function BranchRow({ icon, label, value, external = false }: { icon: IconName; label: string; value: ContactBranch['phone']; external?: boolean }) {
  if (!value) return null;
  return (
    <div>
      <dt className={visuallyHidden}>{label}</dt>
      <dd className={css.branchRow}>
        <Icon name={icon} size={18} className={css.branchIcon} />
        <span>
          {value.href ? (
            <Link href={value.href} external={external} newTabLabel={external ? t('nav.footer.newTab') : undefined}>
              {value.text}
            </Link>
          ) : (
            value.text
          )}
        </span>
      </dd>
    </div>
  );
}

/** The branches block (spec 000 §2: title, address, phoneNumber, website, email). */
function Branches() {
  const branches = useResource(loadBranches);
  const titleId = useId();
  let body;
  if (branches.status === 'failed') {
    body = <ErrorBlock message={t('common.backendDown')} retryLabel={t('common.retry')} onRetry={branches.retry} />;
  } else if (branches.data === undefined) {
    body = <Spinner label={t('common.loading')} size="lg" />;
  } else if (branches.data.length === 0) {
    body = <p>{t('contact.noBranches')}</p>;
  } else {
    body = (
      <ul className={css.branchList}>
        {branches.data.map((b, i) => (
          <li key={`${b.title}-${i}`}>
            <article className={css.branch} aria-label={b.title || undefined}>
              {b.title ? <h3 className={css.branchTitle}>{b.title}</h3> : null}
              <dl className={css.branchData}>
                <BranchRow icon="location" label={t('contact.branchAddress')} value={b.address ? { text: b.address, href: null } : null} />
                <BranchRow icon="phone" label={t('contact.branchPhone')} value={b.phone} />
                <BranchRow icon="external" label={t('contact.branchWebsite')} value={b.website} external />
                <BranchRow icon="mail" label={t('contact.branchEmail')} value={b.email} />
              </dl>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('contact.branches')}
      </h2>
      {body}
    </section>
  );
}

/** The message form (spec 000 §5 Contact form). */
function ContactForm() {
  const actor = usePageChart(contactMachine, {
    toasts: {
      notifySuccess: (p) => ({ kind: 'success', key: p.key, id: 'contact-result' }),
      notifyError: (p) => ({ kind: 'error', key: p.key, id: 'contact-result' }),
    },
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const { values, errors } = snapshot.context;
  const sending = snapshot.matches('submitting');
  const titleId = useId();
  const change = (field: ContactField) => (value: string) => send({ type: 'field.change', field, value });
  const error = (field: ContactField) => (errors[field] ? t(errors[field]) : undefined);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('contact.formTitle')}
      </h2>
      <form className={css.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId} aria-busy={sending || undefined}>
        <p className={css.formIntro}>{t('contact.formIntro')}</p>
        <TextField
          name="name"
          label={t('contact.fullName')}
          autoComplete="name"
          required
          readOnly={sending}
          value={values.fullName}
          error={error('fullName')}
          onChange={(e) => change('fullName')(e.target.value)}
        />
        <TextField
          name="mail"
          type="email"
          label={t('contact.email')}
          autoComplete="email"
          inputMode="email"
          required
          readOnly={sending}
          value={values.email}
          error={error('email')}
          onChange={(e) => change('email')(e.target.value)}
        />
        <PhoneField
          label={t('contact.phone')}
          prefixLabel={t('contact.phonePrefix')}
          required
          value={values.phoneNumber}
          error={error('phoneNumber')}
          onValueChange={change('phoneNumber')}
        />
        <SelectField
          name="relation"
          label={t('contact.relation')}
          placeholder={t('common.selectPlaceholder')}
          required
          options={CONTACT_RELATIONS.map((r) => ({ value: String(r.id), label: t(r.labelKey) }))}
          value={values.relationTo}
          error={error('relationTo')}
          onChange={(e) => change('relationTo')(e.target.value)}
        />
        <TextAreaField
          name="message"
          label={t('contact.message')}
          required
          rows={5}
          readOnly={sending}
          value={values.message}
          error={error('message')}
          onChange={(e) => change('message')(e.target.value)}
        />
        <Button type="submit" loading={sending} loadingLabel={t('contact.sending')}>
          {t('contact.send')}
        </Button>
      </form>
    </section>
  );
}

/** The map block: the configured embeddable map, else the static plan with the address. */
function ContactMap({ mapUrl }: { mapUrl: string }) {
  const titleId = useId();
  const embed = safeUrl(mapUrl, false);
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('contact.mapHeading')}
      </h2>
      <figure className={css.map}>
        {embed ? (
          <iframe className={css.mapFrame} src={embed} title={t('contact.mapTitle')} loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <img className={css.mapImage} src={STATIC_MAP_SRC} alt={t('contact.mapAlt')} width={800} height={450} loading="lazy" decoding="async" />
        )}
        <figcaption className={css.mapCaption}>
          <Icon name="location" size={18} />
          <span>{t('nav.footer.directoryAddress')}</span>
        </figcaption>
      </figure>
    </section>
  );
}

/** See module documentation. `mapUrl` defaults to `config.contactMapUrl` (tests pass their own). */
export default function ContactPage({ mapUrl = config.contactMapUrl }: PageProps & { mapUrl?: string }) {
  return (
    <div className={`${container} ${css.page}`}>
      <Branches />
      <div className={css.columns}>
        <ContactForm />
        <ContactMap mapUrl={mapUrl} />
      </div>
    </div>
  );
}
