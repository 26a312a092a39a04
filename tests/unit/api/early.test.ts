/**
 * Answers the HTML started (src/api/early.ts; issue 11, remote builds): the app's first GET of the
 * same URL takes the kept answer instead of asking again, once; other calls go to the network.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { content } from '../../../src/api/clients';
import { config } from '../../../src/config';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__miturEarly;
});

describe('early answers (remote build: GET /web/v1/homeImage started by the HTML)', () => {
  it('the first GET of the URL takes the kept answer without a request; the next one asks the network', async () => {
    const network = vi.fn(async () => json({ image_url: '/media/from-network.svg' }));
    vi.stubGlobal('fetch', network);
    const url = `${config.contentUrl}/web/v1/homeImage`;
    window.__miturEarly = { [url]: Promise.resolve(json({ image_url: '/media/hero.svg' })) };

    const first = await content.GET('/web/v1/homeImage');
    expect(first.data).toEqual({ image_url: '/media/hero.svg' });
    expect(network).not.toHaveBeenCalled();
    expect(window.__miturEarly[url]).toBeUndefined();

    const second = await content.GET('/web/v1/homeImage');
    expect(second.data).toEqual({ image_url: '/media/from-network.svg' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('an early request that failed outright is asked again; an early HTTP error is the answer (its retry asks the network)', async () => {
    const network = vi.fn(async () => json({ image_url: '/media/from-network.svg' }));
    vi.stubGlobal('fetch', network);
    const url = `${config.contentUrl}/web/v1/homeImage`;
    window.__miturEarly = { [url]: Promise.reject(new TypeError('Failed to fetch')) };
    expect((await content.GET('/web/v1/homeImage')).data).toEqual({ image_url: '/media/from-network.svg' });
    expect(network).toHaveBeenCalledTimes(1);

    window.__miturEarly = { [url]: Promise.resolve(json({ message: 'error' }, 500)) };
    expect((await content.GET('/web/v1/homeImage')).response.status).toBe(500);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('only a GET of the same absolute URL takes it', async () => {
    const network = vi.fn(async () => json({ image_url: '/media/from-network.svg' }));
    vi.stubGlobal('fetch', network);
    window.__miturEarly = { [`${config.contentUrl}/v1/homeVideo`]: Promise.resolve(json({ video_url: 'x' })) };
    expect((await content.GET('/web/v1/homeImage')).data).toEqual({ image_url: '/media/from-network.svg' });
    expect(Object.keys(window.__miturEarly)).toEqual([`${config.contentUrl}/v1/homeVideo`]);
  });
});
