/** Whether a page's part is meant for the client's arguments (browser-safe; the host and the tests use it). */
import type { ArgCondition } from './page-types';

/** An argument by name, or by path into the arguments (`swg.skuId`). */
const argOf = (args: unknown, name: string): unknown =>
  name.split('.').reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined), args);

export const conditionHolds = (condition: ArgCondition | undefined, args: unknown): boolean =>
  condition === undefined || ('is' in condition ? argOf(args, condition.arg) === condition.is : argOf(args, condition.arg) !== condition.isNot);
