import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, deviceFixture, mockApi, renderWithProviders, siteChoiceFixture } from "@/shared/testing";
import { validateDeviceName } from "../model/device-form";
import { EditDeviceDialog } from "./edit-device-dialog";

const sites = { list: [siteChoiceFixture("hq", null, "SITE_ADMIN"), siteChoiceFixture("shop", null, "SITE_ADMIN"), siteChoiceFixture("lab", null, "SITE_VIEWER")] };

describe("device name (spec §5, §9: 0-32 characters, no forbidden characters)", { timeout: 20_000 }, () => {
  it.each(["", "Gate", "x".repeat(32), "门口摄像机"])("accepts %j", (name) => {
    expect(validateDeviceName(name)).toBeUndefined();
  });

  it("refuses more than 32 characters, forbidden characters and blanks only", () => {
    expect(validateDeviceName("x".repeat(33))?.message).toBe("At most 32 characters.");
    for (const ch of `<>&,'"/\\%:#`) expect(validateDeviceName(`a${ch}b`)?.message, ch).toMatch(/Must not contain/);
    expect(validateDeviceName("   ")?.message).toBe("This field cannot be empty.");
  });

  it("§7: the dialog saves through /device/edit and refuses an invalid name", async () => {
    const api = mockApi({ "/site/list/choose": () => sites, "/device/edit": ({ sn, name }) => deviceFixture({ sn, name: name ?? "" }) });
    const onClose = vi.fn();
    await renderWithProviders(<EditDeviceDialog device={{ sn: "SN-A", name: "Old", siteId: "hq" }} onClose={onClose} />);
    const input = screen.getByTestId("rename-name");
    expect(input).toHaveValue("Old");
    expect(screen.getByText("3/32")).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, "Back#door");
    await userEvent.click(screen.getByTestId("rename-submit"));
    expect(await screen.findByText(/Must not contain/)).toBeInTheDocument();
    expect(callsTo(api, "/device/edit")).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, "Back door");
    await userEvent.click(screen.getByTestId("rename-submit"));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api, "/device/edit")).toEqual([{ sn: "SN-A", name: "Back door" }]);
  });
});

describe("moving a device to another site (spec §7 /device/edit siteId)", { timeout: 20_000 }, () => {
  it("§7: the dialog offers the sites the caller administers and sends the chosen one", async () => {
    const api = mockApi({ "/site/list/choose": () => sites, "/device/edit": ({ sn, siteId }) => deviceFixture({ sn, siteId: siteId ?? "hq" }) });
    const onClose = vi.fn();
    await renderWithProviders(<EditDeviceDialog device={{ sn: "SN-A", name: "Gate", siteId: "hq" }} onClose={onClose} />);
    const site = screen.getByRole("combobox", { name: /Site/ });
    await vi.waitFor(() => expect(site).toHaveValue("Site hq"));
    await userEvent.click(site);
    expect(await screen.findByRole("option", { name: "Site lab" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(screen.getByRole("option", { name: "Site shop" }));
    await userEvent.click(screen.getByTestId("rename-submit"));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api, "/device/edit")).toEqual([{ sn: "SN-A", name: "Gate", siteId: "shop" }]);
  });
});
