/**
 * Seed accounts of the embedded backend (docs/ARCHITECTURE.md "Embedded mode") and its stand-in for the civil
 * registry (JCE). Importing this module registers {@link seedDb} with the store (`setSeeder`), so a
 * new or reset database always starts with these records.
 *
 * Demo credentials (all accounts are activated; password `Demo1234`):
 *
 * | Account | Sign in with | Password | Notes |
 * |---|---|---|---|
 * | Ana María Rodríguez Peña (citizen, base role 1) | cédula `001-0456789-6` (`00104567896`) | `Demo1234` | Ciudad Colonial, Santo Domingo de Guzmán, Distrito Nacional; one company in her profile (Posada Zona Colonial); desk counters with history |
 * | José Miguel Martínez Santos (citizen, base role 1) | cédula `402-0987654-5` (`40209876545`) | `Demo1234` | Ensanche Ozama, Santo Domingo Este; no companies (requests go straight to the form) |
 * | Hotel Caribe Colonial (company account, base role 2, approved) | RNC `131-98765-6` (`131987656`) | `Demo1234` | restricted role: cannot request directly (spec 000 §6) |
 * | Luis Manuel Peña Ureña (gestor, base role 1) | cédula `028-0456123-7` (`02804561237`) | `Demo1234` | representative of Hotel Caribe Colonial and of his two profile companies (Eco Resort Bahía de Samaná, Inversiones Turísticas del Este) with their members; 60+ requests across every status |
 * | Rosa Elena Taveras Guzmán (staff, base role `config.staffRole`, default 3) | cédula `001-1987654-8` (`00119876548`) | `Demo1234` | reads any request read-only (spec 001 §6) |
 *
 * Requests: Ana's 1001 below plus 901-951 of src/mocks/seedRequests.ts (every status, pending
 * actions, payments, messages, claims, ratings; table in README.md).
 *
 * Security answers of all four accounts: question 1 → `Canela`, 2 → `Santiago`, 4 → `Sancocho`.
 *
 * The embedded "JCE" ({@link JCE_REGISTRY}) knows a few more people who are NOT registered yet, so a
 * registration can be demonstrated with a real-looking cédula whose first last name is checked:
 * Carmen Luisa Féliz Báez `03101234569`, Rafael Ernesto De la Cruz Almonte `22300123456`,
 * Yokasta Altagracia Núñez Reyes `04700345673`, María Pérez Gómez `00112345673`. Any other cédula with a valid check digit is accepted with any
 * name. All cédulas and RNCs here have valid check digits; none belongs to a real person.
 */
import { config } from '../config';
import { setSeeder, type Db, type DbCitizen, type DbCompany, type DbRequest, type DbSecurityAnswer } from './db';
import { DEMO_DOMAIN, statistics } from './data';
import { seedRequestsAndClaims } from './seedRequests';
import { seedNotificationsAndDocuments } from './seedNotifications';
import { seedCompanies } from './seedCompanies';
import { seedDesk } from './seedDesk';

/** Password of every seed account. */
export const DEMO_PASSWORD = 'Demo1234';

/** Fixed creation stamp of the seed records ("YYYY-MM-DD HH:mm:ss", contract C3 format). */
const SEED_STAMP = '2022-03-14 09:30:00';

/** A person known to the embedded civil registry (JCE): cédula → names. */
export interface JcePerson {
  /** 11 digits, valid check digit. */
  cedula: string;
  name: string;
  first_last_name: string;
  second_last_name: string;
}

/**
 * The embedded civil registry used by POST /check/rnc/and/first_name/not/registered and by the
 * registration: for these cédulas the first last name must match (case- and accent-insensitive).
 */
export const JCE_REGISTRY: readonly JcePerson[] = [
  { cedula: '00104567896', name: 'Ana María', first_last_name: 'Rodríguez', second_last_name: 'Peña' },
  { cedula: '40209876545', name: 'José Miguel', first_last_name: 'Martínez', second_last_name: 'Santos' },
  { cedula: '03101234569', name: 'Carmen Luisa', first_last_name: 'Féliz', second_last_name: 'Báez' },
  { cedula: '22300123456', name: 'Rafael Ernesto', first_last_name: 'De la Cruz', second_last_name: 'Almonte' },
  { cedula: '04700345673', name: 'Yokasta Altagracia', first_last_name: 'Núñez', second_last_name: 'Reyes' },
  { cedula: '02804561237', name: 'Luis Manuel', first_last_name: 'Peña', second_last_name: 'Ureña' },
  { cedula: '00112345673', name: 'María', first_last_name: 'Pérez', second_last_name: 'Gómez' },
  { cedula: '00119876548', name: 'Rosa Elena', first_last_name: 'Taveras', second_last_name: 'Guzmán' },
];

