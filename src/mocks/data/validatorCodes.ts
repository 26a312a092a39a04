/**
 * Codes the embedded backend's server-mask validators accept (spec 001 §5 "Masks 14, 15, 16, 20,
 * 21, 24, 25 validate the value on the server (success and message)"; §7 Validators; contract F8,
 * F9, §2.6). Any other value is answered `{ success: false, message }` with the validator's
 * {@link VALIDATOR_MESSAGES} text, which the portal shows under 'Error en la validación'.
 *
 * The codes are fictional but shaped like the ministry's numbering (direction acronym, year,
 * sequence). Matching is case-insensitive and ignores surrounding spaces.
 *
 * | Operation (openapi/admin.yaml) | Mask | Accepted values |
 * |---|---|---|
 * | validateDpp `GET /dpp/validate/{code}?tipo` | 20 | {@link DPP_CODES} by `tipo` ('Definitiva' / 'Provisional') |
 * | validateMimarena `GET /mimarena/validate/{code}` | 21 | {@link MIMARENA_RECEIPTS} |
 * | validateDppNoObjecionProrroga `GET /dpp/noobjecion/{code}/validation/prorroga[?isForConfotur=true]` | 24 | {@link DPP_NO_OBJECTION_CODES} `.dpp` without the flag, `.confotur` with it |
 * | validateConsfoturProrrogaListados `GET /consfotur/{code}/validation/prorroga-listados` | 14 | {@link CONFOTUR_CODES} `.prorrogaListados` |
 * | validateConfoturListados `GET /confotur/listados/validate/{code}` | 15 | `.listados` |
 * | validateConsfoturClasificacionReconsideracion `GET /consfotur/clasificacion/reconsideracion/validate/{code}` | 16 | `.reconsideracion` |
 * | validateConfoturClasificacion `GET /confotur/clasificacion/{code}/validate` | 25 | `.clasificacion` |
 *
 * Mask 0 (cédula, `GET /validate/{cedula}`) is answered by src/mocks/handlers/admin.ts (a valid
 * check digit).
 */

/** DPP project codes (mask 20) valid for each `tipo` (the label of the related option). */
export const DPP_CODES: Readonly<Record<'Definitiva' | 'Provisional', readonly string[]>> = {
  Definitiva: ['DPP-2021-0456', 'DPP-2022-0173', 'DPP-2023-0891', 'DPP-2024-0057'],
  Provisional: ['DPP-2023-1042', 'DPP-2024-0310', 'DPP-2025-0128'],
};

/** Environment ministry (MIMARENA) receipt numbers (mask 21). */
export const MIMARENA_RECEIPTS: readonly string[] = ['MA-2023-004518', 'MA-2024-011273', 'MA-2025-000942', '0012345'];

/** DPP no-objection resolutions eligible for an extension (mask 24): ordinary, and for CONFOTUR. */
export const DPP_NO_OBJECTION_CODES: Readonly<{ dpp: readonly string[]; confotur: readonly string[] }> = {
  dpp: ['NO-2022-0318', 'NO-2023-0764', 'NO-2024-0091'],
  confotur: ['CFT-NO-2021-0077', 'CFT-NO-2023-0215', 'CFT-NO-2024-0140'],
};

/** CONFOTUR codes per validator (masks 14, 15, 16, 25). */
export const CONFOTUR_CODES: Readonly<{
  prorrogaListados: readonly string[];
  listados: readonly string[];
  reconsideracion: readonly string[];
  clasificacion: readonly string[];
}> = {
  prorrogaListados: ['CFT-LE-2022-0412', 'CFT-LE-2023-0087', 'CFT-LE-2024-0233'],
  listados: ['CFT-LB-2023-0150', 'CFT-LB-2024-0318', 'CFT-LB-2025-0026'],
  reconsideracion: ['CFT-CL-2022-0098', 'CFT-CL-2023-0345'],
  clasificacion: ['CFT-CL-2023-0345', 'CFT-CL-2024-0112', 'CFT-CL-2025-0019'],
};

/** The simulated servers' refusal messages (chosen; the spec shows only that a message comes back). */
export const VALIDATOR_MESSAGES = {
  dppDefinitiva: 'El código indicado no corresponde a un proyecto con aprobación definitiva.', // chosen (openapi example style)
  dppProvisional: 'El código indicado no corresponde a un proyecto con aprobación provisional.', // chosen
  dppTipo: 'El tipo de aprobación indicado no es válido.', // chosen
  mimarena: 'El número de recibo no existe en el Ministerio de Medio Ambiente y Recursos Naturales.', // chosen
  noObjection: 'La no objeción indicada no existe o no admite prórroga.', // chosen
  noObjectionConfotur: 'La no objeción indicada no corresponde a un proyecto clasificado por CONFOTUR.', // chosen
  prorrogaListados: 'El código no corresponde a un listado de bienes exentos que admita prórroga.', // chosen
  listados: 'El código de listado no existe en CONFOTUR.', // chosen
  reconsideracion: 'La clasificación indicada no admite reconsideración.', // chosen
  clasificacion: 'El código de clasificación no existe en CONFOTUR.', // chosen
} as const;

/** Normalises a typed code for comparison (trimmed, upper case). */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether `code` is in `list` (case-insensitive, spaces around ignored). */
export function isListed(list: readonly string[], code: string): boolean {
  const wanted = normaliseCode(code);
  return list.some((c) => normaliseCode(c) === wanted);
}
