// @vitest-environment node
/**
 * The generated API types (src/api/generated/*.ts) must match the OpenAPI documents (openapi/*.yaml):
 * this test regenerates them in memory with scripts/gen-api.ts and fails when any file is stale,
 * missing or orphaned. Fix with `npm run gen:api`. Runs offline (no network, no writes to the repo).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GENERATED_DIR, OPENAPI_DIR, REPO_ROOT, findStaleGenerated, generateOne, headerFor, listApiNames, writeGenerated } from '../../../scripts/gen-api';

const TIMEOUT_MS = 60_000;

describe('generated API types', () => {
  it(
    'are up to date with every openapi/*.yaml (run `npm run gen:api` if this fails)',
    async () => {
      const names = await listApiNames();
      expect(names).toEqual(expect.arrayContaining(['content', 'files', 'identity']));
      const stale = await findStaleGenerated();
      expect(stale.map((file) => `${file.target} (${file.reason})`)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'are deterministic and carry the header, without machine-specific paths',
    async () => {
      const first = await generateOne('identity');
      const second = await generateOne('identity');
      expect(second.content).toBe(first.content);
      expect(first.target).toBe(`${GENERATED_DIR}/identity.ts`);
      expect(first.content.startsWith(headerFor('identity'))).toBe(true);
      expect(first.content).toContain('Generated from openapi/identity.yaml by npm run gen:api. Do not edit.');
      expect(first.content).not.toContain(REPO_ROOT);
      expect(first.content).not.toContain('\r');
      expect(first.content.endsWith('}\n') || first.content.endsWith(';\n')).toBe(true);
    },
    TIMEOUT_MS,
  );
});

describe('freshness check (scripts/gen-api.ts)', () => {
  let root = '';

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gen-api-'));
    await mkdir(path.join(root, OPENAPI_DIR), { recursive: true });
    await copyFile(path.join(REPO_ROOT, OPENAPI_DIR, 'content.yaml'), path.join(root, OPENAPI_DIR, 'content.yaml'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it(
    'reports missing, outdated and orphan files, and writeGenerated fixes them',
    async () => {
      const target = `${GENERATED_DIR}/content.ts`;
      expect(await findStaleGenerated(root)).toEqual([{ target, reason: 'missing' }]);

      expect(await writeGenerated(root)).toEqual({ written: [target], deleted: [] });
      expect(await findStaleGenerated(root)).toEqual([]);
      expect(await writeGenerated(root)).toEqual({ written: [], deleted: [] });

      const file = path.join(root, target);
      await writeFile(file, `${await readFile(file, 'utf8')}// hand edit\n`, 'utf8');
      const orphan = `${GENERATED_DIR}/removed.ts`;
      await writeFile(path.join(root, orphan), 'export {};\n', 'utf8');
      expect(await findStaleGenerated(root)).toEqual([
        { target, reason: 'outdated' },
        { target: orphan, reason: 'orphan' },
      ]);
      // A run restricted to named documents leaves other generated files alone.
      expect(await findStaleGenerated(root, ['content'])).toEqual([{ target, reason: 'outdated' }]);

      expect(await writeGenerated(root)).toEqual({ written: [target], deleted: [orphan] });
      expect(await findStaleGenerated(root)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'reports a changed document as outdated',
    async () => {
      await writeGenerated(root);
      const yamlPath = path.join(root, OPENAPI_DIR, 'content.yaml');
      const yaml = await readFile(yamlPath, 'utf8');
      await writeFile(yamlPath, yaml.replace('summary: Get the home hero image', 'summary: Get the hero image'), 'utf8');
      expect(await findStaleGenerated(root)).toEqual([{ target: `${GENERATED_DIR}/content.ts`, reason: 'outdated' }]);
    },
    TIMEOUT_MS,
  );

  it(
    'picks up every YAML document of the folder, new ones included',
    async () => {
      await copyFile(path.join(REPO_ROOT, OPENAPI_DIR, 'files.yaml'), path.join(root, OPENAPI_DIR, 'files.yaml'));
      expect(await listApiNames(root)).toEqual(['content', 'files']);
      expect((await findStaleGenerated(root)).map((file) => file.target)).toEqual([`${GENERATED_DIR}/content.ts`, `${GENERATED_DIR}/files.ts`]);
    },
    TIMEOUT_MS,
  );
});