/** The JCE record of a cédula (digits only), or undefined. */
export function findJcePerson(cedula: string): JcePerson | undefined {
  return JCE_REGISTRY.find((p) => p.cedula === cedula);
}

/** Cédula of the main demo citizen, Ana María Rodríguez Peña. */
export const DEMO_CITIZEN_ID = '00104567896';
/** Cédula of the second demo citizen, José Miguel Martínez Santos. */
export const DEMO_CITIZEN_2_ID = '40209876545';
/** RNC of the approved demo company account, Hotel Caribe Colonial. */
export const DEMO_COMPANY_RNC = '131987656';
/**
 * Cédula of the demo gestor (tramitador), Luis Manuel Peña Ureña: many requests (personal and for
 * his companies) and the representative of Hotel Caribe Colonial, Eco Resort Bahía de Samaná and
 * Inversiones Turísticas del Este, whose members he manages (spec 001 §2.1 desk lists, companies).
 */
export const DEMO_GESTOR_ID = '02804561237';
/** Ids of the companies the demo gestor represents: the company account and the two of his profile. */
export const DEMO_GESTOR_COMPANY_IDS = [2, 3, 4] as const;
/** Cédula of the staff account, Rosa Elena Taveras Guzmán (base role `config.staffRole`). */
export const DEMO_STAFF_ID = '00119876548';
/** Base role of the seeded staff account: the configured staff role (3 unless `VITE_STAFF_ROLE` says otherwise). */
export const DEMO_STAFF_ROLE = config.staffRole ?? 3;

function citizen(
  fields: Omit<DbCitizen, 'password' | 'activated' | 'activation_token' | 'created_at' | 'profile_img' | 'email2' | 'occupation' | 'company_id'> &
    Partial<DbCitizen>,
): DbCitizen {
  return {
    password: DEMO_PASSWORD,
    activated: true,
    activation_token: '',
    created_at: SEED_STAMP,
    profile_img: null,
    email2: '',
    occupation: '',
    company_id: null,
    ...fields,
  };
}

/** The seed citizens (activated): Ana and José (base role 1), and the staff account. */
export function demoCitizens(): DbCitizen[] {
  return [
    citizen({
      citizen_id: DEMO_CITIZEN_ID,
      document_type: 1,
      email: `ana.rodriguez@${DEMO_DOMAIN}`,
      name: 'Ana María',
      first_last_name: 'Rodríguez',
      second_last_name: 'Peña',
      occupation: 'Administradora de empresas turísticas',
      // Distrito Nacional → Santo Domingo de Guzmán → Ciudad Colonial (ONE ids)
      province_id: 19340,
      municipality_id: 19341,
      sector_id: 18388,
      phone: '8095550142',
      phone2: '8295550177',
      address: 'Calle Arzobispo Meriño 254, Ciudad Colonial',
      rol_base: 1,
    }),
    citizen({
      citizen_id: DEMO_CITIZEN_2_ID,
      document_type: 1,
      email: `jose.martinez@${DEMO_DOMAIN}`,
      name: 'José Miguel',
      first_last_name: 'Martínez',
      second_last_name: 'Santos',
      // Santo Domingo → Santo Domingo Este → Ensanche Ozama (ONE ids)
      province_id: 18408,
      municipality_id: 18409,
      sector_id: 18420,
      phone: '8495550123',
      phone2: '',
      address: 'Calle Sabana Larga 18, Ensanche Ozama',
      rol_base: 1,
    }),
    citizen({
      citizen_id: DEMO_GESTOR_ID,
      document_type: 1,
      email: `luis.pena@${DEMO_DOMAIN}`,
      name: 'Luis Manuel',
      first_last_name: 'Peña',
      second_last_name: 'Ureña',
      occupation: 'Gestor de trámites turísticos',
      // Distrito Nacional → Santo Domingo de Guzmán → Ciudad Colonial (ONE ids)
      province_id: 19340,
      municipality_id: 19341,
      sector_id: 18388,
      phone: '8095550164',
      phone2: '8295550188',
      address: 'Av. Abraham Lincoln 1003, Torre Profesional, suite 4B, Piantini',
      rol_base: 1,
    }),
    citizen({
      citizen_id: DEMO_STAFF_ID,
      document_type: 1,
      email: `rosa.taveras@${DEMO_DOMAIN}`,
      name: 'Rosa Elena',
      first_last_name: 'Taveras',
      second_last_name: 'Guzmán',
      occupation: 'Analista de servicios, Ministerio de Turismo',
      // Distrito Nacional → Santo Domingo de Guzmán → Ciudad Colonial (ONE ids)
      province_id: 19340,
      municipality_id: 19341,
      sector_id: 18388,
      phone: '8095550190',
      phone2: '',
      address: 'Av. Cayetano Germosén esq. Av. Gregorio Luperón, Mirador Sur',
      rol_base: DEMO_STAFF_ROLE,
    }),
  ];
}

