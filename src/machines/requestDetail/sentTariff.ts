/**
 * The tariff and variation this browser remembers for a request it sent (issue 27 item 2), for the
 * receipt made from the request's Detalles tab: the detail (GET /requests/{id}, contract §3.1) names
 * no variation. The request-form chart keeps the record (`keepSentTariff`); this is its read for the
 * views, which may not reach src/api. Loaded with the receipt, only when 'Descargar comprobante' is
 * pressed.
 */
export { readSentTariff } from '../../api/sentTariffs';
