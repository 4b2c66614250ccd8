import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders, siteChoiceFixture as choice } from "@/shared/testing";
import { SitePicker, SITE_PICKER_VIRTUAL_FROM } from "./site-picker";
import { SiteRoleChip } from "./site-role-chip";

const list = [choice("hq", null, "SITE_ADMIN"), choice("north", "hq", "SITE_VIEWER"), choice("depot", "north", "LIVE_ONLY_VIEWER"), choice("branch", null, "SITE_ADMIN")];

async function openPicker(props: Partial<Parameters<typeof SitePicker>[0]> = {}) {
  const onChange = vi.fn();
  await renderWithProviders(<SitePicker value={null} onChange={onChange} label="Site" {...props} />);
  await userEvent.click(screen.getByRole("combobox", { name: "Site" }));
  const listbox = await screen.findByRole("listbox");
  return { onChange, listbox, options: () => within(screen.getByRole("listbox")).getAllByRole("option") };
}

describe("SitePicker (spec §1 site tree, §6 site roles)", { timeout: 20_000 }, () => {
  it("lists the sites in tree order, indented by depth", async () => {
    mockApi({ "/site/list/choose": () => ({ list }) });
    const { options } = await openPicker();
    expect(options().map((o) => o.textContent)).toEqual(["Site hq", "Site north", "Site depot", "Site branch"]);
    const indent = options().map((o) => parseInt(o.style.paddingLeft, 10));
    expect(indent[1]).toBeGreaterThan(indent[0]!);
    expect(indent[2]).toBeGreaterThan(indent[1]!);
    expect(indent[3]).toBe(indent[0]);
  });

  it("§6: sites below minRole are disabled and cannot be chosen", async () => {
    mockApi({ "/site/list/choose": () => ({ list }) });
    const { options, onChange } = await openPicker({ minRole: "SITE_ADMIN" });
    expect(options().map((o) => o.getAttribute("aria-disabled"))).toEqual(["false", "true", "true", "false"]);
    await userEvent.click(screen.getByRole("option", { name: "Site branch" }));
    expect(onChange).toHaveBeenCalledWith("branch");
  });

  it("allowAll offers 'All sites' first, standing for null, and shows it when the value is null", async () => {
    mockApi({ "/site/list/choose": () => ({ list }) });
    const { options, onChange } = await openPicker({ allowAll: true, value: "hq" });
    expect(options()[0]).toHaveTextContent("All sites");
    await userEvent.click(options()[0]!);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("shows the 'all' entry as the value for null, with a custom label", async () => {
    mockApi({ "/site/list/choose": () => ({ list }) });
    await renderWithProviders(<SitePicker value={null} onChange={() => {}} label="Site" allowAll allLabel="Every site" />);
    await vi.waitFor(() => expect(screen.getByRole("combobox", { name: "Site" })).toHaveValue("Every site"));
  });

  it("filters by typed name", async () => {
    mockApi({ "/site/list/choose": () => ({ list }) });
    const { options } = await openPicker();
    await userEvent.type(screen.getByRole("combobox", { name: "Site" }), "dep");
    expect(options().map((o) => o.textContent)).toEqual(["Site depot"]);
  });

  it("until first used it is a plain combobox showing the chosen site; focusing it from the keyboard keeps the list closed, ArrowDown opens it", async () => {
    mockApi({ "/site/list/choose": () => ({ list }) });
    const onChange = vi.fn();
    await renderWithProviders(<SitePicker value="north" onChange={onChange} label="Site" />);
    const closed = screen.getByRole("combobox", { name: "Site" });
    await vi.waitFor(() => expect(closed).toHaveValue("Site north"));
    expect(closed).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    // The searchable field takes the plain one's place, with the focus, and stays closed.
    await vi.waitFor(() => expect(screen.getByRole("combobox", { name: "Site" })).not.toBe(closed));
    const field = screen.getByRole("combobox", { name: "Site" });
    await vi.waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole("listbox")).toBeNull();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await userEvent.click(screen.getByRole("option", { name: "Site branch" }));
    expect(onChange).toHaveBeenCalledWith("branch");
  });

  it("mounts only the options in view when there are many sites", async () => {
    const many = Array.from({ length: SITE_PICKER_VIRTUAL_FROM * 3 }, (_, i) => choice(`s${i}`));
    mockApi({ "/site/list/choose": () => ({ list: many }) });
    // jsdom has no layout: give the listbox a height so the virtualizer has a window to fill.
    vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(360);
    const { listbox, options } = await openPicker();
    expect(listbox).toHaveAttribute("data-virtualized", "true");
    await vi.waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(options().length).toBeLessThan(many.length / 4);
    expect(options()[0]).toHaveTextContent("Site s0");
  });
});

describe("SiteRoleChip", () => {
  it("§6: shows the translated role name", async () => {
    await renderWithProviders(<SiteRoleChip role="LIVE_ONLY_VIEWER" />);
    expect(screen.getByTestId("site-role-chip")).toHaveTextContent("Live-only viewer");
  });
});
