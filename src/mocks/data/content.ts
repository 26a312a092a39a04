/**
 * Content of the embedded backend: what the real WordPress content API, the admin statistics call
 * and the identity security-question call answer (contract §1.5 W1–W7, C4, R1; spec 000 §1 home,
 * §2 contact / general queries / policy, §3 entities, §7 calls).
 *
 * All contact data is fictional: phones use the reserved 555-01xx range, e-mails and the website
 * use the non-routable `demo.mitur.local` domain. Media paths are relative to the portal; the hero
 * and the maps of the "polos turísticos" are SVG files in `public/media/`, the documents
 * (`/media/documentos/...`) are added later.
 */
import type {
  Branch,
  DocumentGroup,
  FaqKey,
  GeneralDescription,
  GeneralQueryMap,
  HomeImage,
  HomeVideo,
  MinistryDirectory,
  PageSlug,
  QuestionsAndAnswers,
  SecurityQuestion,
  Statistics,
  WordpressId,
  WpPage,
} from './types';

export type {
  Branch,
  DocumentGroup,
  FaqItem,
  FaqKey,
  GeneralDescription,
  GeneralQueryMap,
  HomeImage,
  HomeVideo,
  InfoDocument,
  MinistryDirectory,
  PageSlug,
  QuestionsAndAnswers,
  SecurityQuestion,
  Statistics,
  WordpressId,
  WpPage,
} from './types';

/** Fictional e-mail/web domain of the demo (never resolves). */
export const DEMO_DOMAIN = 'demo.mitur.local';

/* ----------------------------------------------------------------------------------------------
 * Home (W1, W2, C4)
 * -------------------------------------------------------------------------------------------- */

/** `GET /web/v1/homeImage`: original SVG illustration in `public/media/hero.svg` (≈ 6 KB). */
export const homeImage: HomeImage = { image_url: '/media/hero.svg' };

/** `GET /v1/homeVideo`: empty on purpose; the app decides what to show when there is no video. */
export const homeVideo: HomeVideo = { video_url: '' };

/** `GET /statistics` (admin API): portal counters shown on the home page. */
export const statistics: Statistics = { requests: 48_732, citizens: 21_459, visits: 1_284_563 };

/* ----------------------------------------------------------------------------------------------
 * General information per category (W3) — WordPress ids of contract §4.1 (+135 marketing)
 * -------------------------------------------------------------------------------------------- */

/** `GET /v1/descriptionGeneralInformations`: HTML paragraphs by WordPress id. */
export const descriptionGeneralInformations: GeneralDescription[] = [
  {
    id: 130,
    descriptionGeneral:
      '<p>El Portal de Servicios del Ministerio de Turismo reúne en un solo lugar los trámites que ciudadanos, empresas y representantes realizan ante el Ministerio: aprobación de proyectos turísticos, clasificaciones de CONFOTUR, licencias de operación y servicios de mercadeo.</p>' +
      '<p>Puede consultar los requisitos, los pasos y las tarifas de cada trámite sin iniciar sesión. Para solicitar un servicio, regístrese con su cédula o pasaporte, complete el formulario en línea, realice el pago y dé seguimiento a su solicitud desde su escritorio.</p>',
  },
  {
    id: 133,
    descriptionGeneral:
      '<p>La Dirección de Planificación y Proyectos (DPP) evalúa los proyectos de desarrollo turístico para garantizar que respeten los planes de ordenamiento territorial, las normas de densidad y altura, el acceso público a las playas y la protección del entorno.</p>' +
      '<p>El proceso inicia con la <strong>no objeción de uso de suelo</strong>, continúa con la <strong>evaluación del anteproyecto</strong> y concluye con la <strong>aprobación definitiva</strong> de los planos, requisito para la licencia de construcción.</p>',
  },
  {
    id: 132,
    descriptionGeneral:
      '<p>El Consejo de Fomento Turístico (CONFOTUR) administra los incentivos de la Ley 158-01 sobre Fomento al Desarrollo Turístico y sus modificaciones. Los proyectos ubicados en los polos y zonas que establece la ley pueden obtener exenciones de impuestos durante su construcción y sus primeros años de operación.</p>' +
      '<p>Para acogerse a los incentivos, el proyecto debe obtener primero la <strong>clasificación provisional</strong> y, una vez en operación, la <strong>clasificación definitiva</strong>. Los bienes exentos se aprueban mediante listados.</p>',
  },
  {
    id: 134,
    descriptionGeneral:
      '<p>Toda empresa que preste servicios turísticos en la República Dominicana debe contar con una licencia de operación vigente del Ministerio de Turismo. La licencia garantiza a los visitantes que el establecimiento cumple las normas de calidad, seguridad e higiene.</p>' +
      '<p>Aquí puede solicitar y renovar las licencias de hoteles y alojamientos, agencias de viajes, turoperadores, guías turísticos, excursiones en bote, turismo de aventura, renta de vehículos, restaurantes y tiendas de regalos.</p>',
  },
  {
    id: 135,
    descriptionGeneral:
      '<p>El Viceministerio de Mercadeo promueve a la República Dominicana como destino turístico en los mercados nacionales e internacionales, en coordinación con el sector privado.</p>' +
      '<p>Empresas, instituciones y organizadores pueden solicitar patrocinios para eventos, autorizaciones de uso de la marca país, espacios en ferias internacionales, material promocional y apoyo para viajes de familiarización, así como registrar sus eventos en el calendario turístico oficial.</p>',
  },
];

