import Button from "@mui/material/Button";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { licenceQueryFixture } from "../model/licence-fixtures.test-support";
import { useLicenceGuard } from "../model/use-licence-guard";
import { LicenceGate } from "./licence-gate";

function GuardedButton({ onPlay }: { onPlay: () => void }) {
  const { guard, blocked } = useLicenceGuard();
  return (
    <Button onClick={guard(onPlay)} data-blocked={blocked}>
      Play
    </Button>
  );
}

describe("licence directive (spec §4)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    for (const toast of notifier.getSnapshot()) notifier.dismiss(toast.id);
  });

  it("§4: without a licence a click is stopped and the warning shows instead (mouse and keyboard)", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/license-inst/query": () => licenceQueryFixture({ warning: "noLicence", blocked: true, licenceObj: { valid: false, currentInfo: null, renewInfo: null, expireInfo: null } }) });
    const onDownload = vi.fn();
    await renderWithProviders(
      <LicenceGate>
        <Button onClick={onDownload}>Download</Button>
      </LicenceGate>,
    );
    const button = screen.getByRole("button", { name: "Download" });
    await expect.poll(() => button.closest("[data-licence-blocked]")).not.toBeNull();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(onDownload).not.toHaveBeenCalled();
    expect(notifier.getSnapshot().map((t) => ("message" in t ? t.message.message : t.text))).toEqual(["This needs a camera license. Buy one under Service → Camera licenses."]);
  });

  it("§4: expired with free channels left, or licensed, lets the click through", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/license-inst/query": () => licenceQueryFixture({ warning: "expired", blocked: false }) });
    const onPlay = vi.fn();
    await renderWithProviders(<GuardedButton onPlay={onPlay} />);
    await expect.poll(() => screen.getByRole("button", { name: "Play" }).dataset["blocked"]).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(onPlay).toHaveBeenCalledOnce();
    expect(notifier.getSnapshot()).toHaveLength(0);
  });

  it("§4: expired with no free channels: the hook blocks with the expiry warning", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/license-inst/query": () => licenceQueryFixture({ warning: "expired", blocked: true }) });
    const onPlay = vi.fn();
    await renderWithProviders(<GuardedButton onPlay={onPlay} />);
    await expect.poll(() => screen.getByRole("button", { name: "Play" }).dataset["blocked"]).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(onPlay).not.toHaveBeenCalled();
    expect(notifier.getSnapshot()[0]).toMatchObject({ severity: "warning", message: { message: "Your camera license has expired and no free channels remain. Renew the license to continue." } });
  });

  it("§4: an unreadable licence (no permission, failure) blocks nothing; the server still refuses", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/license-inst/query": () => Promise.reject(new Error("5000")) });
    const onPlay = vi.fn();
    await renderWithProviders(<GuardedButton onPlay={onPlay} />);
    await userEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(onPlay).toHaveBeenCalledOnce();
  });
});
