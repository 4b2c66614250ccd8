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

  it("§9: cannot go before the first page or past the last, and names every control", async () => {
    await renderWithProviders(<TablePager total={45} pageNum={1} pageSize={20} onPageNumChange={() => {}} onPageSizeChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Previous page" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next page" }).disabled).toBe(false);
    expect(screen.getByRole("combobox", { name: /Rows per page/ })).toBeTruthy();
    await renderWithProviders(<TablePager total={0} pageNum={1} pageSize={10} onPageNumChange={() => {}} onPageSizeChange={() => {}} />);
    expect(screen.getByText("0-0 of 0")).toBeTruthy();
    expect(screen.getAllByRole<HTMLButtonElement>("button", { name: "Next page" }).at(-1)!.disabled).toBe(true);
  });

  it("keeps the keyboard focus on the pager when the last page disables Next", async () => {
    function Paged() {
      const pager = usePagerState();
      return <TablePager total={25} {...pager} />;
    }
    await renderWithProviders(<Paged />);
    const next = screen.getByRole<HTMLButtonElement>("button", { name: "Next page" });
    next.focus();
    fireEvent.click(next);
    expect(screen.getByText("11-20 of 25")).toBeTruthy();
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect(screen.getByText("21-25 of 25")).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Previous page" }));
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
    expect(screen.getByText("每页行数")).toBeTruthy();
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
