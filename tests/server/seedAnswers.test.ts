/**
 * The demo's seed answers (issue 11 "Fast on a cheap phone"; scripts/seed-answers.ts): computed at
 * build time by the embedded backend's own handlers on a fresh seed, one static file per route (the
 * home, all procedures, each service page) holding the answers of its public first reads.
 */
import { describe, expect, it } from 'vitest';
import { generateSeedAnswers, serviceIdsOf } from '../../scripts/seed-answers';

describe('seed answers', () => {
  it('finds the service ids of GET /services (contract C1)', () => {
    expect(serviceIdsOf([{ services: [{ id: 2 }, { id: 27 }] }, { services: [{ id: '3' }] }, {}])).toEqual(['2', '27']);
    expect(serviceIdsOf({ success: false })).toEqual([]);
  });

  it('answers the home, all procedures and every service page of the seed as the backend would', { timeout: 120_000 }, async () => {
    const { files, routes } = await generateSeedAnswers(process.cwd());
    const read = (api: string, route: string, value?: string) => {
      expect(routes[route].reads, route).toContain(api);
      const file = routes[route].file.replace('$1', value ?? '').slice(1);
      expect(files[file], file).toBeDefined();
      return (JSON.parse(files[file]) as Record<string, unknown>)[api];
    };
    // The home's five first reads (spec 000 §1 home; contract W1, C1, C4, W2, W3).
    expect(routes.home.reads).toEqual([
      '/api/content/web/v1/homeImage',
      '/api/admin/services',
      '/api/admin/statistics',
      '/api/content/v1/homeVideo',
      '/api/content/v1/descriptionGeneralInformations',
    ]);
    expect(read('/api/content/web/v1/homeImage', 'home')).toEqual({ image_url: '/media/hero.svg' });
    // C1: the bare array of the four directions, each with its services.
    const directions = read('/api/admin/services', 'home') as { services: unknown[] }[];
    expect(directions).toHaveLength(4);
    // C4: the seed's history plus this visit (the counter counts the call).
    expect(read('/api/admin/statistics', 'home')).toEqual({ requests: 48_732, citizens: expect.any(Number), visits: 1_284_564 });
    expect(routes.allServices.reads).toEqual([
      '/api/admin/services',
      '/api/content/v1/descriptionGeneralInformations',
      '/api/content/web/v1/questionandanswers',
    ]);
    // C2 and C3 for every service of the catalogue: the record and the first page of its ratings.
    const ids = directions.flatMap((d) => (d.services as { id: number }[]).map((s) => String(s.id)));
    expect(routes.serviceDescription.params).toEqual(ids);
    expect(read('/api/admin/services/$1', 'serviceDescription', '27')).toMatchObject({ success: true, id: 27 });
    expect(read('/api/admin/services/extras/$1/rating?page=1', 'serviceDescription', '27')).toMatchObject({ current_page: 1, per_page: 10 });
    // One file per route, one per service for the service pages: one request each.
    expect(routes.home.file).toMatch(/^\/assets\/seed-[0-9a-f]{7}\/home\.json$/);
    expect(Object.keys(files)).toHaveLength(2 + ids.length);
    // Every file lives in one folder named by the content's hash (a new seed: a new folder).
    const folders = new Set(Object.keys(files).map((f) => f.split('/').slice(0, 2).join('/')));
    expect([...folders]).toEqual([expect.stringMatching(/^assets\/seed-[0-9a-f]{7}$/)]);
  });
});
