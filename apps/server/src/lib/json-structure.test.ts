import { describe, expect, it } from "vitest";
import { jsonStructureProblem, MAX_JSON_DEPTH } from "./json-structure.js";

const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}1${close.repeat(depth)}`;

describe("jsonStructureProblem", () => {
  it("§3: ordinary envelopes pass", () => {
    expect(jsonStructureProblem('{"basic":{"ver":"1.0","time":1},"data":{"a":[1,{"b":"}]{[,"}],"c":"x\\"y"}}')).toBeNull();
    expect(jsonStructureProblem(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it("§3: nesting deeper than the limit is refused, arrays and objects alike", () => {
    expect(jsonStructureProblem(nested(MAX_JSON_DEPTH + 1))).toBe("depth");
    expect(jsonStructureProblem(`{"data":{"x":${nested(4000, '{"a":', "}")}}}`)).toBe("depth");
  });

  it("§3: brackets inside strings do not count as nesting", () => {
    expect(jsonStructureProblem(`{"a":"${"[".repeat(100)}"}`)).toBeNull();
  });

  it("§3: a repeated key is refused at any level, also when spelled with escapes", () => {
    expect(jsonStructureProblem('{"a":1,"a":2}')).toBe("duplicateKey");
    expect(jsonStructureProblem('{"basic":{},"data":{"x":{"k":1,"\\u006b":2}}}')).toBe("duplicateKey");
    expect(jsonStructureProblem('{"data":{},"data":{}}')).toBe("duplicateKey");
  });

  it("§3: equal keys in different objects and equal string values are not duplicates", () => {
    expect(jsonStructureProblem('{"a":{"a":"a"},"b":[{"a":1},{"a":2}],"c":"a"}')).toBeNull();
  });

  it("§3: a string ends at its first unescaped quote, after any run of escaped backslashes", () => {
    expect(jsonStructureProblem('{"k\\\\":1,"k\\\\":2}')).toBe("duplicateKey");
    expect(jsonStructureProblem('{"a":"\\\\","b":"\\\\\\"]","c":[1]}')).toBeNull();
    expect(jsonStructureProblem(`{"a":"\\\\\\\\",${nested(MAX_JSON_DEPTH)}:1}`)).toBe("depth");
  });

  it("§3: invalid JSON is left to JSON.parse (no throw, linear time)", () => {
    for (const text of ['{"a', "}}}]]]", '{"a":"\\', "[".repeat(5), '{"a":1,,"a"']) expect(() => jsonStructureProblem(text)).not.toThrow();
  });
});
