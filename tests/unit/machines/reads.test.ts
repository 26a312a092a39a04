// @vitest-environment node
/**
 * The reads of the home page and the catalogue (src/machines/reads.ts; spec 000 §1 home, §2 Home and
 * catalogue, §9 cache; spec 001 §2 "A failure to load the service ... redirects to /public", §2.3
 * Service detail page; contract C1-C4, W1-W4) through the real API client: the endpoint each one
 * asks, and what an answer or a failure becomes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import * as reads from '../../../src/machines/reads';
import { adminUrl as admin, answer, contentUrl as content, HTTP_500, json, NETWORK, offline, sent, useReadBackend } from './readsHarness';

useReadBackend();

describe('catalogue (contract C1-C4)', () => {
  it('directions: GET /services, the directions with their procedures as sent', async () => {
    const directions = [
      { id: 1, name: 'DPP', description: 'Proyectos', services: [{ id: 7, name: 'Licencia', description: 'x', direction_id: 1, type_id: 2 }] },
    ];
    const seen = answer(admin('/services'), json(directions));
    expect(await reads.loadDirections()).toEqual({ ok: true, data: directions });
    expect(sent(seen)).toEqual(['/api/admin/services']);
  });

  it('statistics: GET /statistics, asked again on every read (metrics are never cached, spec 000 §9)', async () => {
    const seen = answer(admin('/statistics'), json({ requests: 1520, citizens: 830, visits: 41000 }));
    expect(await reads.loadStatistics()).toEqual({ ok: true, data: { requests: 1520, citizens: 830, visits: 41000 } });
    await reads.loadStatistics();
    expect(sent(seen)).toEqual(['/api/admin/statistics', '/api/admin/statistics']);
  });

  it('service: GET /services/{id}; `success: false` is a refusal carrying the message', async () => {
    const service = { id: 7, name: 'Licencia de operación', description: '<p>Requisitos</p>', success: true };
    const seen = answer(admin('/services/7'), json(service));
    expect(await reads.loadService(7)).toEqual({ ok: true, data: service });
    expect(sent(seen)).toEqual(['/api/admin/services/7']);

    answer(admin('/services/8'), json({ success: false, msg: 'Servicio no encontrado' }));
    expect(await reads.loadService(8)).toEqual({ ok: false, error: { kind: 'rejected', message: 'Servicio no encontrado' } });
  });

  it('comments: GET /services/extras/{id}/rating with the 1-based page in the query', async () => {
    const page = { data: [{ citizen: { name: 'Ana', surname: 'Pérez' }, comment: 'Rápido', created_at: '2025-10-02 10:14:22', rating: 4.5 }], last_page: 3 };
    const seen = answer(admin('/services/extras/7/rating'), json(page));
    expect(await reads.loadServiceComments({ serviceId: 7, page: 2 })).toEqual({ ok: true, data: page });
    expect(sent(seen)).toEqual(['/api/admin/services/extras/7/rating?page=2']);
  });
});

describe('a failed service load: missing (→ /public) or transient (error block with retry)', () => {
  it('no failure is not a missing service', () => {
    expect(reads.isServiceMissing(null)).toBe(false);
  });

  it.each([
    ['`success: false`', json({ success: false, msg: 'No existe' }), true],
    ['HTTP 404', json({ message: 'Not Found' }, 404), true],
    ['HTTP 500', json({ message: 'error' }, 500), false],
    ['HTTP 403', json({ message: 'Forbidden' }, 403), false],
    ['a request that fails outright', offline, false],
    ['a body without a numeric id', json({ name: 'Sin id' }), false],
  ])('%s → missing: %s', async (_, reply, missing) => {
    answer(admin('/services/9'), reply);
    const result = await reads.loadService(9);
    expect(result.ok).toBe(false);
    expect(reads.isServiceMissing(result.ok ? null : result.error)).toBe(missing);
  });
});

describe('category blocks (contract W3, W4)', () => {
  it('general information: GET /v1/descriptionGeneralInformations, the trimmed HTML of the item whose id is the category’s wordpressID', async () => {
    const seen = answer(
      content('/v1/descriptionGeneralInformations'),
      json([
        { id: 130, descriptionGeneral: '<p>Todos los trámites</p>' },
        { id: '133', descriptionGeneral: '  <p>Proyectos DPP</p>\n' },
      ]),
    );
    expect(await reads.loadGeneralInformation(133)).toEqual({ ok: true, data: '<p>Proyectos DPP</p>' });
    expect(await reads.loadGeneralInformation(135)).toEqual({ ok: true, data: null });
    expect(sent(seen)).toEqual(['/api/content/v1/descriptionGeneralInformations']);
  });

  it('general information: a failure is the read’s failure', async () => {
    answer(content('/v1/descriptionGeneralInformations'), json({ message: 'error' }, 500));
    expect(await reads.loadGeneralInformation(133)).toEqual(HTTP_500);
  });

  it('FAQ: GET /web/v1/questionandanswers, the questions of the category’s wordpressKey', async () => {
    const seen = answer(
      content('/web/v1/questionandanswers'),
      json({
        todosServicios: [{ question: '¿Cómo solicito?', answer: 'En línea.' }],
        dpp: [{ question: '¿Cuánto tarda?', answer: '<b>30 días</b>' }, { question: '¿Sin respuesta?' }],
      }),
    );
    expect(await reads.loadFaq('dpp')).toEqual({
      ok: true,
      data: [
        { question: '¿Cuánto tarda?', answer: '<b>30 días</b>' },
        { question: '¿Sin respuesta?', answer: '' },
      ],
    });
    expect(await reads.loadFaq('mercadeo')).toEqual({ ok: true, data: [] });
    expect(sent(seen)).toEqual(['/api/content/web/v1/questionandanswers']);
  });

  it('FAQ: a failure is the read’s failure', async () => {
    answer(content('/web/v1/questionandanswers'), offline);
    expect(await reads.loadFaq('dpp')).toEqual(NETWORK);
  });
});

describe('home hero image (contract W1)', () => {
  it('the hero’s intrinsic size is the seed image’s (/media/hero.svg, 1600 × 640)', () => {
    const svg = readFileSync('public/media/hero.svg', 'utf8');
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    expect(reads.HERO_IMAGE_SIZE).toEqual({ width: Number(width), height: Number(height) });
  });

  it.each([
    ['/media/hero.svg', '/media/hero.svg'],
    ['https://cdn.mitur.test/portada.jpg', 'https://cdn.mitur.test/portada.jpg'],
    ['javascript:alert(1)', null],
    ['//otro.test/img.png', null],
  ])('GET /web/v1/homeImage `image_url` %s → %s', async (url, shown) => {
    const seen = answer(content('/web/v1/homeImage'), json({ image_url: url }));
    expect(await reads.loadHomeImage()).toEqual({ ok: true, data: shown });
    expect(sent(seen)).toEqual(['/api/content/web/v1/homeImage']);
  });

  it('a failure is the read’s failure', async () => {
    answer(content('/web/v1/homeImage'), json({ message: 'error' }, 500));
    expect(await reads.loadHomeImage()).toEqual(HTTP_500);
  });
});

describe('home video (contract W2; VITE_HOME_VIDEO_URL)', () => {
  const API_VIDEO = 'https://www.youtube.com/embed/turismo';
  const CONFIGURED = 'https://videos.mitur.test/portada.mp4';

  it('the API’s `video_url` wins over the configured one', async () => {
    const seen = answer(content('/v1/homeVideo'), json({ video_url: API_VIDEO }));
    expect(await reads.loadHomeVideo(CONFIGURED)).toEqual({ ok: true, data: API_VIDEO });
    expect(sent(seen)).toEqual(['/api/content/v1/homeVideo']);
  });

  it('an empty or unsafe `video_url` gives the configured URL, else no video', async () => {
    answer(content('/v1/homeVideo'), json({ video_url: 'javascript:alert(1)' }));
    expect(await reads.loadHomeVideo(CONFIGURED)).toEqual({ ok: true, data: CONFIGURED });
    expect(await reads.loadHomeVideo('')).toEqual({ ok: true, data: null });
  });

  it('a failed call gives the configured URL when there is one, else the failure (error block with retry)', async () => {
    answer(content('/v1/homeVideo'), json({ message: 'error' }, 500));
    expect(await reads.loadHomeVideo(CONFIGURED)).toEqual({ ok: true, data: CONFIGURED });
    expect(await reads.loadHomeVideo('')).toEqual(HTTP_500);
    expect(await reads.loadHomeVideo('data:text/html,x')).toEqual(HTTP_500);
  });

  it('the home’s loader uses the configured URL of this build (none in tests)', async () => {
    expect(config.homeVideoUrl).toBe('');
    answer(content('/v1/homeVideo'), json({ video_url: API_VIDEO }));
    expect(await reads.loadConfiguredHomeVideo()).toEqual({ ok: true, data: API_VIDEO });
  });

  it('the home’s loader: a failed call without a configured URL is the failure', async () => {
    answer(content('/v1/homeVideo'), offline);
    expect(await reads.loadConfiguredHomeVideo()).toEqual(NETWORK);
  });
});
