/**
 * Embedded file server: the company registration documents upload (files API operation
 * `uploadCompanyDocuments`, POST /{hash} multipart; spec 000 §2 Company registration, §3 Company
 * files, §5 company step 2, §7; issue 4).
 *
 * The bytes are never stored (localStorage must stay small): each accepted part is recorded as
 * `{ route, name, size, type }` in `db().uploadedFiles` and its route is answered as the payload.
 * Another path segment is not answered here (falls through to the other handlers, e.g. POST /files).
 * Refusals: a missing `X-Authorization` → 401; a missing required part
 * (registromercant, cedulaperaut) or a part that is not a PDF → 422 `{ success: false, msg }`; a part
 * larger than 120 MB → 413.
 */
import { createOpenApiHttp } from 'openapi-msw';
import { HttpResponse } from 'msw';
import { config } from '../../config';
import { COMPANY_DOCUMENTS_HASH } from '../../api/companyDocuments';
import type { paths } from '../../api/generated/files';
import { MAX_UPLOAD_MB_DEFAULT } from '../../domain/constants';
import { db, save } from '../db';
import { latency } from '../support';
import { requireAppKey } from './common';
import { SERVER_MSG } from './messages';

const http = createOpenApiHttp<paths>({ baseUrl: config.filesUrl });

/** The three document parts, in payload order; `required` ones must be present. */
const PARTS = [
  { name: 'registromercant', required: true },
  { name: 'podernotarizado', required: false },
  { name: 'cedulaperaut', required: true },
] as const;

/** What the embedded file server keeps of an uploaded file (never its bytes). */
export interface StoredFileInfo {
  route: string;
  name: string;
  size: number;
  type: string;
}

/** Files "stored" by the embedded file server (name, size and type only). */
export function storedFiles(): StoredFileInfo[] {
  const d = db();
  d.uploadedFiles ??= [];
  return d.uploadedFiles;
}

/** A multipart file part (duck-typed: node's parser and jsdom/browsers have different File classes). */
interface FilePart {
  name: string;
  size: number;
  type: string;
}

function asFilePart(value: FormDataEntryValue | null): FilePart | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<FilePart>;
  return typeof v.size === 'number' && v.size > 0 && typeof v.name === 'string' && typeof v.type === 'string' ? (v as FilePart) : null;
}

function isPdf(file: FilePart): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'documento.pdf';
}

/** Handlers of the embedded file server. */
export const filesHandlers = [
  http.post('/{hash}', async ({ request, params }) => {
    // Another single-segment path (e.g. POST /files) belongs to another operation's handler.
    if (params.hash !== COMPANY_DOCUMENTS_HASH) return undefined;
    await latency();
    const denied = requireAppKey(request);
    if (denied) return denied;
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return HttpResponse.json({ success: false, msg: SERVER_MSG.required }, { status: 422 });
    }
    const chosen: { name: string; file: FilePart }[] = [];
    for (const part of PARTS) {
      const value = form.get(part.name);
      const file = asFilePart(value);
      if (!file) {
        if (part.required) return HttpResponse.json({ success: false, msg: SERVER_MSG.required }, { status: 422 });
        continue;
      }
      if (!isPdf(file)) return HttpResponse.json({ success: false, msg: SERVER_MSG.pdfOnly }, { status: 422 });
      if (file.size > MAX_UPLOAD_MB_DEFAULT * 1024 * 1024) {
        return HttpResponse.json({ success: false, msg: SERVER_MSG.fileTooLarge }, { status: 413 });
      }
      chosen.push({ name: part.name, file });
    }
    const folder = `empresas/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const payload: { registromercant: string; podernotarizado: string | null; cedulaperaut: string } = {
      registromercant: '',
      podernotarizado: null,
      cedulaperaut: '',
    };
    const list = storedFiles();
    for (const { name, file } of chosen) {
      const route = `${folder}/${name}-${safeName(file.name)}`;
      list.push({ route, name: file.name, size: file.size, type: file.type || 'application/pdf' });
      payload[name as keyof typeof payload] = route;
    }
    save();
    return HttpResponse.json({ success: true, payload });
  }),
];
