import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatMmSs } from "./format-mm-ss.js";
import { LockCountdown } from "./lock-countdown.js";

describe("formatMmSs", () => {
  it.each([
    [0, "00:00"],
    [-5000, "00:00"],
    [Number.NaN, "00:00"],
    [1, "00:01"],
    [999, "00:01"],
    [1000, "00:01"],
    [1001, "00:02"],
    [59_000, "00:59"],
    [60_000, "01:00"],
    [61_500, "01:02"],
    [30 * 60_000, "30:00"],
    [120 * 60_000, "120:00"],
  ])("§2: %d ms → %s", (ms, text) => {
    expect(formatMmSs(ms)).toBe(text);
  });
});

describe("LockCountdown", () => {
  const START = new Date("2026-01-01T00:00:00Z").getTime();
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const timer = () => screen.getByRole("timer");

  it("§2: shows the remaining time as mm:ss and ticks each second", () => {
    render(<LockCountdown expireAt={START + 65_000} label="Locked. Try again in" onDone={() => {}} />);
    expect(timer()).toHaveTextContent("Locked. Try again in01:05");
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent("01:04");
    // One act per second: each tick schedules the next once React has committed.
    for (let i = 0; i < 5; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent("00:59");
  });

  it("§2: calls onDone once and renders nothing at zero", () => {
    const onDone = vi.fn();
    const { container } = render(<LockCountdown expireAt={START + 2000} label="Locked" onDone={onDone} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent("00:01");
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("ticks on whole-second boundaries when the deadline is not aligned", () => {
    render(<LockCountdown expireAt={START + 2500} label="Locked" />);
    expect(timer()).toHaveTextContent("00:03");
    act(() => vi.advanceTimersByTime(499));
    expect(timer()).toHaveTextContent("00:03");
    act(() => vi.advanceTimersByTime(1));
    expect(timer()).toHaveTextContent("00:02");
  });

  it("calls onDone at mount when the deadline has already passed", () => {
    const onDone = vi.fn();
    const { container } = render(<LockCountdown expireAt={START - 1} label="Locked" onDone={onDone} />);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it("calls onDone only once under StrictMode", () => {
    const onDone = vi.fn();
    render(
      <StrictMode>
        <LockCountdown expireAt={START + 1000} label="Locked" onDone={onDone} />
      </StrictMode>,
    );
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("restarts for a new deadline and uses a custom format", () => {
    const onDone = vi.fn();
    const format = (ms: number) => `${Math.ceil(ms / 1000)}s`;
    const { rerender } = render(<LockCountdown expireAt={START + 1000} label="Locked" onDone={onDone} format={format} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
    rerender(<LockCountdown expireAt={Date.now() + 10_000} label="Locked" onDone={onDone} format={format} />);
    expect(timer()).toHaveTextContent("10s");
    for (let i = 0; i < 10; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
