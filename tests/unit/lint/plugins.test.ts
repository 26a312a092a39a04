// @vitest-environment node
/**
 * The lint plugins of issue 29 item 5 run as eslint.config.js says (its header): jsx-a11y on the
 * views, the Vitest rules on the Vitest suites and not on the Playwright ones, and the type-aware
 * typescript-eslint rules through the project service. jsx-a11y 6.10 declares ESLint up to 9 as its
 * peer: a rule that reports here is a rule that runs on the project's ESLint 10. Snippets are linted
 * in memory at paths of each part of the repository with the project's real config.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// A bound for a loaded 2-core machine (the first lint loads the parsers and, for the type-aware
// case, builds the TypeScript program), not a wait.
const BOUND = 300_000;

let syntactic: ESLint;
let typed: ESLint;
beforeAll(() => {
  // Paths outside tsconfig.json's program: without type information (the rules tested there need none).
  syntactic = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
  typed = new ESLint({ cwd: root });
});

/** The rule ids reported for `code` linted as the file at `filePath` (relative to the root). */
async function rules(eslint: ESLint, code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('jsx-a11y on the views', () => {
  it(
    'an image without a text alternative is an error',
    async () => {
      expect(await rules(syntactic, 'export const A = () => <img src="/a.png" />;\n', 'src/views/components/Fake.tsx')).toContain('jsx-a11y/alt-text');
    },
    BOUND,
  );

  it(
    'a list that says role="list" (Safari drops it from an unstyled list) and a focusable scroll region pass',
    async () => {
      const code = 'export const A = () => (\n  <div role="region" aria-label="Tabla" tabIndex={0}>\n    <ul role="list"><li>Uno</li></ul>\n  </div>\n);\n';
      expect(await rules(syntactic, code, 'src/views/components/Fake.tsx')).toEqual([]);
    },
    BOUND,
  );
});

describe('Vitest rules on the Vitest suites only', () => {
  const noAssertion = "import { it } from 'vitest';\nit('hace algo', () => {});\n";

  it(
    'a test without an assertion is an error in tests/unit',
    async () => {
      expect(await rules(syntactic, noAssertion, 'tests/unit/fake.test.ts')).toContain('vitest/expect-expect');
    },
    BOUND,
  );

  it(
    "Vitest's expect(value, message) and the suites' expect* helpers pass",
    async () => {
      const code =
        "import { expect, it } from 'vitest';\nconst expectOk = (v: number) => expect(v, 'el caso').toBe(1);\nit('uno', () => {\n  expectOk(1);\n});\n";
      expect(await rules(syntactic, code, 'tests/unit/fake.test.ts')).toEqual([]);
    },
    BOUND,
  );

  it(
    'the Playwright suites are left to Playwright',
    async () => {
      expect(await rules(syntactic, "import { test } from '@playwright/test';\ntest('hace algo', () => {});\n", 'tests/e2e/fake.spec.ts')).toEqual([]);
    },
    BOUND,
  );
});

describe('type-aware typescript-eslint rules', () => {
  it(
    'a promise left floating and an assertion that changes nothing are errors',
    async () => {
      const code = 'async function save(): Promise<void> {}\nexport function run(text: string): string {\n  save();\n  return text as string;\n}\n';
      // A path of tsconfig.json's program (the project service gives its types); the text is this snippet.
      const found = await rules(typed, code, 'tests/unit/lint/plugins.test.ts');
      expect(found).toEqual(expect.arrayContaining(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-unnecessary-type-assertion']));
    },
    BOUND,
  );
});
