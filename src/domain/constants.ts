/**
 * Business constants of the portal: every number and fixed value of spec 000 §9 and spec 001 §9
 * (plus the few the contract fixes where the specs say "not shown"). Units are in the name
 * (`_MS` milliseconds, `_MB` megabytes, `_PX` CSS pixels) or in the docstring.
 *
 * Pure data: no imports, no side effects. Other domain modules (status, roles, files, validation)
 * read their numbers from here so there is one source for each value.
 */

// ---------------------------------------------------------------------------------------------
// Time (spec 000 §4, §9; spec 001 §4, §9; contract §4.2)
// ---------------------------------------------------------------------------------------------

/** One minute, ms. */
const MINUTE_MS = 60_000;

/** Delay between showing the 'Cerrando sesión' loader and clearing the session + reload, ms (spec 000 §4, 001 §9). */
export const LOGOUT_DELAY_MS = 1500;
/** The global loading overlay hides this long after authentication, ms (spec 000 §4, §9). */
export const AUTH_LOADER_HIDE_MS = 2000;
/** Stale time of general (catalogue, content, geography) data: 24 h, ms (spec 000 §9). */
export const GENERAL_STALE_MS = 24 * 60 * MINUTE_MS;
/** Cache lifetime of general data: 24 h, ms (contract §4.2 `cacheTime`). */
export const GENERAL_CACHE_MS = 24 * 60 * MINUTE_MS;
/**
 * Stale time of the desk's request lists: 60 s, ms (spec 001 §9 "Request list stale time 60 s";
 * spec 001 governs the signed-in area and wins over spec 000 §9's 9 minutes).
 */
export const REQUEST_LIST_STALE_MS = 60_000;
/** Stale time of a request's detail: 9 min, ms (spec 000 §9; contract §4.2 `staleTimeForRequestedServiceDetail`). */
export const REQUEST_DETAIL_STALE_MS = 9 * MINUTE_MS;
/** Stale time of the desk's document pages: 9 min, ms (spec 001 §9 "not shown"; contract §4.2). */
export const DOCUMENTS_STALE_MS = 9 * MINUTE_MS;
/** Desk metrics are never cached: stale time 0 ms (spec 001 §9 "metrics not cached"). */
export const METRICS_STALE_MS = 0;
/** Claims are never cached: stale time 0 ms (spec 001 §9 "Claim data is not cached"). */
export const CLAIMS_STALE_MS = 0;
/** Redirect to the request detail after a successful submit, ms (spec 001 §2.4, §9). */
export const SUBMIT_REDIRECT_MS = 1000;
/** Duration of the 'Restableciendo' overlay when a draft is restored, ms (spec 001 §4, §9). */
export const DRAFT_RESTORE_OVERLAY_MS = 2500;
/** After a required-document send the view returns to details after this delay, ms (spec 001 §4, §9). */
export const RETURN_TO_DETAILS_MS = 500;
/** Forced logout + reload after a successful e-mail change, ms (spec 001 §4, §9). */
export const EMAIL_CHANGE_RELOAD_MS = 2500;
/** Success snackbars stay this long, ms (spec 001 §8). */
export const SUCCESS_SNACKBAR_MS = 2000;
/** The claims error snackbar stays this long, ms (spec 001 §8). */
export const CLAIMS_ERROR_SNACKBAR_MS = 3000;
/** HTTP timeout of the identity, admin and content clients, ms (contract §0.1, §4.2). */
export const HTTP_TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Identity, contact and account limits (spec 000 §5, §9; spec 001 §5, §9)
// ---------------------------------------------------------------------------------------------

/** Minimum password length, characters (spec 000 §9, 001 §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Exact length of a cédula (identity card), digits (spec 000 §9). */
export const CEDULA_LENGTH = 11;
/** Passport length bounds, characters (spec 000 §5, §9). */
export const PASSPORT_MIN_LENGTH = 6;
/** Passport length bounds, characters (spec 000 §5, §9). */
export const PASSPORT_MAX_LENGTH = 15;
/** Length of an RNC (company tax number), digits (spec 001 §9). */
export const RNC_LENGTH = 9;
/** Company registration: RNC minimum length, characters (spec 000 §5 company step 2). */
export const COMPANY_RNC_MIN_LENGTH = 9;
/** Company registration: phone minimum length, characters (spec 000 §5 company step 2). */
export const COMPANY_PHONE_MIN_LENGTH = 10;
/** Dominican phone prefixes (area codes) (spec 000 §5, §9). */
export const PHONE_PREFIXES = ['809', '829', '849'] as const;
/** A phone is a 3-digit prefix plus 7 digits: 10 digits (spec 000 §5; 001 §9 "phones 10"). */
export const PHONE_LENGTH = 10;
/** Dynamic-form minimum length of the "other identifier" mask, characters (spec 001 §5, §9). */
export const OTHER_IDENTIFIER_MIN_LENGTH = 15;
/** Number of security questions in registration (spec 000 §9). */
export const SECURITY_QUESTION_COUNT = 3;
/** Adding a company member: minimum document length, characters (spec 001 §2.1, §9). */
export const MEMBER_DOCUMENT_MIN_LENGTH = 9;
/** Adding a company member: the input mask accepts up to this many digits (spec 001 §2.1, §9). */
export const MEMBER_DOCUMENT_MAX_DIGITS = 20;
/** Registration `document_type` values (spec 000 §3; contract §4.4). */
export const DOCUMENT_TYPE = { cedula: 1, passport: 2, company: 3 } as const;
/** Copyright year shown in citizen registration (spec 000 §9). */
export const REGISTRATION_COPYRIGHT_YEAR = 2022;

