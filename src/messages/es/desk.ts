/**
 * Spanish strings of the `desk` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const desk = {
  title: 'Mi escritorio',
  counters: {
    inProcess: 'Solicitudes en proceso', // not in spec
    completed: 'Solicitudes completadas', // not in spec
    documents: 'Documentos subidos',
    rejected: 'Solicitudes rechazadas', // not in spec
  },
  tabs: {
    profile: 'Mi Perfil',
    companies: 'Empresas',
    myRequests: 'Mis solicitudes',
    requests: 'Solicitudes',
    documents: 'Documentos',
  },
  profile: {
    companyProfile: 'Perfil de Empresa',
    personal: 'Personal',
    name: 'Nombre', // not in spec
    document: 'Documento de identidad', // not in spec
    phone: 'Teléfono de contacto', // not in spec
    city: 'Ciudad', // contract §1.7 (not in spec)
    email: 'Correo electrónico', // not in spec
    editProfile: 'Editar Perfil',
  },
  companyForm: {
    addTitle: 'Agregar empresa', // not in spec
    editTitle: 'Modificar empresa', // not in spec
    add: 'Agregar empresa', // not in spec
    commercialName: 'Nombre comercial', // not in spec
    rnc: 'RNC', // contract §2.5 (not in spec)
    phone: 'Teléfono', // not in spec
    address: 'Dirección',
    web: 'Página web', // not in spec
    confirm: 'CONFIRMAR',
    invalidWeb: 'Dirección web inválida',
    sectionTitle: 'Mis empresas', // not in spec
    empty: 'Aún no ha agregado empresas a su perfil.', // not in spec
    modify: 'Modificar', // not in spec
    modifyCompany: 'Modificar {name}', // not in spec
    rncLocked: 'El RNC no se puede modificar.', // not in spec
    rncHint: 'Formato: 0-00-00000-0', // not in spec
    phoneHint: 'Formato: 000-000-0000', // not in spec
    webHint: 'Ejemplo: www.miempresa.com.do', // not in spec
    noWeb: 'Sin página web', // not in spec
    added: 'Empresa agregada satisfactoriamente', // not in spec
    updated: 'Empresa modificada satisfactoriamente', // not in spec
    saving: 'Guardando…', // not in spec
  },
  companies: {
    addRepresentative: 'Agregar representante',
    viewMembers: 'Ver miembros',
    representativeTitle: 'Representante',
    noRepresentatives: 'Favor agregar representantes para su empresa.',
    viewDetails: 'Ver detalles',
    noCompanies: 'En estos momento no existe empresas asociada a su cuenta.',
    companyName: 'Empresa', // not in spec
    companyRnc: 'RNC', // contract §2.5 (not in spec)
    membersTitle: 'Miembros de la empresa', // not in spec
    noMembers: 'En estos momento no existe miembros asociados a esta empresa.',
    memberName: 'Nombre', // not in spec
    memberFirstLastName: 'Primer apellido', // not in spec
    memberCitizen: 'Documento de identidad', // not in spec
    memberPhone: 'Teléfono', // not in spec
    memberOccupation: 'Ocupación', // not in spec
    memberRole: 'Rol', // not in spec
    responsibleRole: 'Responsable',
    memberRequests: 'Solicitudes',
    userInCharge: 'Usuario a Cargo',
    searchDocument: 'Número de documento de identidad', // not in spec
    searchUser: 'Buscar usuario', // not in spec
    userNotFound: 'No se encontró un usuario con este documento.', // not in spec
    addMember: 'Agregar miembro', // not in spec
    removeMember: 'Eliminar miembro', // not in spec
    removeMemberConfirm: 'Eliminarás al miembro {id}!', // not in spec
    invalidDocument: 'Digite un número de documento de identidad válido',
    sendInvitation: 'Enviar invitación', // not in spec
    oneRepresentativeOnly: 'Solo se permite un representante por empresa. Debe eliminar el representante actual antes de agregar otro.', // not in spec
    areYouSure: '¿Estas seguro?',
    deleteRepresentative: 'Eliminarás al representante {id}!',
    confirmDelete: 'Sí, eliminar', // not in spec
    information: 'Información', // not in spec
    actions: 'Acciones', // not in spec
    membersPagination: 'Páginas de miembros', // not in spec
    deleteRepresentativeOf: 'Eliminar representante {name}', // not in spec
    removeMemberOf: 'Eliminar miembro {name}', // not in spec
    memberRequestsOf: 'Solicitudes de {name}', // not in spec
    userInChargeOf: 'Usuario a Cargo: {name}', // not in spec
    viewDetailsOf: 'Ver detalles de {name}', // not in spec
    viewMembersOf: 'Ver miembros de {name}', // not in spec
    memberEmail: 'Correo electrónico', // not in spec
    foundUser: 'Usuario encontrado', // not in spec
    documentHint: 'Solo números, mínimo 9 y máximo 20 dígitos.', // not in spec
    searching: 'Buscando…', // not in spec
    sending: 'Enviando…', // not in spec
    deleting: 'Eliminando…', // not in spec
    checkingOutcome: 'No sabemos si el cambio llegó al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
    notReceived: 'Comprobamos que el cambio no llegó al ministerio. Puede hacerlo de nuevo.', // not in spec (issue 25)
    outcomeUnchecked: 'No pudimos comprobar si el cambio llegó al ministerio. Al intentarlo de nuevo se comprobará antes.', // not in spec (issue 25)
    invitationUnknown:
      'No sabemos si la invitación llegó al ministerio: su respuesta se perdió y el portal no puede consultar las invitaciones pendientes. Si el usuario no recibe el correo en unos minutos, puede enviarla de nuevo; la empresa seguirá teniendo un solo representante.', // not in spec (issue 25)
    sendAgain: 'Enviar de nuevo', // not in spec (issue 25)
  },
  requests: {
    personalTitle: 'Solicitudes personales', // not in spec
    companyTitle: 'Solicitudes de empresas', // not in spec
    statusFilter: 'Estado', // not in spec
    inProcess: 'En proceso', // contract §3.2 (not in spec)
    finished: 'Finalizadas', // contract §3.2 (not in spec)
    rejected: 'Rechazadas', // contract §3.2, the old client's filter 3 (statuses 8 and 10; not in spec)
    searchPlaceholder: 'Nombre o número de solicitud',
    search: 'Buscar', // not in spec
    clearFilter: 'Limpiar filtro', // not in spec
    companyFilter: 'Empresa', // not in spec
    applicantFilter: 'Solicitante', // not in spec
    allCompanies: 'Todas las empresas', // not in spec
    allApplicants: 'Todos los solicitantes', // not in spec
    empty: 'No se encontraron registros',
    companyAccountTitle: 'Solicitudes de la empresa', // not in spec
    searchLabel: 'Buscar en {list}', // not in spec
    pagination: 'Páginas de {list}', // not in spec
  },
  card: {
    requestNumber: 'No. de solicitud', // not in spec
    project: 'Proyecto', // not in spec
    company: 'Empresa', // not in spec
    requestedBy: 'Solicitado por', // not in spec
    status: 'Estado', // not in spec
    date: 'Fecha', // not in spec
    progress: '{n}% COMPLETADO',
    rejected: 'RECHAZADO',
    cancelled: 'CANCELADO',
    actionRequired: 'Esta solicitud requiere de tu acción para continuar.',
    viewDetail: 'VER DETALLE',
    respond: 'RESPONDER',
    followUp: 'DAR SEGUIMIENTO',
    assignApplicant: 'ASIGNAR/CAMBIAR SOLICITANTE',
    progressLabel: 'Avance de la solicitud {number}', // not in spec
  },
  status: {
    inProcess: 'En proceso', // contract §3.2 (not in spec)
    completed: 'Completada', // contract §3.2 (not in spec)
    cancelled: 'Cancelada', // contract §3.2 (not in spec)
    rejected: 'Rechazada', // not in spec
  },
  changeOwner: {
    title: 'Cambiar propietario',
    selectMember: 'Selecciona un miembro',
    send: 'ENVIAR',
    member: 'Miembro', // not in spec
    open: 'Cambiar el solicitante de la solicitud {number}', // not in spec
    membersFailed: 'No se pudieron cargar los miembros de la empresa.', // not in spec
    information: 'Información', // not in spec
    changed: 'Se ha cambiado el propietario de la solicitud', // not in spec
    sending: 'Enviando…', // not in spec
    close: 'Cerrar', // not in spec
    checkingOutcome: 'No sabemos si el cambio de propietario llegó al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
    notReceived: 'Comprobamos que el cambio de propietario no llegó al ministerio: la solicitud sigue a nombre de {name}. Puede enviarlo de nuevo.', // not in spec (issue 25)
    outcomeUnchecked: 'No pudimos comprobar si el cambio de propietario llegó al ministerio. Al enviarlo de nuevo se comprobará antes.', // not in spec (issue 25)
  },
  documents: {
    personal: 'Documentos Personales',
    institutional: 'Documentos Institucionales',
    noPersonal: 'No hay documentos personales',
    noInstitutional: 'No hay documentos institucionales',
    name: 'Nombre', // not in spec
    type: 'Tipo', // not in spec
    date: 'Fecha', // not in spec
    link: 'Enlace', // not in spec
    open: 'Ver documento', // not in spec
    openNamed: 'Abrir {name}', // not in spec
    openNewTab: '{name} (se abre en una pestaña nueva)', // not in spec
    size: 'Tamaño', // not in spec
    subTabs: 'Tipo de documentos', // not in spec
    pages: 'Páginas de documentos', // not in spec
    previousPage: 'Página anterior', // not in spec
    nextPage: 'Página siguiente', // not in spec
    page: 'Página {n}', // not in spec
    loading: 'Cargando documentos…', // not in spec
    loadFailed: 'No se pudieron cargar los documentos.', // not in spec
    retry: 'Reintentar', // not in spec
    sizeKb: '{n} KB', // not in spec
    sizeMb: '{n} MB', // not in spec
    types: {
      pdf: 'PDF', // not in spec
      png: 'Imagen PNG', // not in spec
      jpg: 'Imagen JPG', // not in spec
      jpeg: 'Imagen JPEG', // not in spec
      xls: 'Hoja de cálculo Excel', // not in spec
      xlsx: 'Hoja de cálculo Excel', // not in spec
      kmz: 'Mapa de Google Earth (KMZ)', // not in spec
      kml: 'Mapa de Google Earth (KML)', // not in spec
      dwg: 'Plano de AutoCAD (DWG)', // not in spec
      other: 'Archivo {ext}', // not in spec
      unknown: 'Archivo', // not in spec
    },
    viewer: {
      close: 'Cerrar', // not in spec
      toolbar: 'Herramientas del visor', // not in spec
      zoomIn: 'Acercar', // not in spec
      zoomOut: 'Alejar', // not in spec
      reset: 'Restablecer', // not in spec
      zoomLevel: 'Zoom: {n} %', // not in spec
      download: 'Descargar', // not in spec
      previousPage: 'Página anterior', // not in spec
      nextPage: 'Página siguiente', // not in spec
      pageOf: 'Página {page} de {total}', // not in spec
      stage: 'Vista de {title}', // not in spec
      loading: 'Cargando documento…', // not in spec
      failed: 'No se pudo abrir el documento.', // not in spec
      retry: 'Reintentar', // not in spec
    },
  },
} as const;

provideMessages('desk', desk);
