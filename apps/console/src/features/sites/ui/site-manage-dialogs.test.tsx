import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo } from "@/shared/testing";
import { renderSitePage, sampleTree } from "./sites.test-setup";

const tree = () => ({ total: 5, list: sampleTree() });
const selectRow = (name: string) => userEvent.click(screen.getByRole("button", { name: new RegExp(`^${name}`) }));
const kim = { userId: "u-kim", userName: "Kim", email: "kim@x.test" };
const lee = { userId: "u-lee", userName: "Lee", email: "lee@x.test" };

describe("site dialogs: delete, custom scenes, users (spec §6, §7, §8)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
  });

  it("§7: deletes a leaf after confirmation and selects its parent", async () => {
    const { api } = await renderSitePage({ "/user/site/tree": tree, "/site/delete": () => ({}) });
    await screen.findByTestId("site-tree");
    await selectRow("South wing");
    await userEvent.click(screen.getByTestId("details-delete"));
    const dialog = await screen.findByRole("dialog", { name: "Delete South wing?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(callsTo(api, "/site/delete")).toEqual([{ siteId: "south" }]));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("site-details-name")).toHaveTextContent("HQ");
  });

  it.each([
    [Code.SITE_HAS_SUBSITES, "Delete the sub-sites of this site first."],
    [Code.SITE_HAS_DEVICES, "Delete the devices of this site first."],
  ])("§8: a refused delete (%i) is explained in the dialog, and only there", async (code, text) => {
    const { api } = await renderSitePage({
      "/user/site/tree": tree,
      "/site/delete": () => {
        throw new ApiError(code);
      },
    });
    await userEvent.click(await screen.findByTestId("details-delete"));
    const dialog = await screen.findByRole("dialog", { name: "Delete HQ?" });
    await userEvent.click(within(dialog).getByTestId("confirm-delete-site"));
    expect(await within(dialog).findByTestId("delete-site-error")).toHaveTextContent(text);
    expect(api.mock.calls.find(([path]) => path === "/site/delete")?.[2]).toMatchObject({ hideTip: true });
    expect(notifier.getSnapshot()).toEqual([]);
  });

  it("scene 9: adds a custom scene inline (chosen at once) and shows 33028 when deleting one in use", async () => {
    const scenes = [{ sceneId: "sc-1", name: "Marina", siteCount: 2 }];
    const { api } = await renderSitePage({
      "/user/site/tree": tree,
      "/site/scene/list": [() => ({ list: scenes }), () => ({ list: [...scenes, { sceneId: "sc-2", name: "Harbour", siteCount: 0 }] })],
      "/site/scene/add": ({ name }) => ({ sceneId: "sc-2", name, siteCount: 0 }),
      "/site/scene/delete": () => {
        throw new ApiError(Code.SCENE_IN_USE);
      },
    });
    await userEvent.click(await screen.findByTestId("details-edit"));
    const dialog = await screen.findByRole("dialog", { name: "Edit site" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Scene" }));
    await userEvent.click(await screen.findByRole("option", { name: "Other" }));
    await userEvent.click(within(dialog).getByTestId("new-scene-name"));
    await userEvent.paste("Harbour");
    await userEvent.click(within(dialog).getByTestId("add-scene"));
    await vi.waitFor(() => expect(callsTo(api, "/site/scene/add")).toEqual([{ name: "Harbour" }]));
    await vi.waitFor(() => expect(within(dialog).getByRole("combobox", { name: /Custom scene/ })).toHaveTextContent("Harbour"));

    await userEvent.click(within(dialog).getByRole("combobox", { name: /Custom scene/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Marina" }));
    expect(dialog).toHaveTextContent("Used by 2 site(s).");
    await userEvent.click(within(dialog).getByTestId("delete-scene"));
    expect(await within(dialog).findByTestId("scene-delete-error")).toHaveTextContent("This scene is used by a site and cannot be deleted.");
  });

  it("§5 §6: role choices lower than the parent's are disabled; 33820 from the server is shown inline", async () => {
    const { api } = await renderSitePage({
      "/user/site/tree": tree,
      "/site/users": ({ siteId }) => ({
        list: siteId === "hq" ? [{ ...kim, role: "SITE_VIEWER", inherited: false }] : [{ ...kim, role: "SITE_VIEWER", inherited: true }],
      }),
      "/user/choose": () => ({ list: [kim, lee] }),
      "/site/user/put": () => {
        throw new ApiError(Code.SITE_GRANT_LOWER);
      },
    });
    await screen.findByTestId("site-tree");
    await selectRow("South wing");
    await userEvent.click(await screen.findByTestId("manage-site-users"));
    const dialog = await screen.findByRole("dialog", { name: "Users of South wing" });
    const kimRow = await within(dialog).findByTestId("site-grant-row");
    expect(kimRow).toHaveTextContent("Inherited");

    await userEvent.click(within(kimRow).getByRole("combobox", { name: "Role of Kim" }));
    const listbox = await screen.findByRole("listbox");
    const disabled = within(listbox).getAllByRole("option").map((o) => [o.textContent, o.getAttribute("aria-disabled") === "true"]);
    expect(disabled).toEqual([
      ["Site admin", false],
      ["Site viewer/operator", false],
      ["Live-only viewer", true],
      ["No access", true],
    ]);
    await userEvent.click(within(listbox).getByRole("option", { name: "Site admin" }));

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Add a user" }));
    await userEvent.click(await screen.findByRole("option", { name: /Lee/ }));
    await userEvent.click(within(dialog).getByTestId("save-site-users"));
    await vi.waitFor(() =>
      expect(callsTo(api, "/site/user/put")).toEqual([
        {
          siteId: "south",
          users: [
            { userId: "u-kim", role: "SITE_ADMIN" },
            { userId: "u-lee", role: "SITE_VIEWER" },
          ],
        },
      ]),
    );
    expect(await within(dialog).findByTestId("site-users-error")).toHaveTextContent("A sub-site's permission may not be lower than its parent site's.");
  });
});
