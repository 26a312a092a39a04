/**
 * The "Acción" of the QA test cases (issue 29 item 2; tests/model/README.md "For QA"): each event
 * a model path sends, as a Spanish instruction in the portal's own words ('Pulse «Continuar»',
 * 'Escriba en «Correo electrónico»: «juan.perez@correo.do»'), with the path's payload as the
 * example value.
 *
 * - {@link EVENT_STEPS}: event type → template; `<chart>.<type>` entries override by chart. Every
 *   event type a registered model sends has an entry (qaExport.registry.test.ts).
 * - {@link FIELD_LABELS}: field name → the label's message key (or a Spanish literal where the
 *   portal shows no label text), `<chart>.<field>` first.
 * - Actor outcomes (`xstate.done.actor.*`, `xstate.error.actor.*`) and delays (`xstate.after.*`) are
 *   described by {@link actionText} itself: what the server answers, how long to wait.
 *
 * Button and label texts are taken from src/messages/es at run time ({@link label}), so a changed
 * text changes the test case. Kept beside the models and outside the *.model.ts files on purpose.
 * Vitest-free.
 */
import type { AnyEventObject } from 'xstate';
import { delayText, formatValue, messageText, sizeText } from './qaFormat';
import { BASE_ROLES, BASE_STATUSES, PAYMENT_STATUSES, REQUIRED_ACTION_TYPES, valueLabel } from '../machines/contractValues';

/** What a template sees besides the event. */
export interface StepContext {
  /** The chart's name (`contact`). */
  chart: string;
  /** The label of a field of this chart, in «» ({@link fieldLabel}). */
  field: (name: unknown) => string;
}

/** A template: the Spanish instruction for one event of a path. */
export type StepTemplate = (event: AnyEventObject, ctx: StepContext) => string;

/** «text» of a message key; the key itself in «» when it is not one (the registry test catches that). */
export function label(key: string): string {
  return messageText(key) ?? `«${key}»`;
}

/** Field name → message key of its label (or a literal Spanish label in «»); `<chart>.<field>` first. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  'login.citizen_id': 'login.document',
  'login.password': 'login.password',
  'citizenRegistration.email': 'register.fields.email',
  'citizenRegistration.name': 'register.fields.names',
  'citizenRegistration.citizen_id': 'register.fields.document',
  'citizenRegistration.first_last_name': 'register.fields.firstLastName',
  'citizenRegistration.province_id': 'register.fields.province',
  'citizenRegistration.municipality_id': 'register.fields.municipality',
  'citizenRegistration.occupation': 'register.fields.occupation',
  'citizenRegistration.terms': 'register.fields.acceptTerms',
  'companyRegistration.email': 'register.fields.email',
  'companyRegistration.nombre': 'companyRegister.fields.nombre',
  'companyRegistration.terms': 'register.fields.acceptTerms',
  answer_1: '«Respuesta 1»',
  registromercant: 'companyRegister.fields.registromercant',
  cedulaperaut: 'companyRegister.fields.cedulaperaut',
  podernotarizado: 'companyRegister.fields.podernotarizado',
  company_name: 'desk.companyForm.commercialName',
  company_rnc: 'desk.companyForm.rnc',
  company_phone: 'desk.companyForm.phone',
  company_address: 'desk.companyForm.address',
  company_url_web: 'desk.companyForm.web',
  fullName: 'contact.fullName',
  'contact.email': 'contact.email',
  phoneNumber: 'contact.phone',
  relationTo: 'contact.relation',
  'contact.message': 'contact.message',
  'resetPassword.citizen_id': 'resetPassword.document',
  'resetPassword.email': 'resetPassword.email',
  email_confirmation: 'resetPassword.emailConfirmation',
  issueId: 'claims.reason',
  description: 'claims.observations',
  old_password: 'settings.oldPassword',
  'changePassword.password': 'settings.newPassword',
  new_password_confirmation: 'settings.newPasswordConfirmation',
  'changeEmail.password': 'settings.password',
  'accountForm.password': 'settings.password',
  'changeEmail.email': 'settings.newEmail',
  new_email_confirmation: 'settings.newEmailConfirmation',
  province_id: 'settings.province',
  municipality_id: 'settings.municipality',
  sector_id: 'settings.sector',
  address: 'settings.address',
  'contactData.phone': 'settings.mobilePhone',
  phone2: '«Teléfono 2»',
  password: 'register.fields.password',
  password_confirmation: 'register.fields.passwordConfirmation',
  rnc: 'companyRegister.fields.rnc',
  telefono: 'companyRegister.fields.telefono',
  'members.message': 'desk.companies.searchDocument',
  'representatives.message': 'desk.companies.searchDocument',
  notificationsSms: 'settings.notificationsBySms',
};

/** The label of `name` in `chart`, in «»; an unknown field reads «campo <name>». */
export function fieldLabel(chart: string, name: unknown): string {
  const key = FIELD_LABELS[`${chart}.${String(name)}`] ?? FIELD_LABELS[String(name)];
  if (key === undefined) return `«campo ${String(name)}»`;
  return key.startsWith('«') ? key : label(key);
}