// ---------------------------------------------------------------------------------------------
// Files (spec 000 §5, §9; spec 001 §5, §9)
// ---------------------------------------------------------------------------------------------

/** Default maximum upload size per file, MB (spec 000 §5, §9). */
export const MAX_UPLOAD_MB_DEFAULT = 120;
/** Maximum size of a payment proof, MB (spec 001 §2.5, §9). */
export const PAYMENT_PROOF_MAX_MB = 25;
/** Bytes per MB used by the size limits (bytes = MB * 1024 * 1024). */
export const BYTES_PER_MB = 1024 * 1024;
/** Extensions accepted by the file picker (spec 000 §5 Files), lower case, no dot. */
export const ALLOWED_UPLOAD_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'kmz', 'kml', 'dwg', 'dwf', 'xls', 'xlsx'] as const;
/** Extensions of the expert form's file fields: the allowed ones without `dwg` (contract §2.3, §4.4 "dwg blocked in the expert form"). */
export const EXPERT_FORM_UPLOAD_EXTENSIONS = ALLOWED_UPLOAD_EXTENSIONS.filter((e) => e !== 'dwg');
/** Extensions accepted for company registration documents: PDF only (spec 000 §5, §9). */
export const COMPANY_DOCUMENT_EXTENSIONS = ['pdf'] as const;
/** Extensions the document viewer can show (spec 000 §9). */
export const VIEWABLE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
/** Request documents: origin 0 uploaded by the citizen, 1 issued by the institution (spec 001 §3, §9). */
export const DOCUMENT_ORIGIN = { citizen: 0, institution: 1 } as const;
/** Desk documents sub-tabs / `documentsPage` second path segment (spec 001 §7). */
export const DOCUMENTS_PAGE_KIND = { personal: 0, institutional: 1 } as const;

// ---------------------------------------------------------------------------------------------
// Catalogue and contact (spec 000 §2, §9; contract §4.1, §4.4)
// ---------------------------------------------------------------------------------------------

/** Category ids: 0 all, 1 DPP, 2 Confotur, 3 licences, 4 marketing (spec 000 §2, §9). */
export const CATEGORY_ID = { all: 0, dpp: 1, confotur: 2, licences: 3, marketing: 4 } as const;
/** Service `type_id` 1 = information only, cannot be requested online (spec 000 §4). */
export const INFORMATIONAL_SERVICE_TYPE_ID = 1;
/** Contact form relation options 1-4 (spec 000 §2 Contact page, §9). */
export const CONTACT_RELATION_IDS = [1, 2, 3, 4] as const;

// ---------------------------------------------------------------------------------------------
// Roles and people (spec 000 §6, §9; spec 001 §6, §9)
// ---------------------------------------------------------------------------------------------

/** Base role (`rol_base`) that cannot request services directly (spec 000 §6, 001 §9). */
export const RESTRICTED_BASE_ROLE = 2;
/** Message author id of the institution (officer); any other id is the citizen (spec 001 §2.5, §9). */
export const OFFICER_USER_ID = 2;

// ---------------------------------------------------------------------------------------------
// Requests, statuses, actions, payments (spec 001 §4, §9)
// ---------------------------------------------------------------------------------------------

/** Request status ids in process (spec 001 §4). */
export const IN_PROCESS_STATUS_IDS = [1, 2, 3, 4, 5, 6, 9] as const;
/** Request status id: finished / Completada (spec 001 §4, §9). */
export const STATUS_FINISHED = 7;
/** Request status id: rejected (spec 001 §4, §9). */
export const STATUS_REJECTED = 8;
/** Request status id: cancelled / Cancelada (spec 001 §4, §9). */
export const STATUS_CANCELLED = 10;
/**
 * Desk list status filter values (spec 001 §2.1, §9): 1 En proceso, 2 Finalizadas; and 3 Rechazadas
 * (statuses 8 and 10), the filter the existing portal's client sketches and comments out (contract
 * §3.2), added by issue 26 row 2 so that rejected and cancelled requests can be found.
 */
