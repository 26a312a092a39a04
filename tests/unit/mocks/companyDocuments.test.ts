/**
 * Company registration in the embedded backend (issue 4; spec 000 §2, §3 Company files, §7): the
 * embedded file server's company documents upload (multipart), then registration, refused sign-in while pending, the demo back office's approval
 * (`approveCompany`) with its e-mail, and sign-in once approved.
 */
import { describe, expect, it } from 'vitest';
import { companyDocumentsUrl, type CompanyFiles } from '../../../src/api/companyDocuments';
import { login } from '../../../src/api/identity';
import { db } from '../../../src/mocks/db';
import { approveCompany, listPendingCompanies } from '../../../src/mocks/mailbox';
import { storedFiles } from '../../../src/mocks/handlers/files';
import { config } from '../../../src/config';
import { useEmbeddedBackend, idUrl, raw } from './harness';

useEmbeddedBackend();

const RNC = '130123454';

async function registerCompany(files: CompanyFiles) {
  return raw(idUrl('/auth/register/portal'), {
    body: {
      is_company: true,
      document_type: '3',
      rnc: RNC,
      email: 'tramites@hotelnuevo.do',
      nombre: 'Hotel Nuevo',
      razonsocial: 'Inversiones Nuevo, S.R.L.',
      extension: '',
      password: 'secreto123',
      password_confirmation: 'secreto123',
      telefono: '8095550001',
      company_files: files,
    },
  });
}

/** A multipart body built by hand (jsdom's FormData does not survive the trip to node's parser). */
function multipart(parts: { field: string; filename: string; type: string; content: string }[]) {
  const boundary = '----prueba-empresa';
  const body =
    parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n${p.content}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const pdfPart = (field: string, filename: string, content = '%PDF-1.4 prueba') => ({ field, filename, type: 'application/pdf', content });

async function upload(parts: Parameters<typeof multipart>[0], init: { appKey?: boolean; url?: string } = {}) {
  const { body, contentType } = multipart(parts);
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (init.appKey !== false) headers['X-Authorization'] = config.filesAppKey;
  const res = await fetch(init.url ?? companyDocumentsUrl(), { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as { success: boolean; msg?: string; payload?: CompanyFiles } };
}

describe('embedded file server: POST {files}/{hash} (uploadCompanyDocuments)', () => {
  it('stores the three PDFs and answers their routes as the payload', async () => {
    const r = await upload([pdfPart('registromercant', 'registro.pdf'), pdfPart('podernotarizado', 'poder.pdf'), pdfPart('cedulaperaut', 'cédula rep.pdf')]);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.payload?.registromercant).toMatch(/^empresas\/[a-z0-9]+\/registromercant-registro\.pdf$/);
    expect(r.body.payload?.podernotarizado).toMatch(/podernotarizado-poder\.pdf$/);
    expect(r.body.payload?.cedulaperaut).toMatch(/cedulaperaut-c-dula-rep\.pdf$/);
    expect(storedFiles().map((f) => [f.name, f.type])).toEqual([
      ['registro.pdf', 'application/pdf'],
      ['poder.pdf', 'application/pdf'],
      ['cédula rep.pdf', 'application/pdf'],
    ]);
  });

  it('keeps the file bytes out of localStorage (name, size and type only)', async () => {
    const marker = 'MARCADOR-DE-CONTENIDO';
    const r = await upload([pdfPart('registromercant', 'registro.pdf', `%PDF-1.4 ${marker}`), pdfPart('cedulaperaut', 'cedula.pdf')]);
    expect(r.body.payload?.podernotarizado).toBe(null);
    expect(storedFiles()[0]).toEqual({ route: r.body.payload?.registromercant, name: 'registro.pdf', size: 9 + marker.length, type: 'application/pdf' });
    // What save() writes to localStorage in the browser (not persisted under Vitest): the store as JSON.
    const stored = JSON.stringify(db());
    expect(stored).toContain('registro.pdf');
    expect(stored).not.toContain(marker);
  });

  it('refuses a missing required document and a file that is not a PDF (422), storing nothing', async () => {
    const missing = await upload([pdfPart('registromercant', 'r.pdf'), pdfPart('podernotarizado', 'p.pdf')]);
    expect(missing).toEqual({ status: 422, body: { success: false, msg: 'Este campo es requerido' } });
    const png = await upload([{ field: 'registromercant', filename: 'foto.png', type: 'image/png', content: 'x' }, pdfPart('cedulaperaut', 'c.pdf')]);
    expect(png).toEqual({ status: 422, body: { success: false, msg: 'Solo se aceptan archivos PDF' } });
    expect(storedFiles()).toEqual([]);
  });

  it('requires the files app key (401) and answers only the configured path segment', async () => {
    const parts = [pdfPart('registromercant', 'r.pdf'), pdfPart('cedulaperaut', 'c.pdf')];
    expect((await upload(parts, { appKey: false })).status).toBe(401);
    // Another segment falls through; no handler answers it, so the test server refuses the call.
    await expect(upload(parts, { url: `${config.filesUrl}/otro-hash` })).rejects.toThrow();
    expect(storedFiles()).toEqual([]);
  });
});

describe('company approval (demo back office)', () => {
  it('refuses sign-in while pending; Aprobar approves, e-mails the company and sign-in works', async () => {
    const stored = await upload([pdfPart('registromercant', 'r.pdf'), pdfPart('cedulaperaut', 'c.pdf')]);
    const files = stored.body.payload!;
    expect((await registerCompany(files)).body.success).toBe(true);
    expect(db().companies.find((c) => c.company_rnc === RNC)?.account?.company_files).toEqual(files);

    const refused = await login(RNC, 'secreto123');
    expect(refused).toMatchObject({ ok: false, error: { message: 'Su empresa está pendiente de aprobación por el Ministerio de Turismo.' } });

    const pending = listPendingCompanies();
    expect(pending).toEqual([
      expect.objectContaining({ rnc: RNC, nombre: 'Hotel Nuevo', razonsocial: 'Inversiones Nuevo, S.R.L.', email: 'tramites@hotelnuevo.do' }),
    ]);
    const mailsBefore = db().mails.length;
    expect(approveCompany(pending[0].id)).toBe(true);
    expect(listPendingCompanies()).toEqual([]);
    expect(db().mails).toHaveLength(mailsBefore + 1);
    expect(db().mails[0]).toMatchObject({
      to: 'tramites@hotelnuevo.do',
      subject: 'Su empresa fue aprobada en el Portal de Servicios MITUR',
      link: { label: 'Iniciar sesión', href: '/public/login' },
    });

    expect((await login(RNC, 'secreto123')).ok).toBe(true);
    // A second approval, or an unknown id, changes nothing.
    expect(approveCompany(pending[0].id)).toBe(false);
    expect(approveCompany(99_999)).toBe(false);
    expect(db().mails).toHaveLength(mailsBefore + 1);
  });
});
