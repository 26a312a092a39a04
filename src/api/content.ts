/**
 * Content API calls (WordPress custom routes; spec 000 §7; contract W1-W7), cached 24 h
 * (spec 000 §9 general data).
 */
import { content } from './clients';
import { call } from './call';
import { cached, GENERAL_STALE_MS } from './cache';
import type { ApiResult } from './result';
import type { SchemaBranch, SchemaDocumentGroup, SchemaGeneralInformation, SchemaMapItem, SchemaPage, SchemaQuestionsAndAnswers } from './generated/content';

export type GeneralInformation = SchemaGeneralInformation;
export type QuestionsAndAnswers = SchemaQuestionsAndAnswers;
export type Branch = SchemaBranch;
export type ContentPage = SchemaPage;
export type MapItem = SchemaMapItem;
export type DocumentGroup = SchemaDocumentGroup;

const general = <T>(key: string, load: () => Promise<ApiResult<T>>) => cached(['content', key], GENERAL_STALE_MS, load);

/** GET /web/v1/homeImage → `image_url`. */
export const getHomeImage = (): Promise<ApiResult<string>> =>
  general('homeImage', () =>
    call(
      () => content.GET('/web/v1/homeImage'),
      (b) => (typeof b.image_url === 'string' ? b.image_url : undefined),
    ),
  );

/** GET /v1/homeVideo → `video_url` (may be empty). */
export const getHomeVideo = (): Promise<ApiResult<string>> =>
  general('homeVideo', () =>
    call(
      () => content.GET('/v1/homeVideo'),
      (b) => (typeof b.video_url === 'string' ? b.video_url : undefined),
    ),
  );

/** GET /v1/descriptionGeneralInformations → `[{id (wordpressID), descriptionGeneral (HTML)}]`. */
export const getGeneralInformation = (): Promise<ApiResult<GeneralInformation[]>> =>
  general('generalInformation', () =>
    call(
      () => content.GET('/v1/descriptionGeneralInformations'),
      (b) => (Array.isArray(b) ? b : undefined),
    ),
  );

/** GET /web/v1/questionandanswers → FAQ keyed by category `wordpressKey`. */
export const getQuestionsAndAnswers = (): Promise<ApiResult<QuestionsAndAnswers>> =>
  general('faq', () =>
    call(
      () => content.GET('/web/v1/questionandanswers'),
      (b) => (b && typeof b === 'object' ? b : undefined),
    ),
  );

/** GET /sucursales/v1/sucursales → branches. */
export const getBranches = (): Promise<ApiResult<Branch[]>> =>
  general('branches', () =>
    call(
      () => content.GET('/sucursales/v1/sucursales'),
      (b) => (Array.isArray(b) ? b : undefined),
    ),
  );

/** GET /pages/v1/page/{slug} → `{title, content (HTML, sanitise before rendering)}`. */
export const getPage = (slug: 'politica-privacidad' | 'terminos-y-condiciones'): Promise<ApiResult<ContentPage>> =>
  general(`page:${slug}`, () =>
    call(
      () => content.GET('/pages/v1/page/{slug}', { params: { path: { slug } } }),
      (b) => (typeof b.content === 'string' ? b : undefined),
    ),
  );

/** GET /web/v1/generalQueriesMaps → map items. */
export const getGeneralQueriesMaps = (): Promise<ApiResult<MapItem[]>> =>
  general('maps', () =>
    call(
      () => content.GET('/web/v1/generalQueriesMaps'),
      (b) => (Array.isArray(b) ? b : undefined),
    ),
  );

/** GET /web/v1/documentsInfo → document groups. */
export const getDocumentsInfo = (): Promise<ApiResult<DocumentGroup[]>> =>
  general('documentsInfo', () =>
    call(
      () => content.GET('/web/v1/documentsInfo'),
      (b) => (Array.isArray(b) ? b : undefined),
    ),
  );
