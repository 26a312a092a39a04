/**
 * Styled link. Internal paths (starting with "/") use wouter's `<Link href>` (client-side
 * navigation inside the app's Router); anything else (http(s):, mailto:, tel:) renders a plain
 * `<a>`. `external` opens a new tab with `rel="noopener noreferrer"` and appends the visually
 * hidden `newTabLabel` (e.g. "(se abre en una pestaña nueva)") plus an icon.
 *
 * @example <Link href="/public/login">Volver a iniciar sesión</Link>
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { visuallyHidden } from '../../styles/utilities.css';
import { Icon } from './Icon';
import * as css from './Link.css';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Internal path ("/app/contact") or absolute URL / mailto: / tel:. */
  href: string;
  children: ReactNode;
  /** `inline` (default) inside text; `standalone` on its own line (24 px min target). */
  variant?: 'inline' | 'standalone';
  /** Open in a new tab (for external sites). */
  external?: boolean;
  /** Spanish screen-reader suffix for new-tab links. */
  newTabLabel?: string;
  /** Extra class names (replace the look entirely with `unstyled`). */
  className?: string;
  /** Do not apply the link look (the caller styles it). */
  unstyled?: boolean;
}

/** True for paths handled by the SPA router ("/..." but not protocol-relative "//host"). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** See module documentation. */
export function Link({ href, children, variant = 'inline', external = false, newTabLabel, className, unstyled = false, ...rest }: LinkProps) {
  const classes = [unstyled ? '' : css.variant[variant], className ?? ''].filter(Boolean).join(' ') || undefined;
  if (isInternalHref(href) && !external) {
    return (
      <RouterLink href={href} className={classes} {...rest}>
        {children}
      </RouterLink>
    );
  }
  const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} className={classes} {...newTab} {...rest}>
      {children}
      {external ? (
        <>
          <Icon name="external" size={16} />
          {newTabLabel ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
        </>
      ) : null}
    </a>
  );
}
