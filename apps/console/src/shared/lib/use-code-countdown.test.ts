import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CODE_RESEND_SECONDS, useCodeCountdown } from "./use-code-countdown";

describe("useCodeCountdown (spec §4 e-mail code states)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("§4: starts unset", () => {
    const { result } = renderHook(() => useCodeCountdown());
    expect(result.current.state).toBe("unset");
    expect(result.current.secondsLeft).toBe(0);
  });

  it("§4 §9: unset → waiting 120 s → resend", () => {
    const { result } = renderHook(() => useCodeCountdown());
    act(() => result.current.start());
    expect(CODE_RESEND_SECONDS).toBe(120);
    expect(result.current.state).toBe("waiting");
    expect(result.current.secondsLeft).toBe(120);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(119);
    act(() => vi.advanceTimersByTime(118_000));
    expect(result.current.state).toBe("waiting");
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state).toBe("resend");
    expect(result.current.secondsLeft).toBe(0);
  });

  it("§4: waits the seconds the server names", () => {
    const { result } = renderHook(() => useCodeCountdown());
    act(() => result.current.start(30));
    expect(result.current.secondsLeft).toBe(30);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.state).toBe("resend");
  });

  it("§4: start(0) goes straight to resend", () => {
    const { result } = renderHook(() => useCodeCountdown());
    act(() => result.current.start(0));
    expect(result.current.state).toBe("resend");
  });

  it("§4: limited stays limited and stops the countdown", () => {
    const { result } = renderHook(() => useCodeCountdown());
    act(() => result.current.start());
    act(() => result.current.limit());
    expect(result.current.state).toBe("limited");
    act(() => vi.advanceTimersByTime(200_000));
    expect(result.current.state).toBe("limited");
    expect(result.current.secondsLeft).toBe(0);
  });

  it("reset returns to unset", () => {
    const { result } = renderHook(() => useCodeCountdown());
    act(() => result.current.start());
    act(() => result.current.reset());
    expect(result.current.state).toBe("unset");
  });

  it("counts against the deadline: a late timer still shows the right time", () => {
    const { result } = renderHook(() => useCodeCountdown());
    act(() => result.current.start());
    // The clock jumps (a throttled tab) without the interval having fired in between.
    act(() => {
      vi.setSystemTime(Date.now() + 60_000);
      vi.advanceTimersByTime(250);
    });
    expect(result.current.secondsLeft).toBe(60);
  });

  it("clears its timer on unmount", () => {
    const { result, unmount } = renderHook(() => useCodeCountdown());
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