/** Fields a tester chooses from a list rather than types into. */
const SELECT_FIELDS = new Set(['relationTo', 'province_id', 'municipality_id', 'sector_id', 'issueId', 'tiposolicitud']);

function typeOrChoose(fieldName: unknown, value: unknown, where: string): string {
  if (typeof value === 'boolean') return `${value ? 'Marque' : 'Desmarque'} ${where}`;
  if (value === '' || value === null || value === undefined) return `Borre el contenido de ${where}`;
  if (SELECT_FIELDS.has(String(fieldName))) return `Elija en ${where} la opción de valor ${formatValue(value)}`;
  if (value instanceof Blob || (Array.isArray(value) && value.some((v) => v instanceof Blob))) return `Adjunte en ${where}: ${formatValue(value)}`;
  const files = (value as { files?: unknown } | null)?.files;
  if (Array.isArray(files)) return `Adjunte en ${where}: ${files.map(entryText).join(', ') || '(ningún archivo)'}`;
  return `Escriba en ${where}: ${formatValue(value)}`;
}

/** A file entry of a form (`{ name, sizeMb }` or a File) as `plano.pdf (10 KB)`. */
function entryText(entry: unknown): string {
  const { name, sizeMb, file } = (entry ?? {}) as { name?: unknown; sizeMb?: unknown; file?: unknown };
  if (file instanceof Blob) return formatValue(file);
  if (typeof name !== 'string') return formatValue(entry);
  return typeof sizeMb === 'number' ? `${name} (${sizeText(sizeMb * 1024 * 1024)})` : name;
}

const press =
  (key: string): StepTemplate =>
  () =>
    `Pulse ${label(key)}`;
const said =
  (text: string): StepTemplate =>
  () =>
    text;