/** WordPress id of each category id (contract §4.1; 4 → 135 for marketing). */
export const wordpressIdByCategory: Readonly<Record<0 | 1 | 2 | 3 | 4, WordpressId>> = {
  0: 130,
  1: 133,
  2: 132,
  3: 134,
  4: 135,
};

/** Q&A key of each category id (contract §4.1 `wordpressKey`; 4 → `mercadeo`). */
export const faqKeyByCategory: Readonly<Record<0 | 1 | 2 | 3 | 4, FaqKey>> = {
  0: 'todosServicios',
  1: 'dpp',
  2: 'confotour',
  3: 'empresaServicios',
  4: 'mercadeo',
};

/* ----------------------------------------------------------------------------------------------
 * Frequently asked questions (W4)
 * -------------------------------------------------------------------------------------------- */

/** `GET /web/v1/questionandanswers`: plain-text questions and answers by category key. */
export const questionandanswers: QuestionsAndAnswers = {
  todosServicios: [
    {
      question: '¿Necesito una cuenta para consultar los trámites?',
      answer:
        'No. Puede consultar la información, los requisitos y las tarifas de todos los trámites sin iniciar sesión. La cuenta solo es necesaria para solicitar un servicio y darle seguimiento.',
    },
    {
      question: '¿Cómo me registro en el portal?',
      answer:
        'Pulse "Registrar", elija registro de ciudadano o de empresa y complete los pasos del formulario. Recibirá un correo electrónico con un enlace para activar su cuenta.',
    },
    {
      question: '¿Puedo registrarme con pasaporte?',
      answer: 'Sí. Los extranjeros pueden registrarse con su número de pasaporte. Los dominicanos deben usar su cédula de identidad y electoral.',
    },
    {
      question: '¿Cómo pago un servicio?',
      answer:
        'Según el servicio, puede pagar en línea con tarjeta de crédito o débito, o mediante depósito o transferencia bancaria cargando el comprobante en la pestaña de pagos de su solicitud.',
    },
    {
      question: '¿Cómo sé en qué estado está mi solicitud?',
      answer:
        'En "Mi escritorio" verá todas sus solicitudes con su estado y porcentaje de avance. También recibirá notificaciones cuando la institución requiera una acción de su parte.',
    },
    {
      question: '¿Qué formatos de archivo puedo cargar?',
      answer:
        'Se aceptan archivos PDF, PNG, JPG, JPEG, KMZ, KML, DWG, DWF, XLS y XLSX de hasta 120 MB cada uno. Algunos campos solo aceptan un formato específico.',
    },
    {
      question: 'Olvidé mi contraseña, ¿qué hago?',
      answer:
        'En la página de inicio de sesión use el enlace para recuperar la contraseña, escriba su documento y su correo electrónico, y siga las instrucciones que recibirá por correo.',
    },
  ],
  dpp: [
    {
      question: '¿Qué es la no objeción de uso de suelo?',
      answer:
        'Es la certificación en la que el Ministerio de Turismo indica que no tiene objeción a que un terreno se destine al proyecto turístico propuesto. Es el primer trámite para desarrollar un proyecto.',
    },
    {
      question: '¿Cuánto tiempo es válida la no objeción?',
      answer:
        'La no objeción tiene una vigencia de un año. Si el anteproyecto no se ha presentado en ese plazo, puede solicitar una prórroga por una sola vez.',
    },
    {
      question: '¿Qué diferencia hay entre un proyecto simple y uno complejo?',
      answer:
        'Un proyecto simple tiene hasta 50 habitaciones o unidades. Los proyectos de mayor tamaño o de uso mixto se evalúan como complejos y requieren información técnica adicional.',
    },
    {
      question: '¿Quién debe firmar los planos?',
      answer:
        'Los planos deben estar firmados y sellados por profesionales colegiados en el Colegio Dominicano de Ingenieros, Arquitectos y Agrimensores (CODIA).',
    },
    {
      question: '¿Puedo modificar un proyecto ya aprobado?',
      answer:
        'Sí, mediante el trámite de modificación de proyecto aprobado. Los cambios menores se revisan por documentación y los mayores requieren una nueva evaluación técnica.',
    },
  ],
  confotour: [
    {
      question: '¿Qué es CONFOTUR?',
      answer:
        'Es el Consejo de Fomento Turístico, el órgano que conoce y aprueba las solicitudes de clasificación de los proyectos que desean acogerse a los incentivos de la Ley 158-01.',
    },
    {
      question: '¿Qué proyectos pueden acogerse a la Ley 158-01?',
      answer:
        'Los proyectos de alojamiento, recreación, infraestructura y otras actividades turísticas ubicados en los polos y zonas que establece la ley y sus modificaciones.',
    },
    {
      question: '¿Cuál es la diferencia entre la clasificación provisional y la definitiva?',
      answer:
        'La provisional se otorga antes de la construcción y permite adquirir bienes exentos. La definitiva se otorga cuando el proyecto inicia sus operaciones y activa las exenciones de la etapa de operación.',
    },
    {
      question: '¿Cómo incluyo bienes en el listado de exenciones?',
      answer:
        'Solicite la inclusión en listados de bienes con la plantilla oficial, indicando la partida arancelaria, la cantidad y el valor de cada bien, junto con las facturas proforma.',
    },
    {
      question: '¿Qué hago si mi solicitud de clasificación fue rechazada?',
      answer:
        'Puede presentar una reconsideración dentro de los treinta días siguientes a la notificación de la resolución, con los argumentos y documentos que la sustenten.',
    },
    {
      question: '¿Cada cuánto se reúne el Consejo?',
      answer:
        'El Consejo sesiona de forma ordinaria una vez al mes. Los expedientes completos se incluyen en la agenda de la sesión siguiente a su revisión técnica.',
    },
  ],
  empresaServicios: [
    {
      question: '¿Qué empresas necesitan licencia de operación?',
      answer:
        'Todas las que prestan servicios turísticos: alojamientos, agencias de viajes, turoperadores, guías, excursiones, turismo de aventura, renta de vehículos, restaurantes y tiendas dirigidas al turista.',
    },
    {
      question: '¿Cada cuánto se renueva la licencia?',
      answer: 'Las licencias de operación se renuevan cada año. El carné de guía turístico tiene una vigencia de dos años.',
    },
    {
      question: '¿Siempre hay una inspección?',
      answer:
        'Sí, para la primera licencia. En las renovaciones sin cambios la inspección puede omitirse si el establecimiento no tiene observaciones pendientes.',
    },
    {
      question: '¿Puedo operar mientras mi solicitud está en proceso?',
      answer:
        'No. Debe esperar a que se emita la licencia. Si renueva antes del vencimiento, su licencia anterior sigue vigente mientras se procesa la renovación.',
    },
    {
      question: '¿Un representante puede solicitar la licencia por mi empresa?',
      answer: 'Sí. Su empresa puede invitar a un representante o tramitador desde el portal para que realice las solicitudes en su nombre.',
    },
  ],
  mercadeo: [
    {
      question: '¿Con cuánta anticipación debo solicitar un patrocinio?',
      answer: 'Al menos noventa días antes del evento, para que la propuesta pueda evaluarse e incluirse en la planificación del Viceministerio de Mercadeo.',
    },
    {
      question: '¿El uso de la marca país tiene costo?',
      answer: 'El uso promocional sin fines comerciales no tiene costo. El uso en productos o mercancías a la venta paga una tarifa anual.',
    },
    {
      question: '¿Dónde consulto el manual de la marca país?',
      answer: 'En el servicio informativo "Manual de uso de la marca país" de esta sección, o en la pestaña de documentos de Consultas generales.',
    },
    {
      question: '¿Cómo participo en una feria internacional?',
      answer:
        'Solicite la participación indicando la feria y la modalidad. Los espacios del pabellón país se asignan según la disponibilidad y el perfil de cada empresa.',
    },
    {
      question: '¿Quién puede proponer un viaje de familiarización?',
      answer: 'Turoperadores, agencias, aerolíneas y medios de comunicación que deseen mostrar el destino a agentes de viajes o periodistas extranjeros.',
    },
  ],
};

