/**
 * Every user-facing Spanish string of the portal, by key (docs/ARCHITECTURE.md "Layers": src/messages/es.ts).
 *
 * This module holds the strings of the shell and the public home and catalogue (the areas every
 * first load needs: common, nav, session, home, catalogue, errors) and the lookup `t()`. The other areas live beside it in
 * `src/messages/es/<area>.ts`; each registers itself when imported, and the page that shows an
 * area's texts imports it, so a route ships only its own strings (docs/ARCHITECTURE.md budget: /public first
 * load <= 110 KB). `src/messages/all.ts` loads every area (tests, catalogues).
 *
 * Sources:
 * - spec 000 (public area, accounts) and spec 001 (signed-in area): every message, title, label,
 *   button, empty text and toast they give, copied VERBATIM (their typos and missing accents are
 *   kept on purpose: 'minimo', 'terminos', 'exito', 'podra', 'reflejara', 'Asegurese', ...).
 * - existing-portal-contract.md: the Spanish labels it gives (category titles §4.1, contact relation
 *   labels §4.4, status names §3.2, rule labels §2.5, ...), marked `// contract ... (not in spec)`.
 * - Every other string (labels the foundation screens need where the specs give no text) carries a
 *   trailing `// not in spec` comment so reviewers can tell them apart.
 *
 * Placeholders use `{name}` and are filled by {@link t}; a literal `$` before a placeholder is kept
 * (`'Su pago de ${amount} ...'` renders `Su pago de $7,000.00 ...`).
 *
 * Machines store {@link MessageKey}s in their context; views turn keys into text with {@link t}.
 */
