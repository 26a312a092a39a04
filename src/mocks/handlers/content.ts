/**
 * Embedded content backend (WordPress custom routes; contract §1.5 W1-W7, spec 000 §7): the eight
 * routes of openapi/content.yaml under `config.contentUrl`, answered from the seed content
 * (src/mocks/data/content.ts). No authentication, no envelope. An unknown page slug answers the
 * WordPress 404 error object.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { HttpHandler } from 'msw';
import type { paths } from '../../api/generated/content';
import { config } from '../../config';
import {
  branches,
  descriptionGeneralInformations,
  documentsInfo,
  generalQueriesMaps,
  homeImage,
  homeVideo,
  pages,
  questionandanswers,
  type PageSlug,
} from '../data';
import { latency } from '../support';
import { decodeParam } from './common';

const http = createOpenApiHttp<paths>({ baseUrl: config.contentUrl });

/** The content backend's handlers. */
export const contentHandlers: HttpHandler[] = [
  /** W1 GET /web/v1/homeImage. */
  http.get('/web/v1/homeImage', async ({ response }) => {
    await latency();
    return response(200).json({ ...homeImage });
  }),

  /** W2 GET /v1/homeVideo (`video_url` may be empty: no video). */
  http.get('/v1/homeVideo', async ({ response }) => {
    await latency();
    return response(200).json({ ...homeVideo });
  }),

  /** W3 GET /v1/descriptionGeneralInformations: one HTML block per category WordPress id. */
  http.get('/v1/descriptionGeneralInformations', async ({ response }) => {
    await latency();
    return response(200).json(structuredClone(descriptionGeneralInformations));
  }),

  /** W4 GET /web/v1/questionandanswers: FAQ keyed by category `wordpressKey`. */
  http.get('/web/v1/questionandanswers', async ({ response }) => {
    await latency();
    return response(200).json(structuredClone(questionandanswers));
  }),

  /** W5 GET /sucursales/v1/sucursales: the ministry's branches. */
  http.get('/sucursales/v1/sucursales', async ({ response }) => {
    await latency();
    return response(200).json(structuredClone(branches));
  }),

  /** W6/W7 GET /pages/v1/page/{slug}: privacy policy or terms; unknown slug → WordPress 404. */
  http.get('/pages/v1/page/{slug}', async ({ params, response }) => {
    await latency();
    const slug = decodeParam(String(params.slug ?? ''));
    const page = Object.prototype.hasOwnProperty.call(pages, slug) ? pages[slug as PageSlug] : undefined;
    if (!page) {
      return response(404).json({
        code: 'rest_no_route',
        message: 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.',
        data: { status: 404 },
      });
    }
    return response(200).json({ ...page });
  }),

  /** GET /web/v1/generalQueriesMaps ("Mapa de los Polos"). */
  http.get('/web/v1/generalQueriesMaps', async ({ response }) => {
    await latency();
    return response(200).json(structuredClone(generalQueriesMaps));
  }),

  /** GET /web/v1/documentsInfo (document groups of "Documentos"). */
  http.get('/web/v1/documentsInfo', async ({ response }) => {
    await latency();
    return response(200).json(structuredClone(documentsInfo));
  }),
];
