/**
 * src/views/app/pages.ts `preloadPage` (issue 11 "Fast on a cheap phone"): before the first render
 * src/main.tsx loads the page chunk of the address opened and, in a remote build, the read of its
 * largest paint (the home's GET /web/v1/homeImage, started by the HTML), so the first commit holds
 * both.
 */
import { describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => ({ homeImage: vi.fn(async () => ({ ok: true, data: '/media/hero.svg' })) }));
vi.mock('../../../src/machines/reads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/machines/reads')>()),
  loadHomeImage: reads.homeImage,
}));

const { PAGES, preloadPage } = await import('../../../src/views/app/pages');

describe('preloadPage', () => {
  it('remote build, home: loads the home chunk and the hero image read', async () => {
    reads.homeImage.mockClear();
    const chunk = vi.spyOn(PAGES.home, 'preload');
    await expect(preloadPage('/public', false)).resolves.toBeUndefined();
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(reads.homeImage).toHaveBeenCalledTimes(1);
  });

  it('embedded build: loads the chunk only (the in-browser backend starts after the first render)', async () => {
    reads.homeImage.mockClear();
    const chunk = vi.spyOn(PAGES.home, 'preload');
    chunk.mockClear();
    await preloadPage('/public/', true);
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(reads.homeImage).not.toHaveBeenCalled();
  });

  it('another route: its own chunk, no read; an unknown path: nothing, resolved', async () => {
    reads.homeImage.mockClear();
    const login = vi.spyOn(PAGES.login, 'preload');
    await preloadPage('/public/login', false);
    expect(login).toHaveBeenCalledTimes(1);
    expect(reads.homeImage).not.toHaveBeenCalled();
    await expect(preloadPage('/nowhere', false)).resolves.toBeUndefined();
  });

  it('never rejects: a chunk or a read that fails is left to the page (RouteBoundary, the block retry)', async () => {
    vi.spyOn(PAGES.home, 'preload').mockRejectedValueOnce(new Error('chunk failed'));
    reads.homeImage.mockRejectedValueOnce(new Error('read failed'));
    await expect(preloadPage('/public', false)).resolves.toBeUndefined();
  });
});
