/**
 * Every user-facing Spanish string of the portal, by key (DESIGN.md "Layers": src/messages/es.ts).
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
export const es = {
  common: {
    loading: 'Cargando…', // not in spec
    retry: 'Reintentar', // not in spec
    comingSoon: 'Esta sección estará disponible próximamente.', // not in spec
    backendDown: 'No se pudo cargar esta información.', // not in spec
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
      directoryPhoneMain: '809-555-0100', // not in spec (fictional demo number)
      directoryPhoneFree: '1-809-555-0199', // not in spec (fictional demo number)
      directoryEmail: 'info@demo.mitur.local', // not in spec (fictional demo address)
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
    sessionExpired: 'Su sesión ha expirado. Inicie sesión nuevamente.', // not in spec
    loginPrompt: {
      title: 'Inicie sesión para continuar', // not in spec
      body: 'Para solicitar un servicio debe iniciar sesión o registrarse.', // not in spec
      login: 'Iniciar Sesión',
      register: 'Registrar',
    },
  },

  login: {
    title: 'Iniciar Sesión',
    document: 'Cédula o pasaporte', // not in spec
    documentHint: 'Sin guiones o con guiones, ej. 001-1234567-8', // not in spec
    password: 'Contraseña', // not in spec
    submit: 'Iniciar Sesión',
    forgotPassword: 'Olvidé mi contraseña', // not in spec
    noAccount: '¿No tiene una cuenta?', // not in spec
    register: 'Registrar',
    failed: 'Ha ocurrido un error, favor contacte a soporte',
  },

  register: {
    title: 'Registro', // not in spec
    tabs: {
      citizen: 'Ciudadano', // not in spec
      company: 'Empresa', // not in spec
    },
    steps: {
      authInfo: 'Información de autenticación', // not in spec
      personalData: 'Datos personales', // not in spec
      securityInfo: 'Información de seguridad', // not in spec
      terms: 'Términos y condiciones', // not in spec
      confirmation: 'Confirmación', // not in spec
    },
    stepError: 'Error',
    fields: {
      email: 'Correo electrónico', // not in spec
      emailConfirmation: 'Confirmar correo electrónico', // not in spec
      password: 'Contraseña', // not in spec
      passwordConfirmation: 'Confirmar contraseña', // not in spec
      documentType: 'Tipo de documento', // not in spec
      cedula: 'Cédula', // contract §4.4 (not in spec)
      passport: 'Pasaporte', // contract §4.4 (not in spec)
      document: 'Documento de identidad', // not in spec
      names: 'Nombres', // not in spec
      firstLastName: 'Primer apellido', // not in spec
      secondLastName: 'Segundo apellido', // not in spec
      occupation: 'Ocupación', // not in spec
      province: 'Provincia',
      municipality: 'Municipio',
      sector: 'Sector',
      phone: 'Teléfono', // not in spec
      phone2: 'Teléfono secundario',
      email2: 'Correo electrónico secundario', // not in spec
      address: 'Dirección',
      question1: 'Pregunta de seguridad 1', // not in spec
      question2: 'Pregunta de seguridad 2', // not in spec
      question3: 'Pregunta de seguridad 3', // not in spec
      answer1: 'Respuesta 1', // not in spec
      answer2: 'Respuesta 2', // not in spec
      answer3: 'Respuesta 3', // not in spec
      questionPlaceholder: 'Seleccione una pregunta', // not in spec
      acceptTerms: 'Acepto los términos y condiciones de uso y privacidad', // not in spec
    },
    validatingDocument: 'Validando documento…', // not in spec
    back: 'Atrás', // not in spec
    next: 'Siguiente', // not in spec
    submit: 'Registrar',
    invalidEmail: 'Ingrese un email válido',
    emailInUse: 'Correo electrónico en uso, favor introduzca otro correo electrónico',
    emailsMismatch: 'Los correos no coinciden',
    passwordMin: 'La contraseña debe tener minimo 6 caracteres',
    passwordsMismatch: 'Las contraseñas no coinciden',
    cedulaLength: 'La cédula debe tener exactamente 11 caracteres',
    passportLength: 'El pasaporte debe tener entre 6 y 15 caracteres', // not in spec
    documentExists: 'Ya existe un usuario con este documento de identidad',
    documentInvalid: 'Documento de identidad no válido',
    validateDocumentFirst: 'Debe validar el documento de identidad antes de ingresar el nombre',
    nameExists: 'El nombre ya existe',
    phone2SameAsPhone: 'El teléfono secundario no puede ser igual al teléfono primario',
    termsRequired: 'Debe aceptar los terminos y condiciones de uso y privacidad para continuar',
    fillRequired: 'Llene todos los campos requeridos',
    fieldErrorsToast: 'Hay uno o mas errores con la información introducida. Valídalos e inténtalo nuevamente',
    genericErrorToast: 'Ha sucedido un error inténtelo mas tarde o contacte a soporte',
    confirmationTitle: '¡Gracias por registrarse!', // not in spec
    confirmationBody: 'Recibirá un correo electrónico de verificación para activar su cuenta.', // not in spec
    copyright: 'Copyright © 2022 Ministerio de Turismo', // not in spec (year 2022 from spec 000 §9)
    tabsLabel: 'Tipo de registro', // not in spec
    stepperLabel: 'Pasos del registro', // not in spec
    stepCompleted: 'completado', // not in spec
    stepProgress: 'Paso {current} de {total}', // not in spec
    requiredNote: 'Los campos marcados con * son obligatorios.', // not in spec
    cedulaHint: 'Formato: 000-0000000-0', // not in spec
    passportHint: 'Entre 6 y 15 caracteres', // not in spec
    chooseDocumentTypeFirst: 'Seleccione primero el tipo de documento', // not in spec
    documentValidated: 'Documento validado', // not in spec
    validatingName: 'Validando nombre…', // not in spec
    phonePrefix: 'Prefijo', // not in spec
    phoneHint: 'Prefijo 809, 829 u 849 y 7 dígitos', // not in spec
    chooseProvinceFirst: 'Seleccione primero una provincia', // not in spec
    chooseMunicipalityFirst: 'Seleccione primero un municipio', // not in spec
    provincesFailed: 'No se pudieron cargar las provincias.', // not in spec
    municipalitiesFailed: 'No se pudieron cargar los municipios.', // not in spec
    sectorsFailed: 'No se pudieron cargar los sectores.', // not in spec
    questionsFailed: 'No se pudieron cargar las preguntas de seguridad.', // not in spec
    termsFailed: 'No se pudieron cargar los términos y condiciones.', // not in spec
    termsRegion: 'Texto de los términos y condiciones', // not in spec
    checking: 'Validando…', // not in spec
    submitting: 'Registrando…', // not in spec
    goToLogin: 'Ir a iniciar sesión', // not in spec
  },

  companyRegister: {
    title: 'Registro de empresa', // not in spec
    introTitle: 'Registro de empresas', // not in spec
    introBody: 'El registro de empresas es solo para empresas que realizan sus trámites a través de representantes o bufetes de abogados.', // not in spec
    tutorials: 'Ver videos tutoriales', // not in spec
    understood: 'Entendido', // not in spec
    steps: {
      authInfo: 'Información de autenticación', // not in spec
      companyData: 'Datos de la empresa', // not in spec
      securityInfo: 'Información de seguridad', // not in spec
      terms: 'Términos y condiciones', // not in spec
      confirmation: 'Confirmación', // not in spec
    },
    fields: {
      rnc: 'RNC', // contract §2.5 (not in spec)
      nombre: 'Nombre comercial', // not in spec
      razonsocial: 'Razón social', // not in spec
      extension: 'Extensión', // not in spec
      telefono: 'Teléfono', // not in spec
      registromercant: 'Registro mercantil', // not in spec
      podernotarizado: 'Poder notarizado', // not in spec
      cedulaperaut: 'Cédula del representante autorizado', // not in spec
      pdfOnlyHint: 'Solo se aceptan archivos PDF', // not in spec
    },
    rncLength: 'Cantidad de caracteres incorrecto',
    rncInvalid: 'RNC inválido, introduzca otro RNC',
    phoneInUse: 'Teléfono en uso, favor introduzca otro teléfono',
    confirmationTitle: '¡Gracias por registrar su empresa!', // not in spec
    confirmationBody: 'Su empresa está pendiente de aprobación por el Ministerio de Turismo. Le notificaremos por correo electrónico.', // not in spec
  },

  activation: {
    title: 'Activación de cuenta', // not in spec
    activating: 'Activando su cuenta…', // not in spec
    successFallback: 'Su cuenta ha sido activada.', // not in spec
    failureFallback: 'No se pudo activar su cuenta.', // not in spec
    successIcon: 'Activación exitosa', // not in spec
    failureIcon: 'Activación fallida', // not in spec
    goToLogin: 'Iniciar Sesión',
  },

  resetPassword: {
    title: 'Recuperar contraseña', // not in spec
    intro: 'Introduzca su documento de identidad y el correo electrónico de su cuenta.', // not in spec
    document: 'Cédula o pasaporte', // not in spec
    email: 'Correo electrónico', // not in spec
    emailConfirmation: 'Confirmar correo electrónico', // not in spec
    submit: 'Enviar', // not in spec
    backToLogin: 'Volver a iniciar sesión', // not in spec
    invalidEmail: 'Ingrese un email valido',
    emailsMismatch: 'Los correos no coinciden',
    success: 'Se ha enviado un mensaje a su correo electrónico',
    failure: 'Ha ocurrido un error favor intentar mas tarde.',
  },

  membership: {
    title: 'Invitación de membresía', // not in spec
    accepting: 'Procesando invitación…', // not in spec
    successFallback: 'La invitación ha sido aceptada.', // not in spec
    failureFallback: 'No se pudo aceptar la invitación.', // not in spec
    missingParams: 'El enlace de invitación no es válido.', // not in spec
    errorToast: 'Ha ocurrido un error, contacte a soporte',
    goToDesk: 'Ir a mi escritorio',
    goToLogin: 'Iniciar Sesión',
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

  service: {
    rating: 'Calificación', // not in spec
    ratingValue: '{n} de 5', // not in spec
    print: 'Imprimir', // not in spec
    share: 'Compartir', // not in spec
    shareByEmail: 'Compartir por correo electrónico', // not in spec
    shareOn: 'Compartir en {network}', // not in spec
    linkCopied: 'Enlace copiado', // not in spec
    copyLink: 'Copiar enlace', // not in spec
    copyFailed: 'No se pudo copiar el enlace', // not in spec
    shareText: 'Conozca el trámite «{name}» del Ministerio de Turismo', // not in spec
    actions: 'Acciones del servicio', // not in spec
    generalInfo: 'Información general', // not in spec
    scheduleTitle: 'Horario', // not in spec
    scheduleNote: 'Las solicitudes se reciben 24 horas al día, 7 días a la semana, pero se procesan en horario laborable.', // not in spec
    day: 'Día', // not in spec
    from: 'Desde', // not in spec
    to: 'Hasta', // not in spec
    requirements: 'Requisitos', // not in spec
    downloadRequirement: 'Descargar', // not in spec
    procedures: 'Procedimiento', // not in spec
    tariffs: 'Tarifas', // not in spec
    concept: 'Concepto', // not in spec
    variations: 'Variaciones', // not in spec
    deliveryTime: 'Tiempo de entrega', // not in spec
    price: 'Precio', // not in spec
    comments: 'Comentarios', // not in spec
    noComments: 'No hay comentarios para este servicio.',
    commentsPagination: 'Paginación de comentarios', // not in spec
    loadingComments: 'Cargando comentarios…', // not in spec
    notSpecified: 'No especificado', // not in spec
    startRequest: 'INICIAR SOLICITUD',
    informationalOnly: 'Este trámite no puede solicitarse en línea.', // not in spec
    moreInformation: 'Más información', // not in spec
    start: {
      restrictedRole: 'No puede realizar una solicitud directamente, debe ser a través de un representante',
      howToContinue: '¿Cómo desea continuar?',
      personally: 'De forma personal', // not in spec
      asCompany: 'En representación de una empresa', // not in spec
      chooseCompany: 'Seleccione una empresa', // not in spec
      continue: 'Continuar',
    },
  },

  contact: {
    title: 'Contacto',
    branches: 'Nuestras oficinas', // not in spec
    branchAddress: 'Dirección', // not in spec
    branchPhone: 'Teléfono', // not in spec
    branchWebsite: 'Sitio web', // not in spec
    branchEmail: 'Correo electrónico', // not in spec
    formTitle: 'Escríbanos', // not in spec
    fullName: 'Nombre completo', // not in spec
    email: 'Correo electrónico', // not in spec
    phone: 'Teléfono', // not in spec
    relation: 'Relacionado a', // contract §4.4 (not in spec)
    message: 'Mensaje', // not in spec
    send: 'Enviar', // not in spec
    relations: {
      portal: 'Portal de servicios', // contract §4.4 (not in spec)
      dpp: 'Planificación y desarrollo (DPP)', // contract §4.4 (not in spec)
      confotur: 'Confotur', // contract §4.4 (not in spec)
      companies: 'Empresas y servicios', // contract §4.4 (not in spec)
    },
    mapTitle: 'Mapa de ubicación del Ministerio de Turismo', // not in spec
    sending: 'Enviando mensaje…', // not in spec
    success: 'Mensaje enviado satisfactoriamente',
    failure: 'Ha ocurrido un error',
  },

  generalQueries: {
    title: 'Consultas generales',
    mapsTab: 'Mapa de los Polos',
    documentsTab: 'Documentos',
    openMap: 'Ver mapa de {title}', // not in spec
    filterByType: 'Filtrar por tipo', // not in spec
    allTypes: 'Todos', // not in spec
    searchByTitle: 'Buscar por título del documento', // not in spec
    noDocuments: 'No se encontraron documentos.', // not in spec
    noMaps: 'No hay mapas disponibles.', // not in spec
  },

  policy: {
    title: 'Política de privacidad', // not in spec
  },

  files: {
    maxSize: 'El peso limite por archivo es de {n}mb',
    notAllowed: 'Documento no permitido',
    singleOnly: 'No se puede agregar mas de un documento',
    requiredExtension: 'El archivo requiere una extension .{ext}',
    added: 'Documento agregado',
    removed: 'Documento removido',
    atLeastOne: 'Debe adjuntar al menos un documento', // not in spec
    choose: 'Seleccionar archivo', // not in spec
    dropHint: 'Arrastre un archivo aquí o selecciónelo', // not in spec
    allowedHint: 'Formatos permitidos: {exts}. Tamaño máximo: {n} MB.', // not in spec
    myDocuments: 'Mis documentos', // contract §1.6 (not in spec)
    useDocument: 'Usar este documento', // not in spec
    uploading: 'Subiendo… {percent}%', // not in spec
    remove: 'Eliminar', // not in spec
    viewer: {
      title: 'Visor de documentos', // not in spec
      zoomIn: 'Acercar', // not in spec
      zoomOut: 'Alejar', // not in spec
      reset: 'Restablecer', // not in spec
      download: 'Descargar', // not in spec
      close: 'Cerrar', // not in spec
      noPreview: 'La vista previa no está disponible para este tipo de archivo.', // not in spec
    },
  },

  desk: {
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
    },
    requests: {
      personalTitle: 'Solicitudes personales', // not in spec
      companyTitle: 'Solicitudes de empresas', // not in spec
      statusFilter: 'Estado', // not in spec
      inProcess: 'En proceso', // contract §3.2 (not in spec)
      finished: 'Finalizadas', // contract §3.2 (not in spec)
      searchPlaceholder: 'Nombre o número de solicitud',
      search: 'Buscar', // not in spec
      clearFilter: 'Limpiar filtro', // not in spec
      companyFilter: 'Empresa', // not in spec
      applicantFilter: 'Solicitante', // not in spec
      allCompanies: 'Todas las empresas', // not in spec
      allApplicants: 'Todos los solicitantes', // not in spec
      empty: 'No se encontraron registros',
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
    },
  },

  notifications: {
    title: 'Notificaciones', // not in spec
    open: 'Abrir notificaciones', // not in spec
    badge: '{n} notificaciones', // not in spec
    empty: 'No hay notificaciones',
    requestLink: 'Solicitud {id}', // not in spec
  },

  requestForm: {
    tariffsTitle: 'Tarifas del servicio',
    variationLabel: 'Opciones de servicio',
    concept: 'Concepto', // not in spec
    price: 'Precio', // not in spec
    deliveryTime: 'Tiempo de entrega', // not in spec
    confirmVariation: 'Confirmar',
    chooseVariation: 'Seleccione una opción de servicio', // not in spec
    back: 'Retroceder',
    continue: 'Continuar',
    submit: 'Enviar Solicitud',
    confirmTitle: 'Confirmación de solicitud', // not in spec
    confirmBody: 'Declaro que los datos suministrados son verídicos y autorizo al Ministerio de Turismo a consultar mis datos personales en otras instituciones.', // not in spec
    sending: 'Enviando solicitud…', // not in spec
    sent: 'Solicitud enviada satisfactoriamente.',
    draftFound: 'Se ha encontrado información previa de una solicitud sin terminar. ¿Desea cargarla para esta solicitud?',
    restoring: 'Restableciendo',
    leaveWarning: 'Si cierra esta pestaña el proceso de la solicitud se vera afectado.',
    uploadError: 'Ha ocurrido un error subiendo los documentos.',
    createError: 'Ha ocurrido un error favor intentar mas tarde.',
    unexpectedError: 'Ha ocurrido un error,contacte al soporte para mas información',
    fillRequired: 'Llene todos los campos requeridos',
    gridAtLeastOne: 'Asegurese de llenar los campos',
    gridAdd: 'Agregar', // not in spec
    gridEmpty: 'No hay elementos agregados', // not in spec
    selectOptionFirst: 'Seleccione una opcion en el campo {label}',
    cedulaInvalid: 'Cédula no válida, introduzca otra cédula',
    cedulaNetworkError: 'Ha ocurrido un error validando la cedula',
    validationSuccessTitle: 'Validación exitosa',
    cedulaValid: 'Cédula válida',
    validationErrorTitle: 'Error en la validación',
    validationFailed: 'Ha ocurrido un error en la validación',
    minLength: 'Debe tener al menos {n} caracteres', // not in spec
    stepOf: 'Paso {step} de {total}', // not in spec
    ruleLabels: {
      cedula: 'No. de Cédula', // contract §2.5 (not in spec)
      passport: 'Pasaporte', // contract §2.5 (not in spec)
      rnc: 'RNC', // contract §2.5 (not in spec)
    },
  },

  requestDetail: {
    tabs: {
      details: 'Detalles',
      claims: 'Quejas y Reclamaciones',
      payments: 'Pagos',
      messages: 'Mensajes',
      actionRequired: 'Accion Requerida', // contract §3.3 (not in spec)
    },
    detailsTitle: 'Detalles de Solicitud',
    requestNumber: 'Número de solicitud', // not in spec
    status: 'Estado', // not in spec
    date: 'Fecha', // not in spec
    yes: 'Si',
    issuedDocuments: 'Documentos emitidos por institución',
    uploadedDocuments: 'Documentos subidos',
    noDocuments: 'No hay documentos', // not in spec
    deleteRequest: 'Eliminar Solicitud',
    deleteConfirm: 'Esta seguro de eliminar esta solicitud? Una vez realizada esta acción no podra revertirse',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    complete: 'Completar',
    requiredDocumentTitle: 'Documento requerido',
    requiredDocumentName: 'Documento de accion requerida {n}', // contract §3.3 (not in spec)
    send: 'ENVIAR',
    requiredDocumentSent: 'Documento requerido enviada satisfactoriamente',
    informationSent: 'Información requerida enviada satisfactoriamente',
    actionError: 'Ha ocurrido un error, contacte a soporte',
    solutionTitle: 'Resolución de la solicitud', // not in spec
    rate: 'CALIFICAR',
    notFound: 'No se encontró la solicitud.', // not in spec
  },

  claims: {
    title: 'Reclamaciones',
    empty: 'No hay reclamaciones en esta solicitud',
    newClaim: 'NUEVA RECLAMACIÓN',
    dialogTitle: 'Nueva reclamación',
    reason: 'Seleccione el motivo de la queja',
    observations: 'Observaciones',
    send: 'ENVIAR',
    success: 'Reclamación creada con exito',
    failure: 'Ha ocurrido un error',
    columns: {
      id: 'No.', // not in spec
      reason: 'Motivo', // not in spec
      observation: 'Observación', // not in spec
      company: 'Empresa', // not in spec
      creator: 'Creado por', // not in spec
      createdAt: 'Fecha de creación', // not in spec
      status: 'Estado', // not in spec
      solution: 'Respuesta', // not in spec
    },
  },

  payments: {
    methodTitle: 'Método de pago',
    amountToPay: 'Monto a pagar',
    cardPayment: 'PAGO CON TARJETA', // not in spec
    depositOrTransfer: 'DEPOSITO O TRANSFERENCIA',
    underValidation: 'Su pago de ${amount} está en proceso de validación.',
    myPayments: 'Mis pagos',
    noPayments: 'No hay pagos registrados', // not in spec
    concept: 'Concepto', // not in spec
    approvalNumber: 'ID de pago',
    paymentMethod: 'Método de pago',
    amountPaid: 'Monto pagado', // not in spec
    currency: 'Moneda', // not in spec
    paymentDate: 'Fecha de pago', // not in spec
    uploadProofTitle: 'Subir comprobante',
    confirm: 'CONFIRMAR',
    proofConfirmTitle: 'Confirmar envío de comprobante', // not in spec
    proofConfirmBody: 'Verifique que el documento sea el correcto. Una vez enviado no podrá revertirse, y si cancela durante el envío la solicitud será desestimada.', // not in spec
    proofLabel: 'Comprobante de pago', // contract §3.4 (not in spec)
    proofSent: 'Comprobante de pago enviado',
    failure: 'Ha ocurrido un error',
    redirecting: 'Redirigiendo a la pasarela de pago…', // not in spec
    leaveWarning: 'Si cierra esta pestaña el proceso de la solicitud se vera afectado.',
  },

  messagesTab: {
    title: 'Historial de mensajes',
    empty: 'NO HAY MENSAJES',
    placeholder: 'Escriba aqui su mensaje',
    send: 'Enviar mensaje', // not in spec
    officer: 'Ministerio de Turismo', // not in spec
    citizen: 'Usted', // not in spec
    charactersLeft: '{n} caracteres restantes', // not in spec
    failure: 'Ha ocurrido un error, contacte a soporte',
  },

  rating: {
    title: 'Calificación de servicio',
    stars: 'Calificación', // not in spec
    starValue: '{n} de 5 estrellas', // not in spec
    comment: 'Comentario',
    submit: 'Enviar Calificación',
    success: 'Calificación enviada con exito',
    failure: 'Ha ocurrido un error',
  },

  validatePayment: {
    title: 'Verificación de pago',
    verifying: 'Verificando pago',
    success: '¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.',
    error: '¡Ha ocurrido un error durante la validacion del pago!',
    goToDesk: 'Ir a mi escritorio',
    viewRequest: 'Ver detalle de solicitud',
  },

  settings: {
    title: 'Mi configuración',
    profileImage: 'Foto de perfil', // not in spec
    cedula: 'Cedula',
    changePassword: 'Cambiar contraseña',
    changeEmail: 'Cambiar Correo Principal',
    contactData: 'Datos de contacto',
    address: 'Dirección',
    province: 'Provincia',
    municipality: 'Municipio',
    sector: 'Sector',
    mobilePhone: 'Teléfono móvil',
    phone2: 'Teléfono secundario',
    notificationsByEmail: 'Recibir notificaciones por correo electrónico', // not in spec
    notificationsBySms: 'Recibir notificaciones por SMS', // not in spec
    save: 'Guardar',
    oldPassword: 'Contraseña actual', // not in spec
    newPassword: 'Nueva contraseña', // not in spec
    newPasswordConfirmation: 'Confirmar nueva contraseña', // not in spec
    password: 'Contraseña', // not in spec
    newEmail: 'Nuevo correo electrónico', // not in spec
    newEmailConfirmation: 'Confirmar nuevo correo electrónico', // not in spec
    passwordChanged: 'Se ha modificado su contraseña',
    profileUpdated: 'Se ha modificado su información de usuario',
    emailChanged: 'Email modificado satisfactoriamente, Inicie sesión nuevamente',
    changeFailed: 'Ha sucedido un error intentelo mas tarde',
    updateFailed: 'Ha ocurrido un error',
  },

  demo: {
    mailboxTitle: 'Buzón de demostración', // not in spec (embedded mode only)
    mailboxIntro: 'Correos electrónicos que el backend de demostración ha enviado. Solo existe en el modo integrado.', // not in spec
    empty: 'No hay correos todavía.', // not in spec
    to: 'Para', // not in spec
    date: 'Fecha', // not in spec
    reset: 'Reiniciar datos de demostración', // not in spec
    resetDone: 'Se reiniciaron los datos de demostración.', // not in spec
    demoAccountsTitle: 'Cuentas de demostración', // not in spec
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

/** The whole catalogue's type. */
export type Messages = typeof es;

/** Dot paths to every leaf string of `T` (e.g. `'errors.required'`). */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of a user-facing Spanish string: the dot path to a leaf of {@link es}. */
export type MessageKey = LeafPaths<Messages>;

/** Values interpolated into `{name}` placeholders by {@link t}. */
export type MessageParams = Record<string, string | number>;

/** A message key plus its placeholder values: what validators and machines hand to views. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

function lookup(key: string): string | undefined {
  let node: unknown = es;
  for (const part of key.split('.')) {
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
  return lookup(value) !== undefined;
}

/**
 * Replaces each `{name}` in `template` by `params[name]`; placeholders without a value are left as
 * they are (so a missing parameter is visible rather than silently empty).
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
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