/** Event type → instruction; `<chart>.<type>` overrides by chart. */
export const EVENT_STEPS: Readonly<Record<string, StepTemplate>> = {
  // Forms
  'field.change': (e, c) => typeOrChoose(e.field ?? e.fieldId, e.value, c.field(e.field ?? e.fieldId)),
  'preference.change': (e, c) => typeOrChoose(e.field, e.value, c.field(e.field)),
  'field.blur': (e, c) => `Salga del campo ${c.field(e.fieldId)} (pulse Tab)`,
  'document.blur': said(`Salga del campo ${label('register.fields.document')} (pulse Tab)`),
  'firstLastName.blur': said(`Salga del campo ${label('register.fields.firstLastName')} (pulse Tab)`),
  'form.submit': said('Pulse el botón que envía el formulario'),
  'login.form.submit': press('login.submit'),
  'contact.form.submit': press('contact.send'),
  'resetPassword.form.submit': press('resetPassword.submit'),
  'companyForm.form.submit': press('desk.companyForm.confirm'),
  'changePassword.form.submit': press('settings.save'),
  'changeEmail.form.submit': press('settings.save'),
  'accountForm.form.submit': press('settings.save'),
  'contactData.form.submit': press('settings.save'),
  'citizenRegistration.form.submit': press('register.submit'),
  'companyRegistration.form.submit': press('register.submit'),
  'file.pick': (e, c) => (e.file ? `Adjunte en ${c.field(e.field)}: ${formatValue(e.file)}` : `Quite el archivo de ${c.field(e.field)}`),
  'step.next': press('common.continue'),
  'citizenRegistration.step.next': press('register.next'),
  'companyRegistration.step.next': press('register.next'),
  'step.back': press('common.back'),
  'requestForm.step.back': press('requestForm.back'),
  'answers.retry': press('common.retry'),
  // Session and sign-in
  'session.signedIn': (e) => `Inicie sesión (usuario ${formatValue((e.user as { citizen_id?: unknown } | undefined)?.citizen_id)})`,
  'session.userUpdated': said('Guarde un cambio de sus datos (la sesión recibe el usuario actualizado)'),
  'session.endedElsewhere': said('Cierre la sesión en otra pestaña del mismo navegador'),
  'session.startedElsewhere': said('Inicie sesión en otra pestaña del mismo navegador'),
  'session.storageFull': said('Llene el almacenamiento local del navegador (DevTools) y vuelva a la pestaña'),
  'session.retry': press('common.retry'),
  'session.logout': said('Pulse «Cerrar sesión» en el menú de usuario'),
  'session.expired': said('Deje que el token expire (o bórrelo en DevTools) y haga cualquier acción que llame al servidor'),
  'session.expiring': said('Deje pasar el tiempo de la sesión hasta que expire'),
  'activation.retry': press('common.retry'),
  'membership.retry': press('common.retry'),
  'resource.load': (e) => `Pida otro contenido en la página (clave ${formatValue(e.key)})`,
  'resource.retry': press('common.retry'),
  // Geography
  'province.select': (e) => `Elija en ${label('register.fields.province')} la opción de valor ${formatValue(e.id)}`,
  'municipality.select': (e) => `Elija en ${label('register.fields.municipality')} la opción de valor ${formatValue(e.id)}`,
  'provinces.retry': press('common.retry'),
  'municipalities.retry': press('common.retry'),
  'sectors.retry': press('common.retry'),
  // Starting a request (catalogue)
  'request.start': (e) => `Pulse «INICIAR SOLICITUD» en el servicio ${formatValue(e.serviceId)}${e.viewer === null ? ' sin haber iniciado sesión' : ''}`,
  'choice.mode': (e) => (e.mode === 'company' ? 'Elija «Solicitud en representación de una empresa»' : `Elija ${label('requestForm.continuePersonal')}`),
  'choice.company': (e) => `Elija la empresa de id ${formatValue(e.companyId)}`,
  'choice.confirm': press('common.confirm'),
  'prompt.login': press('login.submit'),
  'prompt.register': press('login.register'),
  'dialog.open': said('Pulse el botón que abre el diálogo'),
  'changePassword.dialog.open': press('settings.changePassword'),
  'changeEmail.dialog.open': press('settings.changeEmail'),
  'dialog.close': said('Cierre el diálogo (botón «Cerrar» o tecla Esc)'),
  // Request form
  'draft.restore': press('requestForm.draftRestore'),
  'draft.discard': press('requestForm.draftDiscard'),
  'draft.save': said('Salga del paso (el borrador se guarda)'),
  'variation.select': (e) => `Elija en ${label('requestForm.variationLabel')} la opción de id ${formatValue(e.variationId)}`,
  'tariff.confirm': press('requestForm.confirmVariation'),
  'tariff.close': said('Cierre el diálogo de la tarifa sin confirmar'),
  'grid.add': (e) => `En la tabla «${String(e.gridId)}» pulse ${label('requestForm.gridAdd')} con la fila ${formatValue(e.row)}`,
  'grid.remove': (e) => `En la tabla «${String(e.gridId)}» elimine la fila ${Number(e.index) + 1}`,
  'review.change': (e) => `En la revisión pulse «Cambiar» del paso ${Number(e.step) + 1}`,
  'confirm.accept': press('common.confirm'),
  'confirm.cancel': press('common.cancel'),
  'submit.retry': press('requestForm.retrySubmit'),
  retry: press('common.retry'),
  // Files
  'documents.open': press('files.myDocuments'),
  'documents.close': said(`Cierre ${label('files.myDocuments')}`),
  'document.pick': (e) => `En ${label('files.myDocuments')} pulse «Usar» en ${formatValue((e.document as { name?: unknown } | undefined)?.name ?? e.document)}`,
  'files.add': (e) => `Pulse ${label('files.choose')} y elija ${formatValue(e.files)}`,
  'file.remove': (e) => `Pulse ${label('files.remove')} en el archivo ${formatValue(e.id)}`,
  'files.change': (e) => `Elija los archivos ${formatValue(e.files)}`,
  'upload.progress': (e) =>
    `Espere mientras sube (${formatValue(e.percent ?? (typeof e.fraction === 'number' ? Math.round(e.fraction * 100) : e.fraction))} %)`,
  'upload.done': (e) => `Espere a que la subida termine: ${formatValue(e.files)}`,
  'upload.failed': (e) => `La subida falla (${formatValue(e.failure)}): corte la red durante la subida`,
  // Request detail
  'view.select': (e) => `Pulse la pestaña ${label(`requestDetail.tabs.${e.view === 'requiredDocument' ? 'actionRequired' : String(e.view)}`)}`,
  'action.complete': press('requestDetail.complete'),
  'requiredDocument.done': said('Termine de enviar el documento requerido (pestaña «Acción Requerida»)'),
  'detail.changed': said('Vuelva a esta pestaña del navegador después de cambiar la solicitud en otra'),
  'request.delete': press('requestDetail.deleteRequest'),
  'rating.open': press('requestDetail.rate'),
  'rating.close': said('Cierre el diálogo de calificación'),
  'rating.done': said('Envíe la calificación en el diálogo (termina con éxito)'),
  'detail.update': said('Vuelva a la pestaña del navegador (la solicitud se lee de nuevo con cambios)'),
  'message.change': (e) => `Escriba en ${label('messagesTab.label')}: ${formatValue(e.text)}`,
  'message.send': press('messagesTab.send'),
  'claim.new': press('claims.newClaim'),
  'claim.submit': press('claims.send'),
  'claim.cancel': said('Cierre el diálogo de la reclamación sin enviar'),
  'claims.retry': press('common.retry'),
  'rating.change': (e) => `Elija ${formatValue(e.value)} de 5 estrellas`,
  'comment.change': (e) => `Escriba en ${label('rating.comment')}: ${formatValue(e.text)}`,
  'rating.submit': press('rating.submit'),
  'receipt.download': press('receipt.download'),
  'documents.send': press('requestDetail.send'),
  'card.pay': press('payments.cardPayment'),
  'gateway.back': said('Vuelva al portal desde la pasarela de pago (botón Atrás del navegador)'),
  'voucher.open': press('payments.depositOrTransfer'),
  'voucher.close': said('Cierre el diálogo del comprobante'),
  'voucher.confirm': press('payments.confirm'),
  'proof.change': (e) =>
    e.proof
      ? `Adjunte en ${label('payments.proofLabel')}: ${formatValue((e.proof as { file?: unknown }).file)}`
      : `Quite el archivo de ${label('payments.proofLabel')}`,
  // Desk: requests, documents, companies, notifications
  'filter.status': (e) => `Elija en ${label('desk.requests.statusFilter')} el valor ${formatValue(e.status)}`,
  'filter.company': (e) => `Elija en ${label('desk.requests.companyFilter')} la empresa ${formatValue(e.companyId)}`,
  'filter.applicant': (e) => `Elija en ${label('desk.requests.applicantFilter')} el valor ${formatValue(e.applicant)}`,
  'search.change': (e) => `Escriba en la búsqueda («${(messageText('desk.requests.searchPlaceholder') ?? '').slice(1, -1)}»): ${formatValue(e.text)}`,
  'search.submit': press('desk.requests.search'),
  'search.clear': press('desk.requests.clearFilter'),
  'page.go': (e) => `Vaya a la página ${formatValue(e.page)}`,
  'page.change': (e) => `Vaya a la página ${formatValue(e.page)}${e.origin === undefined ? '' : ` de la lista ${formatValue(e.origin)}`}`,
  'list.refresh': said('Vuelva a la lista (se lee de nuevo)'),
  'list.retry': press('common.retry'),
  'owner.change': (e) => `Pulse ${label('desk.companies.userInCharge')} en la solicitud ${formatValue(e.requestId)}`,
  'member.select': (e) => `Elija el miembro ${formatValue(e.citizenId)}`,
  'owner.submit': press('common.confirm'),
  'owner.close': said('Cierre el diálogo sin confirmar'),
  'owner.retry': press('common.retry'),
  'tab.select': (e) => `Pulse la pestaña de documentos ${e.origin === 1 ? 'institucionales' : 'personales'}`,
  'documents.retry': press('common.retry'),
  'document.open': (e) => `Pulse el documento ${formatValue((e.document as { name?: unknown } | undefined)?.name ?? e.document)}`,
  'viewer.close': press('files.viewer.close'),
  'representative.add': press('desk.companies.addRepresentative'),
  'member.add': press('desk.companies.addMember'),
  'document.change': (e) => `Escriba en ${label('desk.companies.searchDocument')}: ${formatValue(e.value)}`,
  'user.search': press('desk.companies.searchUser'),
  'invitation.send': press('desk.companies.sendInvitation'),
  'representative.delete': (e) => `Pulse «Eliminar» en el representante ${formatValue(e.citizenId)}`,
  'member.remove': (e) => `Pulse ${label('desk.companies.removeMember')} en ${formatValue(e.citizenId)}`,
  'member.requests': (e) => `Pulse ${label('desk.companies.memberRequests')} en ${formatValue(e.citizenId)}`,
  'member.contact': (e) => `Pulse ${label('desk.companies.viewDetails')} en ${formatValue(e.citizenId)}`,
  'delete.confirm': press('desk.companies.confirmDelete'),
  'delete.cancel': press('common.cancel'),
  'remove.confirm': press('desk.companies.confirmDelete'),
  'remove.cancel': press('common.cancel'),
  'removal.confirm': press('desk.companies.confirmDelete'),
  'removal.cancel': press('common.cancel'),
  'panel.open': press('notifications.open'),
  'panel.close': press('notifications.close'),
  'notification.open': (e) => `En el panel pulse la notificación ${formatValue(e.id)}`,
  'notifications.refresh': said('Espere la siguiente consulta de notificaciones (o vuelva a la pestaña)'),
};

