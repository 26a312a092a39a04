/**
 * Seed data of the embedded backend: real geography (spec 000 §3 location lists, contract G1–G3),
 * catalogue (spec 000 §2/§9 categories, spec 001 §2.3, contract C1–C3), content (contract W1–W7, R1)
 * and the requests after the submit (issue 8; spec 001 §3, §4).
 */
import { describe, expect, it, vi } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  findMunicipality,
  findProvince,
  findSector,
  isValidLocation,
  loadAllSectors,
  listMunicipalities,
  listProvinces,
  listSectors,
  municipalityOfSector,
  provinceOfMunicipality,
} from '../../../src/mocks/data/geography';
import { directions, findService, findVariation, serviceComments, serviceList, services } from '../../../src/mocks/data/catalogue';
import {
  branches,
  descriptionGeneralInformations,
  documentsInfo,
  faqKeyByCategory,
  generalQueriesMaps,
  homeImage,
  homeVideo,
  ministryDirectory,
  pages,
  questionandanswers,
  securityQuestions,
  statistics,
  wordpressIdByCategory,
} from '../../../src/mocks/data/content';
import { referencedMediaPaths } from '../../../src/mocks/data';
import { demoRequests, DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, SEED_REQUEST_ID } from '../../../src/mocks/seed';
import { seedRequestsAndClaims } from '../../../src/mocks/seedRequests';
import { REQUEST_STATUSES } from '../../../src/mocks/requestStore';
import { toRequestDetail } from '../../../src/mocks/handlers/requestDetail';
import type { DbRequest } from '../../../src/mocks/db';
import type * as Admin from '../../../src/api/generated/admin';
import type * as Content from '../../../src/api/generated/content';
import type * as Identity from '../../../src/api/generated/identity';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const isSorted = (names: string[]): boolean => names.every((name, i) => i === 0 || collator.compare(names[i - 1], name) <= 0);

await loadAllSectors();