/** Areas every page needs (shell, public home and catalogue), always loaded. */
export const coreMessages = {
  common: {
    loading: 'Cargando…', // not in spec
    retry: 'Reintentar', // not in spec
    backendDown: 'No se pudo cargar esta información.', // not in spec
    pageFailed: 'No se pudo mostrar esta página. Puede reintentar o volver al inicio.', // not in spec
    goHome: 'Ir al inicio', // not in spec
    error: 'Error',
    yes: 'Si',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    confirmUpper: 'CONFIRMAR',
    sendUpper: 'ENVIAR',
    send: 'Enviar', // not in spec
    close: 'Cerrar', // not in spec
    back: 'Atrás', // not in spec
    next: 'Siguiente', // not in spec
    continue: 'Continuar',
    accept: 'Aceptar', // not in spec
    save: 'Guardar',
    search: 'Buscar', // not in spec
    clearFilter: 'Limpiar filtro', // not in spec
    delete: 'Eliminar', // not in spec
    edit: 'Editar', // not in spec
    view: 'Ver', // not in spec
    download: 'Descargar', // not in spec
    selectPlaceholder: 'Seleccione una opción', // not in spec
    requiredMarker: 'Obligatorio', // not in spec
    optional: 'Opcional', // not in spec
    success: 'Éxito', // not in spec
    skipToContent: 'Saltar al contenido principal', // not in spec
    previousPage: 'Página anterior', // not in spec
    nextPage: 'Página siguiente', // not in spec
    pageOf: 'Página {page} de {total}', // not in spec
    goToPage: 'Ir a la página {page}', // not in spec
    showPassword: 'Mostrar contraseña', // not in spec
    hidePassword: 'Ocultar contraseña', // not in spec
  },

  nav: {
    home: 'Inicio',
    procedures: 'Trámites',
    generalQueries: 'Consultas generales',
    contact: 'Contacto',
    login: 'Iniciar Sesión',
    register: 'Registrar',
    myDesk: 'Mi escritorio',
    myConfiguration: 'Mi configuración',
    logout: 'Cerrar sesión',
    menu: 'Menú', // not in spec
    openMenu: 'Abrir menú', // not in spec
    closeMenu: 'Cerrar menú', // not in spec
    userMenu: 'Menú de usuario', // not in spec
    mainNavigation: 'Navegación principal', // not in spec
    logoAlt: 'Ministerio de Turismo de la República Dominicana', // not in spec
    goHome: 'Ir a la página de inicio', // not in spec
    titles: {
      home: 'Inicio',
      login: 'Iniciar Sesión',
      requestPassword: 'Recuperar contraseña', // not in spec
      mobileValidation: 'Validación móvil', // not in spec
      register: 'Registro', // not in spec
      activateAccount: 'Activación de cuenta', // not in spec
      acceptMembership: 'Invitación de membresía', // not in spec
      serviceDescription: 'Descripción del servicio', // not in spec
      listOfServices: 'Trámites',
      allServices: 'Todos los trámites',
      contact: 'Contacto',
      generalQueries: 'Consultas generales',
      policy: 'Política de privacidad', // not in spec
      myDesk: 'Mi escritorio',
      myConfiguration: 'Mi configuración',
      requestService: 'Solicitud de servicio', // not in spec
      serviceRequestedDetails: 'Detalle de solicitud', // not in spec
      validatePayment: 'Verificación de pago',
      notFound: 'Página no encontrada', // not in spec
      demoMailbox: 'Buzón de demostración', // not in spec (embedded mode only)
      demoBackOffice: 'Back office de solicitudes', // not in spec (embedded mode only)
      demoGateway: 'Pasarela de pagos (simulada)', // not in spec (embedded mode only)
    },
    footer: {
      ministry: 'Ministerio de Turismo de la República Dominicana', // not in spec
      directory: 'Directorio', // not in spec
      address: 'Dirección', // not in spec
      phone: 'Teléfono', // not in spec
      email: 'Correo electrónico', // not in spec
      hours: 'Horario', // not in spec
      termsOfUse: 'Términos de uso', // not in spec
      faq: 'Preguntas frecuentes', // not in spec
      privacyPolicy: 'Política de privacidad', // not in spec
      proceduresTitle: 'Trámites', // not in spec
      investmentTracking: 'Sistema de seguimiento a la inversión turística', // not in spec
      copyright: '© {year} Ministerio de Turismo de la República Dominicana. Todos los derechos reservados.', // not in spec
      directoryAddress: 'Av. Cayetano Germosén esq. Av. Gregorio Luperón, Mirador Sur, Santo Domingo, D. N.', // not in spec
      directoryHours: 'Lunes a viernes, de 8:00 a. m. a 4:00 p. m.', // not in spec
      linksTitle: 'Enlaces', // not in spec
      newTab: '(se abre en una pestaña nueva)', // not in spec
      notificationsRegion: 'Notificaciones', // not in spec
      closeNotification: 'Cerrar notificación', // not in spec
    },
    installApp: {
      title: 'Instale nuestra aplicación', // not in spec
      body: 'Acceda al portal de servicios más rápido desde su teléfono.', // not in spec
      install: 'Instalar', // not in spec
      dismiss: 'Ahora no', // not in spec
    },
  },

  session: {
    loggingOut: 'Cerrando sesión',
    loadingApp: 'Cargando, por favor espere…', // not in spec
    /** Wire value: the backends' expired-token message (spec 000 §4, contract §0.2). */
    tokenExpired: 'El token ha expirado',
    /** GET /get/auth/user failed for a transient reason; the stored session is kept (issue 10). */
    userUnavailable: 'No se pudo cargar su sesión. Verifique su conexión e intente de nuevo.', // not in spec
    /** localStorage refused the token (issue 10 "Storage full"). */
    storageFull: 'El almacenamiento de su navegador está lleno: su sesión se mantendrá solo mientras esta pestaña esté abierta.', // not in spec
    noticeRegion: 'Aviso de sesión', // not in spec
    loginPrompt: {
      title: 'Inicie sesión para continuar', // not in spec
      body: 'Para solicitar un servicio debe iniciar sesión o registrarse.', // not in spec
      login: 'Iniciar Sesión',
      register: 'Registrar',
    },
  },

  home: {
    heroTitle: 'Portal de Servicios del Ministerio de Turismo', // not in spec
    heroSubtitle: 'Solicite y dé seguimiento a sus trámites en línea', // not in spec
    searchLabel: 'Buscar trámites', // not in spec
    searchPlaceholder: '¿Qué trámite desea realizar?', // not in spec
    searchNoResults: 'No se encontraron trámites para «{query}».', // not in spec
    searchResultsTitle: 'Resultados de la búsqueda', // not in spec
    searchResultsOne: '1 trámite encontrado', // not in spec
    searchResultsMany: '{n} trámites encontrados', // not in spec
    heroImageAlt: 'Playa caribeña de la República Dominicana con palmeras y un velero', // not in spec
    heroImageFailed: 'No se pudo cargar la imagen de portada.', // not in spec
    metricsTitle: 'Nuestros números', // not in spec
    metrics: {
      requests: 'Solicitudes', // not in spec
      citizens: 'Ciudadanos registrados', // not in spec
      visits: 'Visitas', // not in spec
      services: 'Trámites en línea', // not in spec
    },
    generalInfo: 'Información general', // not in spec
    sideMenuTitle: 'trámites',
    directionsTitle: 'Trámites por dirección', // not in spec
    videoTitle: 'Video institucional', // not in spec
    videoFrameTitle: 'Video institucional del Ministerio de Turismo', // not in spec
    videoUnavailable: 'El video no está disponible en este momento.', // not in spec
  },

  catalogue: {
    categories: {
      all: 'Todos los trámites', // contract §4.1 (not in spec)
      dpp: 'Aprobación y Análisis de proyectos (DPP)', // contract §4.1 (not in spec)
      confotur: 'Clasificaciones de Confotur', // contract §4.1 (not in spec)
      licences: 'Licencias de Operación', // contract §4.1 (not in spec)
      marketing: 'Mercadeo', // not in spec
    },
    generalInfo: 'Información general', // not in spec
    faqTitle: 'Preguntas frecuentes', // not in spec
    proceduresTitle: 'Trámites', // not in spec
    empty: 'No hay trámites disponibles en esta categoría.', // not in spec
    directionsMenu: 'Direcciones', // not in spec
    faqEmpty: 'No hay preguntas frecuentes para esta categoría.', // not in spec
    card: {
      request: 'SOLICITAR', // not in spec
      viewInformation: 'VER INFORMACIÓN', // not in spec
      informationalOnly: 'Este trámite no puede solicitarse en línea.', // not in spec
    },
    requestStart: {
      companiesFailed: 'No se pudieron consultar sus empresas. Intente de nuevo.', // not in spec
    },
    footerCategories: {
      title: 'Categorías de trámites', // not in spec
      lodging: 'Alojamiento', // not in spec
      giftShops: 'Tiendas de regalos', // not in spec
      travelAgencies: 'Agencias de viajes', // not in spec
      boatTrips: 'Excursiones en bote', // not in spec
      adventure: 'Turismo de aventura', // not in spec
      hiking: 'Senderismo', // not in spec
    },
  },

  errors: {
    required: 'Este campo es requerido',
    fillRequired: 'Llene todos los campos requeridos',
    invalidEmail: 'Favor digitar un email válido',
    invalidPhone: 'Favor digitar un teléfono válido',
    invalidRnc: 'Favor digitar un RNC válido',
    cedulaInvalid: 'Cédula no válida, introduzca otra cédula',
    differentEmail: 'Favor digitar un email diferente al solicitante',
    rutInvalid: 'Rut no válido, introduzca otro rut',
    passwordMin: 'La contraseña debe tener minimo 6 caracteres',
    passwordsMismatch: 'Las contraseñas no coinciden',
    emailsMismatch: 'Los correos no coinciden',
    wrongLength: 'Cantidad de caracteres incorrecto',
    lettersOnly: 'Solo se permiten letras y espacios', // not in spec
    numbersOnly: 'Solo se permiten números', // not in spec
    maxLength: 'Ha excedido la cantidad máxima de caracteres', // not in spec
    invalidDate: 'Fecha no válida', // not in spec
    invalidTime: 'Hora no válida', // not in spec
    invalidWeb: 'Dirección web inválida',
    generic: 'Ha ocurrido un error',
    contactSupport: 'Ha ocurrido un error, contacte a soporte',
    tryLater: 'Ha ocurrido un error favor intentar mas tarde.',
    restrictedRole: 'No puede realizar una solicitud directamente, debe ser a través de un representante',
    loadFailed: 'No se pudo cargar esta información.', // not in spec
    network: 'No se pudo conectar con el servidor. Verifique su conexión.', // not in spec
    notFound: 'La página que busca no existe.', // not in spec
  },
} as const;

