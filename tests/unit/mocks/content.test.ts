/**
 * Embedded content backend (src/mocks/handlers/content.ts): the eight WordPress routes of
 * openapi/content.yaml through the REAL client functions (contract W1-W7; spec 000 §2, §7).
 */
import { describe, expect, it } from 'vitest';
import {
  getBranches,
  getDocumentsInfo,
  getGeneralInformation,
  getGeneralQueriesMaps,
  getHomeImage,
  getHomeVideo,
  getPage,
  getQuestionsAndAnswers,
} from '../../../src/api/content';
import {
  branches,
  descriptionGeneralInformations,
  documentsInfo,
  generalQueriesMaps,
  homeImage,
  homeVideo,
  pages,
  questionandanswers,
} from '../../../src/mocks/data';
import { contentUrl, raw, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

describe('content routes', () => {
  it('answers the home image and video', async () => {
    expect(await getHomeImage()).toEqual({ ok: true, data: homeImage.image_url });
    expect(await getHomeVideo()).toEqual({ ok: true, data: homeVideo.video_url });
  });

  it('answers general information, FAQ, branches, maps and document groups from the seed', async () => {
    expect(await getGeneralInformation()).toEqual({ ok: true, data: descriptionGeneralInformations });
    expect(await getQuestionsAndAnswers()).toEqual({ ok: true, data: questionandanswers });
    expect(await getBranches()).toEqual({ ok: true, data: branches });
    expect(await getGeneralQueriesMaps()).toEqual({ ok: true, data: generalQueriesMaps });
    expect(await getDocumentsInfo()).toEqual({ ok: true, data: documentsInfo });
  });

  it('answers both pages and a WordPress 404 for an unknown slug', async () => {
    expect(await getPage('politica-privacidad')).toEqual({ ok: true, data: pages['politica-privacidad'] });
    expect(await getPage('terminos-y-condiciones')).toEqual({ ok: true, data: pages['terminos-y-condiciones'] });
    const missing = await raw(contentUrl('/pages/v1/page/no-existe'));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });

  it('needs no authentication', async () => {
    expect((await raw(contentUrl('/web/v1/homeImage'))).status).toBe(200);
  });
});
