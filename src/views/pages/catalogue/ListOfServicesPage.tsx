/**
 * /app/listOfServices/{categoryID} — procedures of one direction (spec 000 §2 "Home and catalogue":
 * ids 1-4; the router already redirects any other id to /app/allServices, this page does it too as
 * a safety net). Banner title: the category title (src/domain/catalogue). Shows the category's
 * general information (its `wordpressID`), its procedure cards, its FAQ (`wordpressKey`) and, from
 * 768 px, the side menu of directions with the current one marked `aria-current="page"`.
 */
import { useDeferredValue, useId } from 'react';
import { Redirect } from 'wouter';
import { getCategory, parseDirectionCategoryParam } from '../../../domain/catalogue';
import { t } from '../../../messages/es';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../app/pageTitle';
import { useResource } from '../../app/useResource';
import { DirectionMenu, GeneralInformation, ResourceView, ServiceCardList, useRequestStart } from './blocks';
import { loadDirections } from '../../../machines/reads';
import * as css from './catalogue.css';
import { FaqSection } from './FaqSection';
import { RevealTogether } from '../../components/Reveal';

/** See module documentation. */
export default function ListOfServicesPage({ params }: PageProps) {
  const id = parseDirectionCategoryParam(params.categoryID);
  const category = id === null ? undefined : getCategory(id);
  const title = category ? t(category.titleKey) : null;
  usePageTitle(title);
  const directions = useResource(loadDirections);
  // The procedure cards render for the answer in a transition (time-sliced), not in the synchronous
  // render the answer's store update makes (issue 11: one long task with every card before).
  const laterDirections = useDeferredValue(directions);
  const { start: onRequest, dialogs: requestDialogs } = useRequestStart();
  const titleId = useId();
  if (!category || title === null) return <Redirect to="/app/allServices" replace />;
  return (
    <div className={container}>
      <div className={css.layout}>
        <aside className={css.aside}>
          <DirectionMenu currentId={category.id} />
        </aside>
        <RevealTogether className={css.content} loadingLabel={t('common.loading')}>
          <GeneralInformation key={`info-${category.id}`} wordpressID={category.wordpressID} />
          <section className={css.section} aria-labelledby={titleId}>
            <h2 id={titleId} className={css.sectionTitle}>
              {t('catalogue.proceduresTitle')}
            </h2>
            <ResourceView resource={laterDirections}>
              {(list) => {
                const direction = list.find((d) => d.id === category.id);
                return (
                  <>
                    {direction?.description ? <p className={css.directionDescription}>{direction.description}</p> : null}
                    <ServiceCardList services={direction?.services ?? []} areaName={title} cardHeadingLevel={3} onRequest={onRequest} />
                  </>
                );
              }}
            </ResourceView>
          </section>
          <FaqSection key={`faq-${category.id}`} wordpressKey={category.wordpressKey} />
        </RevealTogether>
      </div>
      {requestDialogs}
    </div>
  );
}
