/**
 * File-upload rules: allowed extensions, size limit, single-file fields, required extension and
 * PDF-only company documents. spec 000 §5 Files, §5 Company registration step 2, §9;
 * spec 001 §2.5 payment proof (one file, 25 MB), §5.
 *
 * Validators return a {@link MessageRef} (message key + placeholder values) or `null` when valid.
 */
import type { MessageRef } from '../../messages/es';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  BYTES_PER_MB,
  COMPANY_DOCUMENT_EXTENSIONS,
  MAX_UPLOAD_MB_DEFAULT,
  PAYMENT_PROOF_MAX_MB,
  VIEWABLE_EXTENSIONS,
} from '../constants';

/** The least of a browser `File` the rules need: its name and its size in bytes. */
export interface FileLike {
  name: string;
  /** Size, bytes. */
  size: number;
}

/** Options of {@link validateFile}. */
export interface FileRuleOptions {
  /** Maximum size, MB; default {@link MAX_UPLOAD_MB_DEFAULT} (120). */
  maxMb?: number;
  /** Extension the field requires (dynamic-form `valid_exts`, e.g. 'pdf'); case-insensitive, dot optional. */
  requiredExtension?: string | null;
  /** Allowed extensions; default {@link ALLOWED_UPLOAD_EXTENSIONS}. */
  allowedExtensions?: readonly string[];
}

/** Converts MB to bytes (bytes = MB * 1024 * 1024). */
export function mbToBytes(mb: number): number {
  return mb * BYTES_PER_MB;
}

/** Converts bytes to MB (bytes / 1024 / 1024), unrounded. */
export function bytesToMb(bytes: number): number {
  return bytes / BYTES_PER_MB;
}

/**
 * Lower-case extension of a file name, without the dot; '' when the name has none
 * ("Plano.final.DWG" → "dwg", "README" → "", ".env" → "").
 */
export function getExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function normalizeExt(ext: string): string {
  return ext.trim().replace(/^\./, '').toLowerCase();
}

/** Whether `ext` (dot optional, any case) is among the allowed upload extensions (spec 000 §5). */
export function isAllowedExtension(ext: string, allowed: readonly string[] = ALLOWED_UPLOAD_EXTENSIONS): boolean {
  return allowed.includes(normalizeExt(ext));
}

/** Whether the document viewer can show this extension: pdf, png, jpg, jpeg (spec 000 §9). */
export function isViewableExtension(ext: string): boolean {
  return (VIEWABLE_EXTENSIONS as readonly string[]).includes(displayExtension(ext));
}

const MIME_SUBTYPE_EXTENSIONS: Record<string, string> = {
  'vnd.ms-excel': 'xls',
  'vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'vnd.google-earth.kmz': 'kmz',
  'vnd.google-earth.kml+xml': 'kml',
  jpeg: 'jpeg',
};

/**
 * Short extension to display for a stored document: the backends sometimes store a MIME subtype
 * instead of an extension (contract §1.6 D4: "vnd.ms-excel", "vnd.openxmlformats-...sheet"); these
 * map to "xls" / "xlsx". Anything else is returned lower-cased without a leading dot.
 */
export function displayExtension(ext: string): string {
  const e = normalizeExt(ext);
  return MIME_SUBTYPE_EXTENSIONS[e] ?? e;
}

/**
 * Checks one file, in this order:
 * 1. a required extension that does not match → `files.requiredExtension` {ext};
 * 2. otherwise an extension outside the allowed list → `files.notAllowed`;
 * 3. size above `maxMb` → `files.maxSize` {n: maxMb}. A file of exactly `maxMb` MB passes.
 * @returns null when the file is acceptable
 */
export function validateFile(file: FileLike, options: FileRuleOptions = {}): MessageRef | null {
  const { maxMb = MAX_UPLOAD_MB_DEFAULT, requiredExtension, allowedExtensions = ALLOWED_UPLOAD_EXTENSIONS } = options;
  const ext = getExtension(file.name);
  if (requiredExtension) {
    const required = normalizeExt(requiredExtension);
    if (ext !== required) return { key: 'files.requiredExtension', params: { ext: required } };
  } else if (!isAllowedExtension(ext, allowedExtensions)) {
    return { key: 'files.notAllowed' };
  }
  if (file.size > mbToBytes(maxMb)) return { key: 'files.maxSize', params: { n: maxMb } };
  return null;
}

/**
 * Refuses a selection that would leave a single-file field with more than one document
 * (spec 000 §5: 'No se puede agregar mas de un documento').
 * @param currentCount documents already in the field
 * @param addedCount documents being added
 * @param multiple whether the field accepts several documents
 */
export function validateFileCount(currentCount: number, addedCount: number, multiple: boolean): MessageRef | null {
  if (!multiple && currentCount + addedCount > 1) return { key: 'files.singleOnly' };
  return null;
}

/**
 * Company registration documents (registromercant, podernotarizado, cedulaperaut): PDF only
 * (spec 000 §5 company step 2, §9), default size limit.
 */
export function validateCompanyDocument(file: FileLike): MessageRef | null {
  return validateFile(file, { requiredExtension: COMPANY_DOCUMENT_EXTENSIONS[0] });
}

/**
 * Payment proof: any allowed type, at most {@link PAYMENT_PROOF_MAX_MB} (25) MB (spec 001 §2.5, §5).
 * The "one file only" rule is {@link validateFileCount} with `multiple = false`.
 */
export function validatePaymentProof(file: FileLike): MessageRef | null {
  return validateFile(file, { maxMb: PAYMENT_PROOF_MAX_MB });
}
