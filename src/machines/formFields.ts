/**
 * Shared pieces of the form statecharts (login, reset, contact, company form, registration).
 */
import { failureOf, type ApiFailure } from '../api/result';

/**
 * The context update of a `field.change` event: the new value, and the field's error cleared
 * (the user is fixing it). Pure; each machine wraps it in its own `assign`.
 * @returns `{ values, errors }` to merge into the context
 */
export function changeField<V extends object, E extends object>(
  context: { values: V; errors: E },
  field: keyof V & keyof E & string,
  value: unknown,
): { values: V; errors: E } {
  const errors = { ...context.errors };
  delete errors[field];
  return { values: { ...context.values, [field]: value }, errors };
}

/** The API failure carried by an actor error event (`xstate.error.actor.*`), if any. */
export function failureOfEvent(event: unknown): ApiFailure | null {
  return failureOf((event as { error?: unknown }).error);
}
