/**
 * /app/policy — privacy policy and terms of use (spec 000 §1 "A privacy-policy page exists", §2
 * /app/policy "privacy policy, content fetched from a pages service", §7 GET
 * /pages/v1/page/politica-privacidad and GET page terminos-y-condiciones; issue 4: CMS HTML is
 * sanitised with a well-kept sanitiser before it is rendered).
 *
 * Two sections, each loaded on its own (spinner while loading, error block with 'Reintentar' when
 * the call or the sanitiser failed, a short notice when the CMS page is empty):
 * - 'Política de privacidad' (`#politica-privacidad`), the content of `politica-privacidad`;
 * - 'Términos y condiciones de uso' (`#terminos-y-condiciones`, the footer's 'Términos de uso'
 *   link), the content of `terminos-y-condiciones`.
 * The HTML goes through DOMPurify (`useSanitizedHtml` of SafeHtml.tsx, the hook behind `CmsHtml`,
 * used directly so the page knows when the HTML is on screen). When the URL's hash names a section,
 * the page scrolls to it once both sections have settled (the browser's own jump happens before the
 * content exists); a later hash change (in-page contents links, the footer link while already here)
 * scrolls again. Banner title: the router's 'Política de privacidad'.
 */
import { useEffect, useRef } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { loadContentPage } from '../../../machines/pageReads';
import { POLICY_SLUG, TERMS_SLUG, type ContentPageSlug } from '../../../domain/content';
import { t } from '../../../messages/es';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { useResource } from '../../app/useResource';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Link } from '../../components/Link';
import { SafeHtml, useSanitizedHtml } from '../../components/SafeHtml';
import { Spinner } from '../../components/Spinner';
import * as css from './PolicyPage.css';
import '../../../messages/es/policy';

/** Anchor of the terms section (footer link /app/policy#terminos-y-condiciones). */
export const TERMS_ANCHOR = TERMS_SLUG;
/** Anchor of the privacy-policy section. */
export const POLICY_ANCHOR = POLICY_SLUG;

/** What a CMS section shows, and whether it has settled (nothing more will arrive). */
interface CmsSectionState {
  view: 'loading' | 'failed' | 'empty' | 'ready';
  html: ReturnType<typeof useSanitizedHtml>['html'];
  retry: () => void;
}

/** Loads a content page and sanitises its HTML. */
function useCmsPage(slug: ContentPageSlug): CmsSectionState {
  const page = useResource(loadContentPage, slug);
  const raw = page.status === 'ready' && page.data !== undefined && page.data.trim() !== '' ? page.data : null;
  const clean = useSanitizedHtml(raw);
  if (page.status === 'failed') return { view: 'failed', html: null, retry: page.retry };
  if (page.status === 'loading' || page.data === undefined) return { view: 'loading', html: null, retry: page.retry };
  if (raw === null) return { view: 'empty', html: null, retry: page.retry };
  if (clean.status === 'failed') return { view: 'failed', html: null, retry: clean.retry };
  if (clean.status === 'pending' || clean.html === null) return { view: 'loading', html: null, retry: clean.retry };
  return { view: 'ready', html: clean.html, retry: clean.retry };
}

/** Props of {@link CmsSection}. */
interface CmsSectionProps {
  id: string;
  title: string;
  state: CmsSectionState;
}

/** A titled section holding one sanitised CMS page. */
function CmsSection({ id, title, state }: CmsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={css.section} aria-labelledby={titleId} aria-busy={state.view === 'loading'}>
      <h2 id={titleId} className={css.sectionTitle}>
        {title}
      </h2>
      {state.view === 'failed' ? (
        <ErrorBlock message={t('common.backendDown')} retryLabel={t('common.retry')} onRetry={state.retry} />
      ) : state.view === 'loading' ? (
        <div className={css.loadingBox}>
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : state.view === 'empty' || state.html === null ? (
        <p className={css.muted}>{t('policy.empty')}</p>
      ) : (
        <SafeHtml html={state.html} className={css.richText} />
      )}
    </section>
  );
}

const currentHash = () => (typeof location === 'undefined' ? '' : location.hash);

/** See module documentation. */
export default function PolicyPage(_props: PageProps) {
  const policy = useCmsPage(POLICY_SLUG);
  const terms = useCmsPage(TERMS_SLUG);
  const hash = useLocationProperty(currentHash, () => '');
  const settled = policy.view !== 'loading' && terms.view !== 'loading';
  const scrolledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!settled || scrolledFor.current === hash) return;
    scrolledFor.current = hash;
    let target: string;
    try {
      target = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    if (target !== TERMS_ANCHOR && target !== POLICY_ANCHOR) return;
    document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
  }, [settled, hash]);

  return (
    <div className={`${container} ${css.page}`}>
      <nav className={css.toc} aria-labelledby="policy-contents-title">
        <h2 id="policy-contents-title" className={css.tocTitle}>
          {t('policy.contents')}
        </h2>
        <ul className={css.tocList}>
          <li>
            <Link href={`#${POLICY_ANCHOR}`}>{t('policy.title')}</Link>
          </li>
          <li>
            <Link href={`#${TERMS_ANCHOR}`}>{t('policy.termsTitle')}</Link>
          </li>
        </ul>
      </nav>
      <CmsSection id={POLICY_ANCHOR} title={t('policy.title')} state={policy} />
      <CmsSection id={TERMS_ANCHOR} title={t('policy.termsTitle')} state={terms} />
    </div>
  );
}
