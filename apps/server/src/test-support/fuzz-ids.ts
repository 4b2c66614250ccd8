import { isUuidSchema } from "@vms/api-client";
import fc from "fast-check";
import type { z } from "zod";
import { checksOf, defOf, shapedFor } from "./fuzz-bodies.js";

// Issue 27: bodies for the registry-wide fuzz that aim at one id field of a call at a time. The
// rest of the body is drawn valid (no hostile leaves, times near now), so a call whose id is not
// refused by its schema reaches its handler, and the database, with the malformed id.

/** Field names that hold ids (the contract's test in @vms/api-client reads them the same way). */
const ID_FIELD = /^(?:id|ids|[A-Za-z]*Ids?|recipients)$/;

/** Where an id sits in a request: keys, with "[]" for an array's element. */
export type IdPath = readonly string[];

/** Every id field of a request schema: named like one, or typed as a UUID. */
export function idFields(schema: z.core.$ZodType, path: IdPath = [], out: IdPath[] = [], depth = 0): IdPath[] {
  const def = defOf(schema);
  if (depth > 8) return out;
  const key = [...path].reverse().find((part) => part !== "[]") ?? "";
  switch (def.type) {
    case "object":
      for (const [name, child] of Object.entries(def.shape ?? {})) idFields(child, [...path, name], out, depth + 1);
      break;
    case "array":
      idFields(def.element!, [...path, "[]"], out, depth + 1);
      break;
    case "optional":
    case "default":
    case "nullable":
      idFields(def.innerType!, path, out, depth + 1);
      break;
    case "pipe":
      idFields(def.in!, path, out, depth + 1);
      break;
    case "lazy":
      idFields(def.getter!(), path, out, depth + 1);
      break;
    case "union":
      for (const option of def.options ?? []) idFields(option, path, out, depth + 1);
      break;
    case "string":
      if ((ID_FIELD.test(key) || isUuidSchema(schema)) && !out.some((p) => p.join(".") === path.join("."))) out.push(path);
      break;
  }
  return out;
}

/** Ids that name nothing and cannot be cast to a UUID, or are not even strings. */
export const malformedId: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "", " ", "0", "1", "-1", "abc", "null", "' OR 1=1 --", "%00", "a\u0000b", "../../etc/passwd",
    "00000000-0000-4000-8000-00000000000g", "{00000000-0000-4000-8000-000000000000}", "00000000000040008000000000000000",
    "00000000-0000-4000-8000-000000000000 ", "x".repeat(65), "é".repeat(40),
  ),
  fc.uuid().map((u) => `${u}0`),
  fc.uuid().map((u) => u.slice(1)),
  fc.string({ maxLength: 40 }),
  fc.constantFrom<unknown>(1, 0, -1, 1.5, null, true, [], {}, ["00000000-0000-4000-8000-000000000000"]),
);

const EPOCH_FLOOR = 1e12;
const DAY = 86_400_000;

/** A number for `def`: instants near now (so ranges pass their checks), others as the schema draws them. */
function numberNearNow(def: ReturnType<typeof defOf>): fc.Arbitrary<number> | null {
  const max = checksOf(def).find((c) => c.check === "less_than")?.value;
  if (max === undefined || max < EPOCH_FLOOR) return null;
  const now = Date.now();
  return fc.integer({ min: now - 3 * DAY, max: now + DAY });
}

/** Which leaves of a body are drawn apart: their arbitrary by path (null: drawn as the schema says). */
type Plan = (path: IdPath) => fc.Arbitrary<unknown> | null;

const startsWith = (path: IdPath, prefix: IdPath) => prefix.every((part, i) => path[i] === part);

/**
 * Data of `schema` drawn valid-shaped (no hostile leaves, instants near now), with the leaves of
 * `targets` drawn from `plan`: the containers on their way are always present, arrays hold at least
 * one element.
 */
function drawn(schema: z.core.$ZodType, targets: readonly IdPath[], plan: Plan, known: readonly string[], path: IdPath, depth: number): fc.Arbitrary<unknown> {
  const planned = targets.some((t) => t.length === path.length && startsWith(t, path)) ? plan(path) : null;
  if (planned) return planned;
  const def = defOf(schema);
  const onWay = targets.some((t) => t.length > path.length && startsWith(t, path));
  const next = (inner: z.core.$ZodType, part?: string) => drawn(inner, targets, plan, known, part === undefined ? path : [...path, part], depth + 1);
  if (depth > 8) return fc.constant({});
  switch (def.type) {
    case "object": {
      const shape = def.shape ?? {};
      const kept = (key: string) => targets.some((t) => startsWith(t, [...path, key]));
      const required = Object.keys(shape).filter((key) => kept(key) || !["optional", "default"].includes(defOf(shape[key]!).type));
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, next(value, key)])), { requiredKeys: required });
    }
    case "array": {
      const checks = checksOf(def);
      const min = Math.max(checks.find((c) => c.check === "min_length")?.minimum ?? 0, onWay ? 1 : 0);
      const max = Math.max(min, Math.min(checks.find((c) => c.check === "max_length")?.maximum ?? 3, 3));
      return fc.array(next(def.element!, "[]"), { minLength: min, maxLength: max });
    }
    case "optional":
    case "default":
      return onWay ? next(def.innerType!) : fc.option(next(def.innerType!), { nil: undefined, freq: 3 });
    case "nullable":
      return onWay ? next(def.innerType!) : fc.option(next(def.innerType!), { nil: null, freq: 3 });
    case "union":
      return fc.oneof(...(def.options ?? []).map((option) => next(option)));
    case "pipe":
      return next(def.in!);
    case "lazy":
      return next(def.getter!());
    case "number":
      return numberNearNow(def) ?? shapedFor(schema, known, depth);
    default:
      return shapedFor(schema, known, depth);
  }
}

/** Valid-shaped data of `schema` whose id field at `target` is drawn from `leaf`. */
export function aimedAt(schema: z.core.$ZodType, target: IdPath, leaf: fc.Arbitrary<unknown>, known: readonly string[]): fc.Arbitrary<unknown> {
  return drawn(schema, [target], () => leaf, known, [], 0);
}

/** Valid-shaped data of `schema` with every id field present and drawn from `idAt` (by its path). */
export function withIds(schema: z.core.$ZodType, idAt: (path: IdPath) => fc.Arbitrary<unknown>, known: readonly string[]): fc.Arbitrary<unknown> {
  return drawn(schema, idFields(schema), idAt, known, [], 0);
}
