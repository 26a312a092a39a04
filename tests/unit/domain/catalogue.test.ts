import '../../../src/messages/all';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CONTACT_RELATIONS,
  DIRECTION_CATEGORIES,
  getCategory,
  isDirectionCategoryId,
  isRequestableOnline,
  parseDirectionCategoryParam,
} from '../../../src/domain/catalogue';
import { t } from '../../../src/messages/es';

describe('categories (spec 000 §2, contract §4.1)', () => {
  it('has ids 0-4 with the contract titles, WordPress ids and keys', () => {
    expect(CATEGORIES.map((c) => [c.id, t(c.titleKey), c.wordpressID, c.wordpressKey])).toEqual([
      [0, 'Todos los trámites', 130, 'todosServicios'],
      [1, 'Aprobación y Análisis de proyectos (DPP)', 133, 'dpp'],
      [2, 'Clasificaciones de Confotur', 132, 'confotour'],
      [3, 'Licencias de Operación', 134, 'empresaServicios'],
      [4, 'Mercadeo', 135, 'mercadeo'],
    ]);
  });
  it('direction categories are 1-4', () => {
    expect(DIRECTION_CATEGORIES.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
  it('getCategory by number or numeric string', () => {
    expect(getCategory(2)?.wordpressID).toBe(132);
    expect(getCategory('0')?.id).toBe(0);
    expect(getCategory('x')).toBeUndefined();
    expect(getCategory(9)).toBeUndefined();
  });
});

describe('listOfServices route ids', () => {
  it.each([1, 2, 3, 4, '1', '4'])('accepts %s', (id) => expect(isDirectionCategoryId(id)).toBe(true));
  it.each([0, 5, -1, 1.5, '0', '5', '01', ' 1', '1.0', 'abc', '', null, undefined])('refuses %s', (id) => expect(isDirectionCategoryId(id)).toBe(false));
  it('parses the route param or returns null (redirect to /app/allServices)', () => {
    expect(parseDirectionCategoryParam('3')).toBe(3);
    expect(parseDirectionCategoryParam('0')).toBeNull();
    expect(parseDirectionCategoryParam(undefined)).toBeNull();
  });
});

describe('isRequestableOnline (type_id 1 is informational)', () => {
  it('reads type_id or type.id', () => {
    expect(isRequestableOnline({ type_id: 1 })).toBe(false);
    expect(isRequestableOnline({ type_id: '1' })).toBe(false);
    expect(isRequestableOnline({ type: { id: 1 } })).toBe(false);
    expect(isRequestableOnline({ type_id: 2 })).toBe(true);
    expect(isRequestableOnline({ type: { id: 2 } })).toBe(true);
    expect(isRequestableOnline({})).toBe(true);
  });
});

describe('contact relations (contract §4.4)', () => {
  it('are 1-4 with their labels', () => {
    expect(CONTACT_RELATIONS.map((r) => [r.id, t(r.labelKey)])).toEqual([
      [1, 'Portal de servicios'],
      [2, 'Planificación y desarrollo (DPP)'],
      [3, 'Confotur'],
      [4, 'Empresas y servicios'],
    ]);
  });
});
