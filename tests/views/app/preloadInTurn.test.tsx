import { describe, expect, it } from 'vitest';
import { preloadInTurn } from '../../../src/views/app/preloadInTurn';

/** A task boundary: a message posted now runs after the messages already queued. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('preloadInTurn (issue 24: a page’s later parts, one per task)', () => {
  it('starts the first part at once and each next one in a later task, in order, each once', async () => {
    const started: string[] = [];
    const part = (name: string) => ({ preload: () => (started.push(name), Promise.resolve()) });
    preloadInTurn([part('claims'), part('messages'), part('payments')]);
    expect(started).toEqual(['claims']);
    for (let i = 0; i < 5; i += 1) await nextTask();
    expect(started).toEqual(['claims', 'messages', 'payments']);
  });

  it('goes on after a part whose load fails, and leaves no rejection unhandled', async () => {
    const started: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      preloadInTurn([
        { preload: () => (started.push('broken'), Promise.reject(new Error('chunk failed'))) },
        { preload: () => (started.push('next'), Promise.resolve()) },
      ]);
      for (let i = 0; i < 5; i += 1) await nextTask();
      expect(started).toEqual(['broken', 'next']);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('does nothing for no parts', async () => {
    expect(() => preloadInTurn([])).not.toThrow();
    await nextTask();
  });
});
