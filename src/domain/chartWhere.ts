/**
 * Where a statechart stands, as field data names it (issue 28 item 2; src/domain/telemetry.ts): the
 * chart's id and its state value as text. A module of its own, without imports, so that
 * src/views/app/inspect.ts can use it without pulling the route table into another chunk.
 */

/** The statechart an error happened in: its id and its state value as text ({@link stateText}). */
export interface ChartWhere {
  chart: string;
  state: string;
}

/**
 * A state value as text: `'idle'` → `idle`, `{ ready: 'messages' }` → `ready.messages`, parallel
 * regions joined by `,` (`{ a: 'x', b: { c: 'y' } }` → `a.x,b.c.y`).
 */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, sub]) => {
      const rest = stateText(sub);
      return rest
        ? rest
            .split(',')
            .map((r) => `${key}.${r}`)
            .join(',')
        : key;
    })
    .join(',');
}
