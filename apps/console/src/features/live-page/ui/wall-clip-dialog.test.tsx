import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { WallClipDialog } from "./wall-clip-dialog";

const channels = [
  { sn: "A", chlIndex: 1, siteName: "HQ", chlName: "Gate" },
  { sn: "B", chlIndex: 2, siteName: "HQ", chlName: "Yard" },
  { sn: "C", chlIndex: 1, siteName: "HQ", chlName: "Dock" },
];
const clip = { startTime: 1_795_000_000, endTime: 1_795_000_600 };

describe("a clip of every synchronised window (issue 31)", { timeout: 20_000 }, () => {
  it("§5: creates one download task per channel over the clip and says how each went", async () => {
    const createDownloadTask = vi.fn(({ sn }: { sn: string }) =>
      Promise.resolve(sn === "A" ? { kind: "created" as const, fileName: "HQ_Gate.avi" } : sn === "B" ? { kind: "empty" as const } : { kind: "failed" as const }),
    );
    const useCreateArchive = () => vi.fn();
    await renderWithProviders(<WallClipDialog kind="download" onClose={() => undefined} channels={channels} clip={clip} source="local" parts={{ createDownloadTask, useCreateArchive }} />);
    await userEvent.click(screen.getByRole("button", { name: "Create 3 download tasks" }));
    await expect.poll(() => screen.getAllByTestId("wall-clip-channel").map((row) => row.getAttribute("data-outcome"))).toEqual(["created", "empty", "failed"]);
    expect(createDownloadTask.mock.calls.map(([input]) => input)).toEqual(channels.map((c) => ({ sn: c.sn, chlIndex: c.chlIndex, ...clip, source: "device" })));
    expect(screen.getByText("Download task created: HQ_Gate.avi")).toBeInTheDocument();
    expect(screen.getByText("Nothing is recorded in this range.")).toBeInTheDocument();
  });

  it("creates one archive per channel, titled by site and channel", async () => {
    const archive = vi.fn((r: { title: string }) => Promise.resolve({ archiveId: r.title, title: r.title }));
    await renderWithProviders(<WallClipDialog kind="archive" onClose={() => undefined} channels={channels} clip={clip} source="cloud" parts={{ createDownloadTask: vi.fn(), useCreateArchive: () => archive }} />);
    await userEvent.click(screen.getByRole("button", { name: "Create 3 archives" }));
    await expect.poll(() => screen.getAllByTestId("wall-clip-channel").map((row) => row.getAttribute("data-outcome"))).toEqual(["created", "created", "created"]);
    expect(archive.mock.calls.map(([r]) => r)).toEqual(channels.map((c) => ({ sn: c.sn, chlIndex: c.chlIndex, ...clip, title: `HQ ${c.chlName}`, source: "cloud" })));
  });
});
