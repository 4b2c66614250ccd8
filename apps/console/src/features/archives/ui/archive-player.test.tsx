import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { ArchivePlayer } from "./archive-player";

/** jsdom has no media: give the <video> a size, a duration and a position as a browser would. */
function fakeMedia(video: HTMLVideoElement, { width = 1280, height = 720, duration = 120 } = {}) {
  Object.defineProperty(video, "videoWidth", { value: width, configurable: true });
  Object.defineProperty(video, "videoHeight", { value: height, configurable: true });
  Object.defineProperty(video, "duration", { value: duration, configurable: true });
  fireEvent.loadedMetadata(video);
}

// Issue 16 "The detail page plays the archive with a timeline, speed and snapshot" (spec §2 archives-details).
describe("archive player (spec §2 /archives-details)", () => {
  it("§2: the speed menu sets the playback rate; the timeline seeks and shows position / length", async () => {
    await renderWithProviders(<ArchivePlayer src="/files/a.mp4" title="Gate" />);
    const video = screen.getByTestId<HTMLVideoElement>("archive-video");
    fakeMedia(video);
    expect(screen.getByText("00:00 / 02:00")).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Speed" }));
    await user.click(screen.getByRole("option", { name: "4×" }));
    expect(video.playbackRate).toBe(4);

    const timeline = screen.getByRole("slider", { name: "Timeline" });
    timeline.focus();
    await user.keyboard("{End}");
    expect(video.currentTime).toBe(120);
    video.currentTime = 75;
    fireEvent.timeUpdate(video);
    expect(screen.getByText("01:15 / 02:00")).toBeVisible();
  });

  it("§2: a snapshot saves the current frame as a PNG named after the archive and the position", async () => {
    await renderWithProviders(<ArchivePlayer src="/files/a.mp4" title="Gate" />);
    const video = screen.getByTestId<HTMLVideoElement>("archive-video");
    fakeMedia(video, { width: 640, height: 360 });
    video.currentTime = 61;
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue("data:image/png;base64,AAAA");
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });

    await userEvent.setup().click(screen.getByRole("button", { name: "Snapshot" }));
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0);
    expect(saved).toEqual([{ href: "data:image/png;base64,AAAA", download: "Gate-0101.png" }]);
  });
});
