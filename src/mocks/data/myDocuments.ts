/**
 * Seed of the citizens' personal documents (contract D4; spec 000 §2 file picker 'Mis
 * documentos'), served by GET /citizens/documentsPage/{citizenId}/0 in the embedded backend.
 * Counts match the seed metrics' `documents` (src/mocks/seed.ts SEED_METRICS): 9 for the first demo
 * citizen (one page, more once her requests' attached files are added), 2 for the second, 15 for
 * the demo company and 14 for the demo gestor Luis (two pages of 10; issue 9). Every `url`
 * points to a demo PDF under public/media/documentos/; `size_mb` in MB; newest first.
 */
import type { SchemaDocument } from '../../api/generated/admin';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_GESTOR_ID } from '../seed';

/** Demo PDFs that exist under public/media/documentos/. */
const PDF = {
  clasificacion: 'formularios/confotur-solicitud-clasificacion.pdf',
  usoSuelo: 'formularios/dpp-no-objecion-uso-suelo.pdf',
  alojamiento: 'formularios/licencia-alojamiento-solicitud.pdf',
  ferias: 'formularios/mercadeo-participacion-ferias.pdf',
  poder: 'formularios/poder-de-representacion-modelo.pdf',
  licencias: 'guias/guia-licencias-operacion.pdf',
  proyectos: 'guias/guia-presentacion-proyectos-turisticos.pdf',
  marca: 'guias/manual-marca-pais.pdf',
  ley158: 'leyes/ley-158-01-fomento-desarrollo-turistico.pdf',
  ley172: 'leyes/ley-172-13-proteccion-datos-personales.pdf',
  ley541: 'leyes/ley-541-69-organica-de-turismo.pdf',
  reglamento: 'leyes/reglamento-ley-158-01.pdf',
} as const;

type Row = [name: string, pdf: keyof typeof PDF, createdAt: string, sizeMb: number];

function documents(firstId: number, rows: Row[]): SchemaDocument[] {
  return rows.map(([name, pdf, createdAt, sizeMb], i) => ({
    id: firstId + i,
    name,
    extension: 'pdf',
    created_at: createdAt,
    url: `/media/documentos/${PDF[pdf]}`,
    route: `documentos/${PDF[pdf]}`,
    size_mb: sizeMb,
  }));
}

/** Personal documents per citizen id (no dashes), newest first. */
export const myDocuments: Readonly<Record<string, readonly SchemaDocument[]>> = {
  [DEMO_CITIZEN_ID]: documents(101, [
    ['Cedula de identidad', 'poder', '2025-10-02 10:14:22', 0.42],
    ['Solicitud de clasificacion Confotur', 'clasificacion', '2025-09-18 16:03:51', 1.37],
    ['Certificacion de no objecion de uso de suelo', 'usoSuelo', '2025-08-27 09:41:07', 2.05],
    ['Solicitud de licencia de alojamiento', 'alojamiento', '2025-07-30 11:22:48', 0.96],
    ['Anteproyecto turistico Playa Dorada', 'proyectos', '2025-06-12 15:08:33', 14.8],
    ['Formulario de participacion en ferias', 'ferias', '2025-05-06 08:57:19', 0.51],
    ['Poder de representacion notarizado', 'poder', '2025-03-21 13:45:02', 0.88],
    ['Memoria descriptiva del proyecto', 'licencias', '2025-02-14 10:30:00', 3.2],
    ['Constancia de pago de impuestos', 'reglamento', '2024-12-09 17:12:45', 0.27],
  ]),
  [DEMO_CITIZEN_2_ID]: documents(201, [
    ['Pasaporte', 'poder', '2025-09-05 12:00:10', 0.63],
    ['Solicitud de licencia de alojamiento', 'alojamiento', '2025-08-01 09:15:44', 1.12],
  ]),
  [DEMO_GESTOR_ID]: documents(401, [
    ['Cedula de identidad y electoral', 'poder', '2026-11-18 09:12:40', 0.38],
    ['Poder especial de representacion - Eco Resort', 'poder', '2026-10-30 15:47:02', 0.92],
    ['Registro mercantil - Inversiones Turisticas del Este', 'reglamento', '2026-10-14 10:05:33', 0.71],
    ['Certificacion de RNC - Eco Resort Bahia de Samana', 'ley158', '2026-09-22 08:31:19', 0.29],
    ['Anteproyecto Eco Resort Las Terrenas', 'proyectos', '2026-09-03 16:20:55', 18.4],
    ['Estudio de impacto ambiental Samana', 'licencias', '2026-08-11 11:44:08', 24.7],
    ['Planos de conjunto Punta Cana', 'proyectos', '2026-07-25 13:02:41', 31.2],
    ['Solicitud de clasificacion Confotur', 'clasificacion', '2026-07-02 09:58:27', 1.37],
    ['No objecion de uso de suelo Miches', 'usoSuelo', '2026-06-16 14:36:50', 2.05],
    ['Licencia de operacion vigente', 'alojamiento', '2026-05-08 10:10:10', 0.96],
    ['Acta de asamblea 2026', 'ley541', '2026-04-21 17:25:36', 1.12],
    ['Participacion en ferias internacionales', 'ferias', '2026-03-09 12:14:37', 0.51],
    ['Manual de marca del proyecto', 'marca', '2026-02-17 08:49:03', 5.9],
    ['Politica de proteccion de datos', 'ley172', '2026-01-05 15:30:45', 0.58],
  ]),
  [DEMO_COMPANY_RNC]: documents(301, [
    ['Registro mercantil', 'poder', '2025-10-20 09:02:11', 0.84],
    ['Certificacion de RNC', 'reglamento', '2025-10-10 14:36:27', 0.31],
    ['Acta de asamblea', 'ley541', '2025-09-29 10:18:50', 1.64],
    ['Estatutos sociales', 'ley158', '2025-09-15 16:44:03', 2.48],
    ['Solicitud de clasificacion Confotur', 'clasificacion', '2025-08-30 11:09:36', 1.37],
    ['No objecion de uso de suelo', 'usoSuelo', '2025-08-11 08:27:14', 2.05],
    ['Planos arquitectonicos', 'proyectos', '2025-07-22 15:51:58', 38.6],
    ['Estudio de impacto ambiental', 'licencias', '2025-07-03 13:05:40', 22.4],
    ['Licencia de operacion anterior', 'alojamiento', '2025-06-17 10:40:21', 0.74],
    ['Manual de marca del establecimiento', 'marca', '2025-05-28 09:33:09', 5.9],
    ['Politica de proteccion de datos', 'ley172', '2025-05-09 17:20:45', 0.58],
    ['Participacion en ferias internacionales', 'ferias', '2025-04-15 12:14:37', 0.51],
    ['Poder de representacion', 'poder', '2025-03-26 11:01:12', 0.88],
    ['Presupuesto de inversion', 'reglamento', '2025-02-18 14:48:30', 0.45],
    ['Certificacion de la DGII', 'ley158', '2025-01-07 08:10:05', 0.39],
  ]),
};
