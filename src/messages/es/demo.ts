/**
 * Spanish strings of the `demo` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const demo = {
  mailboxTitle: 'Buzón de demostración', // not in spec (embedded mode only)
  mailboxIntro: 'Correos electrónicos que el backend de demostración ha enviado. Solo existe en el modo integrado.', // not in spec
  empty: 'No hay correos todavía.', // not in spec
  to: 'Para', // not in spec
  date: 'Fecha', // not in spec
  reset: 'Reiniciar datos de demostración', // not in spec
  resetDone: 'Se reiniciaron los datos de demostración.', // not in spec
  demoAccountsTitle: 'Cuentas de demostración', // not in spec
  inviteTitle: 'Enviar invitación de membresía', // not in spec (brief)
  inviteIntro: 'Back office de demostración: invita a un ciudadano registrado a ser representante de una empresa. La invitación llega a este buzón.', // not in spec
  inviteCompany: 'Empresa', // not in spec
  inviteCompanyPlaceholder: 'Seleccione una empresa', // not in spec
  inviteDocument: 'Documento de identidad del ciudadano', // not in spec
  inviteSubmit: 'Enviar invitación', // not in spec
  inviteRequired: 'Este campo es requerido', // spec 000 §5 text
  inviteFailed: 'Ha ocurrido un error, contacte a soporte', // spec 000 §8 text
  approvalsTitle: 'Empresas pendientes de aprobación', // not in spec (brief)
  approvalsIntro: 'Back office de demostración: al aprobar una empresa, esta puede iniciar sesión y recibe un correo en este buzón.', // not in spec
  approvalsEmpty: 'No hay empresas pendientes de aprobación.', // not in spec
  approve: 'Aprobar', // brief
  approveLabel: 'Aprobar {name}', // not in spec
  approved: 'Empresa aprobada: {name}', // not in spec
} as const;

provideMessages('demo', demo);
