/** Whether a page's part is meant for the client's arguments (browser-safe; the host and the tests use it). */
import type { ArgCondition } from './page-types';

/** An argument by name, or by path into the arguments (`swg.skuId`). */
const argOf = (args: unknown, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined), args);

export function conditionHolds(condition: ArgCondition | undefined, args: unknown): boolean {
  if (condition === undefined) return true;
  const value = argOf(args, condition.arg);
  if ('is' in condition) return value === condition.is;
  if ('isNot' in condition) return value !== condition.isNot;
  return !Array.isArray(value) || value.includes(condition.allows);
}
