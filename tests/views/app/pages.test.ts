/**
 * src/views/app/pages.ts `preloadPage` (issue 11 "Fast on a cheap phone"): before the first render
 * src/main.tsx loads the page chunk of the address opened and the reads of its first view, with the
 * keys its blocks ask for, so the first commit holds the page with its data.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/machines/reads', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/machines/reads')>();
  const ok = (data: unknown) => Promise.resolve({ ok: true as const, data });
  return {
    ...real,
    loadHomeImage: () => (calls.push('homeImage'), ok('/media/hero.svg')),
    loadDirections: () => (calls.push('services'), ok([])),
    loadStatistics: () => (calls.push('statistics'), ok({ requests: 1, citizens: 2 })),
    loadConfiguredHomeVideo: () => (calls.push('homeVideo'), ok(null)),
    loadGeneralInformation: (id: number) => (calls.push(`generalInformation ${id}`), ok('<p>x</p>')),
    loadFaq: (key: string) => (calls.push(`faq ${key}`), ok([])),
    loadService: (id: number) => (calls.push(`service ${id}`), ok({ id })),
    loadServiceComments: (key: unknown) => (calls.push(`comments ${JSON.stringify(key)}`), ok({ data: [] })),
  };
});

const { PAGES, preloadPage } = await import('../../../src/views/app/pages');

beforeEach(() => {
  calls.length = 0;
  vi.restoreAllMocks();
});

describe('preloadPage', () => {
  it('home: the home chunk and the reads of its blocks (hero image, services, statistics, video, general information 130)', async () => {
    const chunk = vi.spyOn(PAGES.home, 'preload');
    await expect(preloadPage('/public', false)).resolves.toBeUndefined();
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(calls.sort()).toEqual(['generalInformation 130', 'homeImage', 'homeVideo', 'services', 'statistics']);
  });

  it('all procedures: the procedures, the general information of category 0 (130) and its FAQ (todosServicios)', async () => {
    const chunk = vi.spyOn(PAGES.allServices, 'preload');
    await preloadPage('/app/allServices', true);
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(calls.sort()).toEqual(['faq todosServicios', 'generalInformation 130', 'services']);
  });

  it('a service page: the service of the address and the first page of its comments; a bad id reads nothing', async () => {
    await preloadPage('/app/serviceDescription/2', false);
    expect(calls.sort()).toEqual(['comments {"serviceId":2,"page":1}', 'service 2']);
    calls.length = 0;
    await preloadPage('/app/serviceDescription/abc', false);
    expect(calls).toEqual([]);
  });

  it('login: its chunk, no read; an unknown path: nothing, resolved', async () => {
    const login = vi.spyOn(PAGES.login, 'preload');
    await preloadPage('/public/login', false);
    expect(login).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    await expect(preloadPage('/nowhere', false)).resolves.toBeUndefined();
  });

  it('never rejects: a chunk that fails is left to the page (RouteBoundary)', async () => {
    vi.spyOn(PAGES.home, 'preload').mockRejectedValueOnce(new Error('chunk failed'));
    await expect(preloadPage('/public', false)).resolves.toBeUndefined();
  });
});
