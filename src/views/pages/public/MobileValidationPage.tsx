/**
 * /public/mobileValidation (spec 000 §2: the route exists, its content is not shown; issue 4: give
 * it what a user arriving there needs). A static explanation of what validating the account from
 * the ministry's mobile app means for the citizen (same account, same document and password in the
 * app and the portal), what to do if the account is not validated yet, and the ways on: sign in
 * (/public/login), the home (/public) and the contact page. Needs no backend. Banner title: the
 * router's 'Validación móvil'. Open to everyone (signed-in users may read it too).
 */
import { t } from '../../../messages/es';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { buttonClassName } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import * as auth from './auth.css';
import * as css from './mobileValidation.css';
import '../../../messages/es/activation';

/** See module documentation. */
export default function MobileValidationPage(_props: PageProps) {
  return (
    <div className={`${container} ${auth.wrap}`}>
      <section className={`${auth.card} ${css.card}`} aria-labelledby="mobile-validation-title">
        <Icon name="phone" className={css.icon} />
        <h2 id="mobile-validation-title" className={auth.heading}>
          {t('activation.mobile.heading')}
        </h2>
        <p>{t('activation.mobile.intro')}</p>
        <p>{t('activation.mobile.whatItMeans')}</p>
        <ul className={css.list}>
          <li>{t('activation.mobile.point1')}</li>
          <li>{t('activation.mobile.point2')}</li>
          <li>{t('activation.mobile.point3')}</li>
        </ul>
        <p>{t('activation.mobile.help')}</p>
        <div className={css.actions}>
          <Link href="/public/login" unstyled className={buttonClassName({})}>
            {t('activation.goToLogin')}
          </Link>
          <Link href="/public" unstyled className={buttonClassName({ variant: 'secondary' })}>
            {t('activation.mobile.goHome')}
          </Link>
          <Link href="/app/contact">{t('activation.mobile.contact')}</Link>
        </div>
      </section>
    </div>
  );
}
