import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { callsTo, mockApi, renderWithProviders } from "@/shared/testing";
import { PasswordChangeCard } from "./password-change-card";

async function fill(values: { old?: string; next?: string; confirm?: string }) {
  await renderWithProviders(<PasswordChangeCard />);
  const form = screen.getByRole("form", { name: "Change password" });
  const field = (label: string) => within(form).getByLabelText(label);
  if (values.old) await userEvent.type(field("Current password"), values.old);
  if (values.next) await userEvent.type(field("New password"), values.next);
  if (values.confirm) await userEvent.type(field("Confirm new password"), values.confirm);
  await userEvent.click(screen.getByTestId("change-password"));
  return { field };
}

const reject = (code: number) => () => {
  throw new ApiError(code, "server text");
};

describe("change password (spec §5 rules, §8 field errors)", () => {
  afterEach(() => notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id)));

  it("§5: the old password is required and the new one must follow the rules", async () => {
    const api = mockApi({});
    await fill({ next: "short" });
    expect(screen.getByText("This field cannot be empty.")).toBeInTheDocument();
    expect(screen.getAllByText("The password must have 8 to 16 characters.").length).toBeGreaterThan(0);
    expect(api).not.toHaveBeenCalled();
  });

  it("§5: new and confirmation must match", async () => {
    mockApi({});
    const { field } = await fill({ old: "Old-Pass-1", next: "New-Pass-2026", confirm: "New-Pass-2027" });
    expect(field("Confirm new password")).toHaveAccessibleDescription("The passwords do not match.");
  });

  it("§5: the new password must differ from the old one", async () => {
    mockApi({});
    const { field } = await fill({ old: "Same-Pass-1", next: "Same-Pass-1", confirm: "Same-Pass-1" });
    expect(field("New password")).toHaveAccessibleDescription(expect.stringContaining("The new password must differ from the old one."));
  });

  it.each([Code.WRONG_OLD_PASSWORD_2, Code.WRONG_OLD_PASSWORD])("§8: server %i shows 'wrong old password' on the old-password field, no toast", async (code) => {
    mockApi({ "/web/user/password/update": reject(code) });
    const { field } = await fill({ old: "Wrong-Pass-1", next: "New-Pass-2026", confirm: "New-Pass-2026" });
    await vi.waitFor(() => expect(field("Current password")).toHaveAccessibleDescription("The old password is wrong."));
    expect(notifier.getSnapshot()).toEqual([]);
  });

  it("§8: server 20011 shows 'same password' on the new-password field", async () => {
    mockApi({ "/web/user/password/update": reject(Code.SAME_PASSWORD) });
    const { field } = await fill({ old: "Old-Pass-1", next: "New-Pass-2026", confirm: "New-Pass-2026" });
    await vi.waitFor(() => expect(field("New password")).toHaveAccessibleDescription(expect.stringContaining("The new password must differ from the old one.")));
  });

  it("§8: other failures toast by the display rules", async () => {
    mockApi({ "/web/user/password/update": reject(Code.NETWORK_ERROR) });
    await fill({ old: "Old-Pass-1", next: "New-Pass-2026", confirm: "New-Pass-2026" });
    await vi.waitFor(() => expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ message: expect.objectContaining({ id: "error.12344" }) })]));
  });

  it("§7: a valid change is sent, confirmed and the fields are emptied", async () => {
    const api = mockApi({ "/web/user/password/update": () => ({}) });
    const { field } = await fill({ old: "Old-Pass-1", next: "New-Pass-2026", confirm: "New-Pass-2026" });
    await vi.waitFor(() => expect(callsTo(api, "/web/user/password/update")).toEqual([{ oldPassword: "Old-Pass-1", newPassword: "New-Pass-2026" }]));
    await vi.waitFor(() => expect(field("Current password")).toHaveValue(""));
    expect(field("New password")).toHaveValue("");
    expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ severity: "success" })]);
  });
});