const DETAIL = '/app/serviceRequestedDetails/{requestId}';

/**
 * Where each chart's case starts (step 0), by chart name: the page of the route table
 * (src/domain/routes.ts) and the control that opens the flow. `{serviceId}` / `{requestId}` are
 * filled from the path's input when it has them (`serviceId`, `requestId`, or the request detail's
 * `request.id` / `request.service_id`).
 */
export const CHART_START: Readonly<Record<string, string>> = {
  session: 'Abra el portal (/public) en una pestaña nueva',
  login: 'Abra /public/login',
  resource: 'Abra una página que lee un bloque de contenido (p. ej. /public)',
  activation: 'Abra el enlace de activación del correo (/app/activateAccount/{token})',
  citizenRegistration: 'Abra /app/register, pestaña «Ciudadano»',
  geography: 'Abra el paso «Datos personales» de /app/register (provincia, municipio, sector)',
  companyForm: 'Abra /app/myDesk, pestaña «Empresas», y pulse «Agregar empresa» (o «Modificar» en una empresa)',
  contact: 'Abra /app/contact',
  resetPassword: 'Abra /public/requestPassword',
  membership: 'Abra el enlace de invitación (/app/acceptMembership?citizen_id=…&company_id=…&token_code=…)',
  requestStart: 'Abra la descripción de un servicio (/app/serviceDescription/{serviceId})',
  filePicker: 'En un paso de una solicitud con documentos, abra el campo de archivos',
  companyRegistration: 'Abra /app/register, pestaña «Empresa»',
  requestForm: 'Con sesión iniciada, abra /app/requestService/{serviceId}',
  requestSubmit: 'En la revisión de /app/requestService/{serviceId}, pulse «Enviar Solicitud» y confirme',
  messages: `Abra ${DETAIL}, pestaña «Mensajes»`,
  claims: `Abra ${DETAIL}, pestaña «Quejas y Reclamaciones»`,
  rating: `Abra ${DETAIL} y pulse «CALIFICAR»`,
  receipt: `Abra ${DETAIL}, pestaña «Detalles»`,
  requestDetail: `Abra ${DETAIL}`,
  requiredDocument: `Abra ${DETAIL}, pestaña «Acción Requerida»`,
  payment: `Abra ${DETAIL}, pestaña «Pagos»`,
  paymentValidation: 'Vuelva de la pasarela de pago a /app/validatePayment/{requestId}',
  changePassword: 'Abra /app/myConfiguration',
  changeEmail: 'Abra /app/myConfiguration',
  accountForm: 'Abra /app/myConfiguration y pulse «Cambiar contraseña» o «Cambiar Correo Principal»',
  contactData: 'Abra /app/myConfiguration, sección «Datos de contacto»',
  notifications: 'Con sesión iniciada, abra cualquier página: la campana de notificaciones está en la cabecera',
  deskDocuments: 'Abra /app/myDesk, pestaña «Documentos»',
  deskRequests: 'Abra /app/myDesk, pestaña «Mis solicitudes» (o «Solicitudes» de una empresa)',
  changeOwner: 'Abra /app/myDesk y, en una solicitud de empresa, pulse «Usuario a Cargo»',
  representatives: 'Abra /app/myDesk, pestaña «Empresas», y pulse «Ver detalles» en una empresa',
  members: 'Abra /app/myDesk, pestaña «Empresas», y pulse «Ver miembros» en una empresa',
  memberRemoval:
    'Abra /app/myDesk, pestaña «Empresas»; en «Ver miembros» de una empresa pulse «Eliminar miembro» en un miembro (o, en «Ver detalles», «Eliminar» en el representante)',
};

