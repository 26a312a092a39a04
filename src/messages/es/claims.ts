/**
 * Spanish strings of the `claims` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const claims = {
  title: 'Reclamaciones',
  empty: 'No hay reclamaciones en esta solicitud',
  newClaim: 'NUEVA RECLAMACIÓN',
  dialogTitle: 'Nueva reclamación',
  reason: 'Seleccione el motivo de la queja',
  observations: 'Observaciones',
  send: 'ENVIAR',
  success: 'Reclamación creada con exito',
  failure: 'Ha ocurrido un error',
  checkingOutcome: 'No sabemos si su reclamación llegó al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
  notReceived: 'Comprobamos que su reclamación no llegó al ministerio. Puede enviarla de nuevo.', // not in spec (issue 25)
  outcomeUnchecked: 'No pudimos comprobar si su reclamación llegó al ministerio. Al enviarla de nuevo se comprobará antes.', // not in spec (issue 25)
  loadFailed: 'No se pudieron cargar las reclamaciones.', // not in spec
  unknownReason: 'Motivo no disponible', // not in spec
  claimTitle: 'Reclamación No. {id}', // not in spec
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
} as const;

provideMessages('claims', claims);
