import { ApiError, Code } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { apiClient, setForceLogoutListener } from "./client";
import { createConsoleClient } from "./create-client";

const real = { call: vi.fn(async () => ({ exist: true })), upload: vi.fn(async () => ({})), clockOffsetMs: () => 42 };
vi.mock("./create-client", () => ({ createConsoleClient: vi.fn(() => real) }));

describe("apiClient: the real client (registry, schemas) loads on the first call", () => {
  it("delegates to one real client, created on the first call, and reports force-logout to the listener", async () => {
    expect(apiClient.clockOffsetMs()).toBe(0);
    expect(createConsoleClient).not.toHaveBeenCalled();

    await expect(apiClient.call("/user/exist", { loginName: "a@b.c" }, { hideTip: true })).resolves.toEqual({ exist: true });
    await apiClient.call("/user/exist", { loginName: "d@e.f" });
    expect(createConsoleClient).toHaveBeenCalledTimes(1);
    expect(real.call).toHaveBeenNthCalledWith(1, "/user/exist", { loginName: "a@b.c" }, { hideTip: true });
    expect(real.call).toHaveBeenCalledTimes(2);
    expect(apiClient.clockOffsetMs()).toBe(42);

    // The real client reports forced logouts through the callback it was made with.
    const listener = vi.fn();
    setForceLogoutListener(listener);
    const onForceLogout = vi.mocked(createConsoleClient).mock.calls[0]![0]!;
    const error = new ApiError(Code.TOKEN_INVALID);
    onForceLogout(error);
    expect(listener).toHaveBeenCalledWith(error);
    setForceLogoutListener(undefined);
  });
});
