/**
 * /app/allServices — all procedures (spec 000 §2 "Home and catalogue", category 0 'Todos los
 * trámites'): general information (content id 130), the procedure cards of every direction, the
 * FAQ of `todosServicios` as expandable items (anchor #preguntas-frecuentes, the footer's FAQ link)
 * and, from 768 px, the side menu of directions. Banner title: the router's 'Todos los trámites'.
 */
import { useCallback, useDeferredValue, useId } from 'react';
import { CATEGORIES } from '../../../domain/catalogue';
import { t } from '../../../messages/es';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { useResource } from '../../app/useResource';
import { DirectionMenu, DirectionSections, GeneralInformation, ResourceView, useRequestStart } from './blocks';
import { loadDirections, loadFaq, loadGeneralInformation } from '../../../machines/reads';
import { preloadRead } from '../../app/firstReads';
import { preloadSanitizer } from '../../components/SafeHtml';
import * as css from './catalogue.css';
import { FaqSection } from './FaqSection';
import { RevealTogether } from '../../components/Reveal';

/** Anchor of the FAQ section (footer link /app/allServices#preguntas-frecuentes). */
export const FAQ_ANCHOR = 'preguntas-frecuentes';

const ALL = CATEGORIES[0];

/** Scrolls to the FAQ once it has loaded when the URL asks for it (the browser's own jump ran too early). */
/**
 * The reads of the page's first view, started before its first render (src/views/app/pages.ts
 * `preloadPage`) and handed to its blocks: the procedures, the general information and the FAQ
 * (with the sanitiser when either has HTML to show). The first commit then holds the whole page,
 * whose largest paint is the general information's text (issue 11: without them the blocks mounted
 * empty, then fetched the sanitiser, then rendered: LCP 2.5 s on the remote build).
 */
export function firstReads(): Promise<unknown>[] {
  const sanitiseIfAny = (answer: { ok: boolean; data?: unknown }) => (answer.ok && answer.data ? preloadSanitizer() : undefined);
  return [
    preloadRead(loadDirections, null),
    preloadRead(loadGeneralInformation, ALL.wordpressID).then(sanitiseIfAny),
    preloadRead(loadFaq, ALL.wordpressKey).then(sanitiseIfAny),
  ];
}

function scrollToFaqIfAsked(): void {
  if (typeof window === 'undefined' || window.location.hash !== `#${FAQ_ANCHOR}`) return;
  document.getElementById(FAQ_ANCHOR)?.scrollIntoView?.({ block: 'start' });
}

/** See module documentation. */
export default function AllServicesPage(_props: PageProps) {
  const directions = useResource(loadDirections);
  // The procedure cards render for the answer in a transition (time-sliced), not in the synchronous
  // render the answer's store update makes (issue 11: one long task with every card before).
  const laterDirections = useDeferredValue(directions);
  const { start: onRequest, dialogs: requestDialogs } = useRequestStart();
  const titleId = useId();
  const onFaqReady = useCallback(scrollToFaqIfAsked, []);
  return (
    <div className={container}>
      <div className={css.layout}>
        <aside className={css.aside}>
          <DirectionMenu currentId={ALL.id} />
        </aside>
        <RevealTogether className={css.content} loadingLabel={t('common.loading')}>
          <GeneralInformation wordpressID={ALL.wordpressID} />
          <section className={css.section} aria-labelledby={titleId}>
            <h2 id={titleId} className={css.sectionTitle}>
              {t('catalogue.proceduresTitle')}
            </h2>
            <ResourceView resource={laterDirections}>{(list) => <DirectionSections directions={list} headingLevel={3} onRequest={onRequest} />}</ResourceView>
          </section>
          <FaqSection wordpressKey={ALL.wordpressKey} id={FAQ_ANCHOR} onReady={onFaqReady} />
        </RevealTogether>
      </div>
      {requestDialogs}
    </div>
  );
}