/** Seed companies: one in Ana's profile (contract P1) and the approved company account. */
export function demoCompanies(): DbCompany[] {
  return [
    {
      id: 1,
      company_rnc: '101012341',
      company_name: 'Posada Zona Colonial',
      company_phone: '8095553344',
      company_address: 'Calle El Conde 305, Ciudad Colonial, Santo Domingo',
      company_url_web: null,
      owner_citizen_id: DEMO_CITIZEN_ID,
      account: null,
      created_at: SEED_STAMP,
    },
    {
      id: 2,
      company_rnc: DEMO_COMPANY_RNC,
      company_name: 'Hotel Caribe Colonial',
      company_phone: '8095557788',
      company_address: 'Av. George Washington 500, Santo Domingo',
      company_url_web: null,
      owner_citizen_id: null,
      account: {
        email: `empresa.caribe@${DEMO_DOMAIN}`,
        password: DEMO_PASSWORD,
        razonsocial: 'Inversiones Turísticas del Caribe Colonial, S.R.L.',
        extension: '204',
        company_files: {
          registromercant: `empresas/${DEMO_COMPANY_RNC}/registro-mercantil.pdf`,
          podernotarizado: null,
          cedulaperaut: `empresas/${DEMO_COMPANY_RNC}/cedula-representante.pdf`,
        },
        status: 'approved',
      },
      created_at: SEED_STAMP,
    },
    {
      id: 3,
      company_rnc: '130456127',
      company_name: 'Eco Resort Bahía de Samaná',
      company_phone: '8095384410',
      company_address: 'Carretera Samaná - Las Galeras km 9, Samaná',
      company_url_web: 'www.ecoresortsamana.com.do',
      owner_citizen_id: DEMO_GESTOR_ID,
      account: null,
      created_at: SEED_STAMP,
    },
    {
      id: 4,
      company_rnc: '132789342',
      company_name: 'Inversiones Turísticas del Este',
      company_phone: '8095521290',
      company_address: 'Av. España 12, Bávaro, La Altagracia',
      company_url_web: null,
      owner_citizen_id: DEMO_GESTOR_ID,
      account: null,
      created_at: SEED_STAMP,
    },
  ];
}

/** Security answers of the seed citizens (questions 1, 2 and 4 of the catalogue). */
export function demoSecurityAnswers(): DbSecurityAnswer[] {
  return [DEMO_CITIZEN_ID, DEMO_CITIZEN_2_ID, DEMO_GESTOR_ID, DEMO_COMPANY_RNC, DEMO_STAFF_ID].flatMap((id) => [
    { citizen_id: id, citizen_question: 1, citizen_answer: 'Canela' },
    { citizen_id: id, citizen_question: 2, citizen_answer: 'Santiago' },
    { citizen_id: id, citizen_question: 4, citizen_answer: 'Sancocho' },
  ]);
}

/** Desk counters (spec 001 §3 Metrics; contract D1). */
export interface SeedMetrics {
  reqsOpen: number;
  reqsComplete: number;
  documents: number;
  reqsRejected: number;
}

/**
 * Desk counters of the seed accounts for GET /statistics/{citizenId} until requests live in the
 * store (a later issue); every other account answers zeros.
 */
