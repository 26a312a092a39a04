import '../../../src/messages/all';
import { describe, expect, it } from 'vitest';
import {
  bytesToMb,
  displayExtension,
  getExtension,
  isAllowedExtension,
  isViewableExtension,
  mbToBytes,
  validateCompanyDocument,
  validateFile,
  validateFileCount,
  validatePaymentProof,
} from '../../../src/domain/validation/files';
import { t } from '../../../src/messages/es';

const MB = 1024 * 1024;

describe('extensions', () => {
  it('reads the last extension in lower case', () => {
    expect(getExtension('Plano.final.DWG')).toBe('dwg');
    expect(getExtension('foto.JPeg')).toBe('jpeg');
    expect(getExtension('README')).toBe('');
    expect(getExtension('.env')).toBe('');
    expect(getExtension('C:\\docs\\a.pdf')).toBe('pdf');
    expect(getExtension('dir.v2/archivo')).toBe('');
  });
  it('allows exactly the spec list', () => {
    for (const ext of ['pdf', 'png', 'jpg', 'jpeg', 'kmz', 'kml', 'dwg', 'dwf', 'xls', 'xlsx', 'PDF', '.pdf']) {
      expect(isAllowedExtension(ext), ext).toBe(true);
    }
    for (const ext of ['exe', 'doc', 'docx', 'gif', 'zip', '']) expect(isAllowedExtension(ext), ext).toBe(false);
  });
  it('views pdf and images only', () => {
    expect(isViewableExtension('pdf')).toBe(true);
    expect(isViewableExtension('JPG')).toBe(true);
    expect(isViewableExtension('xlsx')).toBe(false);
  });
  it('maps MIME subtypes stored by the backend', () => {
    expect(displayExtension('vnd.ms-excel')).toBe('xls');
    expect(displayExtension('vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(displayExtension('.PDF')).toBe('pdf');
  });
  it('converts MB and bytes with 1024 * 1024', () => {
    expect(mbToBytes(120)).toBe(125_829_120);
    expect(bytesToMb(25 * MB)).toBe(25);
  });
});

describe('validateFile', () => {
  it('accepts an allowed file up to exactly 120 MB', () => {
    expect(validateFile({ name: 'plano.dwg', size: 120 * MB })).toBeNull();
  });
  it('refuses one byte over 120 MB with the limit in the message', () => {
    const error = validateFile({ name: 'plano.dwg', size: 120 * MB + 1 });
    expect(error).toEqual({ key: 'files.maxSize', params: { n: 120 } });
    expect(t(error!.key, error!.params)).toBe('El peso limite por archivo es de 120mb');
  });
  it('refuses a type outside the list', () => {
    expect(validateFile({ name: 'virus.exe', size: 10 })).toEqual({ key: 'files.notAllowed' });
    expect(validateFile({ name: 'sin-extension', size: 10 })).toEqual({ key: 'files.notAllowed' });
  });
  it('checks a required extension first', () => {
    const error = validateFile({ name: 'tabla.xlsx', size: 10 }, { requiredExtension: 'PDF' });
    expect(error).toEqual({ key: 'files.requiredExtension', params: { ext: 'pdf' } });
    expect(t(error!.key, error!.params)).toBe('El archivo requiere una extension .pdf');
    expect(validateFile({ name: 'virus.exe', size: 10 }, { requiredExtension: '.xls' })).toEqual({
      key: 'files.requiredExtension',
      params: { ext: 'xls' },
    });
    expect(validateFile({ name: 'a.PDF', size: 10 }, { requiredExtension: 'pdf' })).toBeNull();
  });
  it('honours a custom limit and list', () => {
    expect(validateFile({ name: 'a.pdf', size: 2 * MB }, { maxMb: 1 })).toEqual({ key: 'files.maxSize', params: { n: 1 } });
    expect(validateFile({ name: 'a.dwg', size: 1 }, { allowedExtensions: ['pdf'] })).toEqual({ key: 'files.notAllowed' });
  });
});

describe('single-file fields', () => {
  it('refuses a second document', () => {
    expect(validateFileCount(0, 1, false)).toBeNull();
    expect(validateFileCount(1, 1, false)).toEqual({ key: 'files.singleOnly' });
    expect(validateFileCount(0, 2, false)).toEqual({ key: 'files.singleOnly' });
    expect(validateFileCount(5, 3, true)).toBeNull();
  });
});

describe('company documents and payment proof', () => {
  it('company documents are PDF only', () => {
    expect(validateCompanyDocument({ name: 'registro.pdf', size: MB })).toBeNull();
    expect(validateCompanyDocument({ name: 'registro.png', size: MB })).toEqual({
      key: 'files.requiredExtension',
      params: { ext: 'pdf' },
    });
  });
  it('payment proof is limited to 25 MB', () => {
    expect(validatePaymentProof({ name: 'voucher.jpg', size: 25 * MB })).toBeNull();
    expect(validatePaymentProof({ name: 'voucher.jpg', size: 25 * MB + 1 })).toEqual({
      key: 'files.maxSize',
      params: { n: 25 },
    });
  });
});
