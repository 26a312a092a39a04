/**
 * HTML that comes from the backends (content-API general information and FAQ answers, a service
 * description written as HTML) is sanitised with DOMPurify before it is rendered (spec 000 §1
 * general-information block; docs/ARCHITECTURE.md: the backends are not trusted).
 *
 * DOMPurify (~11 KB gzip) is loaded on demand by {@link sanitizeHtml} when HTML is first shown
 * ({@link CmsHtml}, {@link useSanitizedHtml}), so it is not part of the first-load JavaScript of
 * /public. The result is branded {@link SanitizedHtml};
 * {@link SafeHtml} only accepts that type, so unsanitised text cannot reach `innerHTML`.
 */
import { useEffect, useState } from 'react';
import type { Config } from 'dompurify';
import { ErrorBlock } from './ErrorBlock';
import { useRevealPending } from './Reveal';
import { afterFirstContentfulPaint } from '../../paint';

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
/** DOMPurify once its chunk is in (sanitising is then synchronous: first render, no second commit). */
let loadedPurifier: Purifier | null = null;

function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return;
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    });
    loadedPurifier = DOMPurify;
    return DOMPurify;
  });
  purifier.catch(() => (purifier = null));
  return purifier;
}

/**
 * Loads the sanitiser ahead of a page that shows HTML at once (src/views/app/pages.ts first reads),
 * so its first render sanitises synchronously. Never rejects (a page's block reports the failure).
 */
export function preloadSanitizer(): Promise<void> {
  return loadPurifier().then(
    () => undefined,
    () => undefined,
  );
}

function purify(DOMPurify: Purifier, html: string): SanitizedHtml {
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as SanitizedHtml;
}

/**
 * Sanitises untrusted HTML: HTML profile only (no SVG/MathML), without `style`, `form`, `input`,
 * `button`, `textarea`, `select`, `iframe`, `object`, `embed` elements and `style` attributes;
 * scripts, event handlers and `javascript:` URLs are removed; `target` is kept only as `_blank`
 * on links (with `rel="noopener noreferrer"`).
 *
 * When nothing asked for DOMPurify yet (a block whose page did not preload it, e.g. the home's
 * general information below its hero), its chunk is requested once the page's first contentful
 * paint is on screen (src/paint.ts): the first paint does not share the network with it (issue 11).
 * @throws when the DOMPurify chunk cannot be loaded (the caller's load then fails → error block)
 */
export async function sanitizeHtml(html: string): Promise<SanitizedHtml> {
  if (!purifier) await afterFirstContentfulPaint();
  return purify(await loadPurifier(), html);
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

/** State of {@link useSanitizedHtml}. */
export interface SanitizedState {
  status: 'pending' | 'ready' | 'failed';
  html: SanitizedHtml | null;
  /** Tries again after a failure (the sanitiser chunk could not be loaded). */
  retry: () => void;
}

/**
 * Sanitises `raw` (null: nothing to do) and re-renders when the safe HTML is ready; at once, in the
 * first render, when DOMPurify is already loaded.
 */
export function useSanitizedHtml(raw: string | null): SanitizedState {
  const [state, setState] = useState<{ raw: string; html: SanitizedHtml | null; failed: boolean } | null>(() =>
    raw !== null && loadedPurifier ? { raw, html: purify(loadedPurifier, raw), failed: false } : null,
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (raw === null) return;
    let live = true;
    sanitizeHtml(raw).then(
      // The same safe HTML already shown (sanitised in the first render): no re-render.
      (html) => live && setState((prev) => (prev?.raw === raw && prev.html === html ? prev : { raw, html, failed: false })),
      () => live && setState({ raw, html: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [raw, attempt]);
  const current = state && state.raw === raw ? state : null;
  return {
    status: current === null ? 'pending' : current.failed ? 'failed' : 'ready',
    html: current?.html ?? null,
    retry: () => {
      setState(null);
      setAttempt((n) => n + 1);
    },
  };
}

/** Props of {@link CmsHtml}. */
export interface CmsHtmlProps {
  /** Untrusted HTML from a backend (content API, service description). */
  html: string;
  className?: string;
  /** Spanish texts of the failure block (the sanitiser could not be loaded). */
  labels: { failed: string; retry: string };
}

/**
 * Renders untrusted HTML after sanitising it (spec: CMS HTML is sanitised with a well-kept
 * sanitiser before it is rendered). Keeps an empty, busy block while DOMPurify loads and shows an
 * error block with retry if it cannot be loaded.
 */
export function CmsHtml({ html, className, labels }: CmsHtmlProps) {
  const state = useSanitizedHtml(html);
  useRevealPending(state.status === 'pending');
  if (state.status === 'failed') return <ErrorBlock message={labels.failed} retryLabel={labels.retry} onRetry={state.retry} />;
  // Sanitising takes a moment only the first time (the DOMPurify chunk loads): keep the place, quietly.
  if (state.status === 'pending' || state.html === null) return <div className={className} aria-busy="true" />;
  return <SafeHtml html={state.html} className={className} />;
}
