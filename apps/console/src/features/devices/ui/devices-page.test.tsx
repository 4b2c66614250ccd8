import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Device, PushMessage } from "@vms/api-client";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publishPush } from "@/shared/push";
import { sessionStore } from "@/shared/session";
import { callsTo, deviceFixture, loginResultFixture, mockApi, renderWithProviders, siteChoiceFixture } from "@/shared/testing";
import type { DevicesSearch } from "../model/devices-search";
import { DevicesPage } from "./devices-page";

const sites = { list: [siteChoiceFixture("hq", null, "SITE_ADMIN"), siteChoiceFixture("shop", null, "SITE_VIEWER")] };
const deviceA = deviceFixture({ deviceId: 42, sn: "SN-A", name: "Gate NVR", siteId: "hq", status: 1, onlineChlCount: 3, chlCount: 4 });
const deviceB = deviceFixture({ deviceId: 0x1234abcd, sn: "SN-B", name: "Shop camera", devType: 1, siteId: "shop", status: 2, onlineChlCount: 0, chlCount: 1 });
const many = (n: number) => Array.from({ length: n }, (_, i) => deviceFixture({ deviceId: i + 1, sn: `SN-${i + 1}`, siteId: "hq" }));

/** The page with its search held in state, as the route keeps it in the URL. */
function Harness({ initial = {}, onSearch }: { initial?: DevicesSearch; onSearch?: (s: DevicesSearch) => void }) {
  const [search, setSearch] = useState<DevicesSearch>(initial);
  return (
    <DevicesPage
      search={search}
      onSearchChange={(patch) =>
        setSearch((prev) => {
          const next = { ...prev, ...patch };
          onSearch?.(next);
          return next;
        })
      }
      onOpenDevice={() => {}}
    />
  );
}

const statusPush = (sn: string, status: 0 | 1 | 2, onlineChlCount: number): PushMessage => ({
  infoType: "DEVICE_STATUS",
  infoContent: JSON.stringify({ sn, deviceId: 42, status, onlineChlCount, chlCount: 4 }),
  extension: '{"code":200}',
});

const rowOf = (sn: string) => screen.getAllByTestId("device-row").find((row) => row.dataset.sn === sn)!;

