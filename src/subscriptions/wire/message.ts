/**
 * The provider's message format: a message travels as an array of its field values in field
 * order, optionally led by its label (the provider's client calls this the array form,
 * `toArray(includeLabel)` / `new Message(data, includesLabel)`). A message is declared once, as
 * data: its label and its fields (api-messages.ts), built on first use like every schema of the
 * bundle (`lazy`), so a page that sends none runs none of this. Encoding here and decoding
 * (decode.ts) are generic: adding a message adds no code, and a page bundles the decoder only if
 * it decodes.
 *
 * The form, as the provider's client writes it, and so as this writes it byte for byte:
 * - an absent scalar is `null`; booleans, numbers and strings are themselves;
 * - an enum is its number;
 * - a nested message is its own array form, with a label exactly when the outer one has one;
 *   an absent nested message is `[]`;
 * - a repeated field is an array (empty when absent).
 */

type Kind = 'string' | 'boolean' | 'number' | 'strings';

/** A field's wire kind; nested messages name their message. */
type FieldShape = { readonly kind: Kind } | { readonly kind: 'message' | 'messages'; readonly message: Message<Fields> };

/**
 * One field. `Out` is what decoding gives (absent is null, or [] for repeated fields), `In` what
 * encoding takes; they exist for TypeScript only, the wire needs just the kind.
 */
export type Field<Out, In> = FieldShape & { readonly types?: (input: In) => Out };

/** A message's fields, in wire order (object keys keep the order they were written in). */
export type Fields = Record<string, FieldShape & { readonly types?: (input: never) => unknown }>;

export interface MessageSpec<F extends Fields> {
  readonly label: string;
  readonly fields: F;
}

/** A message as code refers to it: its spec, built on first use (`lazy(() => defineMessage(…))`). */
export type Message<F extends Fields> = () => MessageSpec<F>;

type OutOf<F> = F extends { readonly types?: (input: never) => infer Out } ? Out : never;
type InOf<F> = F extends { readonly types?: (input: infer In) => unknown } ? In : never;

/** A decoded message: every field, absent ones as null (repeated ones as []). */
export type Value<F extends Fields> = { [K in keyof F]: OutOf<F[K]> };
/** A message to encode: fields left out are absent, as the provider client's unset fields are. */
export type Input<F extends Fields> = { [K in keyof F]?: InOf<F[K]> };

/** A message's decoded value type: `ValueOf<typeof EntitlementJwt>`. */
export type ValueOf<M> = M extends Message<infer F> ? Value<F> : never;
/** A message's input type: `InputOf<typeof EntitlementsRequest>`. */
export type InputOf<M> = M extends Message<infer F> ? Input<F> : never;

/*
 * Field kinds, for declaring messages. Separate names rather than one object of kinds, so that a
 * message no page uses leaves nothing behind in the bundle.
 */
export const str: Field<string | null, string | null> = { kind: 'string' };
export const bool: Field<boolean | null, boolean | null> = { kind: 'boolean' };
export const num: Field<number | null, number | null> = { kind: 'number' };
export const strList: Field<string[], readonly string[]> = { kind: 'strings' };

/**
 * An enum's number. The type names the values this client knows; decoding keeps a number the
 * provider added later as it came (its own client does the same), so a switch over one needs a default.
 */
export function enumOf<E extends number>(): Field<E | null, E | null> {
  return { kind: 'number' };
}

/** A nested message. */
export function msg<F extends Fields>(message: Message<F>): Field<Value<F> | null, Input<F> | null> {
  return { kind: 'message', message };
}

/** A repeated nested message. */
export function msgList<F extends Fields>(message: Message<F>): Field<Value<F>[], readonly Input<F>[]> {
  return { kind: 'messages', message };
}

/** Declares a message: its label and its fields in the provider's field order. */
export function defineMessage<F extends Fields>(label: string, fields: F): MessageSpec<F> {
  return { label, fields };
}

function write(shape: FieldShape, value: unknown, withLabels: boolean): unknown {
  switch (shape.kind) {
    case 'message':
      return value == null ? [] : encode(shape.message(), value, withLabels);
    case 'messages':
      return Array.isArray(value) ? value.map((item: unknown) => encode(shape.message(), item, withLabels)) : [];
    case 'strings':
      return value ?? [];
    default:
      return value ?? null;
  }
}

function encode(spec: MessageSpec<Fields>, value: unknown, includeLabel: boolean): unknown[] {
  // A message value is an object of its fields: toArray's signature checked it against the spec.
  const values = value as Partial<Record<string, unknown>>;
  const array = Object.entries(spec.fields).map(([name, shape]) => write(shape, values[name], includeLabel));
  return includeLabel ? [spec.label, ...array] : array;
}

/** The array form of a message value, led by its label unless `includeLabel` is false. */
export function toArray<F extends Fields>(message: Message<F>, value: Input<F>, includeLabel = true): unknown[] {
  return encode(message(), value, includeLabel);
}