/* ----------------------------------------------------------------------------------------------
 * Contact (W5) and directory footer
 * -------------------------------------------------------------------------------------------- */

/** `GET /sucursales/v1/sucursales`: ministry offices across the country (fictional contacts). */
export const branches: Branch[] = [
  {
    title: 'Sede central',
    address: 'Av. Cayetano Germosén esq. Av. Gregorio Luperón, Mirador Sur, Santo Domingo, D. N.',
    phoneNumber: '809-555-0100',
    website: DEMO_DOMAIN,
    email: `servicios@${DEMO_DOMAIN}`,
  },
  {
    title: 'Oficina regional Norte (Santiago)',
    address: 'Av. Juan Pablo Duarte, Plaza Gubernamental, local 12, Santiago de los Caballeros',
    phoneNumber: '809-555-0110',
    website: '',
    email: `santiago@${DEMO_DOMAIN}`,
  },
  {
    title: 'Oficina regional Puerto Plata',
    address: 'Calle José del Carmen Ariza, frente al Malecón, San Felipe de Puerto Plata',
    phoneNumber: '809-555-0120',
    website: '',
    email: `puertoplata@${DEMO_DOMAIN}`,
  },
  {
    title: 'Oficina regional Este (Bávaro–Punta Cana)',
    address: 'Av. Barceló, Plaza Turística Bávaro, local 5, Bávaro, La Altagracia',
    phoneNumber: '809-555-0130',
    website: '',
    email: `bavaro@${DEMO_DOMAIN}`,
  },
  {
    title: 'Oficina regional La Romana–Bayahíbe',
    address: 'Calle Francisco Richiez, edificio de oficinas públicas, segundo nivel, La Romana',
    phoneNumber: '809-555-0140',
    website: '',
    email: `laromana@${DEMO_DOMAIN}`,
  },
  {
    title: 'Oficina regional Samaná',
    address: 'Av. Malecón, Santa Bárbara de Samaná',
    phoneNumber: '809-555-0150',
    website: '',
    email: `samana@${DEMO_DOMAIN}`,
  },
  {
    title: 'Oficina regional Suroeste (Barahona)',
    address: 'Av. Enriquillo, Malecón de Barahona, Santa Cruz de Barahona',
    phoneNumber: '809-555-0160',
    website: '',
    email: `barahona@${DEMO_DOMAIN}`,
  },
];