/** Areas loaded with the routes that show them (`src/messages/es/<area>.ts`). */
export interface LazyMessages {
  login: typeof import('./es/login').login;
  register: typeof import('./es/register').register;
  companyRegister: typeof import('./es/companyRegister').companyRegister;
  activation: typeof import('./es/activation').activation;
  resetPassword: typeof import('./es/resetPassword').resetPassword;
  membership: typeof import('./es/membership').membership;
  service: typeof import('./es/service').service;
  contact: typeof import('./es/contact').contact;
  generalQueries: typeof import('./es/generalQueries').generalQueries;
  policy: typeof import('./es/policy').policy;
  files: typeof import('./es/files').files;
  desk: typeof import('./es/desk').desk;
  notifications: typeof import('./es/notifications').notifications;
  requestForm: typeof import('./es/requestForm').requestForm;
  requestDetail: typeof import('./es/requestDetail').requestDetail;
  claims: typeof import('./es/claims').claims;
  payments: typeof import('./es/payments').payments;
  messagesTab: typeof import('./es/messagesTab').messagesTab;
  rating: typeof import('./es/rating').rating;
  validatePayment: typeof import('./es/validatePayment').validatePayment;
  settings: typeof import('./es/settings').settings;
  demo: typeof import('./es/demo').demo;
  receipt: typeof import('./es/receipt').receipt;
}

