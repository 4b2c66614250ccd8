import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DownloadTask, RequestOf } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDownloadManager } from "@/shared/download-manager";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { DownloadManager } from "./download-manager";

const task = (n: number, status: DownloadTask["status"], progress = 0): DownloadTask => ({
  taskId: `00000000-0000-4000-8000-00000000001${n}`,
  fileName: `Gate_CH${n}_20261124080000_20261124080030.avi`,
  status,
  speed: status === "continue" ? 640 : 0,
  progress,
  createTime: new Date(2026, 10, 24, 9, 0, n).getTime(),
  sn: "N1",
  chlIndex: n,
  startTime: 1,
  endTime: 31,
  type: "device",
  siteName: "Gate",
  chlName: `CH${n}`,
  size: status === "finish" ? 3 * 1024 * 1024 : 0,
  errorCode: status === "startFailed" ? 7066 : 0,
});

const all = [task(1, "continue", 40), task(2, "pause", 10), task(3, "startFailed"), task(4, "finish", 100), task(5, "prepare")];

/** The list answers by the request's status filter, as the server does. */
function listOf(request: RequestOf<"/download-task/list">) {
  const list = request.status ? all.filter((x) => request.status!.includes(x.status)) : all;
  return { total: list.length, list };
}

describe("download task manager drawer (spec §2 Download task manager, §4 Download task)", { timeout: 20_000 }, () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("§2: the top-bar button's badge counts the unfinished tasks and names them", async () => {
    const api = mockApi({ "/download-task/list": listOf });
    await renderWithProviders(<DownloadManager />);
    const button = await screen.findByRole("button", { name: "Downloads (4 unfinished)" });
    // A visible dot, no digits: digits inside the button would have to start its accessible name (WCAG 2.5.3).
    expect(within(button).getByTestId("download-manager-badge").querySelector(".MuiBadge-dot:not(.MuiBadge-invisible)")).not.toBeNull();
    expect(button).toHaveTextContent(/^$/);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(callsTo(api, "/download-task/list")[0]).toEqual({ pageNum: 1, pageSize: 10, status: ["prepare", "continue", "pause", "startFailed"] });
  });

  it("§4: the drawer lists each task with progress, speed and state, and only the actions of its state", async () => {
    mockApi({ "/download-task/list": listOf });
    await renderWithProviders(<DownloadManager />);
    await userEvent.click(await screen.findByRole("button", { name: /^Downloads/ }));
    const drawer = await screen.findByRole("dialog", { name: "Download task manager" });
    const rows = await within(drawer).findAllByTestId("download-task-row", {}, { timeout: 10_000 });
    expect(rows).toHaveLength(5);
    const [downloading, paused, failed, finished, preparing] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(downloading).toHaveTextContent("Downloading");
    expect(downloading).toHaveTextContent("640 kB/s");
    expect(within(downloading).getByRole("progressbar", { name: /Progress of Gate_CH1/ })).toHaveAttribute("aria-valuenow", "40");
    const actions = (row: HTMLElement) => within(row).getAllByRole("button").map((b) => b.textContent);
    expect(actions(downloading)).toEqual(["Pause", "Delete"]);
    expect(actions(preparing)).toEqual(["Pause", "Delete"]);
    expect(actions(paused)).toEqual(["Continue", "Delete"]);
    expect(actions(failed)).toEqual(["Continue", "Restart", "Delete"]);
    expect(actions(finished)).toEqual(["Download", "Delete"]);
    expect(finished).toHaveTextContent("3.0 MB");
  });

  it("§4: the state filter narrows the list and 'delete all' deletes that filter only", async () => {
    const api = mockApi({ "/download-task/list": listOf, "/download-task/delete": () => ({ deleted: 1 }) });
    await renderWithProviders(<DownloadManager />);
    await userEvent.click(await screen.findByRole("button", { name: /^Downloads/ }));
    const drawer = await screen.findByRole("dialog", { name: "Download task manager" });
    await within(drawer).findAllByTestId("download-task-row", {}, { timeout: 10_000 });
    await userEvent.click(within(drawer).getByRole("combobox", { name: "State" }));
    await userEvent.click(await screen.findByRole("option", { name: "Failed" }));
    await vi.waitFor(() => expect(within(drawer).getAllByTestId("download-task-row")).toHaveLength(1));
    await userEvent.click(within(drawer).getByRole("button", { name: "Delete all: Failed" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete all download tasks?" })).getByRole("button", { name: "Delete all" }));
    await vi.waitFor(() => expect(callsTo(api, "/download-task/delete")).toEqual([{ all: true, status: ["startFailed"] }]));
  });

  it("a11y: opens from the keyboard, Esc closes it and focus returns to the button", async () => {
    mockApi({ "/download-task/list": listOf });
    await renderWithProviders(<DownloadManager />);
    const button = await screen.findByRole("button", { name: /^Downloads/ });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const drawer = await screen.findByRole("dialog", { name: "Download task manager" });
    // The lazily loaded body has arrived (a slow import would otherwise race the Esc below).
    await within(drawer).findAllByTestId("download-task-row", {}, { timeout: 10_000 });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button).toHaveFocus();
  });

  it("§7: the shared opener (the create dialog's link) opens the drawer; without a mounted manager it reports false", async () => {
    expect(openDownloadManager()).toBe(false);
    mockApi({ "/download-task/list": listOf });
    await renderWithProviders(<DownloadManager />);
    await screen.findByRole("button", { name: /^Downloads/ });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(openDownloadManager()).toBe(true);
    expect(await screen.findByRole("dialog", { name: "Download task manager" })).toBeInTheDocument();
  });
});
