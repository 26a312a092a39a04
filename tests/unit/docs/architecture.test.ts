// @vitest-environment node
/**
 * Every citation of docs/ARCHITECTURE.md or docs/BUDGETS.md (the budgets' diary, moved out of
 * ARCHITECTURE.md's "Budgets" by issue 29 item 5) in src/, tests/, scripts/, deploy/, the README and
 * the two documents themselves points at something the cited document has:
 * `docs/ARCHITECTURE.md "Name"` and `docs/ARCHITECTURE.md Name` name a section (a heading starting
 * with Name), `"Name: quoted words"` a section and words it contains, and
 * `docs/ARCHITECTURE.md[ Name][:] "quoted words"` words the document contains (whitespace and comment
 * leaders ignored; a trailing "…" marks a truncated quote). The same forms hold for docs/BUDGETS.md.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** One cited document: its headings (levels 2 and 3) and its flattened text. */
interface Doc {
  name: 'ARCHITECTURE' | 'BUDGETS';
  headings: string[];
  body: string;
}

const docs: Doc[] = (['ARCHITECTURE', 'BUDGETS'] as const).map((name) => {
  const text = readFileSync(join(root, `docs/${name}.md`), 'utf8');
  return { name, headings: [...text.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1].trim()), body: flat(text.replace(/`/g, '')) };
});
const [architecture, budgets] = docs as [Doc, Doc];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'generated') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js|md|conf)$/.test(name)) yield path;
  }
}

interface Citation {
  where: string;
  doc: Doc;
  section: string | null;
  quote: string | null;
}

/** The citations of one file's text: comment leaders (` * `, `// `, `# `) removed across line breaks. */
function citationsOf(text: string, where: string): Citation[] {
  const joined = text.replace(/\n\s*(?:\*|\/\/|#)?\s*/g, ' ');
  const found: Citation[] = [];
  for (const m of joined.matchAll(/docs\/(ARCHITECTURE|BUDGETS)\.md(?: ([A-Z][A-Za-z]+))?:? ?(?:"([^"]+)")?/g)) {
    const [, name, word, quoted] = m;
    const doc = name === 'BUDGETS' ? budgets : architecture;
    let section = word ?? null;
    let quote: string | null = null;
    if (quoted !== undefined) {
      if (word) quote = quoted;
      else if (doc.headings.some((h) => h.startsWith(quoted.replace(/…$/, '')))) section = quoted;
      else {
        const colon = quoted.indexOf(': ');
        const head = colon > 0 ? quoted.slice(0, colon) : null;
        if (head && doc.headings.some((h) => h.startsWith(head))) {
          section = head;
          quote = quoted.slice(colon + 2);
        } else quote = quoted;
      }
    }
    if (section || quote) found.push({ where, doc, section, quote });
  }
  return found;
}

const citations = ['src', 'tests', 'scripts', 'deploy'].flatMap((dir) => [...files(join(root, dir))])
  .concat(join(root, 'README.md'), join(root, 'docs/ARCHITECTURE.md'), join(root, 'docs/BUDGETS.md'))
  .filter((path) => !path.endsWith('architecture.test.ts'))
  .flatMap((path) => citationsOf(readFileSync(path, 'utf8'), relative(root, path)));

describe('docs/ARCHITECTURE.md and docs/BUDGETS.md citations', () => {
  it('finds the citations (the scan itself works)', () => {
    expect(citations.length).toBeGreaterThan(40);
    expect(architecture.headings).toEqual(expect.arrayContaining(['Two modes, one contract', 'Layers', 'Machines', 'Tests', 'Budgets', 'No blank page, ever', 'Security']));
    expect(budgets.headings).toEqual(expect.arrayContaining(['Where each budget stands', 'HTTP/2 (issue 24)', 'What keeps the first load within them']));
    expect(citations.filter((c) => c.doc === budgets).length).toBeGreaterThan(3);
  });

  it('every cited section is a heading of the document', () => {
    const missing = citations
      .filter((c) => c.section && !c.doc.headings.some((h) => h.toLowerCase().startsWith(c.section!.replace(/…$/, '').toLowerCase())))
      .map((c) => `${c.where}: docs/${c.doc.name}.md "${c.section}"`);
    expect(missing).toEqual([]);
  });

  it('every quoted passage is in the document', () => {
    const missing = citations
      .filter((c) => c.quote && !c.doc.body.includes(flat(c.quote.replace(/[…]$/, '').replace(/`/g, ''))))
      .map((c) => `${c.where}: docs/${c.doc.name}.md "${c.quote}"`);
    expect(missing).toEqual([]);
  });
});
