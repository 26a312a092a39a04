/**
 * Spanish texts the embedded backend answers in `msg` (they are the simulated servers' words, not
 * the portal's: the portal's own strings live in src/messages/es.ts).
 *
 * Where a spec or the contract gives the server text it is copied verbatim (typos included, e.g.
 * 'minimo'); the others were chosen for the simulator and are marked `// chosen`.
 */
export const SERVER_MSG = {
  // --- session (spec 000 §4, §7; contract A1-A6) ---
  loginOk: 'Inicio de sesión exitoso', // openapi/identity.yaml example
  badCredentials: 'Usuario o contraseña incorrectos', // chosen (spec silent)
  notActivated: 'Debe activar su cuenta. Revise su correo electrónico.', // brief
  companyPending: 'Su empresa está pendiente de aprobación por el Ministerio de Turismo.', // chosen
  companyRejected: 'La solicitud de registro de su empresa no fue aprobada. Contacte al Ministerio de Turismo.', // chosen
  invalidToken: 'Token inválido', // openapi/identity.yaml example
  unauthorized: 'No autorizado', // openapi Unauthorized example
  activated: 'Su cuenta ha sido activada satisfactoriamente.', // brief
  activationInvalid: 'El enlace de activación no es válido o ya fue utilizado.', // brief
  alreadyActive: 'Su cuenta ya se encuentra activa. Puede iniciar sesión.', // chosen
  resetSent: 'Se ha enviado un mensaje a su correo electrónico', // spec 000 §8
  resetMismatch: 'El documento y el correo no coinciden con ninguna cuenta', // openapi example
  // --- registration (spec 000 §5, §7; contract R1-R3) ---
  registered: 'Usuario registrado satisfactoriamente', // brief / openapi example
  companyRegistered: 'Empresa registrada satisfactoriamente. Su registro está pendiente de aprobación.', // chosen
  registerFailed: 'No se pudo completar el registro', // openapi example
  answersSaved: 'Preguntas de seguridad registradas', // openapi example
  answersInvalid: 'Debe responder tres preguntas de seguridad diferentes', // chosen
  answersAlreadySaved: 'Las preguntas de seguridad de esta cuenta ya fueron registradas', // chosen
  accountNotFound: 'No existe un usuario con este documento de identidad', // openapi example
  documentOk: 'Documento válido', // openapi example
  documentExists: 'Ya existe un usuario con este documento de identidad', // spec 000 §5
  documentInvalid: 'Documento de identidad no válido', // spec 000 §5
  nameMismatch: 'El nombre no coincide con el documento de identidad', // chosen (brief)
  emailInUse: 'Correo electrónico en uso, favor introduzca otro correo electrónico', // spec 000 §5
  phoneInUse: 'Teléfono en uso, favor introduzca otro teléfono', // spec 000 §5
  // --- field errors (msg.error) ---
  required: 'Este campo es requerido', // spec 000 §5
  documentTypeInvalid: 'Tipo de documento no válido', // chosen
  cedulaInvalid: 'La cédula no es válida', // brief
  passportLength: 'El pasaporte debe tener entre 6 y 15 caracteres', // chosen
  rncLength: 'Cantidad de caracteres incorrecto', // spec 000 §5
  rncInvalid: 'RNC inválido, introduzca otro RNC', // spec 000 §5
  pdfOnly: 'Solo se aceptan archivos PDF', // chosen (company documents, spec 000 §5)
  fileTooLarge: 'El archivo excede el tamaño máximo permitido de 120 MB', // chosen (spec 000 §5 Files)
  invalidEmail: 'Ingrese un email válido', // spec 000 §5
  passwordMin: 'La contraseña debe tener minimo 6 caracteres', // spec 000 §5 (verbatim)
  passwordsMismatch: 'Las contraseñas no coinciden', // spec 000 §5
  emailsMismatch: 'Los correos no coinciden', // spec 000 §5
  lettersOnly: 'Solo se permiten letras y espacios', // chosen
  invalidPhone: 'Favor digitar un teléfono válido', // spec 000 §5 "Other messages"
  phone2SameAsPhone: 'El teléfono secundario no puede ser igual al teléfono primario', // spec 000 §5
  companyPhoneLength: 'El teléfono debe tener al menos 10 dígitos', // chosen
  provinceInvalid: 'Seleccione una provincia válida', // chosen
  municipalityInvalid: 'El municipio no pertenece a la provincia seleccionada', // chosen
  sectorInvalid: 'El sector no pertenece al municipio seleccionado', // chosen
  invalidRnc: 'Favor digitar un RNC válido', // spec 000 §5 "Other messages"
  invalidWeb: 'Dirección web inválida', // spec 001 §5
  // --- settings (spec 001 §5, §7; contract S1-S3) ---
  passwordChanged: 'Se ha modificado su contraseña', // openapi example / spec 001
  wrongCurrentPassword: 'La contraseña actual es incorrecta', // openapi example
  wrongPassword: 'La contraseña es incorrecta', // chosen
  sameEmail: 'El nuevo correo debe ser diferente al actual', // chosen
  emailChanged: 'Email modificado satisfactoriamente, Inicie sesión nuevamente', // spec 001 §8
  profileUpdated: 'Se ha modificado su información de usuario', // spec 001 §8
  // --- companies of a profile (contract P1-P3) ---
  companyCreated: 'Empresa registrada satisfactoriamente', // openapi example
  companyUpdated: 'Empresa actualizada satisfactoriamente', // openapi example
  companyAlreadyLinked: 'Esta empresa ya está asociada a su cuenta', // chosen
  companyNotFound: 'Empresa no encontrada', // chosen
  // --- membership invitations (spec 000 §2-§4, §7; spec 001 §2.1) ---
  invitationSent: 'Se ha enviado la invitación al correo electrónico del usuario', // openapi example
  representativeExists: 'Esta empresa ya tiene un representante, debe eliminarlo antes de agregar otro', // openapi example
  alreadyMember: 'Este usuario ya es miembro de la empresa', // chosen
  invitationAccepted: 'Invitación aceptada satisfactoriamente', // openapi example
  invitationInvalid: 'La invitación no es válida o ya fue utilizada', // openapi example
  invitationExpired: 'La invitación ha expirado, solicite una nueva a la empresa', // chosen
  // --- company members and representatives (spec 001 §2.1, §7; src/mocks/handlers/members.ts) ---
  memberAdded: 'Miembro agregado satisfactoriamente', // openapi example
  representativeDeleted: 'Representante eliminado satisfactoriamente', // openapi example
  memberDeleted: 'Miembro eliminado satisfactoriamente', // chosen
  memberForbidden: 'No tiene permiso para gestionar los miembros de esta empresa', // chosen
  memberNotFound: 'El usuario no es miembro de esta empresa', // chosen
  cannotRemoveSelf: 'No puede eliminarse a sí mismo de la empresa', // chosen
  // --- admin ---
  citizenRecorded: 'Ciudadano registrado', // chosen
  serviceNotFound: 'El servicio no existe', // chosen
  // --- anything the simulator does not implement yet ---
  notAvailable: 'Operación no disponible en el entorno de demostración', // brief
} as const;

/** Subjects and bodies of the demo mailbox e-mails. */
export const MAIL_TEXT = {
  activationSubject: 'Activa tu cuenta del Portal de Servicios MITUR', // brief
  activationLabel: 'Activar mi cuenta', // brief
  resetSubject: 'Recuperación de contraseña del Portal de Servicios MITUR', // chosen
  resetLabel: 'Iniciar sesión', // chosen
  invitationSubject: 'Invitación de membresía del Portal de Servicios MITUR', // chosen
  invitationLabel: 'Aceptar invitación', // chosen
  emailChangedSubject: 'Cambio de correo electrónico del Portal de Servicios MITUR', // chosen
  companyApprovedSubject: 'Su empresa fue aprobada en el Portal de Servicios MITUR', // chosen (issue 4)
  companyApprovedLabel: 'Iniciar sesión', // chosen
} as const;
