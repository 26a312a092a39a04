/**
 * Embedded admin/services backend, catalogue and citizen part (docs/ARCHITECTURE.md "Embedded mode"): MSW
 * handlers typed from openapi/admin.yaml under `config.adminUrl` (contract §1.4 C1-C4, A3, D1, R4).
 *
 * Like the real gateway, every call must carry the application key header `X-Authorization`
 * (any value is accepted in embedded mode; missing → 401). Requests, forms, drafts, documents,
 * notifications, claims and payments are later issues and deliberately left unhandled here.
 */
import { createOpenApiHttp } from 'openapi-msw';
import { HttpResponse, type HttpHandler } from 'msw';
import type { paths } from '../../api/generated/admin';
import { config } from '../../config';
import { isValidCedula, isValidEmail, isValidPassport, isValidPhone, stripDashes } from '../../domain/validation';
import { DEMO_DOMAIN, directions, findService, serviceComments, statistics } from '../data';
import { db, nowStamp, save, sendMail } from '../db';
import { citizenMetrics } from './requestLists';
import { latency } from '../support';
import { requireAppKey, decodeParam, readObject, signedInAdminCall } from './common';
import { SERVER_MSG } from './messages';
import { membersOf } from './members';

const http = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** Ratings per page of GET /services/extras/{id}/rating (Laravel page size chosen: 10). */
export const RATINGS_PER_PAGE = 10;

