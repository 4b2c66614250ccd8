import { QueryClient } from "@tanstack/react-query";
import { ApiError, Code, catalogueEntry } from "@vms/api-client";
import { LOCALE_STORAGE_KEY } from "@vms/i18n";
import { THEME_STORAGE_KEY } from "@vms/ui-kit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { permissionKeys, permissionRetries, previousPath } from "@/entities/permission";
import { apiClient } from "@/shared/api";
import { BRANDING_STORAGE_KEY } from "@/shared/config/storage-keys";
import { signOutNotice } from "@/shared/lib/sign-out-notice";
import { notifier } from "@/shared/notifier";
import { onPluginReset } from "@/shared/plugin";
import { pushConnection } from "@/shared/push";
import { SESSION_STORAGE_KEY, sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi } from "@/shared/testing";
import { createSessionController } from "./session-controller";
import { idleLogoutMessage } from "./session-messages";

function setup(idleTimeoutMs?: number) {
  const queryClient = new QueryClient();
  const goToLogin = vi.fn(async () => {});
  const controller = createSessionController({ queryClient, goToLogin, ...(idleTimeoutMs ? { idleTimeoutMs } : {}) });
  const uninstall = controller.install();
  return { queryClient, goToLogin, controller, uninstall };
}

/** Answers every /vms call with `code` through the real API client (its §8 handler included). */
function serverAnswers(code: number) {
  // The console calls same-origin paths; Node's Request needs them absolute.
  const NativeRequest = globalThis.Request;
  vi.stubGlobal(
    "Request",
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === "string" ? new URL(input, location.href) : input, init);
      }
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ basic: { code, msg: "" }, data: null }), { headers: { "content-type": "application/json" } })),
  );
}

const toastIds = () => notifier.getSnapshot().map((t) => ("message" in t ? t.message.id : t.text));

