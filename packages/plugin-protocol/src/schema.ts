// A small field-schema language for command parameters. It gives both the runtime checks and, by
// type inference, the TypeScript parameter types, without adding a validation dependency.

/** A text field. */
export interface StringField {
  kind: "string";
  optional?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
}
/** An integer field; `oneOf` restricts it to listed values. */
export interface IntField {
  kind: "int";
  optional?: boolean;
  min?: number;
  max?: number;
  oneOf?: readonly number[];
  default?: number;
}
/** A decimal number field. */
export interface NumberField {
  kind: "number";
  optional?: boolean;
  min?: number;
  max?: number;
  oneOf?: readonly number[];
}
/** A boolean field, written "true"/"false" (and read from "1"/"0" too). */
export interface BoolField {
  kind: "bool";
  optional?: boolean;
}
/** One of a fixed set of words. */
export interface EnumField<V extends string = string> {
  kind: "enum";
  values: readonly V[];
  optional?: boolean;
  default?: V;
}
/** A list, written as repeated `<item>` children. */
export interface ListField<I extends Field = Field> {
  kind: "list";
  of: I;
  optional?: boolean;
  minItems?: number;
  maxItems?: number;
}
/** A nested group of fields. */
export interface ObjectField<S extends Shape = Shape> {
  kind: "object";
  fields: S;
  optional?: boolean;
}

/** Any field. */
export type Field = StringField | IntField | NumberField | BoolField | EnumField | ListField | ObjectField;
/** Named fields: the parameters of a command, the data of a response or an event. */
export type Shape = Readonly<Record<string, Field>>;

/** The TypeScript value of a field. */
export type ValueOf<F> = F extends StringField
  ? string
  : F extends IntField | NumberField
    ? number
    : F extends BoolField
      ? boolean
      : F extends EnumField<infer V>
        ? V
        : F extends ListField<infer I>
          ? ValueOf<I>[]
          : F extends ObjectField<infer S>
            ? ShapeValue<S>
            : never;

type OptionalKeys<S> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type RequiredKeys<S> = Exclude<keyof S, OptionalKeys<S>>;
type Flatten<T> = { [K in keyof T]: T[K] };

/** The object with no fields (commands such as fullScreen): `{}` and nothing else. */
export type EmptyValue = Record<string, never>;

/** The TypeScript object of a shape: optional (and defaulted) fields may be left out. */
export type ShapeValue<S> = [keyof S] extends [never]
  ? EmptyValue
  : Flatten<{ [K in RequiredKeys<S>]: ValueOf<S[K]> } & { [K in OptionalKeys<S>]?: ValueOf<S[K]> }>;

/** Field constructors; the `opt*` helpers (and `opt`) mark a field optional in the inferred type. */
export const f = {
  str: (opts: Omit<StringField, "kind"> = {}): StringField => ({ kind: "string", ...opts }),
  optStr: (opts: Omit<StringField, "kind" | "optional"> = {}) => ({ kind: "string", optional: true, ...opts }) as const,
  int: (opts: Omit<IntField, "kind"> = {}): IntField => ({ kind: "int", ...opts }),
  optInt: (opts: Omit<IntField, "kind" | "optional"> = {}) => ({ kind: "int", optional: true, ...opts }) as const,
  num: (opts: Omit<NumberField, "kind"> = {}): NumberField => ({ kind: "number", ...opts }),
  bool: (): BoolField => ({ kind: "bool" }),
  optBool: () => ({ kind: "bool", optional: true }) as const,
  enum: <const V extends string>(values: readonly V[]): EnumField<V> => ({ kind: "enum", values }),
  optEnum: <const V extends string>(values: readonly V[], defaultValue?: V) =>
    ({ kind: "enum", values, optional: true, ...(defaultValue === undefined ? {} : { default: defaultValue }) }) as EnumField<V> & { optional: true },
  list: <I extends Field>(of: I, opts: Omit<ListField<I>, "kind" | "of"> = {}): ListField<I> => ({ kind: "list", of, ...opts }),
  obj: <S extends Shape>(fields: S): ObjectField<S> => ({ kind: "object", fields }),
  optObj: <S extends Shape>(fields: S) => ({ kind: "object", fields, optional: true }) as ObjectField<S> & { optional: true },
  /** The same field, made optional. */
  opt: <F extends Field>(field: F) => ({ ...field, optional: true }) as F & { optional: true },
};
