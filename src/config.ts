/**
 * Runtime configuration, read once from Vite's `import.meta.env` (docs/ARCHITECTURE.md "Two modes, one contract").
 *
 * Every value comes from a `VITE_*` variable documented in README.md; nothing here is a secret or a
 * real host. In embedded mode (the default for `npm start`, demos and tests) every base URL points
 * at a same-origin path that the embedded backend (MSW) answers. The application keys are public by
 * construction: whatever is configured ships to every browser (README "Security headers and keys").
 */

/** Which backend the portal talks to. */
export type BackendMode = 'embedded' | 'remote';

/** Shape of the resolved configuration. Base URLs are absolute, without trailing slash. */
export interface AppConfig {
  mode: BackendMode;
  identityUrl: string;
  adminUrl: string;
  filesUrl: string;
  contentUrl: string;
  /** Value of the admin API's `X-Authorization` application key header (contract §0.1, key A). */
  adminAppKey: string;
  /** Value of the file server's `X-Authorization` application key header (contract §0.1, key B). */
  filesAppKey: string;
  /** Authorization scheme word; the real backend expects the literal `beater` (contract §0.1). */
  authScheme: string;
  /** Payment gateway form action URL (spec 001 §7 Card payment). */
  gatewayUrl: string;
  /** Prefix of the gateway's return URL; the request id is appended. */
  gatewayReturnUrl: string;
  /** Embedded backend only: lifetime of an issued token, ms. */
  demoTokenTtlMs: number;
  /** Optional URL of the home page video (content API `video_url` wins when present). */
  homeVideoUrl: string;
  /** Ministry directory in the footer: phone numbers (comma-separated variable) and e-mail. */
  directoryPhones: string[];
  directoryEmail: string;
  /**
   * Optional embeddable map of the contact page (an http(s) URL shown in an iframe). Empty by
   * default: the page then shows the static map /media/mapa-mitur.svg and no third-party host is
   * contacted.
   */
  contactMapUrl: string;
  /** Tutorial videos of the company registration (spec 000 §2 opening modal); '' hides the link. */
  companyTutorialsUrl: string;
  /**
   * The external tourism-investment tracking system linked from the home and the footer (spec 000
   * §1 'A linked external system tracks tourism investment'; issue 26 row 1): an http(s) URL, opened
   * in a new tab. '' (the remote default) shows no link; embedded mode links a fictional address.
   */
  tourismInvestmentUrl: string;
  /** Path segment of the file server's company-documents upload (spec 000 §7 `POST {hash}`). */
  companyDocumentsHash: string;
  /**
   * Base role (`rol_base`) of staff users, who read any request with its doc_identification (spec 001
   * §6 "Staff base role"). The spec does not give its value: `VITE_STAFF_ROLE`, default 3 in embedded
   * mode (the seeded staff account), null (no staff role) in remote mode unless configured.
   */
  staffRole: number | null;
}

type Env = Record<string, string | boolean | undefined>;

/**
 * The page's origin; outside a browser (Vitest's node project) the embedded mode's stand-in
 * `http://localhost`, a remote build '' (it only runs in browsers, and ships no host it was not given).
 */
function origin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : (EMBEDDED_DEFAULTS?.origin ?? '');
}

function absolute(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /^https?:\/\//.test(trimmed) ? trimmed : `${origin()}${trimmed.startsWith('/') ? '' : '/'}${trimmed}`;
}

/** A base-role number from its variable text; null when empty or not an integer. */
function staffRoleOf(text: string): number | null {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) ? n : null;
}

/**
 * Defaults of the embedded backend's fictional world: its application keys, the simulated card
 * gateway, the staff base role of the seeded staff account, fictional directory numbers and e-mail,
 * the fictional address of the tourism-investment system, and the origin assumed outside a browser.
 * Vite replaces `import.meta.env.VITE_BACKEND` by its value at build time, so in a remote build this
 * is `null` and the bundler drops the literals: none of them ships (checked on a built remote bundle
 * by tests/unit/scripts/remoteBuild.test.ts). `npm start`, the demo build and Vitest run embedded.
 */
const EMBEDDED_DEFAULTS =
  import.meta.env.VITE_BACKEND !== 'remote'
    ? {
        adminAppKey: 'demo-admin-key',
        filesAppKey: 'demo-files-key',
        gatewayUrl: '/demo/pasarela',
        staffRole: '3',
        directoryPhones: '809-555-0100,1-809-555-0199',
        directoryEmail: 'info@demo.mitur.local',
        tourismInvestmentUrl: 'https://inversion.demo.mitur.local/',
        origin: 'http://localhost',
      }
    : null;

/**
 * Resolves the configuration from an env object (default: `import.meta.env`).
 * Embedded defaults: `/api/identity`, `/api/admin`, `/api/files`, `/api/content`, and
 * {@link EMBEDDED_DEFAULTS} (in a remote build: none, every such value is '' or null unless configured).
 */
export function resolveConfig(env: Env = import.meta.env): AppConfig {
  const str = (k: string, d = ''): string => {
    const v = env[k];
    return typeof v === 'string' && v !== '' ? v : d;
  };
  const mode: BackendMode = str('VITE_BACKEND', 'embedded') === 'remote' ? 'remote' : 'embedded';
  const demo = mode === 'embedded' ? EMBEDDED_DEFAULTS : null;
  return {
    mode,
    identityUrl: absolute(str('VITE_IDENTITY_URL', '/api/identity')),
    adminUrl: absolute(str('VITE_ADMIN_URL', '/api/admin')),
    filesUrl: absolute(str('VITE_FILES_URL', '/api/files')),
    contentUrl: absolute(str('VITE_CONTENT_URL', '/api/content')),
    adminAppKey: str('VITE_ADMIN_APP_KEY', demo?.adminAppKey),
    filesAppKey: str('VITE_FILES_APP_KEY', demo?.filesAppKey),
    authScheme: str('VITE_AUTH_SCHEME', 'Bearer'),
    gatewayUrl: str('VITE_GATEWAY_URL', demo?.gatewayUrl),
    gatewayReturnUrl: str('VITE_GATEWAY_RETURN_URL', `${origin()}/app/validatePayment/`),
    demoTokenTtlMs: Number(str('VITE_DEMO_TOKEN_TTL_MS', String(15 * 60 * 1000))),
    homeVideoUrl: str('VITE_HOME_VIDEO_URL', ''),
    // Embedded demos show fictional numbers; a remote build shows what the operator configures.
    directoryPhones: str('VITE_DIRECTORY_PHONES', demo?.directoryPhones)
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    directoryEmail: str('VITE_DIRECTORY_EMAIL', demo?.directoryEmail),
    companyDocumentsHash: str('VITE_COMPANY_DOCUMENTS_HASH', 'documentos-empresa'),
    contactMapUrl: str('VITE_CONTACT_MAP_URL', ''),
    companyTutorialsUrl: str('VITE_COMPANY_TUTORIALS_URL', ''),
    tourismInvestmentUrl: str('VITE_TOURISM_INVESTMENT_URL', demo?.tourismInvestmentUrl),
    staffRole: staffRoleOf(str('VITE_STAFF_ROLE', demo?.staffRole)),
  };
}

/** The configuration of this build. */
export const config: AppConfig = resolveConfig();