export const SEED_METRICS: Readonly<Record<string, SeedMetrics>> = {
  [DEMO_CITIZEN_ID]: { reqsOpen: 2, reqsComplete: 3, documents: 9, reqsRejected: 1 },
  [DEMO_CITIZEN_2_ID]: { reqsOpen: 1, reqsComplete: 0, documents: 2, reqsRejected: 0 },
  [DEMO_COMPANY_RNC]: { reqsOpen: 4, reqsComplete: 7, documents: 15, reqsRejected: 0 },
};

/** Id of Ana's seeded submitted request (spec 001 §2.5 details page demo). */
export const SEED_REQUEST_ID = 1001;

/**
 * Ana's submitted request for 'Evaluación de anteproyecto turístico' (service 2, expert form 102,
 * direction DPP): status 1 'En proceso', payment PENDIENTE, a few answers of the real form, one
 * document she uploaded (origin 0) and one the institution issued (origin 1), so the details page
 * shows both lists. The documents' bytes are demo PDFs under public/media/documentos/ (their
 * routes start with `documentos/`; the file server's download redirects there).
 */
export function demoRequests(): DbRequest[] {
  return [
    {
      id: SEED_REQUEST_ID,
      code: 'DPP-2026-000123',
      doc_identification: DEMO_CITIZEN_ID,
      service_id: 2,
      expertform_id: 102,
      form_version: '7',
      provisional: 0,
      status: { id: 1, name: 'En proceso', color: 'info', base_status_id: 1 },
      created_at: '2026-10-14 10:15:00',
      data: [
        { key: 'check37', value: ['Propietario'], labelValue: null, type: 'checkbox-group', label: 'Propietario' },
        { key: 'radiobutt03', value: '2', labelValue: 'No', type: 'radio-group', label: 'Propietario es una empresa' },
        { key: 'texto25502', value: 'Ana María', labelValue: null, type: 'text', label: 'Nombres' },
        { key: 'texto25503', value: 'Rodríguez', labelValue: null, type: 'text', label: 'Primer Apellido' },
        { key: 'texto25527', value: 'Posada Colonial Las Mercedes', labelValue: null, type: 'text', label: 'Nombre del Proyecto' },
        {
          key: 'texto25528',
          value: 'Calle Las Mercedes 112, Ciudad Colonial, Santo Domingo',
          labelValue: null,
          type: 'text',
          label: 'Dirección y/o Referencia de Acceso',
        },
      ],
      grid: {},
      variations: [21],
      payment_amount: 15000,
      payment_status: 'PENDIENTE',
      company_id: null,
      company_name: null,
      acronym: 'DPP',
      idAutorizacionPortal: `AUT-${SEED_REQUEST_ID}`,
      solution: null,
      documents: [
        {
          name: 'Memoria descriptiva del proyecto',
          extension: 'pdf',
          route: 'documentos/guias/guia-presentacion-proyectos-turisticos.pdf',
          size_mb: 3.2,
          label: 'Memoria descriptiva 1',
          origin_doc: 0,
          created_at: '2026-10-14 10:15:00',
        },
        {
          name: 'Acuse de recibo de la solicitud',
          extension: 'pdf',
          route: 'documentos/formularios/dpp-no-objecion-uso-suelo.pdf',
          size_mb: 0.35,
          label: null,
          origin_doc: 1,
          created_at: '2026-10-15 09:02:00',
        },
      ],
    },
  ];
}

/**
 * Fills an empty database with the seed accounts (registered with `setSeeder` on import).
 * Also starts the home page's visit counter at the content seed's historical value.
 */
export function seedDb(db: Db): void {
  db.citizens.push(...demoCitizens());
  db.companies.push(...demoCompanies());
  db.nextCompanyId = Math.max(db.nextCompanyId, ...db.companies.map((c) => c.id + 1));
  db.securityAnswers.push(...demoSecurityAnswers());
  seedCompanies(db);
  db.visits = statistics.visits;
  const after = seedRequestsAndClaims();
  db.requests = [...after.requests, ...demoRequests()];
  db.claims = after.claims;
  db.gatewayApprovals = [];
  db.requiredDocumentRecords = [];
  db.nextActionId = after.next.action;
  db.nextCommentId = after.next.comment;
  db.nextPaymentId = after.next.payment;
  db.nextClaimId = after.next.claim;
  db.nextRequestId = SEED_REQUEST_ID + 1;
  db.nextRequestNumber = 124;
  seedDesk(db);
  seedNotificationsAndDocuments(db);
}

setSeeder(seedDb);
