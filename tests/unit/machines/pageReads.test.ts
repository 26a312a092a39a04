// @vitest-environment node
/**
 * The reads of the content pages, the desk and the file picker (src/machines/pageReads.ts; spec 000
 * §2 Contact page, General queries page, Shared widgets 'my documents' browser with paging, /app/policy;
 * spec 001 §2.1 desk counters and Profile tab companies; contract W5-W7, P1, D4) through the real
 * API client: the endpoint each one asks (path and query), and what an answer or a failure becomes.
 */
import { describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import {
  loadBranches,
  loadCitizenMetrics,
  loadContentPage,
  loadDocumentGroups,
  loadGeneralQueryMaps,
  loadMyCompanies,
  loadMyDocuments,
} from '../../../src/machines/pageReads';
import { adminUrl as admin, answer, contentUrl as content, HTTP_500, json, NETWORK, offline, sent, useReadBackend } from './readsHarness';

useReadBackend();

const MALFORMED = { ok: false, error: { kind: 'malformed', status: 200 } };

describe('content pages (contract W5-W7)', () => {
  it('contact: GET /sucursales/v1/sucursales, each branch with its links; an entry without title or address is left out', async () => {
    const seen = answer(
      content('/sucursales/v1/sucursales'),
      json([
        { title: 'Sede central', address: 'Av. Cayetano Germosén', phoneNumber: '809-221-4660', website: 'mitur.gob.do', email: 'info@mitur.gob.do' },
        { title: '', address: '', phoneNumber: '809-000-0000' },
      ]),
    );
    expect(await loadBranches()).toEqual({
      ok: true,
      data: [
        {
          title: 'Sede central',
          address: 'Av. Cayetano Germosén',
          phone: { text: '809-221-4660', href: 'tel:+18092214660' },
          website: { text: 'mitur.gob.do', href: 'https://mitur.gob.do/' },
          email: { text: 'info@mitur.gob.do', href: 'mailto:info@mitur.gob.do' },
        },
      ],
    });
    expect(sent(seen)).toEqual(['/api/content/sucursales/v1/sucursales']);
  });

  it('contact: a failure is the read’s failure', async () => {
    answer(content('/sucursales/v1/sucursales'), json({ message: 'error' }, 500));
    expect(await loadBranches()).toEqual(HTTP_500);
  });

  it('policy: GET /pages/v1/page/{slug}, the page’s `content` HTML (its title is not used)', async () => {
    const seen = answer(content('/pages/v1/page/politica-privacidad'), json({ title: 'Política', content: '<h2>Privacidad</h2><p>Datos</p>' }));
    expect(await loadContentPage('politica-privacidad')).toEqual({ ok: true, data: '<h2>Privacidad</h2><p>Datos</p>' });
    expect(sent(seen)).toEqual(['/api/content/pages/v1/page/politica-privacidad']);
  });

  it('policy: an unknown slug (WordPress 404) and a body without `content` fail', async () => {
    answer(content('/pages/v1/page/terminos-y-condiciones'), json({ code: 'rest_no_route' }, 404));
    expect(await loadContentPage('terminos-y-condiciones')).toEqual({ ok: false, error: { kind: 'http', status: 404 } });
    answer(content('/pages/v1/page/politica-privacidad'), json({ title: 'Sin contenido' }));
    expect(await loadContentPage('politica-privacidad')).toEqual(MALFORMED);
  });
});

describe('general queries (spec 000 §2 General queries page: Mapa de los Polos, Documentos)', () => {
  it('maps: GET /web/v1/generalQueriesMaps, each map with its preview and full-size image', async () => {
    const seen = answer(
      content('/web/v1/generalQueriesMaps'),
      json([{ title: 'Polo Este', previewURL: '/m/este-mini.png', imageURL: '/m/este.png' }, { title: 'Sin imagen' }]),
    );
    expect(await loadGeneralQueryMaps()).toEqual({ ok: true, data: [{ title: 'Polo Este', previewUrl: '/m/este-mini.png', imageUrl: '/m/este.png' }] });
    expect(sent(seen)).toEqual(['/api/content/web/v1/generalQueriesMaps']);
    answer(content('/web/v1/generalQueriesMaps'), offline);
    expect(await loadGeneralQueryMaps()).toEqual({ ok: true, data: [{ title: 'Polo Este', previewUrl: '/m/este-mini.png', imageUrl: '/m/este.png' }] });
  });

  it('maps: a failure is the read’s failure', async () => {
    answer(content('/web/v1/generalQueriesMaps'), offline);
    expect(await loadGeneralQueryMaps()).toEqual(NETWORK);
  });

  it('documents: GET /web/v1/documentsInfo, each type with its viewable documents', async () => {
    const seen = answer(
      content('/web/v1/documentsInfo'),
      json([{ id: 2, title: 'Leyes', documents: [{ documentTitle: 'Ley 158-01', documentURL: '/d/ley.pdf' }] }]),
    );
    expect(await loadDocumentGroups()).toEqual({
      ok: true,
      data: [{ id: '2', title: 'Leyes', documents: [{ title: 'Ley 158-01', url: '/d/ley.pdf', extension: 'pdf', viewer: 'pdf' }] }],
    });
    expect(sent(seen)).toEqual(['/api/content/web/v1/documentsInfo']);
  });

  it('documents: a failure is the read’s failure', async () => {
    answer(content('/web/v1/documentsInfo'), json({ message: 'error' }, 500));
    expect(await loadDocumentGroups()).toEqual(HTTP_500);
  });
});

describe('desk (spec 001 §2.1; contract P1, D4)', () => {
  it('counters: GET /statistics/{citizenId} with reqsOpen, reqsComplete, documents, reqsRejected', async () => {
    const metrics = { reqsOpen: 3, reqsComplete: 12, documents: 7, reqsRejected: 1 };
    const seen = answer(admin('/statistics/00104567896'), json(metrics));
    expect(await loadCitizenMetrics('00104567896')).toEqual({ ok: true, data: metrics });
    expect(sent(seen)).toEqual(['/api/admin/statistics/00104567896']);
  });

  it('companies: GET /auth/get/getallcompany, the `payload` list in server order; the reload counter is not sent', async () => {
    const companies = [
      {
        id: 12,
        company_name: 'Hotel Caribe',
        company_rnc: '130123454',
        company_phone: '8095557788',
        company_address: 'Av. George Washington 500',
        company_url_web: null,
      },
      { id: 4, company_name: 'Posada Colonial', company_rnc: '101012341' },
    ];
    const seen = answer(`${config.identityUrl}/auth/get/getallcompany`, json({ success: true, payload: companies }));
    expect(await loadMyCompanies(3)).toEqual({ ok: true, data: companies });
    expect(sent(seen)).toEqual(['/api/identity/auth/get/getallcompany']);
  });

  it('my documents: GET /citizens/documentsPage/{citizenId}/0 (personal) with the 1-based page', async () => {
    const page = {
      data: [{ id: 5, name: 'Cedula de identidad', extension: 'pdf', created_at: '2025-10-02 10:14:22', url: '/media/documentos/cedula.pdf', size_mb: 0.42 }],
      last_page: 4,
    };
    const seen = answer(admin('/citizens/documentsPage/00104567896/0'), json(page));
    expect(await loadMyDocuments({ citizenId: '00104567896', page: 3 })).toEqual({ ok: true, data: page });
    expect(sent(seen)).toEqual(['/api/admin/citizens/documentsPage/00104567896/0?page=3']);
  });
});