/** Ministry contact block of the home directory footer (spec 000 §1). */
export const ministryDirectory: MinistryDirectory = {
  name: 'Ministerio de Turismo de la República Dominicana',
  acronym: 'MITUR',
  address: 'Av. Cayetano Germosén esq. Av. Gregorio Luperón, Mirador Sur, Santo Domingo, D. N., República Dominicana',
  phones: [
    { label: 'Central telefónica', number: '809-555-0100' },
    { label: 'Servicios en línea', number: '809-555-0101' },
    { label: 'Desde el interior, sin cargos', number: '1-809-555-0199' },
  ],
  email: `info@${DEMO_DOMAIN}`,
  hours: 'Lunes a viernes, de 8:00 a. m. a 4:00 p. m.',
  website: DEMO_DOMAIN,
};

/* ----------------------------------------------------------------------------------------------
 * Pages (W6, W7)
 * -------------------------------------------------------------------------------------------- */

const PRIVACY_HTML = `<h2>1. Responsable del tratamiento</h2>
<p>El Ministerio de Turismo de la República Dominicana (MITUR) es el responsable del tratamiento de los datos personales que usted suministra en este Portal de Servicios. Esta política explica qué datos recopilamos, para qué los usamos y cuáles son sus derechos, conforme a la Ley núm. 172-13 sobre protección integral de los datos personales y a la Ley núm. 200-04 General de Libre Acceso a la Información Pública.</p>
<h2>2. Datos que recopilamos</h2>
<ul>
<li><strong>Datos de identificación:</strong> nombres, apellidos, número de cédula o pasaporte, ocupación y, en el caso de empresas, razón social y RNC.</li>
<li><strong>Datos de contacto:</strong> correos electrónicos, teléfonos y dirección (provincia, municipio y sector).</li>
<li><strong>Datos de las solicitudes:</strong> la información y los documentos que usted carga en los formularios de cada servicio, los pagos realizados y los mensajes intercambiados con el Ministerio.</li>
<li><strong>Datos de seguridad:</strong> su contraseña (guardada de forma cifrada) y las respuestas a sus preguntas de seguridad.</li>
<li><strong>Datos técnicos:</strong> dirección IP, tipo de navegador y registros de acceso, con fines de seguridad y estadística.</li>
</ul>
<h2>3. Finalidad del tratamiento</h2>
<p>Sus datos se utilizan exclusivamente para:</p>
<ul>
<li>Crear y administrar su cuenta en el portal.</li>
<li>Tramitar los servicios que usted solicita y comunicarle su estado.</li>
<li>Verificar su identidad y la información suministrada con otras instituciones del Estado, cuando el trámite lo requiera y usted lo haya autorizado.</li>
<li>Procesar los pagos de los servicios.</li>
<li>Elaborar estadísticas anónimas que permitan mejorar los servicios.</li>
</ul>
<h2>4. Conservación y seguridad</h2>
<p>Los datos se conservan durante el tiempo necesario para cumplir la finalidad para la que fueron recopilados y los plazos que exigen las normas de archivo de la administración pública. El Ministerio aplica medidas técnicas y organizativas para protegerlos contra el acceso no autorizado, la pérdida o la alteración.</p>
<h2>5. Comunicación de datos a terceros</h2>
<p>El Ministerio no vende ni cede sus datos personales. Solo los comparte con otras instituciones públicas cuando una ley lo exige o cuando es necesario para completar el trámite solicitado, y con las entidades de pago estrictamente para procesar los cobros.</p>
<h2>6. Sus derechos (ARCO)</h2>
<p>Usted puede ejercer en cualquier momento sus derechos de:</p>
<ul>
<li><strong>Acceso:</strong> conocer qué datos suyos tratamos.</li>
<li><strong>Rectificación:</strong> corregir datos inexactos o incompletos.</li>
<li><strong>Cancelación:</strong> solicitar la supresión de sus datos cuando ya no sean necesarios.</li>
<li><strong>Oposición:</strong> oponerse al tratamiento de sus datos por motivos legítimos.</li>
</ul>
<p>Para ejercerlos, escriba a <strong>privacidad@${DEMO_DOMAIN}</strong> indicando su nombre, su documento de identidad y el derecho que desea ejercer. Responderemos en los plazos que establece la Ley 172-13.</p>
<h2>7. Cookies y almacenamiento local</h2>
<p>El portal utiliza almacenamiento local del navegador para mantener su sesión iniciada y guardar sus preferencias. No utilizamos cookies publicitarias. Puede borrar estos datos desde la configuración de su navegador; en ese caso deberá iniciar sesión nuevamente.</p>
<h2>8. Cambios en esta política</h2>
<p>El Ministerio puede actualizar esta política para adaptarla a cambios legales o del servicio. La versión vigente estará siempre publicada en esta página.</p>
<h2>9. Contacto</h2>
<p>Para cualquier consulta sobre esta política puede escribir a <strong>privacidad@${DEMO_DOMAIN}</strong>, llamar al 809-555-0100 o visitar la sede central del Ministerio de lunes a viernes, de 8:00 a. m. a 4:00 p. m.</p>`;

