import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Archive, ArchiveShare } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, renderWithProviders } from "@/shared/testing";
import { ShareArchiveDialog } from "./share-archive-dialog";

const archive = { archiveId: "a1", title: "Door" } as Archive;
const share = (shareId: string, hasAccessCode: boolean, allowDownload: boolean): ArchiveShare => ({
  shareId, createTime: 0, expiresAt: Date.UTC(2026, 11, 3), allowDownload, hasAccessCode, status: "active", createdBy: "Ann", views: 2, downloads: 0,
});

// Issue 28 "Behaving": the dialog did not show which links have a code or allow download, and a
// custom validity the server refuses (spec §9: 60 s to 30 days, 31111) was sent without a word.
describe("share dialog", { timeout: 60_000 }, () => {
  it("issue 28: each link says whether it has an access code and allows download", async () => {
    mockApi({ "/archives/share/get": () => ({ list: [share("s1", true, false), share("s2", false, true)] }) });
    await renderWithProviders(<ShareArchiveDialog archive={archive} onClose={() => undefined} />);
    const links = await screen.findAllByTestId("share-link");
    expect(links[0]).toHaveTextContent("Access code · View only");
    expect(links[1]).toHaveTextContent("No access code · Download allowed");
  });

  it("issue 28 §9: a custom validity outside 1 minute to 30 days is refused in the field, with the range", async () => {
    const api = mockApi({
      "/archives/share/get": () => ({ list: [] }),
      "/archives/share": (data) => ({ share: share("s3", false, data.allowDownload ?? true), token: "t", path: "/archives-share/t" }),
    });
    await renderWithProviders(<ShareArchiveDialog archive={archive} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Valid for" }));
    await userEvent.click(await screen.findByRole("option", { name: "Custom" }));
    const hours = screen.getByRole("spinbutton", { name: "Hours" });
    await userEvent.clear(hours);
    await userEvent.type(hours, "721");
    expect(screen.getByText("From 1 minute (0.02 hours) to 30 days (720 hours).")).toBeInTheDocument();
    expect(hours).toHaveAttribute("aria-invalid", "true");
    const create = screen.getByRole("button", { name: "Create link" });
    expect(create).toBeDisabled();
    await userEvent.clear(hours);
    await userEvent.type(hours, "720");
    expect(hours).toHaveAttribute("aria-invalid", "false");
    await userEvent.click(create);
    await waitFor(() => expect(callsTo(api, "/archives/share")).toEqual([expect.objectContaining({ validitySec: 720 * 3600 })]));
    expect(within(screen.getByRole("dialog")).getByRole("textbox", { name: "Share link" })).toHaveValue(`${window.location.origin}/archives-share/t`);
  });
});
