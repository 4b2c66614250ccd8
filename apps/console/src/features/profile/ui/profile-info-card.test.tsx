import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, AVATAR_MAX_BYTES, Code, type Profile } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "@/shared/api";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { ProfileInfoCard } from "./profile-info-card";

const fixture = loginResultFixture();
const profile: Profile = { ...fixture.user, userName: "Ada", alias: "", phone: "", createTime: 1, orgAddress: "", orgContact: "" };

async function renderCard() {
  await renderWithProviders(<ProfileInfoCard profile={profile} />);
  const form = screen.getByRole("form", { name: "Personal information" });
  const field = (name: string) => within(form).getByLabelText(name);
  return { form, field };
}

const file = (name: string, size: number, type = "image/png") => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

describe("profile: personal information and avatar (spec §2, §5)", () => {
  beforeEach(() => sessionStore.signIn(fixture));
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
  });

  it("§3: shows the e-mail and organization read only, and the editable fields", async () => {
    const { field } = await renderCard();
    expect(field("E-mail")).toHaveValue("admin@demo.local");
    expect(field("E-mail")).toHaveAttribute("readonly");
    expect(field("Organization")).toHaveValue("Demo Co");
    expect(field("User name")).toHaveValue("Ada");
    expect(screen.getByTestId("save-profile")).toBeDisabled();
  });

  it("§5: an empty name, forbidden characters and a wrong phone are refused before any call", async () => {
    const api = mockApi({});
    const { field } = await renderCard();
    await userEvent.clear(field("User name"));
    await userEvent.type(field("Alias"), "a<b");
    await userEvent.type(field("Phone"), "12ab");
    await userEvent.click(screen.getByTestId("save-profile"));
    expect(await screen.findByText("This field cannot be empty.")).toBeInTheDocument();
    expect(screen.getByText(/^Must not contain/)).toBeInTheDocument();
    expect(screen.getByText("Enter a valid phone number.")).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("§7: saving sends trimmed values, updates the signed-in user and confirms", async () => {
    const api = mockApi({ "/user/profile/update": (data) => ({ ...profile, ...data }) as Profile });
    const { field } = await renderCard();
    await userEvent.clear(field("User name"));
    await userEvent.type(field("User name"), "  Ada Lovelace ");
    await userEvent.type(field("Phone"), "+86 138-0013-8000");
    await userEvent.click(screen.getByTestId("save-profile"));
    await vi.waitFor(() => expect(callsTo(api, "/user/profile/update")).toEqual([{ userName: "Ada Lovelace", alias: "", phone: "+86 138-0013-8000" }]));
    await vi.waitFor(() => expect(sessionStore.get()?.user.userName).toBe("Ada Lovelace"));
    expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ severity: "success", message: expect.objectContaining({ message: "Operation successful." }) })]);
  });

  it("§5: an avatar of another type is refused before uploading", async () => {
    const upload = vi.spyOn(apiClient, "upload");
    await renderCard();
    await userEvent.upload(screen.getByTestId("avatar-input"), file("me.gif", 1000, "image/gif"), { applyAccept: false });
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a PNG, JPG, JPEG or BMP image.");
    expect(upload).not.toHaveBeenCalled();
  });

  it("§5: an avatar of 2 MB or more is refused before uploading", async () => {
    const upload = vi.spyOn(apiClient, "upload");
    await renderCard();
    await userEvent.upload(screen.getByTestId("avatar-input"), file("me.png", AVATAR_MAX_BYTES));
    expect(screen.getByRole("alert")).toHaveTextContent("The image must be smaller than 2 MB.");
    expect(upload).not.toHaveBeenCalled();
  });

  it("§5: a file named .png that is no image gets the avatar-format message, not the generic 7000", async () => {
    vi.spyOn(apiClient, "upload").mockRejectedValue(new ApiError(Code.INVALID_DATA, "", { issues: [{ path: "file", message: "type" }] }));
    await renderCard();
    await userEvent.upload(screen.getByTestId("avatar-input"), file("notes.png", 20, "image/png"));
    await vi.waitFor(() => expect(screen.getByTestId("avatar-hint")).toHaveTextContent("Choose a PNG, JPG, JPEG or BMP image."));
    expect(notifier.getSnapshot()).toEqual([]);
  });

  it("§7: a valid avatar is uploaded as `file` and shown at once", async () => {
    const upload = vi.spyOn(apiClient, "upload").mockResolvedValue({ avatar: "/user/avatar/u-1.png?v=2" } as never);
    await renderCard();
    const chosen = file("me.JPEG", AVATAR_MAX_BYTES - 1, "image/jpeg");
    await userEvent.upload(screen.getByTestId("avatar-input"), chosen);
    expect(upload).toHaveBeenCalledWith("/user/avatar/update", {}, { file: chosen }, { hideTip: true });
    await vi.waitFor(() => expect(sessionStore.get()?.user.avatar).toBe("/user/avatar/u-1.png?v=2"));
    expect(notifier.getSnapshot()).toEqual([expect.objectContaining({ severity: "success" })]);
  });
});