describe('geography (real ONE data)', () => {
  const provinces = listProvinces();
  const municipalities = provinces.flatMap((p) => listMunicipalities(p.bidclasif));
  const sectors = municipalities.flatMap((m) => listSectors(m.bidclasif));

  it('has 32 provinces, 158 municipalities and 12,675 sectors', () => {
    expect(provinces).toHaveLength(32);
    expect(municipalities).toHaveLength(158);
    expect(sectors).toHaveLength(12_675);
  });

  it('gives every municipality at least one sector', () => {
    const empty = municipalities.filter((m) => listSectors(m.bidclasif).length === 0);
    expect(empty).toEqual([]);
  });

  it('uses unique ids across all levels', () => {
    const ids = [...provinces, ...municipalities, ...sectors].map((item) => item.bidclasif);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
  });

  it('returns the wire shape { bidclasif, ctituloclas } with non-empty names', () => {
    for (const item of [...provinces, ...municipalities, ...sectors.slice(0, 500)]) {
      expect(Object.keys(item).sort()).toEqual(['bidclasif', 'ctituloclas']);
      expect(typeof item.ctituloclas).toBe('string');
      expect(item.ctituloclas.trim()).toBe(item.ctituloclas);
      expect(item.ctituloclas.length).toBeGreaterThan(0);
    }
  });

  it('sorts every list with Spanish collation', () => {
    expect(isSorted(provinces.map((p) => p.ctituloclas))).toBe(true);
    for (const p of provinces) expect(isSorted(listMunicipalities(p.bidclasif).map((m) => m.ctituloclas))).toBe(true);
    for (const m of municipalities) expect(isSorted(listSectors(m.bidclasif).map((s) => s.ctituloclas))).toBe(true);
    // "Ñ" after "N", accents ignored: Elías Piña before Espaillat.
    const names = provinces.map((p) => p.ctituloclas);
    expect(names.indexOf('Elías Piña')).toBeLessThan(names.indexOf('Espaillat'));
  });

  it('links real places correctly (Distrito Nacional → Santo Domingo de Guzmán → Arroyo Manzano)', () => {
    const dn = provinces.find((p) => p.ctituloclas === 'Distrito Nacional');
    expect(dn).toEqual({ bidclasif: 19340, ctituloclas: 'Distrito Nacional' });
    expect(listMunicipalities(19340)).toEqual([{ bidclasif: 19341, ctituloclas: 'Santo Domingo de Guzmán' }]);
    expect(listSectors(19341)).toContainEqual({ bidclasif: 19357, ctituloclas: 'Arroyo Manzano' });
    expect(provinceOfMunicipality(19341)).toBe(19340);
    expect(municipalityOfSector(19357)).toBe(19341);
    expect(isValidLocation(19340, 19341, 19357)).toBe(true);
    expect(isValidLocation('19340', '19341', '19357')).toBe(true);
    expect(isValidLocation(9947, 19341, 19357)).toBe(false); // Azua is not the DN
    expect(isValidLocation(19340, 19341, 13089)).toBe(false); // sector of another municipality
  });

  it('finds items by id (number or path text) and answers undefined / [] for unknown ids', () => {
    expect(findProvince('9947')).toEqual({ bidclasif: 9947, ctituloclas: 'Azua' });
    expect(findMunicipality(9164)).toEqual({ bidclasif: 9164, ctituloclas: 'Las Charcas' });
    expect(findSector(19348, 19341)).toEqual({ bidclasif: 19348, ctituloclas: 'Palma Real' });
    expect(findSector('19348', '19341')).toEqual({ bidclasif: 19348, ctituloclas: 'Palma Real' });
    expect(findSector(19348, 18409)).toBeUndefined(); // a sector of another municipality
    expect(findProvince(19341)).toBeUndefined(); // a municipality id is not a province
    expect(findSector(1, 19341)).toBeUndefined();
    expect(findSector(19348, 999_999)).toBeUndefined(); // unknown municipality
    expect(municipalityOfSector(1)).toBeUndefined();
    expect(findMunicipality('abc')).toBeUndefined();
    expect(listMunicipalities(999_999)).toEqual([]);
    expect(listSectors('x')).toEqual([]);
  });

  it('returns copies, so callers cannot corrupt the seed', () => {
    const first = listProvinces();
    first[0].ctituloclas = 'cambiado';
    first.pop();
    expect(listProvinces()[0].ctituloclas).not.toBe('cambiado');
    expect(listProvinces()).toHaveLength(32);
  });
});

