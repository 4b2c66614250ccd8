import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DownloadTask } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

describe("download task manager (spec §3/§4 download task)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

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
    await userEvent.click(within(row).getByRole("button", { name: /^Delete/ }));
    await userEvent.click(screen.getByRole("button", { name: "Delete all" }));
    await vi.waitFor(() => expect(callsTo(api, "/download-task/delete")).toEqual([{ taskIds: [task(1, "pause").taskId], all: false }, { all: true }]));
  });

  it("says so when there are no tasks", async () => {
    mockApi({ "/download-task/list": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<DownloadTaskTable label="Download tasks" />);
    expect(await screen.findByText("No download tasks.")).toBeInTheDocument();
  });
});
