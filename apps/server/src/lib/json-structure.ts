/** Deepest nesting of arrays and objects a request body may have, envelope included (docs/api.md). */
export const MAX_JSON_DEPTH = 16;

/** Why a JSON text was refused before it was parsed. */
export type JsonStructureProblem = "depth" | "duplicateKey";

interface Frame {
  keys: Set<string> | null;
  expectKey: boolean;
}

/** True when the quote at `at` is escaped: an odd number of backslashes precedes it. */
function escaped(text: string, at: number): boolean {
  let n = 0;
  while (text.charCodeAt(at - 1 - n) === 0x5c /* \ */) n++;
  return n % 2 === 1;
}

/** The key a string literal (between its quotes) names, or null when its escapes are invalid. */
function keyOf(literal: string): string | null {
  if (!literal.includes("\\")) return literal;
  try {
    return JSON.parse(`"${literal}"`) as string;
  } catch {
    return null;
  }
}

/**
 * One linear pass over a JSON text, before anything parses or walks it: refuses nesting deeper
 * than `maxDepth` (JSON.stringify and zod recurse, so deep data would exhaust the stack) and an
 * object that repeats a key (JSON.parse would keep the last one silently, while a signature or a
 * reviewer may have read the first). Answers null when neither occurs; invalid JSON is left to
 * JSON.parse.
 */
export function jsonStructureProblem(text: string, maxDepth = MAX_JSON_DEPTH): JsonStructureProblem | null {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      const start = i + 1;
      // indexOf, not a loop over every character: a device's event frame is ~300 KB of base64.
      i = text.indexOf('"', start);
      while (i !== -1 && escaped(text, i)) i = text.indexOf('"', i + 1);
      if (i === -1) i = text.length;
      const top = stack.at(-1);
      if (top?.keys && top.expectKey) {
        const key = keyOf(text.slice(start, i));
        if (key !== null) {
          if (top.keys.has(key)) return "duplicateKey";
          top.keys.add(key);
        }
        top.expectKey = false;
      }
    } else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (stack.length >= maxDepth) return "depth";
      stack.push({ keys: ch === 0x7b ? new Set() : null, expectKey: ch === 0x7b });
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      stack.pop();
    } else if (ch === 0x2c /* , */) {
      const top = stack.at(-1);
      if (top?.keys) top.expectKey = true;
    }
  }
  return null;
}
