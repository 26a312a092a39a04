/**
 * Wire shapes of the seed data served by the embedded backend.
 *
 * Declared as type aliases (not interfaces) so they stay assignable to the generated schemas' index
 * signatures. These mirror `spec/existing-portal-contract.md` exactly (field names, nesting, value types) so the
 * seed can later be checked with `satisfies` against the types generated from `openapi/` into
 * `src/api/`. Until those exist, these are the only declarations of the shapes; do not add fields
 * here that the real backends do not send.
 */

/* ----------------------------------------------------------------------------------------------
 * Geography — contract §1.3 G1–G3, spec 000 §3 "Location lists"
 * -------------------------------------------------------------------------------------------- */

/** One province, municipality or sector: `{ bidclasif (id), ctituloclas (label) }`. */
export type GeoItem = {
  /** Stable numeric id (ONE `id` column). */
  bidclasif: number;
  /** Spanish name as published by ONE. */
  ctituloclas: string;
};

/* ----------------------------------------------------------------------------------------------
 * Catalogue — contract §1.4 C1–C3, spec 001 §2.3 / §3 "Service"
 * -------------------------------------------------------------------------------------------- */

/** Direction (category) ids of the back end: 1 DPP, 2 Confotur, 3 licences, 4 marketing (spec 000 §9). */
export type DirectionId = 1 | 2 | 3 | 4;

/** Service type: 1 = informational only (opens `helper_link`, request disabled), 2 = requested online. */
export type ServiceTypeId = 1 | 2;

/** Service as listed inside a direction by `GET /services` (contract C1). */
export type ServiceSummary = {
  id: number;
  name: string;
  description: string;
  direction_id: DirectionId;
  type_id: ServiceTypeId;
};

/** One element of the bare array answered by `GET /services` (contract C1). */
export type Direction = {
  id: DirectionId;
  name: string;
  description: string;
  services: ServiceSummary[];
};

/** Opening hours row: `day` in Spanish ("Lunes"), times "HH:mm:ss" 24 h. */
export type ServiceSchedule = {
  day: string;
  init: string;
  finit: string;
};

/** Requirement; `route` is a relative path of a downloadable template, or null when none. */
export type ServiceRequirement = {
  name: string;
  description: string;
  route: string | null;
};

/** One ordered step of the procedure. */
export type ServiceProcedure = {
  step: string;
};

/** Delivery time of a price variation (months + days + hours; working time). */
export type DeliveryTime = {
  id: number;
  months: number;
  days: number;
  hours: number;
};

/** Price variation ("Opciones de servicio"); `price` is a DOP amount as a string with 2 decimals. */
export type PriceVariation = {
  /** Unique across the whole catalogue (sent back in `req.variations`). */
  id: number;
  concept: string;
  description: string;
  /** e.g. "7000.00" (DOP, two decimals, no thousands separator). */
  price: string;
  coin: 'DOP';
  /** Total delivery time in days (months counted as 30 days, hours rounded up to a day); informative, the UI shows `delivery_time`. */
  time: number;
  /** Units included in the price (always 1 in this catalogue). */
  quantity: number;
  /** 1 = this tariff must be paid to request the service, 0 = optional. */
  required: 0 | 1;
  delivery_time: DeliveryTime;
};

/** Tariff concept with its variations (1–4). */
export type ServicePrice = {
  concept: string;
  description: string;
  variations: PriceVariation[];
};

/** Collection centre of the payment gateway (contract §3.4 `codigoCentroRecaudacion`). */
export type ServiceInstitution = {
  recaudationCode: string;
};

