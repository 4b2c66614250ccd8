import { ApiError, catalogueEntry, Code, SILENT_CODES } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { createNotifier } from "@/shared/notifier";
import { createApiErrorHandler } from "./error-handler";

function setup() {
  const notifier = createNotifier();
  const onForceLogout = vi.fn();
  const handle = createApiErrorHandler({ notifier, onForceLogout });
  return { notifier, onForceLogout, handle, toasts: () => notifier.getSnapshot() };
}

describe("createApiErrorHandler (spec §8 display rules)", () => {
  it.each([...SILENT_CODES])("§8: silent code %i shows nothing, even with a server message", (code) => {
    const { handle, toasts } = setup();
    handle(new ApiError(code, "server text"), { hideTip: false });
    expect(toasts()).toEqual([]);
  });

  it("§8: a catalogued code shows its translatable message, not the server text", () => {
    const { handle, toasts } = setup();
    handle(new ApiError(Code.NETWORK_ERROR, "socket hang up"), { hideTip: false });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ severity: "error", message: catalogueEntry(Code.NETWORK_ERROR)?.message });
    expect(toasts()[0]).not.toHaveProperty("text");
  });

  it("§8: an unknown code shows the server's message", () => {
    const { handle, toasts } = setup();
    handle(new ApiError(987654, "Something specific went wrong"), { hideTip: false });
    expect(toasts()).toEqual([expect.objectContaining({ text: "Something specific went wrong" })]);
  });

  it("§8: an unknown code without a server message shows nothing", () => {
    const { handle, toasts } = setup();
    handle(new ApiError(987654, ""), { hideTip: false });
    expect(toasts()).toEqual([]);
  });

  it("§8: a call that hides its tip is rejected silently", () => {
    const { handle, toasts } = setup();
    handle(new ApiError(Code.NETWORK_TIMEOUT, ""), { hideTip: true });
    handle(new ApiError(987654, "text"), { hideTip: true });
    expect(toasts()).toEqual([]);
  });

  it("§8: force-logout codes show their message and report the logout", () => {
    const { handle, toasts, onForceLogout } = setup();
    const error = new ApiError(Code.TOKEN_INVALID, "");
    handle(error, { hideTip: false });
    expect(toasts()).toHaveLength(1);
    expect(onForceLogout).toHaveBeenCalledWith(error);
  });

  it("does not report a logout for ordinary failures", () => {
    const { handle, onForceLogout } = setup();
    handle(new ApiError(Code.NETWORK_ERROR), { hideTip: false });
    expect(onForceLogout).not.toHaveBeenCalled();
  });
});