/**
 * The start condition of each input of the registered models (`<chart>.<input label>` → Spanish),
 * what the tester arranges before step 0; the case also lists the input's values.
 */
export const INPUT_TEXTS: Readonly<Record<string, string>> = {
  'session.withToken': 'hay una sesión guardada en el navegador (token)',
  'session.withoutToken': 'no hay sesión guardada',
  'session.withoutTokenStorageFull': 'no hay sesión guardada y el almacenamiento del navegador está lleno',
  'citizenRegistration.blank': 'el formulario vacío',
  'citizenRegistration.filled': 'el formulario ya lleno (vuelve a un paso con datos)',
  'geography.blank': 'sin dirección elegida',
  'accountForm.changePassword': 'el formulario de «Cambiar contraseña», vacío',
  'accountForm.changeEmail': 'el formulario de «Cambiar Correo Principal», vacío',
  'accountForm.changeEmailAgain': 'el formulario de «Cambiar Correo Principal» tras un envío fallido, con lo enviado',
  'geography.withAddress': 'con provincia y municipio ya elegidos',
  'companyForm.add': 'agregar una empresa nueva',
  'companyForm.edit': 'modificar una empresa existente',
  'membership.complete': 'el enlace trae citizen_id, company_id y token_code',
  'membership.incomplete': 'al enlace le faltan datos',
  'filePicker.singlePdf': 'un solo documento PDF, de hasta 120 MB',
  'filePicker.multiple': 'varios documentos de cualquier tipo permitido, de hasta 25 MB',
  'filePicker.restored': 'un documento ya elegido antes (borrador)',
  'companyRegistration.blank': 'el formulario vacío',
  'companyRegistration.filled': 'el formulario ya lleno (vuelve a un paso con datos)',
  'requestForm.personal': 'solicitud personal de un ciudadano',
  'requestForm.restricted': 'un usuario de rol restringido',
  'requestForm.withCompany': 'solicitud en representación de una empresa (en la dirección)',
  'requestForm.withUnsafeCompany': 'una empresa en la dirección que el usuario no representa',
  'requestSubmit.newFile': 'un archivo nuevo del equipo; el servicio usa el gestor documental',
  'requestSubmit.noFiles': 'sin archivos, para una empresa',
  'requestSubmit.sendZero': 'el servicio no usa el gestor documental',
  'requestSubmit.uploadedBefore': 'reintento tras fallar la creación: el archivo ya subió',
  'requestSubmit.createdBefore': 'reintento tras fallar el gestor documental: la solicitud ya existe',
  'requestSubmit.managerDoneBefore': 'reintento tras fallar la asignación: la solicitud existe y el gestor tiene los documentos',
  'requestSubmit.uncheckedCreate': 'reintento tras un POST /requests sin respuesta que no se pudo comprobar',
  'requestSubmit.uncheckedAssign': 'reintento tras un POST /assigndocument sin respuesta que no se pudo comprobar',
  'messages.askingWithComments': 'la solicitud pide información y ya tiene mensajes',
  'messages.askingNoComments': 'la solicitud pide información y no tiene mensajes',
  'messages.askingButClosed': 'la solicitud pedía información pero ya está cerrada',
  'messages.documentsAction': 'la acción requerida es de documentos, no de mensajes',
  'claims.personal': 'una solicitud personal',
  'claims.company': 'una solicitud de empresa',
  'requestDetail.owner': 'el dueño de la solicitud',
  'requestDetail.ownerDocumentsHash': 'el dueño, con #documents en la dirección',
  'requestDetail.restrictedOwner': 'el dueño con rol restringido',
  'requestDetail.otherCitizen': 'otro ciudadano que no es el dueño',
  'requestDetail.citizenWithDocQuery': 'otro ciudadano, con el documento del dueño en la dirección',
  'requestDetail.staff': 'personal de la institución (solo lectura)',
  'requestDetail.staffOwnRequest': 'personal de la institución, en una solicitud con su propio documento',
  'requestDetail.malformedId': 'un número de solicitud no válido en la dirección',
  'requiredDocument.open': 'hay una acción de documento requerido abierta',
  'requiredDocument.closedBase': 'la solicitud está cerrada',
  'requiredDocument.noAction': 'no hay acción requerida',
  'payment.pendingBoth': 'pago PENDIENTE, con tarjeta y con depósito',
  'payment.pendingCardOnly': 'pago PENDIENTE, solo con tarjeta',
  'payment.pendingVoucherOnly': 'pago PENDIENTE, solo con depósito o transferencia',
  'payment.pendingClosed': 'pago PENDIENTE en una solicitud en revisión',
  'payment.generated': 'pago GENERADO (en validación)',
  'payment.pendingBlankSirit': 'pago PENDIENTE, código SIRIT en blanco, sin pago externo',
  'payment.pendingLowercase': 'pago «pendiente» escrito en minúsculas y con espacios',
  'payment.cardBare': 'pago con tarjeta sin acción de pago, centro de recaudación, id del portal ni monto legible',
  'payment.voucherBare': 'comprobante sin acción de pago ni datos del proceso del servicio',
  'payment.noPayment': 'la solicitud no trae datos de pago',
  'payment.paymentAction5': 'pago PENDIENTE con una acción requerida de pago de tipo 5',
  'payment.otherActionsOnly': 'pago PENDIENTE; solo acciones requeridas de tipo 1, 2 y 3 (ninguna de pago)',
  // Issue 29 item 4: one input per payment status × base status (tests/model/machines/contractValues.ts).
  ...Object.fromEntries(
    PAYMENT_STATUSES.flatMap((p) =>
      BASE_STATUSES.map((b) => [`payment.status${p.value ?? 'Null'}Base${valueLabel(b.value)}`, `${p.qa}, ${b.qa}, con tarjeta y depósito`]),
    ),
  ),
  ...Object.fromEntries(
    REQUIRED_ACTION_TYPES.flatMap((t) =>
      BASE_STATUSES.map((b) => [`messages.action${valueLabel(t.value)}Base${valueLabel(b.value)}`, `${t.qa}, ${b.qa}, sin mensajes`]),
    ),
  ),
  ...Object.fromEntries(
    REQUIRED_ACTION_TYPES.flatMap((t) =>
      BASE_STATUSES.map((b) => [`requiredDocument.action${valueLabel(t.value)}Base${valueLabel(b.value)}`, `${t.qa} pendiente, ${b.qa}`]),
    ),
  ),
  ...Object.fromEntries(
    BASE_ROLES.filter((r) => r.value !== 1 && r.value !== 2).map((r) => [
      `requestDetail.ownerRole${valueLabel(r.value)}`,
      `el dueño de la solicitud, con ${r.qa}`,
    ]),
  ),
  'paymentValidation.valid': 'la pasarela devuelve todos los datos',
  'paymentValidation.withoutAction': 'sin id de acción requerida',
  'paymentValidation.withoutApproval': 'sin número de aprobación',
  'paymentValidation.blankAuthorization': 'id de autorización en blanco',
  'paymentValidation.badRequestId': 'número de solicitud con letras',
  'paymentValidation.prefixedRequestId': 'número de solicitud con letras delante',
  'paymentValidation.suffixedRequestId': 'número de solicitud con letras detrás',
  'paymentValidation.zeroRequestId': 'número de solicitud con un cero delante',
  'paymentValidation.paddedParams': 'datos con espacios alrededor, como al copiar la dirección',
  'paymentValidation.blankAction': 'id de acción requerida en blanco',
  'contactData.ana': 'una usuaria con todos sus datos de contacto',
  'contactData.incomplete': 'un usuario con datos de contacto incompletos',
  'deskRequests.personal': 'la lista de solicitudes personales',
  'deskRequests.company': 'la lista de solicitudes de empresas',
  'deskRequests.companyPreset': 'la lista de solicitudes de empresas, con empresa y solicitante ya elegidos',
  'deskRequests.companyAccount': 'una cuenta de empresa (sus solicitudes)',
  'members.representative': 'el representante, que administra los miembros',
  'members.restricted': 'un miembro sin permiso para administrar',
  'memberRemoval.representative': 'se elimina al representante de la empresa',
  'memberRemoval.responsible': 'se elimina a un miembro responsable',
  'memberRemoval.assistant': 'se elimina a un miembro asistente',
  'memberRemoval.assistantUnchecked': 'se elimina a un miembro asistente cuya eliminación anterior quedó sin respuesta (no se sabe si llegó al ministerio)',
  'receipt.afterReload': 'la solicitud abierta tras recargar la página (el formulario enviado ya no está a mano)',
  'receipt.justSent': 'la solicitud recién enviada desde esta página (su revisión está a mano)',
};