const TERMS_HTML = `<h2>1. Aceptación de los términos</h2>
<p>El uso del Portal de Servicios del Ministerio de Turismo (MITUR) implica la aceptación de estos términos y condiciones y de la política de privacidad. Si no está de acuerdo con ellos, no debe registrarse ni utilizar los servicios en línea.</p>
<h2>2. Objeto del portal</h2>
<p>El portal permite a ciudadanos, empresas y representantes consultar información sobre los trámites del Ministerio, solicitarlos en línea, realizar los pagos correspondientes y dar seguimiento a sus solicitudes.</p>
<h2>3. Registro y cuenta de usuario</h2>
<ul>
<li>La información suministrada en el registro debe ser veraz, completa y actualizada.</li>
<li>La cuenta es personal e intransferible. Usted es responsable de mantener la confidencialidad de su contraseña y de todas las actuaciones realizadas con su cuenta.</li>
<li>Debe notificar de inmediato al Ministerio cualquier uso no autorizado de su cuenta.</li>
<li>Las empresas se registran mediante su RNC y quedan sujetas a la aprobación del Ministerio.</li>
</ul>
<h2>4. Obligaciones del usuario</h2>
<ul>
<li>Utilizar el portal solo para fines lícitos y relacionados con los trámites del Ministerio.</li>
<li>Cargar únicamente documentos auténticos, legibles y libres de programas maliciosos.</li>
<li>No intentar acceder a información de otros usuarios ni a áreas restringidas del sistema.</li>
<li>Actuar en nombre de una empresa solo cuando haya sido autorizado por ella como miembro o representante.</li>
</ul>
<h2>5. Solicitudes y pagos</h2>
<p>La presentación de una solicitud no garantiza su aprobación. Cada solicitud se evalúa conforme a las leyes, reglamentos y normas técnicas aplicables. Los plazos de entrega publicados se cuentan a partir de que el expediente esté completo y el pago confirmado. Los pagos realizados no son reembolsables, salvo error imputable al Ministerio.</p>
<h2>6. Veracidad de la información</h2>
<p>Al enviar una solicitud, usted declara que la información y los documentos suministrados son verdaderos y autoriza al Ministerio a verificarlos con otras instituciones. La presentación de información falsa puede dar lugar al rechazo de la solicitud, a la revocación del acto obtenido y a las acciones legales correspondientes.</p>
<h2>7. Responsabilidad</h2>
<p>El Ministerio procura que el portal esté disponible y que su información sea exacta, pero no garantiza la ausencia de interrupciones por mantenimiento o causas ajenas a su control. El Ministerio no se hace responsable de los daños derivados del uso indebido de la cuenta por parte del usuario o de terceros a quienes este haya facilitado sus credenciales.</p>
<h2>8. Propiedad intelectual</h2>
<p>Los contenidos del portal, incluidos textos, logotipos, la marca país, imágenes y programas, son propiedad del Ministerio de Turismo o se utilizan con autorización. No pueden reproducirse ni utilizarse con fines comerciales sin autorización previa y por escrito.</p>
<h2>9. Modificaciones</h2>
<p>El Ministerio puede modificar estos términos en cualquier momento. Los cambios entran en vigor al publicarse en el portal y se aplican a las solicitudes presentadas a partir de esa fecha.</p>
<h2>10. Legislación aplicable</h2>
<p>Estos términos se rigen por las leyes de la República Dominicana. Cualquier controversia se someterá a los tribunales competentes del Distrito Nacional.</p>
<h2>11. Contacto</h2>
<p>Para consultas sobre estos términos escriba a <strong>info@${DEMO_DOMAIN}</strong> o llame al 809-555-0100.</p>`;

