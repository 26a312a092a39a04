/**
 * Fixture request of the required-document and payment model tests: request 130, code
 * DPP-2026-000130, owner 00104567896, direction DPP, service process 1045 / activity 2 with sirit
 * code SIR-0099 and external pay, a pending action 1 (id 77) and a pending payment action 7 (id 79)
 * of DOP 15,000.00 (spec 001 §3 Request detail response; contract §3.1).
 */
import type { RequestDetail, RequestViewer } from '../../../src/machines/requestDetail/types';
import type { FileDescriptor } from '../../../src/machines/requestDetail/uploads';

export const viewer: RequestViewer = {
  citizenId: '00104567896',
  name: 'Luis Miguel',
  firstLastName: 'Santana',
  secondLastName: 'Féliz',
};

type RequestOverrides = Partial<RequestDetail['request']>;
type ServiceOverrides = Partial<NonNullable<RequestDetail['request']['service']>>;

/** The fixture detail, with overrides of the request, its service and payment. */
export function fixtureDetail(request: RequestOverrides = {}, service: ServiceOverrides = {}): RequestDetail {
  return {
    request: {
      id: 130,
      code: 'DPP-2026-000130',
      service_id: 12,
      provisional: 0,
      created_at: '2026-02-03 09:00:00',
      doc_identification: '00104567896',
      solution: null,
      rating: [],
      comments: [],
      request_actions_id: 1,
      request_actions: true,
      status: { id: 3, name: 'En proceso', color: 'info', base_status_id: 1 },
      activity: { activity_id: 4 },
      idAutorizacionPortal: 'AUT-130',
      approval_number: null,
      payment: { payment_amount: '15000.00', payment_status: 'PENDIENTE', succesfullyPayment_date: null },
      request_document: [],
      service: {
        id: 12,
        name: 'No Objeción de Uso de Suelo para Proyecto Turístico',
        process_id: 1045,
        activity_id: 2,
        sirit_code: 'SIR-0099',
        external_pay: 1,
        institution: { recaudationCode: '0101' },
        ...service,
      },
      ...request,
    },
    data: [],
    requiredActions: [
      { id: 60, action_id: 1, activity_id: 4, message: 'Documento anterior', created_at: '2026-02-05 08:00:00' },
      { id: 77, action_id: 1, activity_id: 4, message: 'Suba el plano de ubicación actualizado', created_at: '2026-02-10 08:00:00' },
      { id: 79, action_id: 7, activity_id: 4, message: 'Realice el pago de la no objeción', created_at: '2026-02-11 09:30:00' },
    ],
    priceRequest: [],
    direction: { acronym: 'DPP' },
  };
}

/** A device file (bytes enough for a File). */
export const pdf = (name: string) => new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf' });

/** What POST /files answers for a stored file (contract F4: passed through untouched). */
export const descriptor = (name: string): FileDescriptor => ({
  name,
  extension: 'pdf',
  type: 'application/pdf',
  route: `solicitudes/00104567896/${name}.pdf`,
  url: `/storage/solicitudes/00104567896/${name}.pdf`,
  size_mb: 0.5,
});
