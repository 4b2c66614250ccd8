import { describe, expect, it } from "vitest";
import { licenceActions } from "./licence-actions";

const row = (buttonList: number[], chlNum = 8, durationType = 2) => ({ buttonList, chlNum, durationType });

describe("licence buttons (spec §4 buttons 1–5)", () => {
  it("§4: each button keeps the server's order and opens the purchase page prefilled", () => {
    expect(licenceActions(row([2, 4])).map((a) => [a.button, a.intent])).toEqual([
      [2, { chlNum: 8, durationType: 2 }],
      [4, { chlNum: 8 }],
    ]);
    expect(licenceActions(row([1]))[0]).toMatchObject({ button: 1, intent: {} });
    expect(licenceActions(row([3, 5])).map((a) => a.intent)).toEqual([
      { chlNum: 8, durationType: 2 },
      { chlNum: 8, durationType: 2 },
    ]);
  });

  it("§4: labels are buy now, extend, renew now, upgrade now, buy again", () => {
    expect(licenceActions(row([1, 2, 3, 4, 5])).map((a) => a.label.message)).toEqual(["Buy now", "Extend", "Renew now", "Upgrade now", "Buy again"]);
  });

  it("§4: unknown and repeated buttons are skipped; a free-tier term (0) is not carried", () => {
    expect(licenceActions(row([0, 6, 2, 2])).map((a) => a.button)).toEqual([2]);
    expect(licenceActions(row([5], 4, 0))[0]!.intent).toEqual({ chlNum: 4 });
  });
});