/** The whole catalogue's type: the core areas plus every lazy area. */
export type Messages = typeof coreMessages & LazyMessages;

/** Name of a message area (first segment of a key). */
export type MessageArea = keyof Messages;

const registry: Partial<Record<MessageArea, unknown>> = { ...coreMessages };

/**
 * Makes an area's strings available to {@link t}; called by each `src/messages/es/<area>.ts` when
 * it is imported.
 */
export function provideMessages<A extends keyof LazyMessages>(area: A, table: LazyMessages[A]): void {
  registry[area] = table;
}

/** Whether an area's strings are loaded. */
export function hasMessageArea(area: string): boolean {
  return Object.prototype.hasOwnProperty.call(registry, area);
}

/** Dot paths to every leaf string of `T` (e.g. `'errors.required'`). */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of a user-facing Spanish string: the dot path to a leaf of {@link Messages}. */
export type MessageKey = LeafPaths<Messages>;

/** Values interpolated into `{name}` placeholders by {@link t}. */
export type MessageParams = Record<string, string | number>;

/** A message key plus its placeholder values: what validators and machines hand to views. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

/** Every lazy area's name (a key of one of them whose area is not loaded is a programming error). */
const LAZY_AREAS: ReadonlySet<string> = new Set<keyof LazyMessages>([
  'login',
  'register',
  'companyRegister',
  'activation',
  'resetPassword',
  'membership',
  'service',
  'contact',
  'generalQueries',
  'policy',
  'files',
  'desk',
  'notifications',
  'requestForm',
  'requestDetail',
  'claims',
  'payments',
  'messagesTab',
  'rating',
  'validatePayment',
  'settings',
  'demo',
]);

function lookup(key: string, report = true): string | undefined {
  const [area, ...path] = key.split('.');
  if (!hasMessageArea(area)) {
    // A programming error, caught in development and tests (a production build shows the key, which
    // the browser tests' Spanish texts catch; the check and its texts stay out of the first load).
    if (import.meta.env.DEV && report && LAZY_AREAS.has(area)) {
      throw new Error(`Message area "${area}" is not loaded: import src/messages/es/${area}.ts in the page that shows "${key}".`);
    }
    return undefined;
  }
  let node: unknown = registry[area as MessageArea];
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Whether a runtime string is a {@link MessageKey} (e.g. a key read back from storage).
 * @param value any string
 */
export function isMessageKey(value: string): value is MessageKey {
  return lookup(value, false) !== undefined;
}

/**
 * Replaces each `{name}` in `template` by `params[name]`; placeholders without a value are left as
 * they are (so a missing parameter is visible rather than silently empty).
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

/**
 * The Spanish text of `key`, with `{x}` placeholders filled from `params`.
 *
 * @example t('files.maxSize', { n: 120 }) // 'El peso limite por archivo es de 120mb'
 * @example t('payments.underValidation', { amount: '7,000.00' }) // 'Su pago de $7,000.00 está en proceso de validación.'
 * @returns the text; an unknown key (only possible by bypassing the types) returns the key itself.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = lookup(key);
  return template === undefined ? key : interpolate(template, params);
}

/**
 * Convenience for {@link MessageRef}: `tr({ key, params })` equals `t(key, params)`.
 */
export function tr(ref: MessageRef): string {
  return t(ref.key, ref.params);
}
