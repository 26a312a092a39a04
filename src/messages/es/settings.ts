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
} as const;

provideMessages('settings', settings);