/** `GET /pages/v1/page/{slug}`: privacy policy and terms of use (HTML content). */
export const pages: Readonly<Record<PageSlug, WpPage>> = {
  'politica-privacidad': { title: 'Política de privacidad', content: PRIVACY_HTML },
  'terminos-y-condiciones': { title: 'Términos y condiciones de uso', content: TERMS_HTML },
};

/* ----------------------------------------------------------------------------------------------
 * General queries (historical `/web/v1/generalQueriesMaps`, `/web/v1/documentsInfo`)
 * -------------------------------------------------------------------------------------------- */

/**
 * `GET /web/v1/generalQueriesMaps` ("Mapa de los Polos"): one original SVG per tourism hub in
 * `public/media/polos/`; being vectors, preview and full image are the same file.
 */
export const generalQueriesMaps: GeneralQueryMap[] = [
  ['santo-domingo', 'Polo Turístico Santo Domingo'],
  ['este', 'Polo Turístico del Este: Punta Cana, Bávaro y Cap Cana'],
  ['la-romana-bayahibe', 'Polo Turístico La Romana–Bayahíbe'],
  ['puerto-plata', 'Polo Turístico Puerto Plata'],
  ['samana', 'Polo Turístico Samaná'],
  ['barahona-pedernales', 'Polo Turístico del Suroeste: Barahona y Pedernales'],
].map(([slug, title]) => ({
  previewURL: `/media/polos/${slug}.svg`,
  imageURL: `/media/polos/${slug}.svg`,
  title,
}));