describe('catalogue', () => {
  it('has directions 1–4 with the spec names and at least 6 services each', () => {
    expect(directions.map((d) => d.id)).toEqual([1, 2, 3, 4]);
    expect(directions.map((d) => d.name)).toEqual([
      'Aprobación y Análisis de proyectos (DPP)',
      'Clasificaciones de Confotur',
      'Licencias de Operación',
      'Mercadeo',
    ]);
    for (const direction of directions) {
      expect(direction.description.length).toBeGreaterThan(40);
      expect(direction.services.length).toBeGreaterThanOrEqual(6);
      for (const summary of direction.services) {
        expect(Object.keys(summary).sort()).toEqual(['description', 'direction_id', 'id', 'name', 'type_id']);
        expect(summary.direction_id).toBe(direction.id);
        expect(summary).toEqual({
          id: services[summary.id].id,
          name: services[summary.id].name,
          description: services[summary.id].description,
          direction_id: services[summary.id].direction_id,
          type_id: services[summary.id].type_id,
        });
      }
    }
    expect(serviceList).toHaveLength(30);
    expect(directions.flatMap((d) => d.services)).toHaveLength(serviceList.length);
  });

  it('gives every service the full contract C2 shape', () => {
    const keys = [
      'activity_id',
      'description',
      'direction_id',
      'expertform_id',
      'external_pay',
      'helper_link',
      'id',
      'institution',
      'multiple_document',
      'name',
      'prices',
      'procedures',
      'process_flow',
      'process_id',
      'rating',
      'requirements',
      'schedules',
      'send',
      'sirit_code',
      'type',
      'type_id',
    ];
    for (const s of serviceList) {
      expect(Object.keys(s).sort(), `service ${s.id}`).toEqual(keys);
      expect(s.type.id).toBe(s.type_id);
      expect([1, 2]).toContain(s.type_id);
      // A demo visitor's note (service 2's real mitur01 form, issue 26) follows the description itself.
      const sentences = s.description
        .split('Nota de la demostración:')[0]
        .split(/(?<=\.)\s+/)
        .filter(Boolean);
      expect(sentences.length, `service ${s.id} description`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `service ${s.id} description`).toBeLessThanOrEqual(4);
      expect(s.rating * 2).toBe(Math.round(s.rating * 2));
      expect(s.rating).toBeGreaterThanOrEqual(0);
      expect(s.rating).toBeLessThanOrEqual(5);
      expect(s.schedules.length).toBeGreaterThanOrEqual(5);
      for (const row of s.schedules) {
        expect(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']).toContain(row.day);
        expect(row.init).toMatch(/^\d{2}:\d{2}:\d{2}$/);
        expect(row.finit).toMatch(/^\d{2}:\d{2}:\d{2}$/);
        expect(row.init < row.finit).toBe(true);
      }
      expect(s.requirements.length).toBeGreaterThan(0);
      for (const req of s.requirements) {
        expect(req.name).toBeTruthy();
        expect(req.description).toBeTruthy();
        if (req.route !== null) expect(req.route).toMatch(/^\/media\/[\w\-/.]+$/);
      }
      expect(s.procedures.length).toBeGreaterThanOrEqual(3);
      expect(s.procedures.length).toBeLessThanOrEqual(6);
      expect(s.procedures.every((p) => Object.keys(p).join() === 'step' && p.step.length > 0)).toBe(true);
      expect([0, 1]).toContain(s.send);
      expect([0, 1]).toContain(s.external_pay);
      expect(['true', 'false']).toContain(s.multiple_document);
      expect(s.sirit_code === null || typeof s.sirit_code === 'string').toBe(true);
      expect(s.institution.recaudationCode).toMatch(/^\d{4}$/);
      expect(typeof s.process_flow).toBe('string');
      expect(Number.isInteger(s.process_id) && Number.isInteger(s.activity_id)).toBe(true);
    }
  });

  it('uses unique service ids, variation ids and online expert-form ids', () => {
    const ids = serviceList.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const variationIds = serviceList.flatMap((s) => s.prices.flatMap((p) => p.variations.map((v) => v.id)));
    expect(new Set(variationIds).size).toBe(variationIds.length);
    const online = serviceList.filter((s) => s.type_id === 2);
    const formIds = online.map((s) => s.expertform_id);
    expect(formIds.every((id) => id > 0)).toBe(true);
    expect(new Set(formIds).size).toBe(formIds.length);
  });

  it('has prices as DOP strings with two decimals and 1–4 variations per concept', () => {
    let twoConcepts = 0;
    for (const s of serviceList) {
      expect(s.prices.length).toBeGreaterThanOrEqual(1);
      if (s.prices.length > 1) twoConcepts += 1;
      for (const price of s.prices) {
        expect(price.concept).toBeTruthy();
        expect(price.variations.length).toBeGreaterThanOrEqual(1);
        expect(price.variations.length).toBeLessThanOrEqual(4);
        for (const v of price.variations) {
          expect(Object.keys(v).sort()).toEqual(['coin', 'concept', 'delivery_time', 'description', 'id', 'price', 'quantity', 'required', 'time']);
          expect(v.price).toMatch(/^\d+\.\d{2}$/);
          expect(Number.isFinite(Number(v.price))).toBe(true);
          expect(Number(v.price)).toBeGreaterThanOrEqual(0);
          expect(Number(v.price)).toBeLessThanOrEqual(200_000);
          expect(v.coin).toBe('DOP');
          expect([0, 1]).toContain(v.required);
          expect(v.quantity).toBe(1);
          expect(Object.keys(v.delivery_time).sort()).toEqual(['days', 'hours', 'id', 'months']);
          const { months, days, hours } = v.delivery_time;
          expect(v.time).toBe(months * 30 + days + Math.ceil(hours / 24));
        }
      }
    }
    expect(twoConcepts).toBeGreaterThanOrEqual(2);
    expect(findVariation(11)?.variation.price).toBe('7000.00');
    expect(findVariation('24')?.service.id).toBe(2);
    expect(findVariation(999_999)).toBeUndefined();
  });

  it('has at least one informational service (type_id 1, relative helper_link) per direction', () => {
    for (const direction of directions) {
      const info = direction.services.filter((s) => s.type_id === 1);
      expect(info.length, `direction ${direction.id}`).toBeGreaterThanOrEqual(1);
      for (const summary of info) {
        expect(services[summary.id].helper_link).toMatch(/^\/media\//);
        expect(services[summary.id].expertform_id).toBe(0);
      }
    }
    for (const s of serviceList.filter((x) => x.type_id === 2)) expect(s.helper_link).toBe('');
    expect(serviceList.filter((s) => s.type_id === 2).length).toBeGreaterThan(serviceList.length / 2);
  });

  it('offers card payment only with a sirit code and charges nothing where there is no way to pay', () => {
    for (const s of serviceList) {
      const charges = s.prices.some((p) => p.variations.some((v) => Number(v.price) > 0));
      if (charges) expect(s.sirit_code !== null || s.external_pay === 1, `service ${s.id}`).toBe(true);
    }
  });

  it('has 0–25 comments per service in the C3 shape, newest first, with ratings that match', () => {
    const counts = serviceList.map((s) => serviceComments[s.id].length);
    expect(counts.every((n) => n >= 0 && n <= 25)).toBe(true);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts)).toBe(25);
    for (const s of serviceList) {
      const rows = serviceComments[s.id];
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(['citizen', 'comment', 'created_at', 'rating']);
        expect(Object.keys(row.citizen).sort()).toEqual(['name', 'surname']);
        expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(row.rating * 2).toBe(Math.round(row.rating * 2));
        expect(row.rating).toBeGreaterThanOrEqual(0);
        expect(row.rating).toBeLessThanOrEqual(5);
      }
      const dates = rows.map((r) => r.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      const mean = rows.length ? rows.reduce((sum, r) => sum + r.rating, 0) / rows.length : 0;
      expect(s.rating).toBe(Math.round(mean * 2) / 2);
      if (s.type_id === 1) expect(rows).toEqual([]);
    }
  });

  it('finds a service by id or path text', () => {
    expect(findService('2')?.name).toBe('Evaluación de anteproyecto turístico');
    expect(findService(404)).toBeUndefined();
  });
});

