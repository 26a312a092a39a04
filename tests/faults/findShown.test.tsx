/**
 * The fault harness's {@link findShown} (tests/faults/harness.tsx): a message a row expects may be in
 * a toast that came and went between two polls of a loaded machine (a success toast lasts 2 s, spec
 * 001 §8); the harness keeps a copy of every toast shown since it armed the fault, and only those.
 */
import { expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { faultMatrix, findShown, markShown } from './harness';
import { notify, Toaster } from '../../src/views/components/Toaster';

// The harness's hooks (the backend, the toast copies, the clean-up), without rows.
faultMatrix([]);

const SENT = 'Mensaje enviado satisfactoriamente';

it('finds a toast that came and went since the mark, never one from before it, nor a text never shown', async () => {
  render(<Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />);
  notify.success(SENT);
  await waitFor(() => expect(screen.getByText(SENT)).toBeTruthy());
  // Gone, as after its 2 s on a machine too loaded for a poll to see it.
  cleanup();
  expect(screen.queryByText(SENT)).toBeNull();
  await findShown(SENT, { timeout: 100 });
  markShown();
  await expect(findShown(SENT, { timeout: 100 })).rejects.toThrow(`"${SENT}" shown`);
  await expect(findShown('Ha ocurrido un error', { timeout: 100 })).rejects.toThrow('"Ha ocurrido un error" shown');
});
