import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildPushMessage, PUSH_INFO_TYPE, type DownloadTask } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publishPush } from "@/shared/push";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { DownloadTaskTable } from "./download-task-table";

const task = (n: number, status: DownloadTask["status"], progress = 0): DownloadTask => ({
  taskId: `00000000-0000-4000-8000-00000000000${n}`,
  fileName: `Lobby_CH${n}_20261124080000_20261124080030.avi`,
  status,
  speed: status === "continue" ? 512 : 0,
  progress,
  createTime: new Date(2026, 10, 24, 9, 0, n).getTime(),
  sn: "N1",
  chlIndex: n,
  startTime: 1,
  endTime: 31,
  type: "device",
  siteName: "Lobby",
  chlName: `CH${n}`,
  size: status === "finish" ? 2 * 1024 * 1024 : 0,
  errorCode: status === "startFailed" ? 7066 : 0,
});

describe("download task manager (spec §3/§4 download task)", { timeout: 20_000 }, () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("issue 28: a failed task says why, in the catalogue's words (en-US and zh-CN); other states say nothing more", async () => {
    const list = { total: 2, list: [task(1, "startFailed"), task(2, "finish", 100)] };
    mockApi({ "/download-task/list": () => list });
    const { unmount } = await renderWithProviders(<DownloadTaskTable label="Download tasks" />);
    expect(await screen.findByTestId("download-task-reason")).toHaveTextContent("The end of the recording has been reached.");
    expect(screen.getAllByTestId("download-task-reason")).toHaveLength(1);
    unmount();
    await renderWithProviders(<DownloadTaskTable label="Download tasks" />, { locale: "zh-CN" });
    const reason = await screen.findByTestId("download-task-reason");
    expect(reason.textContent).not.toMatch(/recording|^$/);
  });

  it("§3: the type column says where each task's recording comes from: Device, Cloud or Cloud archive", async () => {
    mockApi({ "/download-task/list": () => ({ total: 3, list: [task(1, "finish", 100), { ...task(2, "continue", 10), type: "cloud" }, { ...task(3, "prepare"), type: "cloudArchive" }] }) });
    await renderWithProviders(<DownloadTaskTable label="Download tasks" />);
    const table = await screen.findByRole("table", { name: "Download tasks" });
    expect(within(table).getByRole("columnheader", { name: "Type" })).toBeInTheDocument();
    const types = (await within(table).findAllByTestId("download-task-type")).map((cell) => cell.textContent);
    expect(types).toEqual(["Device", "Cloud", "Cloud archive"]);
  });

  it("§4: shows states with progress and speed; each state offers its actions only", async () => {
    mockApi({ "/download-task/list": () => ({ total: 4, list: [task(1, "continue", 40), task(2, "pause", 10), task(3, "startFailed"), task(4, "finish", 100)] }) });
    await renderWithProviders(<DownloadTaskTable label="Download tasks" />);
    const table = await screen.findByRole("table", { name: "Download tasks" });
    const rows = await within(table).findAllByTestId("download-task-row");
    expect(rows[0]).toHaveTextContent("Downloading");
    expect(rows[0]).toHaveTextContent("512 kB/s");
    expect(within(rows[0]!).getByRole("progressbar", { name: /Progress of Lobby_CH1/ })).toHaveAttribute("aria-valuenow", "40");
    expect(within(rows[0]!).getByRole("button", { name: /^Pause/ })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("button", { name: /^Continue/ })).toBeNull();
    expect(within(rows[1]!).getByRole("button", { name: /^Continue/ })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole("button", { name: /^Restart/ })).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent("2.0 MB");
    expect(within(rows[3]!).getByRole("button", { name: /^Download/ })).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole("button", { name: /^Pause/ })).toBeNull();
  });

  it("§4: pause, delete one and delete all send their calls", async () => {
    const api = mockApi({
      "/download-task/list": () => ({ total: 1, list: [task(1, "continue", 40)] }),
      "/download-task/control": () => task(1, "pause", 40),
      "/download-task/delete": () => ({ deleted: 1 }),
    });
    await renderWithProviders(<DownloadTaskTable label="Download tasks" />);
    const row = await screen.findByTestId("download-task-row");
    await userEvent.click(within(row).getByRole("button", { name: /^Pause/ }));
    await vi.waitFor(() => expect(callsTo(api, "/download-task/control")).toEqual([{ taskId: task(1, "pause").taskId, action: "pause" }]));
    // Issue 28: each delete asks first; cancelling deletes nothing.
    await userEvent.click(within(row).getByRole("button", { name: /^Delete/ }));
    const ask = await screen.findByRole("dialog", { name: /^Delete .*\?$/ });
    await userEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(api, "/download-task/delete")).toEqual([]);
    await userEvent.click(within(row).getByRole("button", { name: /^Delete/ }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(callsTo(api, "/download-task/delete")).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Delete all" }));
    const all = await screen.findByRole("dialog", { name: "Delete all download tasks?" });
    expect(all).toHaveTextContent("running downloads stop");
    await userEvent.click(within(all).getByRole("button", { name: "Delete all" }));
    await vi.waitFor(() => expect(callsTo(api, "/download-task/delete")).toEqual([{ taskIds: [task(1, "pause").taskId], all: false }, { all: true }]));
  });

  it("§4 licence directive: without a licence, continue and download warn instead of acting", async () => {
    const api = mockApi({
      "/download-task/list": () => ({ total: 2, list: [task(2, "pause", 10), task(4, "finish", 100)] }),
      "/license-inst/query": () => ({ licenceObj: { valid: false, currentInfo: null, renewInfo: null, expireInfo: null }, warning: "noLicence", blocked: true, usedChlNum: 8, licensedChlNum: 0, list: [] }),
    });
    await renderWithProviders(<DownloadTaskTable label="Download tasks" />);
    const rows = await screen.findAllByTestId("download-task-row");
    await vi.waitFor(() => expect(callsTo(api, "/license-inst/query")).not.toHaveLength(0));
    await expect.poll(() => document.querySelector("[data-licence-blocked]")).not.toBeNull();
    await userEvent.click(within(rows[0]!).getByRole("button", { name: /^Continue/ }));
    await userEvent.click(within(rows[1]!).getByRole("button", { name: /^Download/ }));
    expect(callsTo(api, "/download-task/control")).toEqual([]);
    expect(callsTo(api, "/download-task/link/get")).toEqual([]);
  });

  it("says so when there are no tasks", async () => {
    mockApi({ "/download-task/list": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<DownloadTaskTable label="Download tasks" />);
    expect(await screen.findByText("No download tasks.")).toBeInTheDocument();
  });

  it("a DOWNLOAD_TASK push moves the row at once, without waiting for the 3 s poll; an unknown task refreshes the list", async () => {
    const api = mockApi({ "/download-task/list": () => ({ total: 1, list: [task(1, "continue", 40)] }) });
    await renderWithProviders(<DownloadTaskTable label="Download tasks" />);
    const row = await screen.findByTestId("download-task-row");
    const listCalls = callsTo(api, "/download-task/list").length;
    publishPush(buildPushMessage(PUSH_INFO_TYPE.DOWNLOAD_TASK, { ...task(1, "continue", 85), speed: 900 }));
    await vi.waitFor(() => expect(within(row).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "85"));
    expect(row).toHaveTextContent("900 kB/s");
    expect(callsTo(api, "/download-task/list")).toHaveLength(listCalls);
    publishPush(buildPushMessage(PUSH_INFO_TYPE.DOWNLOAD_TASK, task(2, "prepare")));
    await vi.waitFor(() => expect(callsTo(api, "/download-task/list").length).toBeGreaterThan(listCalls));
  });
});
