/**
 * Build-only Vite plugin: removes the `meta` of every state from the statecharts in production bundles.
 *
 * Every state of every chart carries `meta: { spec, shows }` (docs/ARCHITECTURE.md "Tests": the spec
 * section and what the spec says is observable there). The model tests, the path export for QA
 * (`npm run coverage:paths`), the diagrams (`npm run diagrams`) and the inspector (`npm start`) read
 * it; the portal never does at run time (no `getMeta()` in src/views). Shipped, it would cost the
 * first load of /public ~1 KB gzipped per chart it holds (docs/ARCHITECTURE.md "Budgets": 110 KB),
 * so builds drop it: in files under `src/machines/`, after TypeScript is stripped, every object
 * property named `meta` whose value is an object literal is cut out (with its trailing comma).
 * Dev (`npm start`) and Vitest keep it.
 */
import type { Plugin } from 'vite';

/** A node of the ESTree program `this.parse` returns (only what is walked here). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** `meta: { … }` (identifier or string key, not computed, value an object literal). */
function isMetaProperty(node: Node): boolean {
  if (node.type !== 'Property' || node.computed) return false;
  const key = node.key as Node & { name?: string; value?: unknown };
  const value = node.value as Node;
  const named = (key.type === 'Identifier' && key.name === 'meta') || (key.type === 'Literal' && key.value === 'meta');
  return named && value.type === 'ObjectExpression';
}

/** Source ranges [start, end) of every meta property in `program`, outermost only. */
export function metaRanges(program: unknown): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const walk = (node: Node): void => {
    if (isMetaProperty(node)) {
      ranges.push([node.start, node.end]);
      return;
    }
    for (const [k, child] of Object.entries(node)) {
      if (k === 'type' || k === 'start' || k === 'end') continue;
      if (Array.isArray(child)) child.forEach((c) => isNode(c) && walk(c));
      else if (isNode(child)) walk(child);
    }
  };
  if (isNode(program)) walk(program);
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * `code` without the given property ranges, each with the comma that follows it (and the blank after
 * it), so `{ a: 1, meta: {…}, b: 2 }` becomes `{ a: 1, b: 2 }` and `{ a: 1, meta: {…} }` `{ a: 1, }`.
 */
export function cutRanges(code: string, ranges: Array<[number, number]>): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) continue;
    out += code.slice(at, start);
    const rest = /^\s*,\s*/.exec(code.slice(end));
    at = end + (rest ? rest[0].length : 0);
  }
  return out + code.slice(at);
}

/** The plugin (builds only; files under src/machines/ whose text mentions `meta`). */
export function stripChartMeta(): Plugin {
  return {
    name: 'mitur:strip-chart-meta',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/]machines[\\/].*\.ts$/.test(id.split('?')[0]) || !code.includes('meta')) return null;
      const ranges = metaRanges(this.parse(code));
      return ranges.length === 0 ? null : { code: cutRanges(code, ranges), map: null };
    },
  };
}