/** A 1-based page number from a query value (invalid or < 1 → 1). */
function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The admin backend's catalogue and citizen handlers. */
export const adminHandlers: HttpHandler[] = [
  /** GET /services (contract C1): the bare array of the four directions with their services. */
  http.get('/services', async ({ request, response }) => {
    await latency();
    const denied = requireAppKey(request);
    if (denied) return response.untyped(denied);
    return response(200).json(directions.map((d) => ({ ...d, services: d.services.map((s) => ({ ...s })) })));
  }),

  /** GET /services/{serviceId} (contract C2): the full record, or `{success:false}` when unknown. */
  http.get('/services/{serviceId}', async ({ request, params, response }) => {
    await latency();
    const denied = requireAppKey(request);
    if (denied) return response.untyped(denied);
    const id = params.serviceId ?? '';
    const service = /^\d+$/.test(id) ? findService(id) : undefined;
    if (!service) return response.untyped(HttpResponse.json({ success: false, msg: SERVER_MSG.serviceNotFound }));
    return response(200).json({ success: true, ...structuredClone(service) });
  }),

  /**
   * GET /services/extras/{serviceId}/rating?page (contract C3): Laravel page of 10 ratings, newest
   * first, 1-based; an unknown service or a page past the end answers an empty `data`.
   */
  http.get('/services/extras/{serviceId}/rating', async ({ request, params, query, response }) => {
    await latency();
    const denied = requireAppKey(request);
    if (denied) return response.untyped(denied);
    const all = serviceComments[Number(params.serviceId)] ?? [];
    const page = pageOf(query.get('page'));
    const lastPage = Math.max(1, Math.ceil(all.length / RATINGS_PER_PAGE));
    const data = all.slice((page - 1) * RATINGS_PER_PAGE, page * RATINGS_PER_PAGE).map((c) => structuredClone(c));
    return response(200).json({ current_page: page, last_page: lastPage, per_page: RATINGS_PER_PAGE, total: all.length, data });
  }),

  /**
   * GET /statistics (contract C4; spec 000 §3 statistics): requests (seed history), citizens (seed
   * history plus the accounts in the store) and visits (the store's counter, incremented per call).
   */
  http.get('/statistics', async ({ request, response }) => {
    await latency();
    const denied = requireAppKey(request);
    if (denied) return response.untyped(denied);
    const d = db();
    d.visits += 1;
    save();
    return response(200).json({ requests: statistics.requests, citizens: statistics.citizens + d.citizens.length, visits: d.visits });
  }),

  // GET /citizens/documentsPage/{citizenId}/{origin}: ./documents.ts (issue 9).

  /** POST /citizens (contract A3): upsert acknowledged; the body is not kept (the store is the identity's). */
  http.post('/citizens', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    return response(200).json({ success: true, msg: SERVER_MSG.citizenRecorded });
  }),

  /**
   * GET /statistics/{citizenId} (contract D1; spec 001 §3 Metrics): counters computed from the store
   * on every call (never cached), see `citizenMetrics` in ./requestLists.ts.
   */
  http.get('/statistics/{citizenId}', async ({ request, params, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    return response(200).json(citizenMetrics(stripDashes(decodeParam(params.citizenId ?? ''))));
  }),

  /**
   * GET /validate/{document}/{documentType} (spec 000 §5 step 1): `exist` is true for a cédula
   * (type 1) with a valid check digit or a passport (type 2) of 6-15 characters.
   */
  http.get('/validate/{document}/{documentType}', async ({ request, params, response }) => {
    await latency();
    const denied = requireAppKey(request);
    if (denied) return response.untyped(denied);
    const document = stripDashes(decodeParam(params.document ?? ''));
    const type = params.documentType;
    const exist = type === '1' ? isValidCedula(document) : type === '2' ? isValidPassport(document) : false;
    return response(200).json({ success: true, exist });
  }),

  /** GET /validate/{cedula} (contract R4): `exist` when the cédula has a valid check digit. */
  http.get('/validate/{cedula}', async ({ request, params, response }) => {
    await latency();
    const denied = requireAppKey(request);
    if (denied) return response.untyped(denied);
    return response(200).json({ success: true, exist: isValidCedula(stripDashes(decodeParam(params.cedula ?? ''))) });
  }),

  /**
   * POST /send/claim (contract D8; spec 000 §7): the public contact form, no session needed (the old
   * client sends `beater null`). Validated like the Laravel backend: every field a required string
   * (lengths at most {@link CONTACT_MAX}), `mail` an e-mail, `phone` 10 digits with a 809/829/849 prefix,
   * `relation` one of the four labels of contract §4.4; otherwise HTTP 422 `{ message, errors }`.
   * An accepted message is stored (`db().contactMessages`), copied to the demo mailbox of
   * {@link CONTACT_INBOX} and answered `{ success: true }`.
   */
  http.post('/send/claim', async ({ request, response }) => {
    await latency();
    const denied = requireAppKey(request);
    if (denied) return response.untyped(denied);
    const body = await readObject(request);
    const value = (k: string): string => (typeof body[k] === 'string' ? body[k].trim() : '');
    const message = { name: value('name'), mail: value('mail'), phone: value('phone'), relation: value('relation'), message: value('message') };
    const errors: Record<string, string[]> = {};
    for (const [field, v] of Object.entries(message)) {
      if (v === '') errors[field] = [SERVER_MSG.required];
      else if (v.length > (CONTACT_MAX[field] ?? Infinity)) errors[field] = [CONTACT_TEXT.tooLong];
    }
    if (!errors.mail && !isValidEmail(message.mail)) errors.mail = [SERVER_MSG.invalidEmail];
    if (!errors.phone && !(/^\d{10}$/.test(message.phone) && isValidPhone(message.phone))) errors.phone = [SERVER_MSG.invalidPhone];
    if (!errors.relation && !(CONTACT_RELATION_LABELS as readonly string[]).includes(message.relation)) errors.relation = [CONTACT_TEXT.relationInvalid];
    if (Object.keys(errors).length > 0) {
      return response(422).json({ message: CONTACT_TEXT.invalid, errors });
    }
    const d = db();
    (d.contactMessages ??= []).unshift({ ...message, created_at: nowStamp() });
    save();
    sendMail({
      to: CONTACT_INBOX,
      subject: `${CONTACT_TEXT.subject}: ${message.relation}`,
      body: [
        `${CONTACT_TEXT.from}: ${message.name} <${message.mail}>`,
        `${CONTACT_TEXT.phone}: ${message.phone}`,
        `${CONTACT_TEXT.relation}: ${message.relation}`,
        message.message,
      ],
      link: null,
    });
    return response(200).json({ success: true });
  }),

  /**
   * GET /all/my/requests/with/company/{citizenId}?get_only_companies_details=true (spec 001 §7;
   * spec 000 §6 request start): `{ success, payload: { companies, members } }` where the companies
   * are those the citizen added to their profile (`db.companies` with `owner_citizen_id` equal to the
   * path's id, dashes ignored; chosen source for the demo) or joined through an accepted membership
   * invitation (`companyMembers`, when the store has it), and the members are the real members of
   * those companies (./members.ts `membersOf`: name, role `rol_id`/`rol_name`, `company_id`; the
   * desk's companies tab reads the viewer's role from them, the company request list its applicants).
   * Other variants (the request page) fall through, unhandled.
   */
  http.get('/all/my/requests/with/company/{citizenId}', async ({ request, params, query, response }) => {
    if (query.get('get_only_companies_details') !== 'true') return undefined;
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const citizenId = stripDashes(decodeParam(params.citizenId ?? ''));
    const d = db();
    // Memberships (accepted invitations) are read defensively: stores saved before them lack the table.
    const memberOf = new Set(
      ((d as { companyMembers?: { company_id: number; citizen_id: string }[] }).companyMembers ?? [])
        .filter((m) => stripDashes(m.citizen_id) === citizenId)
        .map((m) => m.company_id),
    );
    const companies = d.companies
      .filter((c) => (c.owner_citizen_id !== null && stripDashes(c.owner_citizen_id) === citizenId) || memberOf.has(c.id))
      .map((c) => ({
        id: c.id,
        company_name: c.company_name,
        company_rnc: c.company_rnc,
        company_phone: c.company_phone,
        company_address: c.company_address,
        company_url_web: c.company_url_web,
      }));
    const members = companies.flatMap((c) => membersOf(c.id));
    return response(200).json({ success: true, payload: { companies, members } });
  }),
];

/** Role name of the members listed by the companies-details answer (chosen). */
export const REPRESENTATIVE_ROLE_NAME = 'Representante';

/** Demo mailbox of the ministry that receives the contact messages (fictional address). */
export const CONTACT_INBOX = `contacto@${DEMO_DOMAIN}`;

/** The relation labels the backend accepts (contract §4.4: the label, not the number, is sent). */
export const CONTACT_RELATION_LABELS = ['Portal de servicios', 'Planificación y desarrollo (DPP)', 'Confotur', 'Empresas y servicios'] as const;

/** Maximum lengths of the contact fields, characters (chosen: Laravel `string|max:255`, message 5000). */
export const CONTACT_MAX: Readonly<Record<string, number>> = { name: 255, mail: 255, relation: 255, message: 5000 };

/** The simulated server's words for the contact form (chosen; the 422 message is the openapi example). */
const CONTACT_TEXT = {
  invalid: 'Los datos proporcionados no son válidos.', // openapi/admin.yaml ValidationError example
  tooLong: 'El texto es demasiado largo', // chosen
  relationInvalid: 'Seleccione una opción válida', // chosen
  subject: 'Nuevo mensaje de contacto', // chosen
  from: 'De', // chosen
  phone: 'Teléfono', // chosen
  relation: 'Relacionado a', // chosen
} as const;
