// @vitest-environment node
/**
 * vite.config.ts `resolve.alias` for `use-sync-external-store/shim` (src/useSyncExternalStoreShim.ts):
 * @xstate/react's and wouter's shim imports get React 19's own hook, in the dev server (`npm start`)
 * and in builds. The package's main entry, the alias before, printed "The main
 * 'use-sync-external-store' entry point is not supported" as a console error in development.
 */
import { describe, expect, it, vi } from 'vitest';
import { resolve } from 'node:path';
import * as React from 'react';
import { resolveConfig, type Alias } from 'vite';

const ROOT = resolve(import.meta.dirname, '../../..');

async function aliasesOf(command: 'serve' | 'build', mode: string): Promise<Alias[]> {
  const config = await resolveConfig({ configFile: resolve(ROOT, 'vite.config.ts'), root: ROOT, mode, logLevel: 'silent' }, command);
  return config.resolve.alias;
}

function target(aliases: readonly Alias[], id: string): string | undefined {
  const alias = aliases.find((a) => (typeof a.find === 'string' ? a.find === id : a.find.test(id)));
  return alias ? id.replace(alias.find, alias.replacement) : undefined;
}

describe('use-sync-external-store/shim alias', () => {
  it.each([
    ['serve', 'development'],
    ['build', 'demo'],
    ['build', 'production'],
  ] as const)('%s (%s): the shim and its index.js go to the portal module, the selector to its React 18+ entry', async (command, mode) => {
    const aliases = await aliasesOf(command, mode);
    const shim = resolve(ROOT, 'src/useSyncExternalStoreShim.ts');
    expect(target(aliases, 'use-sync-external-store/shim')).toBe(shim);
    expect(target(aliases, 'use-sync-external-store/shim/index.js')).toBe(shim);
    expect(target(aliases, 'use-sync-external-store/shim/with-selector')).toBe('use-sync-external-store/with-selector.js');
    // The package's own main entry is not aliased (nothing imports it any more).
    expect(target(aliases, 'use-sync-external-store')).toBeUndefined();
  });

  it("is React's own hook, loaded without a console error", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { useSyncExternalStore } = await import('../../../src/useSyncExternalStoreShim');
    expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
