import { ALLOWED_UPLOAD_EXTENSIONS, EXPERT_FORM_UPLOAD_EXTENSIONS } from '../../../src/domain/constants';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { filePickerModel } from './filePicker.model';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { admit, candidateFile, filePickerMachine } from '../../../src/machines/filePicker.machine';
import type { MessageKey } from '../../../src/messages/es';

defineModelTest(filePickerModel);
describeOracleReach(filePickerModel);
describeSpecCitations(filePickerMachine);

const MB = 1024 * 1024;

function start(input: Parameters<typeof createActor<typeof filePickerMachine>>[1] extends infer O ? (O extends { input?: infer I } ? I : never) : never) {
  const toasts: MessageKey[] = [];
  const machine = filePickerMachine.provide({ actions: { notifySuccess: (_, params) => void toasts.push(params.key) } });
  const actor = createActor(machine, { input }).start();
  return { actor, toasts };
}

describe('filePicker machine (behaviour)', () => {
  it('single pdf field: refuses a second document, a wrong extension and an oversized file with the spec messages', () => {
    const { actor, toasts } = start({ multiple: false, requiredExtension: 'pdf', maxMb: 120 });
    actor.send({ type: 'files.add', files: [{ name: 'plano.dwg', size: MB }] });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'files.requiredExtension', params: { ext: 'pdf' } });
    actor.send({ type: 'files.add', files: [{ name: 'grande.pdf', size: 121 * MB }] });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'files.maxSize', params: { n: 120 } });
    actor.send({ type: 'files.add', files: [{ name: 'justo.pdf', size: 120 * MB }] });
    expect(actor.getSnapshot().context.files.map((f) => [f.id, f.name, f.sizeMb])).toEqual([['f1', 'justo.pdf', 120]]);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'files.add', files: [{ name: 'otro.pdf', size: MB }] });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'files.singleOnly' });
    expect(actor.getSnapshot().context.files).toHaveLength(1);
    actor.send({ type: 'file.remove', id: 'f1' });
    actor.send({ type: 'file.remove', id: 'f1' });
    expect(actor.getSnapshot().context.files).toEqual([]);
    expect(toasts).toEqual(['files.added', 'files.removed']);
  });

  it('multiple field: adds the acceptable files of a selection and shows the first refusal', () => {
    const { actor, toasts } = start({ multiple: true });
    actor.send({
      type: 'files.add',
      files: [
        { name: 'a.xlsx', size: MB },
        { name: 'b.exe', size: MB },
        { name: 'c.KMZ', size: MB },
      ],
    });
    const { files, error } = actor.getSnapshot().context;
    expect(files.map((f) => f.name)).toEqual(['a.xlsx', 'c.KMZ']);
    expect(error).toEqual({ key: 'files.notAllowed' });
    expect(toasts).toEqual(['files.added']);
  });

  it("picks from 'Mis documentos': closes on success, stays open on a refusal", () => {
    const { actor } = start({ multiple: false, requiredExtension: 'pdf' });
    actor.send({ type: 'documents.open' });
    const doc = { name: 'Hoja', extension: 'vnd.openxmlformats-officedocument.spreadsheetml.sheet', created_at: '', url: '/x', size_mb: 1 };
    actor.send({ type: 'document.pick', document: doc });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'files.requiredExtension', params: { ext: 'pdf' } });
    actor.send({ type: 'document.pick', document: { ...doc, name: 'Registro', extension: 'pdf' } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.files.map((f) => f.name)).toEqual(['Registro.pdf']);
  });
});

describe('filePicker machine: the list and the browser (spec 000 §2 Shared widgets, §8 Files)', () => {
  it('removing one document of a multiple field keeps the others', () => {
    const { actor, toasts } = start({ multiple: true });
    actor.send({
      type: 'files.add',
      files: [
        { name: 'a.pdf', size: MB },
        { name: 'b.pdf', size: MB },
        { name: 'c.png', size: MB },
      ],
    });
    actor.send({ type: 'file.remove', id: 'f2' });
    expect(actor.getSnapshot().context.files.map((f) => [f.id, f.name])).toEqual([
      ['f1', 'a.pdf'],
      ['f3', 'c.png'],
    ]);
    // 'Documento agregado' once for the selection, 'Documento removido' for the removal.
    expect(toasts).toEqual(['files.added', 'files.removed']);
  });

  it("opening 'Mis documentos' clears the refusal shown; closing it keeps the selection", () => {
    const { actor, toasts } = start({ multiple: false, requiredExtension: 'pdf' });
    actor.send({ type: 'files.add', files: [{ name: 'a.pdf', size: MB }] });
    actor.send({ type: 'files.add', files: [{ name: 'b.pdf', size: MB }] });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'files.singleOnly' });
    actor.send({ type: 'documents.open' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['browsing', null]);
    actor.send({ type: 'documents.close' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.files.map((f) => f.name)]).toEqual(['idle', ['a.pdf']]);
    expect(toasts).toEqual(['files.added']);
  });
});

describe('filePicker helpers', () => {
  it('candidateFile names a stored document with its display extension and its size in bytes', () => {
    expect(candidateFile({ kind: 'myDocuments', document: { name: 'Libro', extension: 'vnd.ms-excel', created_at: '', url: '', size_mb: 2 } })).toEqual({
      name: 'Libro.xls',
      size: 2 * MB,
    });
    expect(candidateFile({ kind: 'myDocuments', document: { name: 'X', extension: 'png', created_at: '', url: '', size_mb: null } }).size).toBe(0);
  });

  it('admit refuses the whole selection of a single field with more than one document', () => {
    const two = [
      { kind: 'device' as const, file: { name: 'a.pdf', size: 1 } },
      { kind: 'device' as const, file: { name: 'b.pdf', size: 1 } },
    ];
    expect(admit(0, two, { multiple: false, requiredExtension: null, maxMb: 120, allowedExtensions: ALLOWED_UPLOAD_EXTENSIONS })).toEqual({
      accepted: [],
      refusal: { key: 'files.singleOnly' },
    });
    expect(admit(0, two, { multiple: true, requiredExtension: null, maxMb: 120, allowedExtensions: ALLOWED_UPLOAD_EXTENSIONS }).accepted).toHaveLength(2);
  });

  it("admit refuses an extension outside the field's allowed list (dwg in the expert form, contract §2.3)", () => {
    const dwg = [{ kind: 'device' as const, file: { name: 'plano.dwg', size: 1 } }];
    const options = { multiple: true, requiredExtension: null, maxMb: 120 };
    expect(admit(0, dwg, { ...options, allowedExtensions: ALLOWED_UPLOAD_EXTENSIONS }).accepted).toHaveLength(1);
    expect(admit(0, dwg, { ...options, allowedExtensions: EXPERT_FORM_UPLOAD_EXTENSIONS })).toEqual({ accepted: [], refusal: { key: 'files.notAllowed' } });
  });
});
