/** Shared fixtures of the receipt's unit tests: Ana's request 1520 of service 25 as contract §3.1 shows its `request`. */

/** Ana María (the embedded demo's citizen), as the session gives her. */
export const ANA = { citizen_id: '00104567896', name: 'Ana María', first_last_name: 'Rodríguez', second_last_name: 'Peña' };

/** The `request` fields every receipt reads: id, number, service, date, status, owner (contract §3.1). */
export const REQUEST_1520 = {
  id: 1520,
  code: 'MER-2026-000123',
  provisional: 0,
  service_id: 25,
  created_at: '2026-11-28 14:05:09',
  status: { id: 1, name: 'En proceso', color: 'info' },
  doc_identification: '00104567896',
} as const;
