import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, deviceTaskFixture, mockApi } from "@/shared/testing";
import { useDevCmdCheck, type DevCmdCheck } from "./check-dev-cmd";

/** Spec §9 poll interval, stated here so that a changed constant fails the test. */
const POLL_MS = 3_000;

const check = (state: "running" | "success"): DevCmdCheck => ({
  online: true,
  supported: true,
  latestVersion: "",
  upgradable: false,
  task: deviceTaskFixture({ cmd: "reboot", state }),
});

function renderCheck() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useDevCmdCheck("N00000000042", "reboot"), { wrapper });
}

describe("operation check polling (spec §4 operations, §9 poll 3 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("§9: polls every 3 s while the task runs, and stops once it ended", async () => {
    const spy = mockApi({ "/dev-cmd/check": [() => check("running"), () => check("running"), () => check("success")] });
    const { unmount } = renderCheck();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsTo(spy, "/dev-cmd/check")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS - 1));
    expect(callsTo(spy, "/dev-cmd/check")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callsTo(spy, "/dev-cmd/check")).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(callsTo(spy, "/dev-cmd/check")).toHaveLength(3);
    // The third answer says the task succeeded: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 5));
    expect(callsTo(spy, "/dev-cmd/check")).toHaveLength(3);
    unmount();
  });
});
