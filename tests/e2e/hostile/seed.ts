/**
 * Puts the hostile payloads (./payloads.ts) into every text the embedded backend serves, for
 * tests/e2e/hostile-text.spec.ts:
 * - {@link patchStaticSeed}: content, catalogue, service ratings, security questions and personal
 *   documents (static data, rewritten through the test-only seam `window.__miturDemoPatch` of
 *   src/mocks/browser.ts before the embedded backend starts);
 * - {@link poisonDatabase}: the demo database in localStorage (`mitur-demo-db`, src/mocks/db.ts):
 *   citizens, companies, members, requests (answers, documents, required actions, messages, payments,
 *   solutions), claims, notifications, the mailbox and contact messages.
 *
 * Payloads are handed out in turn, so each lands in several places; HTML fields that the portal
 * sanitises (CMS pages, general information, FAQ answers, service descriptions, required-action
 * banners) get ALL the payloads in one block. Ids, dates, codes, credentials and amounts stay as
 * seeded so the pages still work.
 */
import type { Page } from '@playwright/test';
import { MALFORMED_PERCENT, PAYLOADS, type Payload } from './payloads';

/** What both functions receive in the browser. */
interface Arg {
  payloads: readonly Payload[];
  malformed: readonly string[];
}

const ARG: Arg = { payloads: PAYLOADS, malformed: MALFORMED_PERCENT };

/** Installs `window.__miturDemoPatch` before every load of the page (static seed data). */
export async function patchStaticSeed(page: Page): Promise<void> {
  await page.addInitScript(({ payloads }: Arg) => {
    let i = 0;
    let u = 0;
    const text = () => payloads[i++ % payloads.length].text;
    const urls = payloads.filter((p) => p.kind === 'url');
    const url = () => urls[u++ % urls.length].text;
    const html = (title: string) => `<h3>${title}</h3><p>${payloads.map((p) => p.text).join('</p><p>')}</p>`;
    type AnyRecord = Record<string, unknown>;
    (window as unknown as { __miturDemoPatch: (seed: AnyRecord) => void }).__miturDemoPatch = (seed) => {
      const s = seed as {
        homeImage: { image_url: string };
        homeVideo: { video_url: string };
        descriptionGeneralInformations: { descriptionGeneral: string }[];
        questionandanswers: Record<string, { question: string; answer: string }[]>;
        branches: { title: string; address: string; website: string; email: string }[];
        pages: Record<string, { title: string; content: string }>;
        generalQueriesMaps: { previewURL: string; imageURL: string; title: string }[];
        documentsInfo: { title: string; documents: { documentTitle: string; documentURL: string }[] }[];
        serviceList: {
          name: string;
          description: string;
          helper_link: string;
          type: { name: string };
          requirements: { name: string; description: string; route: string | null }[];
          procedures: { step: string }[];
          prices: { concept: string; description: string; variations: { concept: string; description: string }[] }[];
        }[];
        directions: { name: string; description: string; services: { name: string; description: string }[] }[];
        serviceComments: Record<string, { citizen: { name: string; surname: string }; comment: string }[]>;
        securityQuestions: { questions: string }[];
        myDocuments: Record<string, { name: string; url: string }[]>;
      };
      s.homeImage.image_url = url();
      s.homeVideo.video_url = url();
      for (const d of s.descriptionGeneralInformations) d.descriptionGeneral = html('Información general');
      for (const list of Object.values(s.questionandanswers)) {
        for (const q of list) {
          q.question = text();
          q.answer = html('Respuesta');
        }
      }
      for (const b of s.branches) {
        b.title = text();
        b.address = text();
        b.website = url();
        b.email = text();
      }
      for (const p of Object.values(s.pages)) {
        p.title = text();
        p.content = html('Contenido');
      }
      for (const m of s.generalQueriesMaps) {
        m.title = text();
        m.previewURL = url();
        m.imageURL = url();
      }
      for (const g of s.documentsInfo) {
        g.title = text();
        for (const d of g.documents) {
          d.documentTitle = text();
          d.documentURL = url();
        }
      }
      s.serviceList.forEach((svc, n) => {
        svc.name = `${text()} ${n}`;
        // Every other service has its description as HTML (sanitised), the others as plain text.
        svc.description = n % 2 === 0 ? html('Descripción') : text();
        if (svc.helper_link) svc.helper_link = url();
        svc.type.name = text();
        for (const r of svc.requirements) {
          r.name = text();
          r.description = text();
          if (r.route) r.route = url();
        }
        for (const p of svc.procedures) p.step = text();
        for (const price of svc.prices) {
          price.concept = text();
          price.description = text();
          for (const v of price.variations) {
            v.concept = text();
            v.description = text();
          }
        }
      });
      for (const d of s.directions) {
        d.name = text();
        d.description = text();
        for (const summary of d.services) {
          summary.name = text();
          summary.description = text();
        }
      }
      for (const list of Object.values(s.serviceComments)) {
        for (const c of list) {
          c.citizen.name = text();
          c.citizen.surname = text();
          c.comment = text();
        }
      }
      for (const q of s.securityQuestions) q.questions = text();
      for (const list of Object.values(s.myDocuments)) {
        for (const d of list) {
          d.name = text();
          d.url = url();
        }
      }
    };
  }, ARG);
}

