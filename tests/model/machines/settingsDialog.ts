/**
 * Behaviour shared by the settings dialogs 'Cambiar contraseña' and 'Cambiar Correo Principal'
 * (spec 001 §2.7 Mi configuración, §8 "Password or e-mail change failure"): opening the dialog
 * starts empty (what was typed, the field messages and the last failure are gone), and a new submit after a failure no
 * longer shows that failure while it sends. Each chart's test file registers these with its chart.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { networkError } from './fixtures';

export interface SettingsDialogCase {
  /** The dialog's name in the test titles. */
  name: string;
  /** The chart (loaded by the test file through loadChart). */
  machine: AnyStateMachine;
  /** The named IO actor the dialog calls (replaced here by one that fails). */
  actor: string;
  /** A valid form: field → typed value. */
  values: Record<string, string>;
  /** The chart's context beyond the form (e.g. the e-mail change's `unchecked: null`, issue 25). */
  extraContext?: Record<string, unknown>;
}

/** Registers the shared behaviour tests of one settings dialog. */
export function describeSettingsDialog(c: SettingsDialogCase): void {
  const empty = Object.fromEntries(Object.keys(c.values).map((field) => [field, '']));

  /** The dialog open, the valid form typed and submitted, the call failed (network). */
  async function failedOnce() {
    const sent: unknown[] = [];
    const machine = c.machine.provide({
      actors: {
        [c.actor]: fromPromise(async ({ input }) => {
          sent.push(input);
          throw networkError;
        }),
      },
      actions: { notifySuccess: () => {}, logout: () => {} },
    } as never);
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open' });
    for (const [field, value] of Object.entries(c.values)) actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 2000 });
    expect(actor.getSnapshot().context.notice).toBe('settings.changeFailed');
    return { actor, sent };
  }

  describe(`${c.name} dialog (spec 001 §2.7, §8)`, () => {
    it('reopened after closing, it starts empty: no typed value, no error, no failure notice', async () => {
      const { actor } = await failedOnce();
      actor.send({ type: 'dialog.close' });
      expect(actor.getSnapshot().value).toBe('closed');
      actor.send({ type: 'dialog.open' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toEqual({ values: empty, notice: null, ...c.extraContext });
      // What is typed and the field messages live in the dialog's form (the child `form`, accountForm.machine.ts).
      const form = (actor.getSnapshot().children as Record<string, { getSnapshot(): { context: unknown } } | undefined>).form;
      expect(form?.getSnapshot().context).toMatchObject({ values: empty, errors: {} });
    });

    it('a new submit after a failure sends again and no longer shows the failure while it sends', async () => {
      const { actor, sent } = await failedOnce();
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(actor.getSnapshot().context.notice).toBeNull();
      expect(sent).toHaveLength(2);
    });
  });
}
