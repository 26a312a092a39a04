/**
 * Catalogue rules: the fixed procedure categories ("directions") and which services can be requested
 * online. spec 000 §2 Home and catalogue, §4, §9; contract §4.1 (WordPress ids and Q&A keys).
 */
import type { SchemaGeneralInformation } from '../api/generated/content';
import type { MessageKey } from '../messages/es';
import { CATEGORY_ID, INFORMATIONAL_SERVICE_TYPE_ID } from './constants';

/** Category id 0-4: 0 all procedures, 1 DPP, 2 Confotur, 3 licences, 4 marketing. */
export type CategoryId = (typeof CATEGORY_ID)[keyof typeof CATEGORY_ID];
/** A direction category id valid for /app/listOfServices/{categoryID}: 1-4. */
export type DirectionCategoryId = Exclude<CategoryId, 0>;

/** One category of the catalogue. */
export interface Category {
  id: CategoryId;
  /** Key of the Spanish title in src/messages/es.ts (contract §4.1 for 0-3; 4 is the portal's choice). */
  titleKey: MessageKey;
  /** Content-API id of the category's general information (W3 `descriptionGeneralInformations[].id`). */
  wordpressID: number;
  /** Key of the category's FAQ list in the content API's `questionandanswers` object (W4). */
  wordpressKey: string;
}

/**
 * The five categories (spec 000 §2). WordPress ids and keys of 0-3 are the contract's (§4.1; note
 * its key for Confotur is spelled `confotour`); for 4 (marketing) the portal uses id 135 and key
 * `mercadeo`, matching the embedded content seed.
 */
export const CATEGORIES: readonly Category[] = [
  { id: 0, titleKey: 'catalogue.categories.all', wordpressID: 130, wordpressKey: 'todosServicios' },
  { id: 1, titleKey: 'catalogue.categories.dpp', wordpressID: 133, wordpressKey: 'dpp' },
  { id: 2, titleKey: 'catalogue.categories.confotur', wordpressID: 132, wordpressKey: 'confotour' },
  { id: 3, titleKey: 'catalogue.categories.licences', wordpressID: 134, wordpressKey: 'empresaServicios' },
  { id: 4, titleKey: 'catalogue.categories.marketing', wordpressID: 135, wordpressKey: 'mercadeo' },
];

/** The direction categories 1-4, in order (home cards, side menu). */
export const DIRECTION_CATEGORIES: readonly Category[] = CATEGORIES.filter((c) => c.id !== CATEGORY_ID.all);

/** The category with this id, or undefined. Accepts a number or a numeric string. */
export function getCategory(id: number | string): Category | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id) : NaN;
  return CATEGORIES.find((c) => c.id === n);
}

/**
 * Whether `id` is a direction category valid for /app/listOfServices/{categoryID}: exactly 1, 2, 3
 * or 4 (spec 000 §2: "only ids 1-4 are valid; any other value redirects to /app/allServices").
 * Route params are strings: "1".."4" pass; "0", "01", "1.0", " 1", "5", "abc" do not.
 */
export function isDirectionCategoryId(id: unknown): id is DirectionCategoryId | `${DirectionCategoryId}` {
  if (typeof id === 'number') return Number.isInteger(id) && id >= 1 && id <= 4;
  return typeof id === 'string' && /^[1-4]$/.test(id);
}

/**
 * Parses the /app/listOfServices/{categoryID} route parameter.
 * @returns the direction id 1-4, or null when the page must redirect to /app/allServices
 */
export function parseDirectionCategoryParam(param: string | undefined | null): DirectionCategoryId | null {
  return param !== undefined && param !== null && isDirectionCategoryId(param) ? (Number(param) as DirectionCategoryId) : null;
}

/** The service fields {@link isRequestableOnline} reads: `type_id` (list, C1) or `type.id` (detail, C2). */
export interface ServiceTypeLike {
  type_id?: number | string | null;
  type?: { id?: number | string | null } | null;
}

/**
 * Whether a service can be requested online: its type id is not 1 (spec 000 §4 "Service type_id 1
 * cannot be requested online: the request button is disabled"). A service without a type is
 * requestable.
 */
export function isRequestableOnline(service: ServiceTypeLike): boolean {
  const typeId = service.type_id ?? service.type?.id;
  return typeId === null || typeId === undefined || Number(typeId) !== INFORMATIONAL_SERVICE_TYPE_ID;
}

/** Contact form relation option (spec 000 §2 Contact page; contract §4.4: the label text is sent). */
export interface ContactRelation {
  id: 1 | 2 | 3 | 4;
  labelKey: MessageKey;
}

/** Contact relation options 1-4, in order. */
export const CONTACT_RELATIONS: readonly ContactRelation[] = [
  { id: 1, labelKey: 'contact.relations.portal' },
  { id: 2, labelKey: 'contact.relations.dpp' },
  { id: 3, labelKey: 'contact.relations.confotur' },
  { id: 4, labelKey: 'contact.relations.companies' },
];

/**
 * Parses the /app/serviceDescription/{serviceID} route parameter: a positive integer written with
 * digits only ("12"); anything else ("abc", "1.5", "0", "") → null.
 */
export function parseServiceId(param: string | undefined | null): number | null {
  if (typeof param !== 'string' || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/* Home and catalogue blocks from the content API (contract W3 general information, W4 questions
 * and answers); HTML as received (untrusted: views render it through the sanitiser). */

/**
 * The general-information HTML of one category (contract W3, §4.1 `wordpressID`: 130 all, 133 DPP,
 * 132 Confotur, 134 licences, 135 marketing), as received (untrusted HTML).
 * @returns the trimmed HTML, or null when no item has that id or its text is empty
 */
export function generalInformationOf(items: readonly SchemaGeneralInformation[], wordpressID: number): string | null {
  const item = items.find((entry) => Number(entry.id) === wordpressID);
  const html = item && typeof item.descriptionGeneral === 'string' ? item.descriptionGeneral.trim() : '';
  return html === '' ? null : html;
}

/** One frequently asked question (contract W4); the answer may hold HTML (untrusted). */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The FAQ list of one category (contract W4, §4.1 `wordpressKey`: todosServicios, dpp, confotour,
 * empresaServicios, mercadeo). Items without a question are dropped; a missing answer is ''.
 * @returns the list ([] when the key is missing or not a list)
 */
export function faqOf(answers: unknown, wordpressKey: string): FaqItem[] {
  const list: unknown = record(answers)?.[wordpressKey];
  if (!Array.isArray(list)) return [];
  const items: FaqItem[] = [];
  for (const raw of list) {
    const entry = record(raw);
    if (!entry || typeof entry.question !== 'string' || entry.question.trim() === '') continue;
    items.push({ question: entry.question, answer: typeof entry.answer === 'string' ? entry.answer : '' });
  }
  return items;
}