describe("asset page (spec §2 /device/index)", { timeout: 20_000 }, () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("§2/§9: shows the columns, the device ID as 8-digit hex in braces, and channels online/total", async () => {
    mockApi({ "/site/list/choose": () => sites, "/device/page": () => ({ total: 2, list: [deviceA, deviceB] }) });
    await renderWithProviders(<Harness />);
    const table = await screen.findByRole("table", { name: "Devices" });
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Device ID", "Name", "SN", "Type", "Model", "Firmware", "Site", "Channels", "Status", "Actions"]);
    await vi.waitFor(() => expect(screen.getAllByTestId("device-row")).toHaveLength(2));
    expect(within(rowOf("SN-A")).getByTestId("device-id")).toHaveTextContent("{0000002A}");
    expect(within(rowOf("SN-B")).getByTestId("device-id")).toHaveTextContent("{1234ABCD}");
    expect(rowOf("SN-A")).toHaveTextContent("NVR");
    expect(rowOf("SN-B")).toHaveTextContent("IPC");
    expect(within(rowOf("SN-A")).getByTestId("device-channels")).toHaveTextContent("3/4");
    expect(rowOf("SN-B").querySelector("[data-status]")?.getAttribute("data-status")).toBe("offline");
  });

  it("§3: a device without a name reads 'Unnamed', not a blank cell", async () => {
    const unnamed = deviceFixture({ deviceId: 7, sn: "SN-NONAME", name: "", siteId: "hq" });
    mockApi({ "/site/list/choose": () => sites, "/device/page": () => ({ total: 1, list: [unnamed] }) });
    await renderWithProviders(<Harness />);
    await vi.waitFor(() => expect(within(rowOf("SN-NONAME")).getByTestId("device-unnamed")).toHaveTextContent("Unnamed"));
  });

  it("§1: an organization without sites is told a site comes first, and its administrator where to make one", async () => {
    mockApi({ "/site/list/choose": () => ({ list: [] }), "/device/page": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<Harness />);
    expect(await screen.findByTestId("no-sites-notice")).toHaveTextContent("Create a site first");
    expect(screen.getByRole("link", { name: "Create a site" })).toHaveAttribute("href", "/site/sitelist");
    expect(screen.queryByTestId("add-device")).toBeNull();
  });

  it("§1: a user with no site is told to ask for one; with sites there is no notice", async () => {
    sessionStore.signIn({ ...loginResultFixture(), user: { ...loginResultFixture().user, type: 2, isAdmin: 0, roleMarker: null } });
    mockApi({ "/site/list/choose": () => ({ list: [] }), "/device/page": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<Harness />);
    expect(await screen.findByTestId("no-sites-notice")).toHaveTextContent("Ask your administrator");
    expect(screen.queryByRole("link", { name: "Create a site" })).toBeNull();
  });

  it("§6: rename and unbind only on devices of sites the user administers", async () => {
    mockApi({ "/site/list/choose": () => sites, "/device/page": () => ({ total: 2, list: [deviceA, deviceB] }) });
    await renderWithProviders(<Harness />);
    await vi.waitFor(() => expect(within(rowOf("SN-A")).getByTestId("device-rename")).toBeInTheDocument());
    expect(within(rowOf("SN-B")).queryByTestId("device-rename")).toBeNull();
    expect(within(rowOf("SN-B")).getByTestId("device-open")).toBeInTheDocument();
  });

  it("§4: a DEVICE_STATUS push changes the row's status without a reload", async () => {
    const api = mockApi({ "/site/list/choose": () => sites, "/device/page": () => ({ total: 1, list: [deviceA] }) });
    await renderWithProviders(<Harness />);
    await vi.waitFor(() => expect(rowOf("SN-A").querySelector("[data-status]")?.getAttribute("data-status")).toBe("online"));
    act(() => publishPush(statusPush("SN-A", 2, 0)));
    await vi.waitFor(() => expect(rowOf("SN-A").querySelector("[data-status]")?.getAttribute("data-status")).toBe("offline"));
    expect(within(rowOf("SN-A")).getByTestId("device-channels")).toHaveTextContent("0/4");
    expect(callsTo(api, "/device/page")).toHaveLength(1);
  });

  it("§2: the status filter and the debounced search go to /device/page and back to page 1", async () => {
    const onSearch = vi.fn();
    const api = mockApi({ "/site/list/choose": () => sites, "/device/page": () => ({ total: 1, list: [deviceA] }) });
    await renderWithProviders(<Harness initial={{ page: 3 }} onSearch={onSearch} />);
    await vi.waitFor(() => expect(callsTo(api, "/device/page")[0]).toMatchObject({ pageNum: 3, pageSize: 10, includeSubSites: true }));
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Offline" }));
    await vi.waitFor(() => expect(callsTo(api, "/device/page").at(-1)).toMatchObject({ pageNum: 1, status: 2 }));
    await userEvent.type(screen.getByTestId("filter-search"), "gate");
    await vi.waitFor(() => expect(callsTo(api, "/device/page").at(-1)).toMatchObject({ keyword: "gate", status: 2 }));
    // One request for the whole word: the keystrokes are debounced.
    expect(callsTo(api, "/device/page").filter((c) => c.keyword)).toHaveLength(1);
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ q: "gate", status: "offline", page: undefined }));
  });

  it("§2: the type multi-select filters by several types", async () => {
    const api = mockApi({ "/site/list/choose": () => sites, "/device/page": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<Harness />);
    expect(await screen.findByTestId("devices-empty")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: "Type" }));
    await userEvent.click(await screen.findByRole("option", { name: "NVR" }));
    await userEvent.click(await screen.findByRole("option", { name: "Viewing station" }));
    await vi.waitFor(() => expect(callsTo(api, "/device/page").at(-1)).toMatchObject({ devTypes: [2, 13] }));
  });

  it("§9: pages 10/20/50/100; the previous rows stay while the next page loads", async () => {
    let release: () => void = () => {};
    const api = mockApi({
      "/site/list/choose": () => sites,
      "/device/page": [() => ({ total: 45, list: [deviceA] }), () => new Promise<{ total: number; list: Device[] }>((resolve) => (release = () => resolve({ total: 45, list: [deviceB] })))],
    });
    await renderWithProviders(<Harness />);
    expect(await screen.findByText("1-10 of 45")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await vi.waitFor(() => expect(callsTo(api, "/device/page").at(-1)).toMatchObject({ pageNum: 2 }));
    expect(rowOf("SN-A")).toBeInTheDocument();
    act(() => release());
    await vi.waitFor(() => expect(rowOf("SN-B")).toBeInTheDocument());
    await userEvent.click(screen.getByRole("combobox", { name: /Rows per page/ }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["10", "20", "50", "100"]);
  });

  it("§9: another page scrolls the list back to its top; the first render does not scroll", async () => {
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo;
    mockApi({ "/site/list/choose": () => sites, "/device/page": () => ({ total: 45, list: [deviceA] }) });
    await renderWithProviders(<Harness />);
    expect(await screen.findByText("1-10 of 45")).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  });

  it("§2: at 100 rows per page only the rows in view are mounted", async () => {
    const height = vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(440);
    mockApi({ "/site/list/choose": () => sites, "/device/page": () => ({ total: 10_000, list: many(100) }) });
    await renderWithProviders(<Harness initial={{ size: 100 }} />);
    // The virtualizer (a chunk of its own) has taken over once a spacer row stands for the rows below.
    await vi.waitFor(() => expect(screen.getByTestId("device-rows").querySelector(":scope > tr[aria-hidden]")).not.toBeNull());
    const mounted = screen.getAllByTestId("device-row").length;
    expect(mounted).toBeLessThan(40);
    expect(screen.getAllByTestId("device-row")[0]).toHaveAttribute("data-sn", "SN-1");
    height.mockRestore();
  });
});
