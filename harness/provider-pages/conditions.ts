/** Whether a page's part is meant for the client's arguments (browser-safe; the host and the tests use it). */
import type { ArgCondition } from './page-types';

const argOf = (args: unknown, name: string): unknown => (typeof args === 'object' && args !== null ? (args as Record<string, unknown>)[name] : undefined);

export const conditionHolds = (condition: ArgCondition | undefined, args: unknown): boolean =>
  condition === undefined || ('is' in condition ? argOf(args, condition.arg) === condition.is : argOf(args, condition.arg) !== condition.isNot);