describe("session controller (spec §4 Session, §8 forced logout)", () => {
  let cleanup: Array<() => void> = [];
  beforeEach(() => {
    sessionStore.signIn(loginResultFixture());
    localStorage.setItem(LOCALE_STORAGE_KEY, "zh-CN");
    localStorage.setItem(THEME_STORAGE_KEY, "u1b");
    localStorage.setItem(BRANDING_STORAGE_KEY, "{}");
    localStorage.setItem("vms.layouts", "[]");
    vi.spyOn(pushConnection, "start").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup.forEach((fn) => fn());
    cleanup = [];
    sessionStore.clear();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
    vi.unstubAllGlobals();
  });

  it("§4: logout tells the server, clears storage but the locale, theme and branding, and goes to /login", async () => {
    const api = mockApi({ "/user/logout": () => ({}) });
    const stopPush = vi.spyOn(pushConnection, "stop");
    const pluginReset = vi.fn();
    cleanup.push(onPluginReset(pluginReset));
    const { controller, queryClient, goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    queryClient.setQueryData(permissionKeys.all, { roleCodes: ["vms_live"], dynamicCodes: [] });
    queryClient.setQueryData(["profile"], { userName: "Admin" });
    permissionRetries.take();
    previousPath.remember("/archives");

    await controller.logout();

    expect(callsTo(api, "/user/logout")).toHaveLength(1);
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual([BRANDING_STORAGE_KEY, LOCALE_STORAGE_KEY, THEME_STORAGE_KEY].sort());
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-CN");
    expect(stopPush).toHaveBeenCalled();
    expect(pluginReset).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(permissionRetries.left()).toBe(3);
    expect(previousPath.get()).toBeNull();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it("§4: the server is told while the token is still there; a failing logout call still signs out", async () => {
    let tokenAtCall: string | undefined;
    mockApi({
      "/user/logout": () => {
        tokenAtCall = sessionStore.get()?.token;
        throw new ApiError(Code.NETWORK_ERROR);
      },
    });
    const { controller, goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    await controller.logout();
    expect(tokenAtCall).toBe("token-1");
    expect(sessionStore.get()).toBeNull();
    expect(goToLogin).toHaveBeenCalled();
  });

  it("logs out once when several triggers arrive together", async () => {
    const api = mockApi({ "/user/logout": () => ({}) });
    const { controller, goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    await Promise.all([controller.logout(), controller.logout({ callServer: false }), controller.logout()]);
    expect(callsTo(api, "/user/logout")).toHaveLength(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it.each([Code.TOKEN_INVALID, Code.TOKEN_EXPIRED, Code.LOGGED_IN_ELSEWHERE, Code.ACCOUNT_FROZEN, 9103, 123456])(
    "§8: a call answered %i shows its message and logs out without calling the server",
    async (code) => {
      const { goToLogin, uninstall } = setup();
      cleanup.push(uninstall);
      serverAnswers(code);
      await expect(apiClient.call("/user/profile/get", {})).rejects.toMatchObject({ code });
      await vi.waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
      const fetchMock = vi.mocked(globalThis.fetch);
      expect(fetchMock.mock.calls.map(([req]) => (req as Request).url)).toEqual([expect.stringMatching(/\/vms\/user\/profile\/get$/)]);
      expect(sessionStore.get()).toBeNull();
      // The message is still queued after the redirect (the toaster lives outside the router).
      expect(toastIds()).toEqual([catalogueEntry(code)!.message.id]);
    },
  );

  it("§8: several calls failing with the session code show one message and log out once", async () => {
    const { goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    serverAnswers(Code.TOKEN_INVALID);
    await Promise.allSettled([apiClient.call("/user/profile/get", {}), apiClient.call("/user/mfa/list", {})]);
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(toastIds()).toEqual(["error.20004"]);
  });

  it.each([
    ["a frozen account (7009)", Code.ACCOUNT_FROZEN, false, "Your account has been frozen."],
    ["a remote session the customer revoked (20004)", Code.TOKEN_INVALID, true, "Your remote access to this organization has ended."],
    ["a session revoked elsewhere (20004)", Code.TOKEN_INVALID, false, "You have been signed out. Please sign in again."],
  ] as const)("issue 28: a forced logout for %s leaves /login the reason", async (_, code, remote, reason) => {
    sessionStorage.clear();
    if (remote) sessionStore.signIn(loginResultFixture({ user: { ...loginResultFixture().user, remote: { until: null } } }));
    const { goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    serverAnswers(code);
    await expect(apiClient.call("/user/profile/get", {})).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(signOutNotice.take()).toMatchObject({ message: reason });
    expect(signOutNotice.take()).toBeNull();
  });

  it("ordinary failures do not log out", async () => {
    const { goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    serverAnswers(Code.NO_PERMISSION);
    await expect(apiClient.call("/user/profile/get", {})).rejects.toBeInstanceOf(ApiError);
    expect(goToLogin).not.toHaveBeenCalled();
    expect(sessionStore.hasToken()).toBe(true);
  });

  it("after uninstall a forced code no longer logs out", async () => {
    const { goToLogin, uninstall } = setup();
    uninstall();
    serverAnswers(Code.TOKEN_INVALID);
    await expect(apiClient.call("/user/profile/get", {})).rejects.toBeInstanceOf(ApiError);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it("§4: another tab removing the session logs this tab out too, without calling the server", async () => {
    const api = mockApi({});
    const { goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent("storage", { key: SESSION_STORAGE_KEY, oldValue: "{}", newValue: null }));
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
    expect(sessionStore.get()).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it("§4: another tab clearing all storage logs this tab out too", async () => {
    const { goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
  });

  it("another tab's renewal is adopted, and the push socket re-authenticates", () => {
    const reauth = vi.spyOn(pushConnection, "reauthenticate").mockImplementation(() => {});
    const { goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    const renewed = { ...loginResultFixture(), token: "token-2", sid: "sid-2" };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(renewed));
    window.dispatchEvent(new StorageEvent("storage", { key: SESSION_STORAGE_KEY, newValue: JSON.stringify(renewed) }));
    expect(sessionStore.get()?.token).toBe("token-2");
    expect(reauth).toHaveBeenCalled();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it("unrelated storage changes are ignored", () => {
    const { goToLogin, uninstall } = setup();
    cleanup.push(uninstall);
    window.dispatchEvent(new StorageEvent("storage", { key: LOCALE_STORAGE_KEY, newValue: "en-US" }));
    expect(goToLogin).not.toHaveBeenCalled();
    expect(sessionStore.hasToken()).toBe(true);
  });

  it("§4: idle logout (injected timeout) tells the server and explains itself on /login", async () => {
    vi.useFakeTimers();
    cleanup.push(() => vi.useRealTimers());
    mockApi({ "/user/logout": () => ({}), "/token/renewal": () => loginResultFixture() });
    const { controller, goToLogin, uninstall } = setup(10_000);
    cleanup.push(uninstall);
    cleanup.push(controller.startSignedIn());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toBeNull();
    expect(toastIds()).toEqual([idleLogoutMessage.id]);
  });

  it("§4: startSignedIn opens the push socket and its stopper closes it", () => {
    const stop = vi.spyOn(pushConnection, "stop");
    const { controller, uninstall } = setup();
    cleanup.push(uninstall);
    const stopServices = controller.startSignedIn();
    expect(pushConnection.start).toHaveBeenCalledTimes(1);
    stopServices();
    expect(stop).toHaveBeenCalled();
  });
});
