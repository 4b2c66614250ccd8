import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { RemoteSessionBanner } from "./remote-session-banner";

const until = Date.UTC(2026, 11, 1, 2, 30);

describe("remote session banner (spec §4 Remote access)", () => {
  it("§4: an installer's remote session names the customer's organization and the grant's end", async () => {
    await renderWithProviders(<RemoteSessionBanner user={{ orgName: "Customer Co", remote: { until } }} />);
    const banner = await screen.findByTestId("remote-session-banner");
    expect(banner).toHaveTextContent("You are signed in to Customer Co as its installer until");
    expect(banner).toHaveTextContent(/2026-12-01 \d{2}:30:00/);
  });

  it("§4: translated into Chinese; a permanent grant has no end", async () => {
    await renderWithProviders(<RemoteSessionBanner user={{ orgName: "Customer Co", remote: { until: null } }} />, { locale: "zh-CN" });
    const banner = await screen.findByTestId("remote-session-banner");
    expect(banner).toHaveTextContent("Customer Co");
    expect(banner).toHaveTextContent("您正以安装商身份登录 Customer Co，无截止时间。");
  });

  it("§4: an ordinary session shows no banner", async () => {
    await renderWithProviders(<RemoteSessionBanner user={{ orgName: "Customer Co" }} />);
    expect(screen.queryByTestId("remote-session-banner")).toBeNull();
  });
});
