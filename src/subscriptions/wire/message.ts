/**
 * The provider's message format: a message travels as an array of its field values in field
 * order, optionally led by its label (the provider's client calls this the array form,
 * `toArray(includeLabel)` / `new Message(data, includesLabel)`). A message is declared once as a
 * list of fields (api-messages.ts); encoding and decoding here are generic, so adding a message
 * adds no code.
 *
 * The form, as the provider's client writes it, and so as this writes it byte for byte:
 * - an absent scalar is `null`; booleans, numbers and strings are themselves;
 * - an enum is its number;
 * - a nested message is its own array form, with a label exactly when the outer one has one;
 *   an absent nested message is `[]`;
 * - a repeated field is an array (empty when absent).
 * Decoding is total: a wrong label or a value of the wrong type gives an error naming the field,
 * never a throw. Elements past the last known field are ignored, so a provider that added fields
 * still decodes (its own client ignores them the same way).
 */

/** What decoding gives: the value, or the first problem found, named by its path. */
export type WireResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * One field: how its value goes into the array form and comes back. `Out` is what decoding
 * gives (absent is null, or [] for repeated fields), `In` what encoding takes. Written as
 * methods, so a field of a narrower type still fits the general `AnyField`.
 */
export interface Field<Out, In> {
  write(value: In | undefined, withLabels: boolean): unknown;
  read(raw: unknown, withLabels: boolean, path: string): WireResult<Out>;
}

type AnyField = Field<unknown, unknown>;
/** A message's fields, in wire order (object keys keep the order they were written in). */
export type Fields = Record<string, AnyField>;

type OutOf<F> = F extends Field<infer Out, infer _In> ? Out : never;
type InOf<F> = F extends Field<infer _Out, infer In> ? In : never;

/** A decoded message: every field, absent ones as null (repeated ones as []). */
export type Value<F extends Fields> = { [K in keyof F]: OutOf<F[K]> };
/** A message to encode: fields left out are absent, as with the provider client's unset fields. */
export type Input<F extends Fields> = { [K in keyof F]?: InOf<F[K]> };

/** A message ready to send, whatever its type: what ports and form bodies take. */
export interface WireMessage {
  readonly label: string;
  toArray(includeLabel?: boolean): unknown[];
}

export interface MessageSpec<F extends Fields> {
  readonly label: string;
  readonly fields: F;
  toArray(value: Input<F>, includeLabel?: boolean): unknown[];
  fromArray(data: unknown, includesLabel?: boolean, path?: string): WireResult<Value<F>>;
  message(value: Input<F>): WireMessage;
}

/** A message's decoded value type: `ValueOf<typeof EntitlementJwt>`. */
export type ValueOf<M> = M extends () => MessageSpec<infer F> ? Value<F> : never;
/** A message's input type: `InputOf<typeof EntitlementsRequest>`. */
export type InputOf<M> = M extends () => MessageSpec<infer F> ? Input<F> : never;

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

function scalar<T>(type: 'string' | 'boolean' | 'number'): Field<T | null, T | null> {
  return {
    write: (value) => value ?? null,
    read: (raw, _withLabels, path) => (raw == null ? ok(null) : typeof raw === type ? ok(raw as T) : wrong(path, `a ${type}`, raw)),
  };
}

/** Field kinds, for declaring messages. Nested messages are referenced lazily (`() => spec`). */
export const field = {
  string: () => scalar<string>('string'),
  boolean: () => scalar<boolean>('boolean'),
  number: () => scalar<number>('number'),
  /**
   * An enum's number. The type names the values this client knows; a number the provider added
   * later is kept as it came (its own client does the same), so a switch over one needs a default.
   */
  enum: <E extends number>() => scalar<E>('number'),
  strings: (): Field<string[], readonly string[]> => ({
    write: (value) => value ?? [],
    read: (raw, _withLabels, path) => {
      if (raw == null) return ok([]);
      if (!Array.isArray(raw) || !raw.every((item) => typeof item === 'string')) return wrong(path, 'an array of strings', raw);
      return ok([...raw] as string[]);
    },
  }),
  message: <F extends Fields>(spec: () => MessageSpec<F>): Field<Value<F> | null, Input<F> | null> => ({
    write: (value, withLabels) => (value == null ? [] : spec().toArray(value, withLabels)),
    // `[]` is how an absent message is written, so it reads back as absent.
    read: (raw, withLabels, path) => (raw == null || (Array.isArray(raw) && raw.length === 0) ? ok(null) : spec().fromArray(raw, withLabels, path)),
  }),
  messages: <F extends Fields>(spec: () => MessageSpec<F>): Field<Value<F>[], readonly Input<F>[]> => ({
    write: (values, withLabels) => (values ?? []).map((value) => spec().toArray(value, withLabels)),
    read: (raw, withLabels, path) => {
      if (raw == null) return ok([]);
      if (!Array.isArray(raw)) return wrong(path, 'an array of messages', raw);
      const items: Value<F>[] = [];
      for (const [index, item] of raw.entries()) {
        const read = spec().fromArray(item, withLabels, `${path}[${index}]`);
        if (!read.ok) return read;
        items.push(read.value);
      }
      return ok(items);
    },
  }),
};

/** Declares a message: its label and its fields in the provider's field order. */
export function defineMessage<F extends Fields>(label: string, fields: F): MessageSpec<F> {
  const entries = Object.entries(fields);

  const toArray = (value: Input<F>, includeLabel = true): unknown[] => {
    const values: Partial<Record<string, unknown>> = value;
    const array = entries.map(([name, kind]) => kind.write(values[name], includeLabel));
    return includeLabel ? [label, ...array] : array;
  };

  const fromArray = (data: unknown, includesLabel = true, path = label): WireResult<Value<F>> => {
    if (!Array.isArray(data)) return wrong(path, `the array form of ${label}`, data);
    if (includesLabel && data[0] !== label) {
      const got: unknown = data[0];
      return { ok: false, error: `${path}: expected the label ${label}, got ${typeof got === 'string' ? JSON.stringify(got) : kindOf(got)}` };
    }
    const value: Record<string, unknown> = {};
    let index = includesLabel ? 1 : 0;
    for (const [name, kind] of entries) {
      const read = kind.read(data[index++], includesLabel, `${path}.${name}`);
      if (!read.ok) return read;
      value[name] = read.value;
    }
    // Every field of F was read above, with the type its kind gives.
    return ok(value as Value<F>);
  };

  return { label, fields, toArray, fromArray, message: (value) => ({ label, toArray: (includeLabel = true) => toArray(value, includeLabel) }) };
}
