// @vitest-environment node
/**
 * Every citation of docs/ARCHITECTURE.md in src/, tests/, scripts/ and the README points at
 * something the document has: `docs/ARCHITECTURE.md "Name"` and `docs/ARCHITECTURE.md Name`
 * name a section (a heading starting with Name), `"Name: quoted words"` a section and words it
 * contains, and `docs/ARCHITECTURE.md[ Name][:] "quoted words"` words the document contains
 * (whitespace and comment leaders ignored; a trailing "…" marks a truncated quote).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
const headings = [...doc.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]!.trim());
const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const body = flat(doc.replace(/`/g, ''));

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'generated') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js|md)$/.test(name)) yield path;
  }
}

interface Citation {
  where: string;
  section: string | null;
  quote: string | null;
}

/** The citations of one file's text: comment leaders (` * `, `// `) removed across line breaks. */
function citationsOf(text: string, where: string): Citation[] {
  const joined = text.replace(/\n\s*(?:\*|\/\/)?\s*/g, ' ');
  const found: Citation[] = [];
  for (const m of joined.matchAll(/docs\/ARCHITECTURE\.md(?: ([A-Z][A-Za-z]+))?:? ?(?:"([^"]+)")?/g)) {
    const [, word, quoted] = m;
    let section = word ?? null;
    let quote: string | null = null;
    if (quoted !== undefined) {
      if (word) quote = quoted;
      else if (headings.some((h) => h.startsWith(quoted.replace(/…$/, '')))) section = quoted;
      else {
        const colon = quoted.indexOf(': ');
        const head = colon > 0 ? quoted.slice(0, colon) : null;
        if (head && headings.some((h) => h.startsWith(head))) {
          section = head;
          quote = quoted.slice(colon + 2);
        } else quote = quoted;
      }
    }
    if (section || quote) found.push({ where, section, quote });
  }
  return found;
}

const citations = ['src', 'tests', 'scripts'].flatMap((dir) => [...files(join(root, dir))])
  .concat(join(root, 'README.md'))
  .filter((path) => !path.endsWith('architecture.test.ts'))
  .flatMap((path) => citationsOf(readFileSync(path, 'utf8'), relative(root, path)));

describe('docs/ARCHITECTURE.md citations', () => {
  it('finds the citations (the scan itself works)', () => {
    expect(citations.length).toBeGreaterThan(40);
    expect(headings).toEqual(expect.arrayContaining(['Two modes, one contract', 'Layers', 'Machines', 'Tests', 'Budgets', 'No blank page, ever', 'Security']));
  });

  it('every cited section is a heading of the document', () => {
    const missing = citations
      .filter((c) => c.section && !headings.some((h) => h.toLowerCase().startsWith(c.section!.replace(/…$/, '').toLowerCase())))
      .map((c) => `${c.where}: "${c.section}"`);
    expect(missing).toEqual([]);
  });

  it('every quoted passage is in the document', () => {
    const missing = citations
      .filter((c) => c.quote && !body.includes(flat(c.quote.replace(/[…]$/, '').replace(/`/g, ''))))
      .map((c) => `${c.where}: "${c.quote}"`);
    expect(missing).toEqual([]);
  });
});
