/**
 * /app/myConfiguration — 'Mi configuración' (spec 001 §2 route table (login required), §2.7, §3 User
 * data, §4, §5, §8; contract §1.10 S1-S3, §1.3 G1-G3).
 *
 * - Profile card: the profile image stored at sign-in (contract A1 `profile_img`), else the initials
 *   of the name; the full name (name plus first and second last name; a company account: its
 *   commercial name); the identity document:
 *   'Cedula' shown 3-7-1, or 'RNC' shown 9-99-99999-9 for a company account (base role 2).
 * - 'Cambiar contraseña' and 'Cambiar Correo Principal', each opening its dialog (./AccountDialogs).
 * - 'Datos de contacto' (./ContactDataForm) for citizens. A company account (base role 2) is refused
 *   by POST /citizen-update (its contact data is the company's), so it sees a short note and a link
 *   to the desk instead of a form it could not save.
 */
import { formatCedula, formatRnc } from '../../../domain/format/identity';
import { isRestrictedRole } from '../../../domain/roles';
import { safeUrl } from '../../../domain/links';
import { t } from '../../../messages/es';
import '../../../messages/es/settings';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { SessionContext, useCurrentUser } from '../../app/session';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { ChangeEmailButton, ChangePasswordButton } from './AccountDialogs';
import { ContactDataForm } from './ContactDataForm';
import * as css from './settings.css';

/** Up to two initials of the name and first last name, e.g. 'Ana María' 'Rodríguez' → 'AR'. */
export function initialsOf(name: string, lastName: string): string {
  const first = (s: string) => s.trim().charAt(0).toUpperCase();
  return `${first(name)}${first(lastName)}` || '?';
}

/** See module documentation. */
export default function MyConfigurationPage(_props: PageProps) {
  const user = useCurrentUser();
  // The stored `profile_img` comes from the backend: only an http(s) address or a same-origin path
  // may become the image's `src` (a `javascript:` or `data:` one shows the initials instead).
  const profileImg = safeUrl(SessionContext.useSelector((s) => s.context.profileImg));
  if (!user) return <Spinner size="lg" label={t('common.loading')} />;
  const company = isRestrictedRole(user.rol_base ?? null);
  // A company account's `first_last_name` is its legal name (razón social): the card shows the commercial name.
  const fullName = company ? user.name : [user.name, user.first_last_name, user.second_last_name].filter((p) => p && p.trim()).join(' ');
  return (
    <div className={`${container} ${css.page}`}>
      <section className={css.profile} aria-label={t('settings.title')}>
        {profileImg ? (
          <img className={css.avatar} src={profileImg} alt={t('settings.profileImage')} width={96} height={96} />
        ) : (
          <span className={css.avatar} role="img" aria-label={t('settings.profileImage')}>
            {company ? initialsOf(user.name, user.name.split(/\s+/)[1] ?? '') : initialsOf(user.name, user.first_last_name)}
          </span>
        )}
        <div className={css.identity}>
          <h2 className={css.name}>{fullName}</h2>
          <p className={css.document}>
            {company ? t('settings.rnc') : t('settings.cedula')}: {company ? formatRnc(user.citizen_id) : formatCedula(user.citizen_id)}
          </p>
        </div>
        <div className={css.actions}>
          <ChangePasswordButton />
          <ChangeEmailButton />
        </div>
      </section>
      {company ? (
        <section className={css.section} aria-label={t('settings.contactData')}>
          <h2 className={css.sectionTitle}>{t('settings.contactData')}</h2>
          <p>{t('settings.companyContact')}</p>
          <Link href="/app/myDesk" variant="standalone">
            {t('settings.goToDesk')}
          </Link>
        </section>
      ) : (
        <ContactDataForm user={user} />
      )}
    </div>
  );
}