export const STATUS_FILTER = { inProcess: 1, finished: 2, rejected: 3 } as const;
/** Base status id 1: the request is open (spec 001 §4). */
export const BASE_STATUS_OPEN = 1;
/** Required action ids (spec 001 §4, §9): 1 documents, 3 information/messages, 5 and 7 payment. */
export const REQUIRED_ACTION = { documents: 1, information: 3, payment: 5, paymentByAction: 7 } as const;
/** Payment status wire values (spec 001 §4). */
export const PAYMENT_STATUS = { pending: 'PENDIENTE', generated: 'GENERADO' } as const;
/** `req.payment_status` sent on request creation (spec 001 §9). */
export const REQUEST_PAYMENT_STATUS = '1';
/** `req.payment_method` sent on request creation (spec 001 §9). */
export const REQUEST_PAYMENT_METHOD = '2';
/** `req.cant` (quantity) sent on request creation (spec 001 §9). */
export const REQUEST_QUANTITY = '1';
/** `type` query parameter of the desk request lists (spec 001 §7). */
export const REQUEST_LIST_TYPE = 1;
/** `userInfo.nacionsolic` of a request: fixed nationality (spec 001 §9). */
export const FORM_NATIONALITY = 'Dominicano';
/** Payment gateway form: `tipoDocumento` (spec 001 §7 card payment: document type C). */
export const GATEWAY_DOCUMENT_TYPE = 'C';
/** Payment gateway form: `medioPago` (spec 001 §7 card payment). */
export const GATEWAY_PAYMENT_MEDIUM = 'PagoEnLinea';
/** Message maximum length, characters (spec 001 §5, §9). */
export const MESSAGE_MAX_LENGTH = 500;
/** Rating: default value, step (half stars) and maximum, stars (spec 001 §2.5, §9). */
export const RATING_DEFAULT = 3;
/** Rating step: half stars (spec 001 §9). */
export const RATING_STEP = 0.5;
/** Rating maximum, stars. */
export const RATING_MAX = 5;
/** Rating comment field: minimum rows (spec 001 §2.5). */
export const RATING_COMMENT_MIN_ROWS = 6;
/** The request-form stepper shows at most this many step labels (spec 001 §2.4, §9). */
export const STEPPER_WINDOW = 6;
/** Density rule: m² per hectare (spec 001 §5: density = rooms / (area / 10000)). */
export const SQUARE_METRES_PER_HECTARE = 10_000;

// ---------------------------------------------------------------------------------------------
// Money and dates (spec 001 §1, §9)
// ---------------------------------------------------------------------------------------------

/** Currency code: Dominican peso (spec 001 §9). */
export const CURRENCY = 'DOP';
/** Decimals of money amounts (spec 001 §9). */
export const MONEY_DECIMALS = 2;
/** Display date format, date-fns pattern (spec 001 §1, §9). */
export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy';
/** Desk documents date format, date-fns pattern (spec 001 §2.1). */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
/** Messages tab date format 'day de month year hh:mm a', date-fns pattern (spec 001 §2.5). */
export const MESSAGE_DATE_FORMAT = "d 'de' MMMM yyyy hh:mm a";

// ---------------------------------------------------------------------------------------------
// Layout (spec 000 §9; spec 001 §9)
// ---------------------------------------------------------------------------------------------

/** Breakpoints, px (spec 000 §9): 320, 768 desktop layout + side menu, 1000 header switch, 1200. */
export const BREAKPOINTS_PX = { small: 320, desktop: 768, header: 1000, wide: 1200 } as const;
/** The header uses the compact menu below this width, px (spec 000 §2, §9). */
export const HEADER_COMPACT_BELOW_PX = 1000;
/** Desktop layout (and the home side menu) from this width, px (spec 000 §9, 001 §9). */
export const DESKTOP_MIN_WIDTH_PX = 768;
/** Notification panel height, px (spec 001 §2.2, §9). */
export const NOTIFICATION_PANEL_HEIGHT_PX = 500;
/** Print width of the service page, px (spec 001 §2.3, §9). */
export const PRINT_WIDTH_PX = 400;

// ---------------------------------------------------------------------------------------------
// Session wire values (spec 000 §4; contract §0.2)
// ---------------------------------------------------------------------------------------------

/** A 2xx answer whose `msg` equals this triggers one token refresh + retry (spec 000 §4). */
export const TOKEN_EXPIRED_MESSAGE = 'El token ha expirado';
