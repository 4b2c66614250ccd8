import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { ImportRowErrors } from "./import-row-errors";

describe("import row errors (spec §5: every bad row with its number and reason)", () => {
  const result = {
    imported: 0,
    total: 3,
    errors: [
      { row: 3, column: "plateNumber", reason: "plateEmpty" as const },
      { row: 5, column: "color", reason: "color" as const },
    ],
  };

  it("§5: lists each refused row with its column and translated reason, and says nothing was imported", async () => {
    await renderWithProviders(<ImportRowErrors result={result} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Nothing was imported: 2 rows have errors.");
    const rows = screen.getAllByTestId("import-error-row").map((r) => within(r).getAllByRole("cell").map((c) => c.textContent));
    expect(rows).toEqual([
      ["3", "Plate number", "The plate number is empty."],
      ["5", "Colour", "The colour must be 1 to 13."],
    ]);
  });

  it("zh-CN: the same table in Chinese", async () => {
    await renderWithProviders(<ImportRowErrors result={result} />, { locale: "zh-CN" });
    expect(await screen.findByRole("alert")).toHaveTextContent("未导入任何车牌：2 行有错误。");
    expect(screen.getAllByTestId("import-error-row")[0]).toHaveTextContent("车牌号码为空。");
  });
});