/** The start condition of input `label` of `chart`, or null when {@link INPUT_TEXTS} has none. */
export function inputText(chart: string, label: string): string | null {
  return INPUT_TEXTS[`${chart}.${label}`] ?? null;
}

/** Step 0 of a chart's case: {@link CHART_START} with its placeholders filled from `input`; null when the chart has no entry. */
export function startText(chart: string, input: unknown): string | null {
  const template = CHART_START[chart];
  if (template === undefined) return null;
  const record = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const nested = (record.detail as { request?: { id?: unknown; service_id?: unknown } } | undefined)?.request;
  const values: Record<string, unknown> = { serviceId: record.serviceId ?? nested?.service_id, requestId: record.requestId ?? nested?.id };
  return template.replace(/\{(serviceId|requestId)\}/g, (whole, name: string) => {
    const value = values[name];
    return typeof value === 'number' || typeof value === 'string' ? String(value) : whole;
  });
}

/** Why an actor failed, as a tester provokes it (ApiError `failure`, src/api/result.ts). */
export function failureText(error: unknown): string {
  const failure = (error as { failure?: { kind?: string; message?: string; status?: number; cause?: string } } | null)?.failure;
  if (!failure) return `falla (${formatValue(error)})`;
  const message = failure.message ? ` con el mensaje ${formatValue(failure.message)}` : '';
  switch (failure.kind) {
    case 'network':
      return 'no llega: corte la red (DevTools › Network › Offline) antes de la llamada';
    case 'timeout':
      return 'no contesta a tiempo (límite de la llamada)';
    case 'http':
      return `contesta con el estado HTTP ${failure.status ?? '(error)'}${message}`;
    case 'malformed':
      return 'contesta algo ilegible (no es el JSON del contrato)';
    case 'expired':
      return 'contesta que el token expiró (tras la única renovación)';
    case 'rejected':
      return `rechaza la petición (success: false)${message}`;
    case 'unknown':
      return `no deja saber si la hizo (${failure.cause ?? 'sin respuesta'})`;
    default:
      return `falla (${failure.kind ?? 'desconocido'})${message}`;
  }
}

/**
 * The instruction of one step: the template of its event type (chart override first); for an
 * actor's outcome, what the server answers to `callName`; for a delay, how long to wait
 * (`elapsedMs`, the simulated time the step advanced). `field` names a field in «» (default
 * {@link fieldLabel}; the export also reads a form's own labels from the chart's context).
 *
 * @returns null when no template describes the event (the registry test lists those).
 */
export function actionText(
  event: AnyEventObject,
  chart: string,
  callName: string,
  elapsedMs: number,
  field: (name: unknown) => string = (name) => fieldLabel(chart, name),
): string | null {
  const { type } = event;
  if (type.startsWith('xstate.done.actor.')) return `El servidor contesta con éxito a ${callName}: ${formatValue(event.output)}`;
  if (type.startsWith('xstate.error.actor.')) return `El servidor, a ${callName}, ${failureText(event.error)}`;
  if (type.startsWith('xstate.after.')) return `${delayText(elapsedMs).replace(/^e/, 'E')} sin hacer nada`;
  const template = EVENT_STEPS[`${chart}.${type}`] ?? EVENT_STEPS[type];
  if (!template) return null;
  return template(event, { chart, field });
}
