/**
 * Expert forms of the embedded backend: the payload of `GET /expertform/{expertform_id}/get/
 * {citizenId}` (contract §1.8 F1, §2; spec 001 §2.4 Request form, §5 Dynamic fields) for every
 * online procedure of the catalogue (src/mocks/data/catalogue.ts, `expertform_id` 101–126).
 *
 * - 102 'Evaluación de anteproyecto turístico' and 125 'Solicitud de viaje de familiarización (fam
 *   trip)' are served by the two real payloads (dpp-project-evaluation.mitur01-v7.json,
 *   official-travel-with-grids.json);
 * - the other 24 are authored in ./authored (one module per form, built with ./authored/builders and
 *   the shared blocks of ./authored/blocks) in the real forms' wire shape.
 *
 * Every form is loaded through a dynamic `import()`, so the embedded app only fetches the form it is
 * asked for. The payload is returned WITHOUT `saved_fields` (the handler adds the draft) and as a
 * fresh copy on every call (callers may mutate it).
 *
 * Coverage of the authored forms (tests/unit/expertForm/authoredForms.test.ts checks the union):
 *
 * | Form | Procedure | Types beyond header/text/select/radio/file | Rules (actions) | Masks | Other |
 * |---|---|---|---|---|---|
 * | all  | applicant step (blocks.ts)             | radio-group                              | 7, 8, 9, 10             | 0, 2, 3, 5, 7 | |
 * | 101 | No objeción de uso de suelo            | grid (select, date), h2                  | 1, 4                    | 8, 12, 6, 10  | density trio; father_id; rulesprice 11–13 |
 * | 103 | Aprobación definitiva                  | checkbox-group (ruleF), grid, date       | 4, 6 (ruleF)            | 20, 12, 6, 7  | rulesprice 31–33 |
 * | 104 | Prórroga de no objeción                | textarea, optional file without exts     | 1, 4                    | 24 (CONFOTUR option), 10 | rulesprice 41 |
 * | 105 | Modificación de proyecto               | checkbox-group (ruleF), time, 3 groups   | 1 on a hidden h1, 4, 0, 6 | 20, 6, 11  | HIDDEN STEP; rulesprice 51–52 |
 * | 106 | Certificación de cumplimiento          | h2, date, time                           | —                       | 20, 6         | father_id; rulesprice 61–62 |
 * | 107 | Clasificación provisional              | checkbox-group (ruleF), grid, establishment | 1, 4, 0, 6           | 21, 1, 12, 6  | rulesprice 81–83 |
 * | 108 | Clasificación definitiva               | date                                     | —                       | 25, 12, 6     | rulesprice 91–92 |
 * | 109 | Reconsideración                        | textarea, date, time                     | 1, 4                    | 16            | |
 * | 110 | Prórroga de listados                   | grid (select, date)                      | —                       | 14, 6, 12     | rulesprice 111–112 |
 * | 111 | Inclusión en listados                  | grid (select, date), checkbox (ruleF)    | 1, 4 on grid sub-fields; 0, 6 | 15, 7, 6, 1, 12 | rulesprice 121–124 (124 ticks a checkbox) |
 * | 112 | Certificación de exenciones            | textarea                                 | 1, 4                    | 4             | rulesprice 131–132 |
 * | 113 | Licencia de alojamiento                | grid (select, date), time                | —                       | 9, 6, 12, 2, 11 | rulesprice 151–154 |
 * | 114 | Licencia de agencias                   | checkbox-group (hidden), h2              | 1, 4                    | 12, 7, 0      | rulesprice 161–163 |
 * | 115 | Licencia de tiendas                    | checkbox-group, file jpg                 | 0, 6, 1, 4              | 0, 1          | rulesprice 171–172 |
 * | 116 | Licencia de excursiones en bote        | grid (select, date), h2, time            | —                       | 6, 7, 11      | rulesprice 181–183 |
 * | 117 | Licencia de turismo de aventura        | checkbox-group (ruleF), grid             | 1, 4 (also on a file), 0, 6 | 7         | rulesprice 191–192 |
 * | 118 | Licencia de guía turístico             | grid (2 selects, date), h2               | 1, 4                    | 10            | rulesprice 201–203 |
 * | 119 | Licencia de renta de vehículos         | grid (selects, date)                     | 1, 4 on a grid sub-field; 3 | 6         | rulesprice 211–212 |
 * | 120 | Licencia de bares y restaurantes       | checkbox-group (ruleF), h2, time         | 1, 4, 0, 6              | 6, 11         | rulesprice 221–223 |
 * | 121 | Patrocinio de eventos                  | grid (select, date), textarea, time      | 5, 1, 4, 7, 8, 9, 10    | 0, 6, 12      | `rules` carrier (initial values) |
 * | 122 | Uso de la marca país                   | checkbox-group, textarea                 | 1 on a hidden h1        | 6, 12         | HIDDEN STEP; rulesprice 251–252 |
 * | 123 | Ferias internacionales                 | select with father_id, checkbox, grid    | 0 on a shown h1         | 7             | step hidden by a rule; rulesprice 261–262 |
 * | 124 | Material promocional                   | grid (2 selects, date), textarea         | 1, 4                    | 6             | `rules` carrier; father_id (hidden pair) |
 * | 126 | Calendario turístico                   | checkbox-group (ruleF), time             | 2, 7, 6 (ruleF 3, 4), 4 on a file | 12, 5, 11 | |
 */
