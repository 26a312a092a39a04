/**
 * Spanish strings of the `settings` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const settings = {
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
  checkingOutcome: 'No sabemos si sus datos llegaron al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
  notReceived: 'Comprobamos que sus datos no llegaron al ministerio. Puede guardarlos de nuevo.', // not in spec (issue 25)
  outcomeUnchecked: 'No pudimos comprobar si sus datos llegaron al ministerio. Al guardarlos de nuevo se comprobará antes.', // not in spec (issue 25)
  emailCheckingOutcome: 'No sabemos si el cambio de su correo llegó al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
  emailNotReceived: 'Comprobamos que el cambio de su correo no llegó al ministerio. Puede guardarlo de nuevo.', // not in spec (issue 25)
  passwordOutcomeUnknown:
    'No sabemos si su contraseña cambió: la respuesta del ministerio se perdió y ninguna consulta del portal muestra la contraseña. Pulse «Comprobar» para enviar los mismos datos otra vez: si el cambio ya se hizo, el ministerio lo rechazará porque la contraseña anterior ya no es la actual, y se lo diremos; si no se hizo, se hará ahora. Su contraseña no cambiará dos veces.', // not in spec (issue 25)
  passwordCheck: 'Comprobar', // not in spec (issue 25)
  passwordAlreadyChanged:
    'Su contraseña ya había cambiado con el primer envío: el ministerio ya no acepta la contraseña anterior como actual. Use la nueva la próxima vez que inicie sesión. Si la nueva no funciona, es que la contraseña actual que escribió no era la correcta y su contraseña sigue siendo la de antes.', // not in spec (issue 25)
  emailOutcomeUnchecked: 'No pudimos comprobar si el cambio de su correo llegó al ministerio. Al guardarlo de nuevo se comprobará antes.', // not in spec (issue 25)
  rnc: 'RNC', // not in spec
  saving: 'Guardando', // not in spec
  phonePrefix: 'Prefijo', // not in spec
  notifications: 'Notificaciones', // not in spec
  chooseProvinceFirst: 'Seleccione primero una provincia', // not in spec
  chooseMunicipalityFirst: 'Seleccione primero un municipio', // not in spec
  provincesFailed: 'No se pudieron cargar las provincias.', // not in spec
  municipalitiesFailed: 'No se pudieron cargar los municipios.', // not in spec
  sectorsFailed: 'No se pudieron cargar los sectores.', // not in spec
  companyContact: 'Los datos de contacto de una cuenta de empresa son los de la empresa y no se modifican desde esta página.', // not in spec
  goToDesk: 'Ir a mi escritorio', // not in spec (spec 001 §2.6 uses the same words)
  resultTitle: 'Datos de contacto', // not in spec
  loggingOutSoon: 'Su sesión se cerrará en unos segundos.', // not in spec
} as const;

provideMessages('settings', settings);