/** Full service record of `GET /services/{id}` (contract C2; `success` is added by the handler). */
export type ServiceDetail = {
  id: number;
  name: string;
  description: string;
  direction_id: DirectionId;
  type_id: ServiceTypeId;
  /** The client reads `type.id` (1 → open `helper_link` instead of the form). */
  type: { id: ServiceTypeId; name: string };
  /** Relative path for informational services, '' for online ones. */
  helper_link: string;
  /** Average rating, 0–5 in half steps (0 when nobody rated it yet). */
  rating: number;
  schedules: ServiceSchedule[];
  requirements: ServiceRequirement[];
  procedures: ServiceProcedure[];
  prices: ServicePrice[];
  /** Expert form id, unique per online service; 0 for informational services. */
  expertform_id: number;
  process_id: number;
  activity_id: number;
  process_flow: string;
  /** 1 → files are also pushed to SoftExpert (F6). */
  send: 0 | 1;
  /** "true" or "false" (string, as the real back end sends it). */
  multiple_document: 'true' | 'false';
  /** Gateway service code (card payment offered only when not null). */
  sirit_code: string | null;
  /** 1 → deposit/transfer voucher accepted. */
  external_pay: 0 | 1;
  institution: ServiceInstitution;
};

/** Citizen rating of a service (contract C3 `data[]`). */
export type ServiceComment = {
  citizen: { name: string; surname: string };
  comment: string;
  /** "YYYY-MM-DD HH:mm:ss", local time of Santo Domingo. */
  created_at: string;
  /** 0–5 in half steps. */
  rating: number;
};

/* ----------------------------------------------------------------------------------------------
 * Content (WordPress custom routes) — contract §1.5 W1–W7, spec 000 §3, §7
 * -------------------------------------------------------------------------------------------- */

/** `GET /web/v1/homeImage`. */
export type HomeImage = {
  image_url: string;
};

/** `GET /v1/homeVideo` (iframe source; '' = no video). */
export type HomeVideo = {
  video_url: string;
};

/** `GET /statistics` (admin API). */
export type Statistics = {
  requests: number;
  citizens: number;
  visits: number;
};

/** WordPress ids of the general-information blocks (contract §4.1, 135 = marketing). */
export type WordpressId = 130 | 132 | 133 | 134 | 135;

/** One element of `GET /v1/descriptionGeneralInformations`; `descriptionGeneral` is HTML. */
export type GeneralDescription = {
  id: WordpressId;
  descriptionGeneral: string;
};

/** Frequently asked question; `answer` is plain text. */
export type FaqItem = {
  question: string;
  answer: string;
};

/** Q&A keys of the categories (contract §4.1 `wordpressKey`, plus `mercadeo`). */
export type FaqKey = 'todosServicios' | 'dpp' | 'confotour' | 'empresaServicios' | 'mercadeo';

/** `GET /web/v1/questionandanswers`. */
export type QuestionsAndAnswers = Record<FaqKey, FaqItem[]>;

/** Element of `GET /sucursales/v1/sucursales`. */
export type Branch = {
  title: string;
  address: string;
  phoneNumber: string;
  /** Plain domain text or ''. */
  website: string;
  email: string;
};

/** Slugs of `GET /pages/v1/page/{slug}`. */
export type PageSlug = 'politica-privacidad' | 'terminos-y-condiciones';

/** `GET /pages/v1/page/{slug}`; `content` is HTML. */
export type WpPage = {
  title: string;
  content: string;
};

/** Element of `GET /web/v1/generalQueriesMaps` ("Mapa de los Polos"). */
export type GeneralQueryMap = {
  previewURL: string;
  imageURL: string;
  title: string;
};

/** Document of a group of `GET /web/v1/documentsInfo`. */
export type InfoDocument = {
  documentTitle: string;
  documentURL: string;
};

/** Element of `GET /web/v1/documentsInfo`. */
export type DocumentGroup = {
  id: number;
  title: string;
  documents: InfoDocument[];
};

/** Element of `payload` of `GET /auth/get/getquestionandanswer` (contract R1). */
export type SecurityQuestion = {
  id: number;
  questions: string;
};

/** Ministry contact block of the home directory footer (static, not a backend call). */
export type MinistryDirectory = {
  name: string;
  acronym: string;
  address: string;
  phones: { label: string; number: string }[];
  email: string;
  hours: string;
  website: string;
};
