/**
 * Page-title banner (spec 000 §2 Layout shell: "A banner shows the current page title"): the page's
 * single `<h1>` and an optional breadcrumb (`<nav aria-label>` with an ordered list; the last
 * crumb has `aria-current="page"`). Crumbs with `href` are router links.
 *
 * @example <PageBanner title="Contacto" breadcrumb={[{ label: 'Inicio', href: '/public' }, { label: 'Contacto' }]} breadcrumbLabel="Ruta de navegación" />
 */
import type { ReactNode } from 'react';
import { container } from '../../styles/utilities.css';
import { Icon } from './Icon';
import { Link } from './Link';
import * as css from './PageBanner.css';

/** One breadcrumb entry; the last one is the current page. */
export interface Crumb {
  label: string;
  href?: string;
}

/** Props of {@link PageBanner}. */
export interface PageBannerProps {
  title: ReactNode;
  breadcrumb?: readonly Crumb[];
  /** Accessible name of the breadcrumb nav (required when `breadcrumb` is given). */
  breadcrumbLabel?: string;
  /** Extra content under the title (subtitle, search box). */
  children?: ReactNode;
}

/** See module documentation. */
export function PageBanner({ title, breadcrumb, breadcrumbLabel, children }: PageBannerProps) {
  return (
    <div className={css.banner} data-page-banner="">
      <div className={`${container} ${css.inner}`}>
        {breadcrumb && breadcrumb.length > 0 ? (
          <nav aria-label={breadcrumbLabel}>
            <ol className={css.crumbs}>
              {breadcrumb.map((crumb, i) => {
                const last = i === breadcrumb.length - 1;
                return (
                  <li key={`${crumb.label}-${i}`} className={css.crumb}>
                    {i > 0 ? <Icon name="chevron-right" size={14} /> : null}
                    {last || !crumb.href ? (
                      <span className={last ? css.current : undefined} aria-current={last ? 'page' : undefined}>
                        {crumb.label}
                      </span>
                    ) : (
                      <Link href={crumb.href} className={css.crumbLink}>
                        {crumb.label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        <h1 className={css.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
