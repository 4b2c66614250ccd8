import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Archive } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { CreateArchiveDialog } from "..";
import { ArchiveTable } from "./archive-table";

const archive = (n: number, status: Archive["status"], size = 0): Archive => ({
  archiveId: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Door ${n}`,
  createTime: 1,
  startTime: 1_700_000_000,
  endTime: 1_700_000_120,
  siteId: "s1",
  siteName: "Lobby",
  sn: "N1",
  chlIndex: 1,
  chlName: "CH1",
  size,
  archivedBy: "Ann",
  status,
  source: "local",
  errorCode: 0,
});

describe("archives (spec §3 Archive, §5 rights, §9 sizes)", () => {
  beforeEach(() => {
    sessionStore.signIn(loginResultFixture());
    notifier.getSnapshot().forEach((toast) => notifier.dismiss(toast.id));
  });
  afterEach(() => sessionStore.clear());

  it("§9 sizes in MB up to 1 GB, else GB; actions follow the rights", async () => {
    await renderWithProviders(<ArchiveTable rows={[archive(1, "done", 5 * 1024 ** 2), archive(2, "done", 2 * 1024 ** 3), archive(3, "failed")]} loaded rights={["query", "share"]} />);
    const rows = await screen.findAllByTestId("archive-row");
    expect(rows[0]).toHaveTextContent("5.0 MB");
    expect(rows[1]).toHaveTextContent("2.00 GB");
    expect(within(rows[0]!).getByRole("button", { name: "Share Door 1" })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("button", { name: "Delete Door 1" })).toBeNull();
    expect(within(rows[2]!).queryByRole("button", { name: "Retry Door 3" })).toBeNull();
  });

  it("§5 the Archive dialog refuses a forbidden title and creates the archive of the range", async () => {
    const api = mockApi({ "/archives/create": () => archive(1, "copying") });
    await renderWithProviders(<CreateArchiveDialog open onClose={() => undefined} channel={{ sn: "N1", chlIndex: 1, siteName: "Lobby", chlName: "CH1" }} startTime={100} endTime={220} source="cloud" />);
    const title = await screen.findByRole("textbox", { name: "Archive title" });
    await userEvent.clear(title);
    await userEvent.type(title, "a#b");
    expect(screen.getByRole("button", { name: "Archive" })).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, "Gate");
    await userEvent.click(screen.getByRole("button", { name: "Archive" }));
    await expect.poll(() => callsTo(api, "/archives/create").length).toBe(1);
    expect(callsTo(api, "/archives/create")[0]).toMatchObject({ sn: "N1", chlIndex: 1, startTime: 100, endTime: 220, title: "Gate", source: "cloud" });
    // Issue 28: the creation is announced, with a link to the new archive.
    await expect.poll(() => notifier.getSnapshot()).toEqual([
      expect.objectContaining({
        severity: "success",
        message: expect.objectContaining({ message: 'The archive "{created}" was created; it is being copied.', values: { created: "Door 1" } }),
        link: expect.objectContaining({ href: "/archives-details/00000000-0000-4000-8000-000000000001" }),
      }),
    ]);
  });

  it.each([
    ["en-US", "Nothing was recorded in this range."],
    ["zh-CN", /[\u4e00-\u9fff]/],
  ] as const)("issue 28: a failed archive says why in %s; Retry copies it again and says so", async (locale, reason) => {
    const failed = { ...archive(3, "failed"), errorCode: 31112 };
    const api = mockApi({ "/archives/retry": () => ({ ...failed, status: "copying", errorCode: 0 }) });
    await renderWithProviders(<ArchiveTable rows={[failed]} loaded rights={["query", "add"]} />, { locale });
    const row = await screen.findByTestId("archive-row");
    expect(within(row).getByTestId("archive-failure")).toHaveTextContent(reason);
    if (locale !== "en-US") return;
    await userEvent.click(within(row).getByRole("button", { name: "Retry Door 3" }));
    await expect.poll(() => callsTo(api, "/archives/retry")).toEqual([{ archiveId: failed.archiveId }]);
    await expect.poll(() => notifier.getSnapshot()).toEqual([expect.objectContaining({ severity: "success", message: expect.objectContaining({ values: { title: "Door 3" } }) })]);
  });
});
