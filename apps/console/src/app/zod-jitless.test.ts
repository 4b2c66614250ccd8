import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import "./zod-jitless";

describe("zod without compiled parsers in the console (decision 0005)", () => {
  it("sets zod's own jitless option, through the config object zod reads", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("schemas built afterwards still parse and refuse as before", () => {
    const schema = z.object({ sn: z.string().check(z.minLength(1)), chlIndex: z.number().check(z.int()) });
    expect(schema.parse({ sn: "SN-1", chlIndex: 2, extra: true })).toEqual({ sn: "SN-1", chlIndex: 2 });
    expect(schema.safeParse({ sn: "", chlIndex: 1.5 }).error?.issues.map((i) => i.path.join("."))).toEqual(["sn", "chlIndex"]);
  });
});
