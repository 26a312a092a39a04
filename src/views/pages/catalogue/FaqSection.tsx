/**
 * 'Preguntas frecuentes' of the catalogue pages (spec 000 §2: all procedures and each direction's
 * page). A module of its own, out of the home's first load (scripts and budgets: the shared blocks
 * in src/views/pages/catalogue/blocks.tsx are part of the /public chunk; the home shows no FAQ).
 */
import { useEffect, useId, useRef } from 'react';
import { t } from '../../../messages/es';
import { Accordion } from '../../components/Accordion';
import type { HeadingLevel } from '../../components/Card';
import { useResource } from '../../app/useResource';
import { loadFaq } from '../../../machines/reads';
import { CmsHtml } from '../../components/SafeHtml';
import { cmsLabels, ResourceView } from './blocks';
import * as css from './catalogue.css';

/** Props of {@link FaqSection}. */
export interface FaqSectionProps {
  /** Key of the category's list in GET /web/v1/questionandanswers. */
  wordpressKey: string;
  /** Id of the section (anchor target, e.g. 'preguntas-frecuentes'). */
  id?: string;
  headingLevel?: HeadingLevel;
  /** Called once the questions are on screen (e.g. to scroll to the anchor). */
  onReady?: () => void;
}

/** 'Preguntas frecuentes': the category's questions as expandable items (spec 000 §2). */
export function FaqSection({ wordpressKey, id, headingLevel = 2, onReady }: FaqSectionProps) {
  const faq = useResource(loadFaq, wordpressKey);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  useEffect(() => {
    if (faq.status === 'ready') onReadyRef.current?.();
  }, [faq.status]);
  return (
    <section id={id} className={css.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={css.sectionTitle}>
        {t('catalogue.faqTitle')}
      </Heading>
      <ResourceView resource={faq}>
        {(items) =>
          items.length === 0 ? (
            <p className={css.muted}>{t('catalogue.faqEmpty')}</p>
          ) : (
            <Accordion
              items={items.map((item, i) => ({
                id: i,
                question: item.question,
                answer: <CmsHtml html={item.answer} className={css.richText} labels={cmsLabels} />,
              }))}
            />
          )
        }
      </ResourceView>
    </section>
  );
}
