import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, deviceFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { validateDeviceName } from "../model/use-rename-form";
import { RenameDeviceDialog } from "./rename-device-dialog";

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
    const api = mockApi({ "/device/edit": ({ sn, name }) => deviceFixture({ sn, name: name ?? "" }) });
    const onClose = vi.fn();
    await renderWithProviders(<RenameDeviceDialog device={{ sn: "SN-A", name: "Old" }} onClose={onClose} />);
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
