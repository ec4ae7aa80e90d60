/**
 * Reading a message's array form (message.ts) back into a value. Total: a wrong label or a value
 * of the wrong type gives an error naming the field, never a throw into the page. Elements past
 * the last known field are ignored, so a provider that added fields still decodes (its own client
 * ignores them the same way). `[]`, the form of an absent nested message, reads as absent.
 */
import type { Fields, Message, MessageSpec, Value } from './message';

/** What decoding gives: the value, or the first problem found, named by its path. */
export type WireResult<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): WireResult<T> => ({ ok: true, value });

/** What an unexpected value is, for an error line (never the value itself: it may be long or private). */
function kindOf(raw: unknown): string {
  if (raw === null || raw === undefined) return raw === null ? 'null' : 'nothing';
  if (typeof raw === 'object') return Array.isArray(raw) ? 'an array' : 'an object';
  return `a ${typeof raw}`;
}

const wrong = (path: string, expected: string, raw: unknown): WireResult<never> => ({
  ok: false,
  error: `${path}: expected ${expected}, got ${kindOf(raw)}`,
});

function read(shape: Fields[string], raw: unknown, withLabels: boolean, path: string): WireResult<unknown> {
  switch (shape.kind) {
    case 'message':
      return raw == null || (Array.isArray(raw) && raw.length === 0) ? ok(null) : decode(shape.message(), raw, withLabels, path);
    case 'messages': {
      if (raw == null) return ok([]);
      if (!Array.isArray(raw)) return wrong(path, 'an array of messages', raw);
      const items: unknown[] = [];
      for (const [index, item] of (raw as unknown[]).entries()) {
        const decoded = decode(shape.message(), item, withLabels, `${path}[${index}]`);
        if (!decoded.ok) return decoded;
        items.push(decoded.value);
      }
      return ok(items);
    }
    case 'strings':
      if (raw == null) return ok([]);
      return Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? ok([...raw]) : wrong(path, 'an array of strings', raw);
    default:
      return raw == null ? ok(null) : typeof raw === shape.kind ? ok(raw) : wrong(path, `a ${shape.kind}`, raw);
  }
}

function decode(spec: MessageSpec<Fields>, data: unknown, includesLabel: boolean, path: string): WireResult<Record<string, unknown>> {
  if (!Array.isArray(data)) return wrong(path, `the array form of ${spec.label}`, data);
  const items: unknown[] = data;
  if (includesLabel && items[0] !== spec.label) {
    const label = items[0];
    return {
      ok: false,
      error: `${path}: expected the label ${spec.label}, got ${typeof label === 'string' ? JSON.stringify(label) : kindOf(label)}`,
    };
  }
  const value: Record<string, unknown> = {};
  let index = includesLabel ? 1 : 0;
  for (const [name, shape] of Object.entries(spec.fields)) {
    const decoded = read(shape, items[index++], includesLabel, `${path}.${name}`);
    if (!decoded.ok) return decoded;
    value[name] = decoded.value;
  }
  return ok(value);
}

/** A message value from its array form, led by its label unless `includesLabel` is false. */
export function fromArray<F extends Fields>(message: Message<F>, data: unknown, includesLabel = true): WireResult<Value<F>> {
  const spec = message();
  // Every field of F was read with the type its kind gives.
  return decode(spec, data, includesLabel, spec.label) as WireResult<Value<F>>;
}