describe('content', () => {
  it('has the home data', () => {
    expect(homeImage.image_url).toMatch(/^\/media\//);
    expect(homeVideo).toEqual({ video_url: '' });
    for (const value of [statistics.requests, statistics.citizens, statistics.visits]) {
      expect(Number.isInteger(value) && value > 0).toBe(true);
    }
  });

  it('has the general information of every WordPress id', () => {
    expect(descriptionGeneralInformations.map((d) => d.id).sort()).toEqual([130, 132, 133, 134, 135]);
    for (const d of descriptionGeneralInformations) expect(d.descriptionGeneral).toMatch(/^<p>.+<\/p>$/s);
    for (const id of Object.values(wordpressIdByCategory)) {
      expect(descriptionGeneralInformations.some((d) => d.id === id)).toBe(true);
    }
  });

  it('has 4–8 FAQ for each key', () => {
    expect(Object.keys(questionandanswers).sort()).toEqual(['confotour', 'dpp', 'empresaServicios', 'mercadeo', 'todosServicios']);
    for (const key of Object.values(faqKeyByCategory)) {
      const list = questionandanswers[key];
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(8);
      for (const item of list) {
        expect(item.question).toMatch(/¿.+\?$/);
        expect(item.answer.length).toBeGreaterThan(20);
      }
    }
  });

  it('has 5–8 branches with fictional contact data', () => {
    expect(branches.length).toBeGreaterThanOrEqual(5);
    expect(branches.length).toBeLessThanOrEqual(8);
    for (const b of branches) {
      expect(Object.keys(b).sort()).toEqual(['address', 'email', 'phoneNumber', 'title', 'website']);
      expect(b.phoneNumber).toMatch(/^(809|829|849)-555-01\d{2}$/);
      expect(b.email).toMatch(/@demo\.mitur\.local$/);
      expect(['', 'demo.mitur.local']).toContain(b.website);
    }
    expect(ministryDirectory.email).toMatch(/@demo\.mitur\.local$/);
    for (const phone of ministryDirectory.phones) expect(phone.number).toMatch(/555-01\d{2}$/);
  });

  it('has the privacy and terms pages as sectioned HTML', () => {
    for (const slug of ['politica-privacidad', 'terminos-y-condiciones'] as const) {
      const page = pages[slug];
      expect(page.title).toBeTruthy();
      expect((page.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(5);
      expect(page.content).toContain('<ul>');
    }
    expect(pages['politica-privacidad'].content).toContain('172-13');
    expect(pages['politica-privacidad'].content).toMatch(/Acceso.*Rectificación.*Cancelación.*Oposición/s);
    expect(pages['politica-privacidad'].content.toLowerCase()).toContain('cookies');
    expect(pages['terminos-y-condiciones'].content).toContain('Propiedad intelectual');
  });

  it('has 4–6 tourism-hub maps whose SVG files exist, and 3 document groups', () => {
    expect(generalQueriesMaps.length).toBeGreaterThanOrEqual(4);
    expect(generalQueriesMaps.length).toBeLessThanOrEqual(6);
    for (const map of generalQueriesMaps) {
      expect(map.title).toMatch(/^Polo Turístico/);
      for (const url of [map.previewURL, map.imageURL]) {
        expect(url).toMatch(/^\/media\/polos\/[a-z-]+\.svg$/);
        expect(existsSync(join('public', url))).toBe(true);
      }
    }
    expect(documentsInfo).toHaveLength(3);
    expect(new Set(documentsInfo.map((g) => g.id)).size).toBe(3);
    for (const group of documentsInfo) {
      expect(group.documents.length).toBeGreaterThan(0);
      for (const doc of group.documents) expect(doc.documentURL).toMatch(/^\/media\/documentos\//);
    }
  });

  it('keeps the media files small and the hero present', () => {
    expect(existsSync(join('public', homeImage.image_url))).toBe(true);
    expect(readFileSync(join('public', homeImage.image_url)).byteLength).toBeLessThan(30_000);
    for (const map of generalQueriesMaps) {
      expect(readFileSync(join('public', map.imageURL)).byteLength).toBeLessThan(30_000);
    }
  });

  it('has 10 security questions with unique ids', () => {
    expect(securityQuestions).toHaveLength(10);
    expect(new Set(securityQuestions.map((q) => q.id)).size).toBe(10);
    expect(securityQuestions.every((q) => /^¿.+\?$/.test(q.questions))).toBe(true);
    expect(securityQuestions[0].questions).toBe('¿Cuál es el nombre de su primera mascota?');
  });
});

describe('whole seed', () => {
  it('satisfies the wire types generated from openapi/ (checked by tsc)', () => {
    const checked = [
      directions satisfies readonly Admin.SchemaDirection[],
      serviceList satisfies readonly Admin.SchemaService[],
      serviceComments[1] satisfies Admin.SchemaServiceComment[],
      statistics satisfies Admin.SchemaStatistics,
      homeImage satisfies Content.SchemaHomeImage,
      homeVideo satisfies Content.SchemaHomeVideo,
      descriptionGeneralInformations satisfies Content.SchemaGeneralInformation[],
      questionandanswers satisfies Content.SchemaQuestionsAndAnswers,
      branches satisfies Content.SchemaBranch[],
      pages['terminos-y-condiciones'] satisfies Content.SchemaPage,
      generalQueriesMaps satisfies Content.SchemaMapItem[],
      documentsInfo satisfies Content.SchemaDocumentGroup[],
      securityQuestions satisfies Identity.SchemaSecurityQuestion[],
      listProvinces() satisfies Identity.SchemaGeoOption[],
    ];
    expect(checked.every(Boolean)).toBe(true);
  });

  it('refers only to relative paths, never to an external host', () => {
    const everything = JSON.stringify({
      directions,
      services,
      serviceComments,
      homeImage,
      homeVideo,
      descriptionGeneralInformations,
      questionandanswers,
      branches,
      pages,
      generalQueriesMaps,
      documentsInfo,
      securityQuestions,
      ministryDirectory,
    });
    expect(everything).not.toMatch(/https?:\/\//i);
    expect(everything).not.toMatch(/www\./i);
    for (const path of referencedMediaPaths()) expect(path).toMatch(/^\/media\/[\w\-/.]+$/);
  });

  it('is deterministic (generated comments are identical on every load)', async () => {
    vi.resetModules();
    const again = await import('../../../src/mocks/data/catalogue');
    expect(again.serviceComments).toEqual(serviceComments);
  });
});

describe('seeded requests (issue 8: every status, actions, payments, messages, claims, ratings)', () => {
  const { requests, claims, next } = seedRequestsAndClaims();
  const all = [...requests, ...demoRequests()];
  const owners = [DEMO_CITIZEN_ID, DEMO_CITIZEN_2_ID, DEMO_COMPANY_RNC];
  const pendingTypes = (r: DbRequest) => (r.actions ?? []).filter((a) => a.completed_at === null).map((a) => a.action_id);

  it('gives Ana, José and the company account a request in every status, a provisional one and each pending action', () => {
    for (const owner of owners) {
      const mine = all.filter((r) => r.doc_identification === owner);
      expect(new Set(mine.map((r) => r.status.id)), owner).toEqual(new Set([1, 2, 3, 4, 5, 6, 9, 7, 8, 10]));
      expect(
        mine.some((r) => r.provisional === 1),
        owner,
      ).toBe(true);
      expect(new Set(mine.flatMap(pendingTypes)), owner).toEqual(new Set([1, 3, 5, 7]));
      expect(new Set(mine.map((r) => r.payment_status)), owner).toEqual(new Set(['PENDIENTE', 'GENERADO', 'PAGADO', null]));
    }
  });

  it('uses the status catalogue: in process with base status 1, Completada/success, Rechazada/danger, Cancelada', () => {
    for (const r of all) {
      expect(r.status, `request ${r.id}`).toEqual(REQUEST_STATUSES[r.status.id]);
      expect(r.status.base_status_id).toBe([7, 8, 10].includes(r.status.id) ? 2 : 1);
    }
    expect(REQUEST_STATUSES[7]).toMatchObject({ name: 'Completada', color: 'success' });
    expect(REQUEST_STATUSES[8]).toMatchObject({ name: 'Rechazada', color: 'danger' });
    expect(REQUEST_STATUSES[10]).toMatchObject({ name: 'Cancelada' });
    // terminal requests carry their solution and no pending action; in-process ones no solution
    for (const r of all) {
      if ([7, 8, 10].includes(r.status.id)) expect(r.solution && pendingTypes(r), `request ${r.id}`).toEqual([]);
      else expect(r.solution, `request ${r.id}`).toBeNull();
    }
  });

  it('offers both payment methods on a PENDIENTE payment, and keeps payments consistent with the amounts', () => {
    const pending = all.filter((r) => r.payment_status === 'PENDIENTE');
    expect(
      pending.some((r) => {
        const s = findService(r.service_id)!;
        return s.sirit_code !== null && s.external_pay === 1;
      }),
    ).toBe(true);
    for (const r of all) {
      const s = findService(r.service_id)!;
      if (r.payment_status !== null) expect(s.sirit_code !== null || s.external_pay === 1, `request ${r.id}`).toBe(true);
      if (r.payment_status === 'PAGADO') expect(r.payments?.length, `request ${r.id}`).toBeGreaterThan(0);
      if (r.payment_status === 'GENERADO')
        expect(
          r.documents.some((d) => d.label === 'Comprobante de pago'),
          `request ${r.id}`,
        ).toBe(true);
      for (const a of r.actions ?? []) if (a.completed_at === null && (a.action_id === 5 || a.action_id === 7)) expect(a.amount).toBe(r.payment_amount);
      for (const p of r.payments ?? []) expect(p.price).toMatch(/^\d+\.\d{2}$/);
      // the payment-return rule never fires on the seed (no card payment after a pending payment action)
      const action = (r.actions ?? []).find((a) => a.completed_at === null && (a.action_id === 5 || a.action_id === 7));
      if (action && r.succesfullyPayment_date) expect(r.succesfullyPayment_date < action.created_at, `request ${r.id}`).toBe(true);
    }
  });

  it('has messages both ways, claims with and without a response, resolved requests with and without a rating, and a request for a company', () => {
    const comments = all.flatMap((r) => r.comments ?? []);
    expect(comments.some((c) => c.user_id === 2)).toBe(true);
    expect(comments.some((c) => c.user_id !== 2)).toBe(true);
    for (const c of comments) expect(() => decodeURIComponent(c.text)).not.toThrow();
    expect(claims.some((c) => c.solution === null)).toBe(true);
    expect(claims.some((c) => c.solution !== null)).toBe(true);
    for (const c of claims) expect(all.some((r) => r.code === c.request_code)).toBe(true);
    const resolved = all.filter((r) => r.status.id === 7);
    expect(resolved.some((r) => (r.ratings ?? []).length === 0)).toBe(true);
    expect(resolved.some((r) => (r.ratings ?? []).length === 1)).toBe(true);
    expect(all.some((r) => r.doc_identification === DEMO_CITIZEN_ID && r.company_id === 1 && r.company_name === 'Posada Zona Colonial')).toBe(true);
  });

  it('keeps ids, codes and sequences consistent with Ana’s request 1001 and new requests', () => {
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.code)).size).toBe(all.length);
    expect(Math.max(...requests.map((r) => r.id))).toBeLessThan(SEED_REQUEST_ID);
    for (const r of all) {
      expect(r.code).toMatch(/^(DPP|CFT|LOP|MER)-\d{4}-\d{6}$/);
      expect(Number(r.code.slice(-6))).toBeLessThan(124);
      expect(r.idAutorizacionPortal).toBe(`AUT-${r.id}`);
      for (const a of r.actions ?? []) expect(a.created_at > r.created_at, `request ${r.id}`).toBe(true);
      for (const c of r.comments ?? []) expect(c.created_at >= r.created_at, `request ${r.id}`).toBe(true);
      for (const d of r.documents) expect(existsSync(join('public/media', d.route)), d.route).toBe(true);
      for (const x of [r.created_at, ...(r.actions ?? []).map((a) => a.created_at)]) expect(x < '2026-11-23').toBe(true);
    }
    for (const [kind, ids, nextId] of [
      ['actions', all.flatMap((r) => (r.actions ?? []).map((x) => x.id)), next.action],
      ['comments', all.flatMap((r) => (r.comments ?? []).map((x) => x.id)), next.comment],
      ['payments', all.flatMap((r) => (r.payments ?? []).map((x) => x.id)), next.payment],
      ['claims', claims.map((x) => x.id), next.claim],
    ] as const) {
      expect(new Set(ids).size, kind).toBe(ids.length);
      expect(Math.max(...ids), kind).toBeLessThan(nextId);
    }
  });

  it('answers every seeded request as a RequestDetail of the contract (checked by tsc)', () => {
    for (const r of all) {
      const detail = toRequestDetail(r, findService(r.service_id)) satisfies Admin.SchemaRequestDetail;
      expect(detail.request.service?.name.length, `request ${r.id}`).toBeGreaterThan(0);
      expect(detail.request.messages?.length).toBe(detail.requiredActions.length);
    }
  });
});
