/**
 * Order of the backends' timestamps, `YYYY-MM-DD HH:mm:ss` (contract C3), in the embedded backend.
 *
 * Every such text has its fields at the same places with zero-padded digits, so comparing the texts
 * code unit by code unit orders them in time. `String.prototype.localeCompare` gave the same order
 * but builds an ICU collator on its first call (20-65 ms of main thread while the demo's seed data
 * loaded on the first page; issue 11 "Fast on a cheap phone").
 */

/** Negative when `a` is earlier than `b`, positive when later, 0 when equal (Array#sort order). */
export function compareStamps(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
