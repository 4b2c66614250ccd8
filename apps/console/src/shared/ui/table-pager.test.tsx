import { act, fireEvent, renderHook, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { TablePager, usePagerState } from "./table-pager";

describe("TablePager (spec §9 table page sizes)", () => {
  it("§9: shows the rows of a 1-based page and moves by pages", async () => {
    const onPageNumChange = vi.fn();
    await renderWithProviders(<TablePager total={45} pageNum={2} pageSize={20} onPageNumChange={onPageNumChange} onPageSizeChange={() => {}} />);
    expect(screen.getByText("21-40 of 45")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageNumChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPageNumChange).toHaveBeenLastCalledWith(1);
  });

  it("§9: offers exactly 10, 20, 50 and 100 rows, in Chinese too", async () => {
    const onPageSizeChange = vi.fn();
    await renderWithProviders(<TablePager total={5} pageNum={1} pageSize={10} onPageNumChange={() => {}} onPageSizeChange={onPageSizeChange} />, { locale: "zh-CN" });
    fireEvent.mouseDown(screen.getByRole("combobox"));
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["10", "20", "50", "100"]);
    fireEvent.click(options[2]!);
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(screen.queryByText("Rows per page")).toBeNull();
  });

  it("§9: local pager state starts at page 1 of 10 rows and goes back to page 1 on a new size", () => {
    const { result } = renderHook(() => usePagerState());
    expect(result.current).toMatchObject({ pageNum: 1, pageSize: 10 });
    act(() => result.current.onPageNumChange(4));
    expect(result.current.pageNum).toBe(4);
    act(() => result.current.onPageSizeChange(50));
    expect(result.current).toMatchObject({ pageNum: 1, pageSize: 50 });
  });
});
