import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "@vms/api-client";
import { USER_TYPE, type UserType } from "@vms/permissions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, deviceFixture, loginResultFixture, mockApi, renderWithProviders, siteChoiceFixture } from "@/shared/testing";
import { BindDeviceDialog } from "./bind-device-dialog";

const sites = { list: [siteChoiceFixture("hq", null, "SITE_ADMIN"), siteChoiceFixture("shop", null, "SITE_VIEWER")] };

async function openDialog(bind: () => unknown, { userType = USER_TYPE.ADMIN as UserType } = {}) {
  const user = loginResultFixture().user;
  sessionStore.signIn(loginResultFixture({ user: { ...user, type: userType, isAdmin: userType === USER_TYPE.ADMIN ? 1 : 0 } }));
  const onClose = vi.fn();
  const api = mockApi({ "/site/list/choose": () => sites, "/device/bind": bind as never });
  await renderWithProviders(<BindDeviceDialog open initialSiteId="hq" onClose={onClose} />);
  await vi.waitFor(() => expect(screen.getByRole("combobox", { name: /Site/ })).toHaveValue("Site hq"));
  return { api, onClose };
}

async function fill(sn = "N0001", code = "ABCDEFGH", name = "") {
  await userEvent.type(screen.getByTestId("bind-sn"), sn);
  await userEvent.type(screen.getByTestId("bind-securityCode"), code);
  if (name) await userEvent.type(screen.getByTestId("bind-name"), name);
  await userEvent.click(screen.getByTestId("bind-submit"));
}

const rejectWith = (code: number) => () => {
  throw new ApiError(code, "server text");
};

describe("add device dialog (spec §2, §5, §6, §8 device codes)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§7: binds by SN, security code, site and optional name, then closes", async () => {
    const { api, onClose } = await openDialog(() => deviceFixture());
    await fill(" N0001 ", "ABCDEFGH", "Gate");
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api, "/device/bind")).toEqual([{ sn: "N0001", securityCode: "ABCDEFGH", siteId: "hq", name: "Gate" }]);
  });

  it("§5: SN and security code are required; the name obeys the name rules", async () => {
    const { api } = await openDialog(() => deviceFixture());
    await userEvent.type(screen.getByTestId("bind-name"), "a/b");
    await userEvent.click(screen.getByTestId("bind-submit"));
    expect(await screen.findAllByText("This field cannot be empty.")).toHaveLength(2);
    expect(screen.getByText(/Must not contain/)).toBeInTheDocument();
    expect(callsTo(api, "/device/bind")).toEqual([]);
  });

  it.each([
    [33010, "The device has already been added.", "bind-sn"],
    [33016, "The device is bound to another account.", "bind-sn"],
    [7068, "The serial number or security code is wrong.", "bind-securityCode"],
  ])("§8: %i shows its catalogue message on the field and keeps the values", async (code, message, field) => {
    const { onClose } = await openDialog(rejectWith(code));
    await fill("N0001", "ABCDEFGH", "Gate");
    const text = await screen.findByText(message);
    expect(screen.getByTestId(field).closest(".MuiFormControl-root")).toContainElement(text);
    expect(screen.getByTestId("bind-sn")).toHaveValue("N0001");
    expect(screen.getByTestId("bind-securityCode")).toHaveValue("ABCDEFGH");
    expect(screen.getByTestId("bind-name")).toHaveValue("Gate");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("§8: 7062 (device offline) shows above the form", async () => {
    await openDialog(rejectWith(7062));
    await fill();
    expect(await screen.findByTestId("bind-error")).toHaveTextContent("The device is offline.");
  });

  it("§6: an ordinary user binding a viewing station sees why (server answers 5000); no viewing-station hint", async () => {
    await openDialog(rejectWith(5000), { userType: USER_TYPE.NORMAL });
    expect(screen.getByText("Cameras and recorders can be added.")).toBeInTheDocument();
    await fill();
    expect(await screen.findByTestId("bind-error")).toHaveTextContent("Ordinary users cannot add a viewing station.");
  });

  it("§6: administrators get the viewing-station hint and the catalogue message for 5000", async () => {
    await openDialog(rejectWith(5000));
    expect(screen.getByText("Cameras, recorders and viewing stations can be added.")).toBeInTheDocument();
    await fill();
    expect(await screen.findByTestId("bind-error")).toHaveTextContent("You do not have permission for this operation.");
  });

  it("§6: only sites the user administers can be chosen", async () => {
    await openDialog(() => deviceFixture());
    await userEvent.click(screen.getByRole("combobox", { name: /Site/ }));
    expect(await screen.findByRole("option", { name: "Site shop" })).toHaveAttribute("aria-disabled", "true");
  });
});
