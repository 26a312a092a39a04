/**
 * Spanish strings of the `receipt` area: 'Comprobante de solicitud' (issue 27 item 2; not in the
 * specs, see src/messages/es.ts for the conventions). Importing this module makes the area available
 * to `t()`; the download button (src/views/receipt/DownloadReceipt.tsx) imports it.
 */
import { provideMessages } from '../es';

export const receipt = {
  download: 'Descargar comprobante', // issue 27 (not in spec)
  preparing: 'Preparando el comprobante…', // issue 27 (not in spec)
  failed: 'No se pudo preparar el comprobante. Inténtelo de nuevo.', // issue 27 (not in spec)
  ministry: 'Ministerio de Turismo de la República Dominicana', // issue 27 (not in spec)
  title: 'Comprobante de solicitud', // issue 27 (not in spec)
  subject: 'Comprobante de la solicitud {ref}', // issue 27 (not in spec)
  number: 'Número de solicitud', // issue 27 (not in spec)
  provisionalId: 'Solicitud (provisional)', // issue 27 (not in spec)
  provisionalValue: 'Id {id}', // issue 27 (not in spec)
  service: 'Servicio', // issue 27 (not in spec)
  tariff: 'Tarifa', // issue 27 (not in spec)
  variation: 'Opción de servicio', // issue 27 (not in spec)
  price: 'Precio', // issue 27 (not in spec)
  amount: 'Monto', // issue 27 (not in spec)
  tariffAndVariation: 'Tarifa y opción de servicio', // issue 27 (not in spec)
  tariffUnknown: 'No constan en la solicitud registrada', // issue 27 (not in spec): a detail names no variation (contract §3.1)
  notRecorded: 'No consta', // issue 27 (not in spec): an amount or service the detail does not hold
  submittedAt: 'Fecha y hora de envío', // issue 27 (not in spec)
  applicant: 'Solicitante', // issue 27 (not in spec)
  applicantValue: '{name} ({document})', // issue 27 (not in spec)
  company: 'Empresa', // issue 27 (not in spec)
  answers: 'Respuestas de la solicitud', // issue 27 (not in spec)
  documents: 'Documentos', // issue 27 (not in spec)
  noDocuments: 'Sin documentos', // issue 27 (not in spec)
  file: '{name} ({size})', // issue 27 (not in spec)
  unanswered: 'Sin respuesta', // issue 27 (not in spec)
  seeDocuments: 'Adjunto; véase «Documentos»', // issue 27 (not in spec): a file field whose files this browser did not record (contract §3.1 names no field per document)
  note: 'Nota', // issue 27 (not in spec)
  layoutUnavailable: 'No se pudo leer la estructura del formulario: las respuestas se muestran tal como constan en la solicitud, sin sus pasos.', // issue 27 (not in spec): the expert form could not be read
  yes: 'Sí', // issue 27 (not in spec): a checked box (contract §2.3 'Si', accented here)
  noRows: 'No hay elementos agregados', // issue 27 (not in spec)
  page: 'Página {page} de {total}', // issue 27 (not in spec)
  fileName: 'comprobante-{ref}.pdf', // issue 27 (not in spec)
} as const;

provideMessages('receipt', receipt);