/** `GET /web/v1/documentsInfo`: documents by type (the PDF/XLSX files are added later). */
export const documentsInfo: DocumentGroup[] = [
  {
    id: 1,
    title: 'Leyes y reglamentos',
    documents: [
      { documentTitle: 'Ley Orgánica de Turismo núm. 541 de 1969', documentURL: '/media/documentos/leyes/ley-541-69-organica-de-turismo.pdf' },
      {
        documentTitle: 'Ley núm. 158-01 sobre Fomento al Desarrollo Turístico',
        documentURL: '/media/documentos/leyes/ley-158-01-fomento-desarrollo-turistico.pdf',
      },
      { documentTitle: 'Reglamento de aplicación de la Ley 158-01', documentURL: '/media/documentos/leyes/reglamento-ley-158-01.pdf' },
      {
        documentTitle: 'Ley núm. 172-13 sobre protección de datos personales',
        documentURL: '/media/documentos/leyes/ley-172-13-proteccion-datos-personales.pdf',
      },
    ],
  },
  {
    id: 2,
    title: 'Formularios',
    documents: [
      { documentTitle: 'Formulario de no objeción de uso de suelo', documentURL: '/media/documentos/formularios/dpp-no-objecion-uso-suelo.pdf' },
      { documentTitle: 'Modelo de poder de representación', documentURL: '/media/documentos/formularios/poder-de-representacion-modelo.pdf' },
      { documentTitle: 'Formulario de solicitud de clasificación CONFOTUR', documentURL: '/media/documentos/formularios/confotur-solicitud-clasificacion.pdf' },
      { documentTitle: 'Plantilla de listado de bienes exentos', documentURL: '/media/documentos/formularios/confotur-plantilla-listado-bienes.xlsx' },
      {
        documentTitle: 'Formulario de licencia de operación para alojamiento',
        documentURL: '/media/documentos/formularios/licencia-alojamiento-solicitud.pdf',
      },
      { documentTitle: 'Formulario de participación en ferias', documentURL: '/media/documentos/formularios/mercadeo-participacion-ferias.pdf' },
    ],
  },
  {
    id: 3,
    title: 'Guías y manuales',
    documents: [
      { documentTitle: 'Guía para la presentación de proyectos turísticos', documentURL: '/media/documentos/guias/guia-presentacion-proyectos-turisticos.pdf' },
      { documentTitle: 'Guía de requisitos para licencias de operación', documentURL: '/media/documentos/guias/guia-licencias-operacion.pdf' },
      { documentTitle: 'Manual de uso de la marca país', documentURL: '/media/documentos/guias/manual-marca-pais.pdf' },
    ],
  },
];

/* ----------------------------------------------------------------------------------------------
 * Security questions (R1)
 * -------------------------------------------------------------------------------------------- */

/** `GET /auth/get/getquestionandanswer` → `payload`: the ten security questions. */
export const securityQuestions: SecurityQuestion[] = [
  { id: 1, questions: '¿Cuál es el nombre de su primera mascota?' },
  { id: 2, questions: '¿En qué ciudad nació su madre?' },
  { id: 3, questions: '¿Cuál es el nombre de su escuela primaria?' },
  { id: 4, questions: '¿Cuál es su comida favorita?' },
  { id: 5, questions: '¿Cuál es el segundo nombre de su padre?' },
  { id: 6, questions: '¿Cómo se llamaba su mejor amigo de la infancia?' },
  { id: 7, questions: '¿Cuál fue la marca de su primer vehículo?' },
  { id: 8, questions: '¿En qué calle vivía cuando era niño?' },
  { id: 9, questions: '¿Cuál es su playa favorita del país?' },
  { id: 10, questions: '¿Cuál es el nombre de su equipo de béisbol favorito?' },
];
