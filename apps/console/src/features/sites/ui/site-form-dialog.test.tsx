import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code, type Site } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, siteNodeFixture } from "@/shared/testing";
import { renderSitePage, sampleTree } from "./sites.test-setup";

const field = (name: string) => screen.getByTestId(`site-field-${name}`);
async function fillForm(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    // Pasting is much faster than typing key by key through MUI's re-renders.
    await userEvent.clear(field(name));
    if (value) await userEvent.paste(value);
  }
}
const complete = { siteName: "Warehouse 7", city: "Springfield", contactPerson: "Pat Lee", contactPhone: "+1 555 0100" };
const asSite = (siteId: string, parentId: string | null): Site => {
  const { role: _role, children: _children, ...site } = siteNodeFixture({ siteId, parentId });
  return site;
};
const openSubSiteForm = async (parent: string) => {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${parent}` }));
  await userEvent.click(await screen.findByTestId("site-action-add"));
  return screen.findByRole("dialog", { name: `Add a sub-site to ${parent}` });
};

describe("site form dialog (spec §3 Site, §5, §8 Sites codes)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
  });

  it("§5: shows field messages and sends nothing while the form is invalid", async () => {
    const { api } = await renderSitePage({ "/user/site/tree": () => ({ total: 5, list: sampleTree() }) });
    await userEvent.click(await screen.findByTestId("add-site"));
    const dialog = await screen.findByRole("dialog", { name: "Add site" });
    await fillForm({ siteName: "Bad/Name", contactPhone: "phone?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(dialog).toHaveTextContent("Must not contain < > & , ' \" / \\ % : #.");
    expect(within(dialog).getAllByText("This field cannot be empty.")).toHaveLength(2);
    expect(dialog).toHaveTextContent("Enter a valid phone number.");
    expect(callsTo(api, "/site/add")).toEqual([]);
  });

  it("§7: adds a top-level site with trimmed values, then selects it", async () => {
    const tree = sampleTree();
    const { api } = await renderSitePage({
      "/user/site/tree": [() => ({ total: 5, list: tree }), () => ({ total: 6, list: [...tree, siteNodeFixture({ siteId: "new", siteName: "Warehouse 7" })] })],
      "/site/add": () => asSite("new", null),
    });
    await userEvent.click(await screen.findByTestId("add-site"));
    await fillForm({ ...complete, siteName: " Warehouse 7 " });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(api, "/site/add")).toEqual([{ ...complete, scene: 1, customSceneId: null, address: "", parentId: null }]);
    expect(screen.getByTestId("site-details-name")).toHaveTextContent("Warehouse 7");
  });

  it.each([
    [Code.SITE_DEPTH_MAX, "The maximum site depth has been reached."],
    [Code.SITE_COUNT_MAX, "The maximum number of sites has been reached."],
  ])("§8: %i is shown in the dialog, only there, and every typed value stays", async (code, text) => {
    const { api } = await renderSitePage({
      "/user/site/tree": () => ({ total: 5, list: sampleTree() }),
      "/site/add": () => {
        throw new ApiError(code);
      },
    });
    await screen.findByTestId("site-tree");
    const dialog = await openSubSiteForm("HQ");
    await fillForm(complete);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByTestId("site-form-error")).toHaveTextContent(text);
    // Once: the call hides the client's toast, and nothing else repeats what the dialog says.
    expect(api.mock.calls.find(([path]) => path === "/site/add")?.[2]).toMatchObject({ hideTip: true });
    expect(notifier.getSnapshot()).toEqual([]);
    expect(field("siteName")).toHaveValue("Warehouse 7");
    expect(field("contactPhone")).toHaveValue("+1 555 0100");
  });

  it("§8: 33823 reads in Chinese with the zh-CN catalogue", async () => {
    await renderSitePage(
      {
        "/user/site/tree": () => ({ total: 5, list: sampleTree() }),
        "/site/add": () => {
          throw new ApiError(Code.SITE_DEPTH_MAX);
        },
      },
      { locale: "zh-CN" },
    );
    await screen.findByTestId("site-tree");
    await userEvent.click(screen.getAllByTestId("site-actions")[0]!);
    await userEvent.click(await screen.findByTestId("site-action-add"));
    await screen.findByTestId("site-form");
    await fillForm(complete);
    await userEvent.click(screen.getByTestId("site-form-save"));
    expect(await screen.findByTestId("site-form-error")).toHaveTextContent("站点层级已达上限。");
  });

  it("§8: 33032 (name taken) is shown under the site name", async () => {
    await renderSitePage({
      "/user/site/tree": () => ({ total: 5, list: sampleTree() }),
      "/site/edit": () => {
        throw new ApiError(Code.SITE_NAME_EXISTS);
      },
    });
    await userEvent.click(await screen.findByTestId("details-edit"));
    const dialog = await screen.findByRole("dialog", { name: "Edit site" });
    expect(field("siteName")).toHaveValue("HQ");
    await fillForm({ siteName: "Branch office" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("A site with this name already exists.")).toBeInTheDocument();
    expect(notifier.getSnapshot()).toEqual([]);
    expect(field("siteName")).toHaveValue("Branch office");
  });

  it("§7: edits a site, sending its id and every field", async () => {
    const { api } = await renderSitePage({
      "/user/site/tree": () => ({ total: 5, list: sampleTree() }),
      "/site/edit": (data) => ({ ...asSite("hq", null), siteName: data.siteName ?? "" }),
    });
    await userEvent.click(await screen.findByTestId("details-edit"));
    await fillForm({ city: "Shelbyville" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(callsTo(api, "/site/edit")).toHaveLength(1));
    expect(callsTo(api, "/site/edit")[0]).toMatchObject({ siteId: "hq", siteName: "HQ", city: "Shelbyville", scene: 1 });
  });
});
