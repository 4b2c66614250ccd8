import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { fetchCloudSpans } from "../api/cloud-recordings";
import { RecordingCalendar } from "./recording-calendar";

const channel = { sn: "N1", chlIndex: 2 };
const token = {
  sn: "N1",
  chlIndex: 2,
  ossType: "vms" as const,
  bucketName: "local",
  storageUrl: "/cloud-storage/objects/N1/2/",
  resourceType: "video" as const,
  storageToken: { accessKey: "id", secret: "", securityToken: "s3cret", protocol: "http" as const, port: 80, server: "localhost", region: "local", durationSeconds: 3600 },
};
const segment = (startMs: number, endMs: number) => ({ id: String(startMs), startMs, endMs, bytes: 10, codec: "avc1.64001f", keyframes: [], url: `/x/${startMs}.mp4` });

describe("cloud recordings in the playback calendar and timeline (issue 12, spec §7 exist-day/list)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("§7: the cloud source marks the days /cloud-storage/video/exist-day/list answers, in the browser's zone", async () => {
    const api = mockApi({ "/cloud-storage/video/exist-day/list": () => ({ days: ["2026-11-03", "2026-11-24"] }) });
    await renderWithProviders(<RecordingCalendar day="2026-11-24" channel={channel} source="cloud" onPick={() => {}} />);
    expect(await screen.findByRole("button", { name: /2026-11-03, has recordings/ }, { timeout: 10_000 })).toHaveAttribute("data-has-recordings", "true");
    expect(screen.getByRole("button", { name: /2026-11-24, has recordings/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /2026-11-04$/ })).not.toHaveAttribute("data-has-recordings");
    const [sent] = callsTo(api, "/cloud-storage/video/exist-day/list");
    expect(sent).toMatchObject({ sn: "N1", chlIndex: 2, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    // §9: a month is one query within the 31-day span.
    expect(sent!.endTime - sent!.startTime).toBeLessThan(31 * 86_400);
    // The first render of a month of buttons is slow on a loaded 2-core machine.
  }, 15_000);

  it("issue 28: the arrows change the month shown and ask for its days", async () => {
    const api = mockApi({ "/device/rec-date/list": () => ({ days: ["2026-12-02"] }) });
    await renderWithProviders(<RecordingCalendar day="2026-11-24" channel={channel} source="local" onPick={() => {}} />);
    expect(screen.getByTestId("calendar-month")).toHaveTextContent("2026-11");
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(await screen.findByRole("button", { name: /2026-12-02, has recordings/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId("calendar-month")).toHaveTextContent("2026-12");
    expect(callsTo(api, "/device/rec-date/list").at(-1)!.startTime).toBe(new Date(2026, 11, 1).getTime() / 1000);
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByTestId("calendar-month")).toHaveTextContent("2026-10");
  }, 15_000);

  it("§7: the local source asks the device (searchRECDate), not the cloud", async () => {
    const api = mockApi({ "/device/rec-date/list": () => ({ days: ["2026-11-05"] }) });
    await renderWithProviders(<RecordingCalendar day="2026-11-24" channel={channel} source="local" onPick={() => {}} />);
    expect(await screen.findByRole("button", { name: /2026-11-05, has recordings/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(callsTo(api, "/cloud-storage/video/exist-day/list")).toEqual([]);
  }, 15_000);

  it("§7: timeline spans come from the channel's cloud token, one day per listing, joined across segment cuts", async () => {
    mockApi({ "/cloud-storage/download-token/get": () => token });
    const day = Date.UTC(2026, 10, 24) / 1000;
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer s3cret");
      const from = Number(new URL(String(url), "http://x").searchParams.get("from"));
      const body = from === day * 1000 ? [segment(from + 1_000, from + 7_000), segment(from + 7_200, from + 13_000)] : [segment(from + 60_000, from + 66_000)];
      return new Response(JSON.stringify({ segments: body }), { status: 200 });
    });
    const spans = await fetchCloudSpans({ sn: "N1", chlIndex: 2, startTime: day, endTime: day + 2 * 86_400 }, fetchImpl as typeof fetch);
    expect(fetchImpl.mock.calls.map(([u]) => String(u))).toEqual([
      `/cloud-storage/objects/N1/2/segments?from=${day * 1000}&to=${(day + 86_400) * 1000}`,
      `/cloud-storage/objects/N1/2/segments?from=${(day + 86_400) * 1000}&to=${(day + 2 * 86_400) * 1000}`,
    ]);
    expect(spans).toEqual([
      { startTime: day + 1, endTime: day + 13, type: "CLOUD" },
      { startTime: day + 86_400 + 60, endTime: day + 86_400 + 66, type: "CLOUD" },
    ]);
  });

  it("§7: a channel without cloud storage (7067) lists no spans: the failure reaches the caller, nothing is fetched", async () => {
    mockApi({ "/cloud-storage/download-token/get": () => Promise.reject(new ApiError(Code.CLOUD_NOT_OPENED, "not opened")) });
    await expect(fetchCloudSpans({ sn: "N1", chlIndex: 2, startTime: 0, endTime: 86_400 }, vi.fn() as typeof fetch)).rejects.toMatchObject({ code: Code.CLOUD_NOT_OPENED });
  });
});
