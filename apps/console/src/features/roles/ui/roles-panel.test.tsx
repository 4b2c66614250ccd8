import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { RolesPanel } from "./roles-panel";

const roles = [
  { roleId: "r-ord", roleName: "Ordinary user", builtIn: true, marker: null, codes: ["vms_live", "vms_device_qry"], userCount: 3 },
  { roleId: "r-watch", roleName: "Watchers", builtIn: false, marker: null, codes: ["vms_live", "vms_device_qry"], userCount: 1 },
];
const moduleList = [
  { module: "video", resCodes: ["vms_live"] },
  { module: "device", resCodes: ["vms_device_qry", "vms_site_qry"] },
];

async function renderPanel(extra: Parameters<typeof mockApi>[0] = {}) {
  sessionStore.signIn(loginResultFixture());
  const api = mockApi({ "/role/list": () => ({ list: roles }), "/func-res/list": () => ({ roleAuthList: [], moduleList }), ...extra });
  await renderWithProviders(<RolesPanel canManage />);
  await screen.findByTestId("role-row-Watchers");
  return api;
}

describe("roles (spec §6)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
  });

  it("§6: a built-in role opens read-only; its matrix is grouped by module", async () => {
    await renderPanel();
    await userEvent.click(within(screen.getByTestId("role-row-Ordinary user")).getByRole("button", { name: "View Ordinary user" }));
    expect(await screen.findByRole("group", { name: "Devices and sites" })).toBeInTheDocument();
    expect(screen.getByTestId("role-code-vms_device_qry")).toBeDisabled();
    expect(screen.queryByTestId("role-save")).not.toBeInTheDocument();
  });

  it("§6: editing a custom role sends its remaining codes", async () => {
    const api = await renderPanel({ "/role/edit": () => ({}) });
    await userEvent.click(within(screen.getByTestId("role-row-Watchers")).getByTestId("role-edit"));
    await userEvent.click(await screen.findByTestId("role-code-vms_device_qry"));
    await userEvent.click(screen.getByTestId("role-save"));
    await expect.poll(() => callsTo(api, "/role/edit")).toEqual([{ roleId: "r-watch", roleName: "Watchers", codes: ["vms_live"] }]);
  });

  it("§8: deleting a role in use (33555, toasted by the client) keeps the role listed", async () => {
    const api = await renderPanel({
      "/role/delete": () => {
        throw new ApiError(Code.ROLE_IN_USE);
      },
    });
    await userEvent.click(within(screen.getByTestId("role-row-Watchers")).getByTestId("role-delete"));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete the role Watchers?" })).getByRole("button", { name: "Delete" }));
    await expect.poll(() => callsTo(api, "/role/delete")).toEqual([{ roleId: "r-watch" }]);
    expect(callsTo(api, "/role/list")).toHaveLength(1);
    expect(screen.getByTestId("role-row-Watchers")).toBeInTheDocument();
  });

  it("issue 28: deleting a role asks first; Cancel sends nothing, Delete deletes it and says so", async () => {
    notifier.getSnapshot().forEach((toast) => notifier.dismiss(toast.id));
    const api = await renderPanel({ "/role/delete": () => ({}) });
    await userEvent.click(within(screen.getByTestId("role-row-Watchers")).getByTestId("role-delete"));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete the role Watchers?" })).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(api, "/role/delete")).toEqual([]);

    await userEvent.click(within(screen.getByTestId("role-row-Watchers")).getByTestId("role-delete"));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete the role Watchers?" })).getByRole("button", { name: "Delete" }));
    await expect.poll(() => callsTo(api, "/role/delete")).toEqual([{ roleId: "r-watch" }]);
    await waitFor(() => expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ severity: "success", message: expect.objectContaining({ message: "The role {roleName} was deleted.", values: { roleName: "Watchers" } }) })]));
  });
});