/**
 * Rewrites the demo database in localStorage before every load of the page, unless it is already
 * rewritten (flag `__hostile` in the database; `hostile-poisonings` counts the rewrites), so even a
 * re-seeded database comes back hostile. The page must have loaded the portal once (the database
 * then exists); it is reloaded here.
 */
export async function poisonDatabase(page: Page): Promise<void> {
  await page.addInitScript(({ payloads, malformed }: Arg) => {
    type Row = Record<string, unknown>;
    const stored = localStorage.getItem('mitur-demo-db');
    if (stored === null) return;
    const db = JSON.parse(stored) as Record<string, unknown>;
    // Already poisoned (the flag travels with the database: the backend saves the whole object).
    if (db.__hostile === true) return;
    localStorage.setItem('hostile-poisonings', String(Number(localStorage.getItem('hostile-poisonings') ?? 0) + 1));
    let i = 0;
    let u = 0;
    const text = () => payloads[i++ % payloads.length].text;
    const urls = payloads.filter((p) => p.kind === 'url');
    const url = () => urls[u++ % urls.length].text;
    const html = `<p>${payloads.map((p) => p.text).join('</p><p>')}</p>`;
    const rows = (key: string) => (Array.isArray(db[key]) ? (db[key] as Row[]) : []);
    for (const c of rows('citizens')) {
      for (const k of ['name', 'first_last_name', 'second_last_name', 'occupation', 'address']) c[k] = text();
      c.profile_img = url();
    }
    for (const c of rows('companies')) {
      c.company_name = text();
      c.company_address = text();
      c.company_url_web = url();
      const account = c.account as Row | null;
      if (account) account.razonsocial = text();
    }
    for (const m of rows('companyMembers')) m.rol_name = text();
    let m = 0;
    for (const r of rows('requests')) {
      const status = r.status as Row;
      status.name = text();
      if (r.company_name !== null) r.company_name = text();
      if (r.solution !== null || Number(status.id) >= 7) r.solution = text();
      for (const a of (r.data as Row[]) ?? []) {
        a.label = text();
        if (typeof a.value === 'string' && a.type === 'text') a.value = text();
        if (a.labelValue !== null) a.labelValue = text();
      }
      const documents = (r.documents as Row[]) ?? [];
      documents.push({ name: 'doc', extension: 'pdf', route: 'documentos/x.pdf', size_mb: 0.1, label: null, origin_doc: 0, created_at: '2026-01-02 10:00:00' });
      for (const d of documents) {
        d.name = text();
        if (d.label !== null) d.label = text();
      }
      for (const a of (r.actions as Row[]) ?? []) a.message = html;
      // Messages are stored URI-encoded (spec 001 §2.5): encoded payloads, payloads whose hostile
      // form only appears once decoded, and malformed sequences that cannot be decoded.
      const comments = ((r.comments as Row[]) ??= []);
      comments.push(
        { id: 80000 + m++, text: encodeURIComponent(text()), user_id: 2, created_at: '2026-01-02 10:00:00' },
        {
          id: 80000 + m++,
          text: payloads
            .filter((p) => p.kind === 'encoded')
            .map((p) => p.text)
            .join(' '),
          user_id: 2,
          created_at: '2026-01-02 10:01:00',
        },
        { id: 80000 + m++, text: `Pago del 100% ${malformed.join(' ')} <img src=x onerror=__xss(2)>`, user_id: 567896, created_at: '2026-01-02 10:02:00' },
      );
      for (const c of comments) if (Number(c.id) < 80000) c.text = encodeURIComponent(text());
      for (const rating of (r.ratings as Row[]) ?? []) rating.comment = text();
      for (const p of (r.payments as Row[]) ?? []) {
        p.concept = text();
        p.payment_method = text();
      }
    }
    for (const c of rows('claims')) {
      for (const k of ['description', 'status', 'solution', 'citizen_name']) c[k] = text();
      if (c.company_name !== null) c.company_name = text();
    }
    for (const n of rows('notifications')) {
      n.Evento = text();
      n.title = text();
    }
    const mails = rows('mails');
    payloads.forEach((_p, n) => {
      if (n % 8 !== 0) return;
      mails.unshift({
        id: 90000 + n,
        to: 'ana.rodriguez@demo.mitur.local',
        subject: text(),
        body: [text(), text()],
        link: { label: text(), href: url() },
        created_at: '2026-01-02 10:00:00',
      });
    });
    db.mails = mails;
    (db.contactMessages as Row[] | undefined)?.push({
      name: text(),
      mail: 'x@demo.mitur.local',
      phone: '8095550000',
      relation: text(),
      message: text(),
      created_at: '2026-01-02 10:00:00',
    });
    db.__hostile = true;
    localStorage.setItem('mitur-demo-db', JSON.stringify(db));
  }, ARG);
  await page.waitForFunction(() => localStorage.getItem('mitur-demo-db') !== null);
  await page.reload();
}
