// @vitest-environment node
/**
 * The import-boundary rule of eslint.config.js rejects what docs/ARCHITECTURE.md "Layers" forbids
 * and accepts what it allows. Each case lints a one-line snippet placed (in memory) at a path of a
 * layer with the project's real config; the imported modules are real files, so the resolver
 * classifies them as `npm run lint` does. Expectations are written from the document, not read back
 * from the config.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'boundaries/dependencies';

let eslint: ESLint;
beforeAll(() => {
  // The snippets sit at paths outside tsconfig.json's program: the type-aware rules are switched
  // off for them (they are not what this test is about), the boundary rule runs as configured.
  eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
});

/** The boundary errors of `code` linted as if it were the file at `filePath` (relative to the root). */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: `${root}/${filePath}` });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// A bound for a loaded 2-core machine (the first lint loads the parsers), not a wait.
const BOUND = 120_000;

describe('import boundaries (docs/ARCHITECTURE.md "Layers")', () => {
  const rejected: Array<[string, string, string]> = [
    ['a view imports a function of src/api', 'src/views/pages/catalogue/Fake.tsx', "import { getService } from '../../../api/catalogue';"],
    ['a view imports a type of src/api', 'src/views/pages/catalogue/Fake.tsx', "import type { Service } from '../../../api/catalogue';"],
    [
      'a view imports a wire type of the generated module',
      'src/views/pages/requestService/Fake.tsx',
      "import type { SchemaPrice } from '../../../api/generated/admin';",
    ],
    ['a view component imports the embedded backend', 'src/views/components/Fake.tsx', "import { db } from '../../mocks/db';"],
    ['the app shell imports the embedded backend', 'src/views/app/Fake.ts', "import { db } from '../../mocks/db';"],
    ['domain imports src/api', 'src/domain/fake.ts', "import { getService } from '../api/catalogue';"],
    ['domain imports a type of src/api', 'src/domain/fake.ts', "import type { Service } from '../api/catalogue';"],
    ['domain imports a chart', 'src/domain/fake.ts', "import { resourceMachine } from '../machines/resource.machine';"],
    ['domain imports a view', 'src/domain/fake.ts', "import { App } from '../views/app/App';"],
    ['domain imports the generated module as a value', 'src/domain/fake.ts', "import * as admin from '../api/generated/admin'; void admin;"],
    ['a chart imports a view', 'src/machines/fake.machine.ts', "import { App } from '../views/app/App';"],
    ['a chart imports the embedded backend', 'src/machines/fake.machine.ts', "import { db } from '../mocks/db';"],
    ['src/api imports a chart', 'src/api/fake.ts', "import { resourceMachine } from '../machines/resource.machine';"],
    ['src/api imports the embedded backend', 'src/api/fake.ts', "import { db } from '../mocks/db';"],
    ['the embedded backend imports a view', 'src/mocks/fake.ts', "import { App } from '../views/app/App';"],
  ];
  it.each(rejected)(
    'rejects: %s',
    async (_name, filePath, code) => {
      expect(await boundaryErrors(code, filePath)).toHaveLength(1);
    },
    BOUND,
  );

  const accepted: Array<[string, string, string]> = [
    [
      'a view imports a chart, a domain rule and the messages',
      'src/views/pages/catalogue/Fake.tsx',
      "import { resourceMachine } from '../../../machines/resource.machine';\nimport { isInProcessStatus } from '../../../domain/status';\nimport { t } from '../../../messages/es';",
    ],
    ['a demo page imports the embedded backend', 'src/views/pages/demo/Fake.tsx', "import { db } from '../../../mocks/db';"],
    ['the boot file imports the embedded backend', 'src/main.tsx', "import { db } from './mocks/db';"],
    [
      'domain imports wire types and message keys as types',
      'src/domain/fake.ts',
      "import type { SchemaPrice } from '../api/generated/admin';\nimport type { MessageKey } from '../messages/es';",
    ],
    [
      'a chart imports src/api and domain',
      'src/machines/fake.machine.ts',
      "import { getService } from '../api/catalogue';\nimport { isInProcessStatus } from '../domain/status';",
    ],
    ['a chart imports a wire type as a type', 'src/machines/fake.machine.ts', "import type { SchemaPrice } from '../api/generated/admin';"],
    [
      'src/api imports the generated module and domain',
      'src/api/fake.ts',
      "import type { paths } from './generated/admin';\nimport { isInProcessStatus } from '../domain/status';",
    ],
    [
      'a test imports every layer',
      'tests/unit/fake.test.ts',
      "import { db } from '../../src/mocks/db';\nimport { getService } from '../../src/api/catalogue';\nimport { App } from '../../src/views/app/App';",
    ],
  ];
  it.each(accepted)(
    'accepts: %s',
    async (_name, filePath, code) => {
      expect(await boundaryErrors(code, filePath)).toEqual([]);
    },
    BOUND,
  );
});
