import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, deviceFixture } from "@/shared/testing";
import { renderSitePage, sampleTree } from "./sites.test-setup";

/** The select button of the tree row named `name`. */
const selectRow = (name: string) => userEvent.click(screen.getByRole("button", { name: new RegExp(`^${name}`) }));
const rowNames = () => screen.getAllByTestId("site-tree-row").map((r) => [within(r).getByTestId("site-tree-name").textContent, r.dataset.level]);

describe("site list page (spec §1 site tree, §2 /site/sitelist)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
  });

  it("§1: shows the tree nested with counts; expand and collapse", async () => {
    await renderSitePage({ "/user/site/tree": () => ({ total: 5, list: sampleTree() }) });
    await screen.findByTestId("site-tree");
    expect(rowNames()).toEqual([
      ["HQ", "0"],
      ["North wing", "1"],
      ["South wing", "1"],
      ["Branch office", "0"],
    ]);
    const hq = screen.getAllByTestId("site-tree-row")[0]!;
    expect(within(hq).getByRole("img", { name: "Devices: 2" })).toBeInTheDocument();
    expect(within(hq).getByRole("img", { name: "Sub-sites: 2" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Expand North wing" }));
    expect(rowNames().map(([name]) => name)).toContain("Depot");
    await userEvent.click(screen.getByRole("button", { name: "Collapse HQ" }));
    expect(rowNames().map(([name]) => name)).toEqual(["HQ", "Branch office"]);
  });

  it("§1: searches by name, keeping the path to each match", async () => {
    await renderSitePage({ "/user/site/tree": () => ({ total: 5, list: sampleTree() }) });
    await userEvent.type(await screen.findByTestId("site-search"), "depot");
    expect(rowNames()).toEqual([
      ["HQ", "0"],
      ["North wing", "1"],
      ["Depot", "2"],
    ]);
    await userEvent.clear(screen.getByTestId("site-search"));
    await userEvent.type(screen.getByTestId("site-search"), "nothing");
    expect(screen.getByTestId("site-search-empty")).toHaveTextContent('No site matches "nothing".');
  });

  it("§3: shows the selected site's details, devices and users (inherited marked)", async () => {
    const api = (
      await renderSitePage({
        "/user/site/tree": () => ({ total: 5, list: sampleTree() }),
        "/device/page": () => ({ total: 1, list: [deviceFixture({ name: "Gate camera", sn: "SN0001", status: 1 })] }),
        "/site/users": ({ siteId }) => ({
          list: siteId === "south" ? [{ userId: "u2", userName: "Kim", email: "kim@x.test", role: "SITE_VIEWER", inherited: true }] : [],
        }),
      })
    ).api;
    expect(await screen.findByTestId("site-details-name")).toHaveTextContent("HQ");
    await selectRow("South wing");
    expect(screen.getByTestId("site-details-name")).toHaveTextContent("South wing");
    expect(screen.getByTestId("site-info-scene")).toHaveTextContent("Park");
    expect(screen.getByTestId("site-info-contact-phone")).toHaveTextContent("+1 555 0100");
    const device = await screen.findByTestId("site-device-row");
    expect(device).toHaveTextContent("Gate camera");
    expect(device).toHaveTextContent("SN0001");
    await vi.waitFor(() => expect(callsTo(api, "/device/page").at(-1)).toMatchObject({ siteId: "south", pageNum: 1 }));
    const user = await screen.findByTestId("site-user-row");
    expect(user).toHaveTextContent("Kim");
    expect(within(user).getByTestId("site-user-inherited")).toHaveTextContent("Inherited");
    expect(within(user).getByTestId("site-role-chip")).toHaveTextContent("Site viewer/operator");
  });

  it("§6: a site viewer sees the tree without any management action", async () => {
    await renderSitePage({ "/user/site/tree": () => ({ total: 5, list: sampleTree("SITE_VIEWER") }) }, { admin: false });
    await screen.findByTestId("site-tree");
    expect(screen.queryByTestId("site-actions")).toBeNull();
    expect(screen.queryByTestId("add-site")).toBeNull();
    expect(screen.queryByTestId("details-edit")).toBeNull();
    expect(screen.queryByTestId("site-users")).toBeNull();
  });

  it("an organization without sites gets a 'Create your first site' call to action", async () => {
    await renderSitePage({ "/user/site/tree": () => ({ total: 0, list: [] }) });
    await userEvent.click(await screen.findByRole("button", { name: "Create your first site" }));
    expect(await screen.findByRole("dialog", { name: "Add site" })).toBeInTheDocument();
  });

  it("an ordinary user without sites is told to ask an administrator", async () => {
    await renderSitePage({ "/user/site/tree": () => ({ total: 0, list: [] }) }, { admin: false });
    expect(await screen.findByTestId("sites-empty")).toHaveTextContent("Ask an administrator");
    expect(screen.queryByRole("button", { name: "Create your first site" })).toBeNull();
  });

  it("mounts only the rows in view for a large tree", async () => {
    vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(440);
    const many = Array.from({ length: 400 }, () => sampleTree()[1]!).map((n, i) => ({ ...n, siteId: `s${i}`, siteName: `Site ${i}` }));
    await renderSitePage({ "/user/site/tree": () => ({ total: many.length, list: many }) });
    const tree = await screen.findByTestId("site-tree");
    expect(tree).toHaveAttribute("data-virtualized", "true");
    await vi.waitFor(() => expect(screen.getAllByTestId("site-tree-row").length).toBeGreaterThan(0));
    expect(screen.getAllByTestId("site-tree-row").length).toBeLessThan(60);
  });
});
