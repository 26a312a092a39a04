/**
 * The only placeholder the foundation issue allows: a route whose page belongs to a later issue is
 * declared with its guard and shows this plain notice until that issue builds it.
 */
import { t } from '../../../messages/es';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { container } from '../../../styles/utilities.css';

export default function ComingSoonPage() {
  return (
    <div className={container}>
      <EmptyState icon="info" message={t('common.comingSoon')} action={<Link href="/public">{t('nav.goHome')}</Link>} />
    </div>
  );
}
