/**
 * The loopback server's HTML pages (README "The loopback server"), in Spanish, with no script:
 *
 * - `/pasarela`: the simulated card gateway (spec 001 §7 Card payment; contract §3.4 fields, §3.5
 *   return query). The portal POSTs its real form here; the page shows the posted fields with
 *   Aprobar / Rechazar / Abandonar, which POST to `/pasarela/decision` and are answered with a 303 to
 *   the portal's origin, exactly as the embedded page /demo/pasarela does (the same store logic,
 *   src/mocks/gateway.ts: approval stored and notified, `numAprobacion` added to `urlRetorno`).
 *   Each shown page carries a one-time id (`pagina`): a second post of the same page (a double
 *   click) gets the first answer again instead of a second approval.
 * - `/demo/mailbox`: every e-mail the backends sent, newest first, with its link on the PORTAL's
 *   origin (activation, reset, invitation, receipts); `/demo/mailbox.json` the same as JSON
 *   `[{ id, to, subject, body: string[], link: { label, href (absolute) } | null, created_at }]`.
 *
 * Texts come from the demo area of the portal's catalogue (src/messages/es/demo.ts); the few the
 * server alone shows are in {@link TEXT}.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { Backend } from './app';
import type { Loopback } from './loopback';

/** Texts of these pages that the portal's catalogue lacks. */
export const TEXT = {
  mailboxIntro: 'Correos electrónicos que el servidor local de demostración ha enviado. Los enlaces abren el portal.', // not in spec
  openPortal: 'Abrir el portal', // not in spec
  methodNotAllowed: 'La pasarela solo recibe el formulario de pago del portal (POST).', // not in spec
} as const;

/** How many gateway pages' answers are remembered (double-click protection). */
const ANSWERS_KEPT = 500;

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff;line-height:1.5}
main{max-width:46rem;margin:0 auto;padding:1.5rem}h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1.15rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.alert{border:2px solid #a4262c;padding:.5rem 1rem;margin:1rem 0;color:#7a1d21}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:4px;border:2px solid #00205b;background:#00205b;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#00205b}button.danger{background:#a4262c;border-color:#a4262c}
button:disabled{opacity:.55;cursor:not-allowed}button:focus-visible,a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
article{border-top:1px solid #767676;padding:.75rem 0}a{color:#00205b}`;

/** The policy of these pages: no script; forms post to this server and redirect to the portal. */
function csp(portalOrigin: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${portalOrigin}; base-uri 'none'; frame-ancestors 'none'`;
}

function page(res: Response, lb: Loopback, title: string, body: string, status = 200): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp(lb.portalOrigin),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

/** The posted gateway fields as a query string (`?a=1&b=2`) for src/mocks/gateway.ts `readGatewayPost`. */
function postedSearch(body: unknown): string {
  const params = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') params.set(k, v);
  }
  return `?${params.toString()}`;
}

/** The gateway's routes, mounted at `/pasarela` (see module documentation). */
export function gatewayRoutes(lb: Loopback, backend: Backend): Router {
  const { t } = backend;
  const router = Router();
  /** Where each page's decision sent the browser, by page id (the last {@link ANSWERS_KEPT}). */
  const answered = new Map<string, string>();

  router.post('/', (req: Request, res: Response) => {
    const post = backend.readGatewayPost(postedSearch(req.body), lb.portalOrigin);
    const processable = backend.isProcessable(post);
    const problems: string[] = [];
    if (post.missing.length) problems.push(t('demo.gw.missing', { fields: post.missing.join(', ') }));
    if (post.fields.montoServicio && post.amount === null) problems.push(t('demo.gw.badAmount'));
    if (post.fields.idAutorizacionPortal && !post.request) problems.push(t('demo.gw.unknownRequest'));
    if (post.fields.urlRetorno && !post.returnUrl) problems.push(t('demo.gw.badReturn'));
    const rows: [string, string][] = [
      [t('demo.gw.amount'), post.amount !== null ? backend.formatMoneyRD(post.amount) : post.fields.montoServicio || '—'],
      [t('demo.gw.serviceCode'), post.fields.codigoServicio],
      [t('demo.gw.centre'), post.fields.codigoCentroRecaudacion],
      [t('demo.gw.payer'), post.fields.nombre],
      [t('demo.gw.document'), post.fields.numeroDocumento],
      [t('demo.gw.documentType'), post.fields.tipoDocumento],
      [t('demo.gw.medium'), post.fields.medioPago],
      [t('demo.gw.authorization'), post.fields.idAutorizacionPortal],
      [t('demo.gw.returnUrl'), post.fields.urlRetorno],
      ...(post.request ? ([[t('demo.gw.request'), post.request.code]] as [string, string][]) : []),
    ];
    const hidden =
      backend.GATEWAY_FIELDS.map((f) => `<input type="hidden" name="${f}" value="${escapeHtml(post.fields[f])}">`).join('') +
      `<input type="hidden" name="pagina" value="${randomUUID()}">`;
    const declinable = backend.declinePayment(post) !== null;
    page(
      res,
      lb,
      t('demo.gw.title'),
      `<h1>${escapeHtml(t('demo.gw.title'))}</h1><p>${escapeHtml(t('demo.gw.intro'))}</p>
<section aria-labelledby="gw-received"><h2 id="gw-received">${escapeHtml(t('demo.gw.received'))}</h2><dl>${rows
        .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v || '—')}</dd>`)
        .join('')}</dl></section>
${problems.length ? `<div role="alert" class="alert">${problems.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div>` : ''}
<form method="post" action="/pasarela/decision" class="actions">${hidden}
<button type="submit" name="decision" value="aprobar"${processable ? '' : ' disabled'}>${escapeHtml(t('demo.gw.approve'))}</button>
<button type="submit" name="decision" value="rechazar" class="danger"${declinable ? '' : ' disabled'}>${escapeHtml(t('demo.gw.decline'))}</button>
<button type="submit" name="decision" value="abandonar" class="secondary">${escapeHtml(post.request ? t('demo.gw.abandon') : t('demo.gw.toDesk'))}</button>
</form>`,
    );
  });

  router.post('/decision', (req: Request, res: Response) => {
    const post = backend.readGatewayPost(postedSearch(req.body), lb.portalOrigin);
    const { decision, pagina } = (req.body ?? {}) as Record<string, unknown>;
    const pageId = typeof pagina === 'string' && pagina ? pagina : null;
    const before = pageId ? answered.get(pageId) : undefined;
    if (before !== undefined) {
      res.redirect(303, before);
      return;
    }
    let to: string | null;
    if (decision === 'aprobar') to = backend.isProcessable(post) ? backend.approvePayment(post).to : null;
    else if (decision === 'rechazar') to = backend.declinePayment(post);
    else to = backend.abandonPath(post);
    if (to === null) {
      page(
        res,
        lb,
        t('demo.gw.title'),
        `<h1>${escapeHtml(t('demo.gw.title'))}</h1><div role="alert" class="alert"><p>${escapeHtml(t('demo.gw.badReturn'))}</p></div>`,
        422,
      );
      return;
    }
    const location = `${lb.portalOrigin}${to}`;
    if (pageId) {
      answered.set(pageId, location);
      if (answered.size > ANSWERS_KEPT) answered.delete(answered.keys().next().value as string);
    }
    res.redirect(303, location);
  });

  router.get('/', (_req: Request, res: Response) => {
    page(
      res,
      lb,
      t('demo.gw.title'),
      `<h1>${escapeHtml(t('demo.gw.title'))}</h1><p>${escapeHtml(TEXT.methodNotAllowed)}</p><p><a href="${lb.portalOrigin}/">${escapeHtml(TEXT.openPortal)}</a></p>`,
      405,
    );
  });

  return router;
}

