/**
 * HTML that comes from the backends (content-API general information and FAQ answers, a service
 * description written as HTML) is sanitised with DOMPurify before it is rendered (spec 000 §1
 * general-information block; DESIGN.md: the backends are not trusted).
 *
 * DOMPurify (~9 KB gzip) is loaded on demand by {@link sanitizeHtml}, which the page loaders
 * (./data.ts) call when HTML arrives, so it is not part of the first-load JavaScript of /public
 * and downloads in parallel with the content call. The result is branded {@link SanitizedHtml};
 * {@link SafeHtml} only accepts that type, so unsanitised text cannot reach `innerHTML`.
 */
import type { Config } from 'dompurify';

/** HTML that went through {@link sanitizeHtml}. */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

type Purifier = (typeof import('dompurify'))['default'];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

let purifier: Promise<Purifier> | null = null;

function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return;
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    });
    return DOMPurify;
  });
  return purifier;
}

/**
 * Sanitises untrusted HTML: HTML profile only (no SVG/MathML), without `style`, `form`, `input`,
 * `button`, `textarea`, `select`, `iframe`, `object`, `embed` elements and `style` attributes;
 * scripts, event handlers and `javascript:` URLs are removed; `target` is kept only as `_blank`
 * on links (with `rel="noopener noreferrer"`).
 * @throws when the DOMPurify chunk cannot be loaded (the caller's load then fails → error block)
 */
export async function sanitizeHtml(html: string): Promise<SanitizedHtml> {
  const DOMPurify = await loadPurifier();
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as SanitizedHtml;
}

/** Whether a text contains HTML tags (e.g. a service description written as HTML). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  html: SanitizedHtml;
  className?: string;
}

/** A `<div>` holding already sanitised HTML. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
