/**
 * The optional `initialFiles` of the file picker (a form step's file field remounts with the files
 * the form kept; spec 001 §2.4 file fields): the machine starts with them and numbers new files after
 * theirs; the view lists them without reporting a change.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { filePickerMachine, type PickedFile } from '../../../src/machines/filePicker.machine';
import { FilePicker } from '../../../src/views/components/FilePicker';

afterEach(cleanup);

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const picked = (id: string, name: string): PickedFile => ({ id, name, sizeMb: 0.001, candidate: { kind: 'device', file: pdf(name) } });

describe('filePicker initialFiles', () => {
  it('machine: starts with the files; new ids continue after the highest one', () => {
    const actor = createActor(filePickerMachine, { input: { multiple: true, initialFiles: [picked('f1', 'a.pdf'), picked('f3', 'b.pdf')] } }).start();
    expect(actor.getSnapshot().context.files.map((f) => f.id)).toEqual(['f1', 'f3']);
    actor.send({ type: 'files.add', files: [pdf('c.pdf')] });
    expect(actor.getSnapshot().context.files.map((f) => `${f.id}:${f.name}`)).toEqual(['f1:a.pdf', 'f3:b.pdf', 'f4:c.pdf']);
    actor.stop();
  });

  it('machine: without initialFiles nothing changes (empty list, ids from f1)', () => {
    const actor = createActor(filePickerMachine, { input: { multiple: true } }).start();
    actor.send({ type: 'files.add', files: [pdf('c.pdf')] });
    expect(actor.getSnapshot().context.files.map((f) => f.id)).toEqual(['f1']);
    actor.stop();
  });

  it('view: lists the initial files, reports only later changes', async () => {
    const changes: PickedFile[][] = [];
    const user = userEvent.setup();
    render(<FilePicker id="doc" label="Documento" multiple initialFiles={[picked('f1', 'a.pdf')]} onChange={(files) => changes.push(files)} />);
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(changes).toEqual([]);
    await user.upload(screen.getByLabelText('Documento'), pdf('b.pdf'));
    expect(changes.at(-1)?.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