/** A mail's link on the portal's origin (the handlers write same-origin paths). */
function portalLink(lb: Loopback, href: string): string {
  return new URL(href, `${lb.portalOrigin}/`).href;
}

/** The mailbox routes, mounted at `/demo` (see module documentation). */
export function mailboxRoutes(lb: Loopback, backend: Backend): Router {
  const { t } = backend;
  const router = Router();

  router.get('/mailbox.json', (_req: Request, res: Response) => {
    res
      .set('Cache-Control', 'no-store')
      .json(backend.listMails().map((m) => ({ ...m, link: m.link ? { label: m.link.label, href: portalLink(lb, m.link.href) } : null })));
  });

  router.get('/mailbox', (_req: Request, res: Response) => {
    const mails = backend.listMails();
    const list = mails.length
      ? mails
          .map(
            (m) => `<article aria-labelledby="mail-${m.id}"><h2 id="mail-${m.id}">${escapeHtml(m.subject)}</h2>
<dl><dt>${escapeHtml(t('demo.to'))}</dt><dd>${escapeHtml(m.to)}</dd><dt>${escapeHtml(t('demo.date'))}</dt><dd>${escapeHtml(m.created_at)}</dd></dl>
${m.body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
${m.link ? `<p><a href="${escapeHtml(portalLink(lb, m.link.href))}">${escapeHtml(m.link.label)}</a></p>` : ''}</article>`,
          )
          .join('')
      : `<p>${escapeHtml(t('demo.empty'))}</p>`;
    page(
      res,
      lb,
      t('demo.mailboxTitle'),
      `<h1>${escapeHtml(t('demo.mailboxTitle'))}</h1><p>${escapeHtml(TEXT.mailboxIntro)}</p><p><a href="${lb.portalOrigin}/">${escapeHtml(TEXT.openPortal)}</a></p>${list}`,
    );
  });

  return router;
}