import type { SchemaExpertForm } from '../../../api/generated/admin';

type FormModule = { readonly default: unknown };

/** Loader of each form by `expertform_id`. */
const LOADERS: Readonly<Record<number, () => Promise<FormModule>>> = {
  101: () => import('./authored/f101-no-objecion-uso-suelo'),
  102: () => import('./dpp-project-evaluation.mitur01-v7.json'),
  103: () => import('./authored/f103-aprobacion-definitiva'),
  104: () => import('./authored/f104-prorroga-no-objecion'),
  105: () => import('./authored/f105-modificacion-proyecto'),
  106: () => import('./authored/f106-certificacion-cumplimiento'),
  107: () => import('./authored/f107-clasificacion-provisional'),
  108: () => import('./authored/f108-clasificacion-definitiva'),
  109: () => import('./authored/f109-reconsideracion'),
  110: () => import('./authored/f110-prorroga-listados'),
  111: () => import('./authored/f111-inclusion-listados'),
  112: () => import('./authored/f112-certificacion-exenciones'),
  113: () => import('./authored/f113-licencia-alojamiento'),
  114: () => import('./authored/f114-licencia-agencias'),
  115: () => import('./authored/f115-licencia-tiendas'),
  116: () => import('./authored/f116-licencia-excursiones-bote'),
  117: () => import('./authored/f117-licencia-turismo-aventura'),
  118: () => import('./authored/f118-licencia-guia'),
  119: () => import('./authored/f119-licencia-renta-vehiculos'),
  120: () => import('./authored/f120-licencia-restaurantes'),
  121: () => import('./authored/f121-patrocinio-eventos'),
  122: () => import('./authored/f122-marca-pais'),
  123: () => import('./authored/f123-ferias-internacionales'),
  124: () => import('./authored/f124-material-promocional'),
  125: () => import('./official-travel-with-grids.json'),
  126: () => import('./authored/f126-calendario-eventos'),
};

/** Every `expertform_id` with a form, ascending (101–126). */
export const EXPERT_FORM_IDS: readonly number[] = Object.keys(LOADERS)
  .map(Number)
  .sort((a, b) => a - b);

/** Ids served by the two real payloads (the others are authored). */
export const REAL_EXPERT_FORM_IDS: readonly number[] = [102, 125];

/**
 * The expert form `expertformId` as `GET /expertform/{id}/get/{citizenId}` sends it, without
 * `saved_fields`: a fresh deep copy on every call; null when no form has that id.
 */
export async function loadExpertForm(expertformId: number): Promise<SchemaExpertForm | null> {
  const load = Object.prototype.hasOwnProperty.call(LOADERS, expertformId) ? LOADERS[expertformId] : undefined;
  if (!load) return null;
  const payload = structuredClone((await load()).default) as SchemaExpertForm;
  delete payload.saved_fields;
  return payload;
}
