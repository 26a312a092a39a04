/**
 * /app/policy against the embedded backend (spec 000 §2 /app/policy, §7 GET
 * /pages/v1/page/politica-privacidad and terminos-y-condiciones; issue 4: CMS HTML sanitised before
 * it is rendered): both sections, sanitising, loading, failure and retry per section, empty page,
 * and the scroll to #terminos-y-condiciones once the content is there.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import PolicyPage from '../../../src/views/pages/content/PolicyPage';
import { server } from '../../../src/mocks/node';
import { injectFault } from '../../../src/mocks/db';
import { pages } from '../../../src/mocks/data';
import { renderWithRouter, useResetTestEnv } from './harness';

useResetTestEnv();

const section = (name: string) => screen.getByRole('region', { name });
const policyRegion = () => section('Política de privacidad');
const termsRegion = () => section('Términos y condiciones de uso');
/** First words of a CMS page's text (its first paragraph), to find it on screen. */
const firstParagraph = (html: string) => /<p>([^<]{20,60})/.exec(html)![1];

let scrolled: string[];
/** Whether both sections held their CMS text at the moment of each scroll. */
let contentAtScroll: boolean[];
beforeEach(() => {
  scrolled = [];
  contentAtScroll = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id);
    const text = (id: string) => document.getElementById(id)?.textContent ?? '';
    contentAtScroll.push(
      text('politica-privacidad').includes(firstParagraph(pages['politica-privacidad'].content)) &&
        text('terminos-y-condiciones').includes(firstParagraph(pages['terminos-y-condiciones'].content)),
    );
  });
});
afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

function renderPolicy() {
  return renderWithRouter(PolicyPage, '/app/policy');
}

describe('PolicyPage', () => {
  it('renders the privacy policy and the terms from the content API in two sections, with in-page links', async () => {
    renderPolicy();
    await within(policyRegion()).findByText(firstParagraph(pages['politica-privacidad'].content), { exact: false });
    await within(termsRegion()).findByText(firstParagraph(pages['terminos-y-condiciones'].content), { exact: false });
    expect(termsRegion().id).toBe('terminos-y-condiciones');
    expect(policyRegion().id).toBe('politica-privacidad');
    const nav = screen.getByRole('navigation', { name: 'En esta página' });
    expect(within(nav).getByRole('link', { name: 'Términos y condiciones de uso' }).getAttribute('href')).toBe('#terminos-y-condiciones');
    expect(within(nav).getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('#politica-privacidad');
    expect(scrolled).toEqual([]);
  });

  it('sanitises the CMS HTML: no script, event handler, javascript: URL, iframe or style survives', async () => {
    server.use(
      http.get('*/pages/v1/page/politica-privacidad', () =>
        HttpResponse.json({
          title: 'Política de privacidad',
          content:
            '<p id="ok">Texto <strong>seguro</strong> <a href="https://example.org" target="_blank">enlace</a></p>' +
            '<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
            '<a href="javascript:window.__pwned=3">malo</a><iframe src="https://example.org"></iframe>' +
            '<p style="position:fixed">estilo</p><form><input name="x"></form>',
        }),
      ),
    );
    renderPolicy();
    const region = policyRegion();
    await within(region).findByText('seguro');
    expect(region.querySelector('script, iframe, form, input, [onerror], [style]')).toBeNull();
    expect(within(region).getByText('malo').getAttribute('href')).toBeNull();
    const safe = within(region).getByRole('link', { name: 'enlace' });
    expect(safe.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(region).getByText('estilo')).toBeTruthy();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows the error block of a failed section with a retry that loads it; the other section is unaffected', async () => {
    injectFault({ method: 'GET', path: '/pages/v1/page/terminos-y-condiciones', kind: 'http500', times: 1 });
    const { user } = renderPolicy();
    await within(policyRegion()).findByText(firstParagraph(pages['politica-privacidad'].content), { exact: false });
    const terms = termsRegion();
    expect(await within(terms).findByText('No se pudo cargar esta información.')).toBeTruthy();
    await user.click(within(terms).getByRole('button', { name: 'Reintentar' }));
    await within(termsRegion()).findByText(firstParagraph(pages['terminos-y-condiciones'].content), { exact: false });
    expect(within(termsRegion()).queryByText('No se pudo cargar esta información.')).toBeNull();
  });

  it('shows a spinner while loading, and a notice when the CMS page is empty', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/pages/v1/page/politica-privacidad', async () => {
        await gate;
        return HttpResponse.json({ title: 'Política de privacidad', content: '   ' });
      }),
    );
    renderPolicy();
    expect(policyRegion().getAttribute('aria-busy')).toBe('true');
    expect(within(policyRegion()).getByRole('status')).toBeTruthy();
    release();
    expect(await within(policyRegion()).findByText('Este contenido no está disponible en este momento.')).toBeTruthy();
    expect(policyRegion().getAttribute('aria-busy')).toBe('false');
  });

  it('scrolls to the terms once both sections are on screen when the URL asks for #terminos-y-condiciones', async () => {
    window.history.replaceState(null, '', '/app/policy#terminos-y-condiciones');
    renderPolicy();
    await waitFor(() => expect(scrolled).toEqual(['terminos-y-condiciones']));
    // At that moment both sections held their content (nothing above will push the terms down).
    expect(contentAtScroll).toEqual([true]);
  });

  it('scrolls again when the hash changes on the page (footer link while already here), and ignores unknown anchors', async () => {
    window.history.replaceState(null, '', '/app/policy#otra-cosa');
    renderPolicy();
    await within(termsRegion()).findByText(firstParagraph(pages['terminos-y-condiciones'].content), { exact: false });
    expect(scrolled).toEqual([]);
    act(() => window.history.pushState(null, '', '/app/policy#terminos-y-condiciones'));
    await waitFor(() => expect(scrolled).toEqual(['terminos-y-condiciones']));
    act(() => window.history.pushState(null, '', '/app/policy#politica-privacidad'));
    await waitFor(() => expect(scrolled).toEqual(['terminos-y-condiciones', 'politica-privacidad']));
  });
});
