/**
 * Spanish strings of the `register` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const register = {
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
  answersFailedTitle: 'Su cuenta fue creada, pero sus respuestas de seguridad no se guardaron', // not in spec
  answersFailedBody: 'Sin ellas no podrá recuperar su contraseña. Pulse «Reintentar» para enviarlas de nuevo; no tiene que volver a registrarse.', // not in spec
  answersRetrying: 'Guardando respuestas…', // not in spec
} as const;

provideMessages('register', register);
