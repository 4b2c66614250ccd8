import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "@/shared/testing";
import { VersionInfoPage } from "./version-info-page";

const info = { version: "1.2.3", apiVersion: "v1", commit: "abc1234" };

describe("VersionInfoPage", () => {
  it("§7 §9: shows the build time in the YYYY-MM-DD HH:mm:ss format", async () => {
    mockApi({ "/system/version/get": () => ({ ...info, buildTime: "2026-03-04T05:06:07Z" }) });
    await renderWithProviders(
      <Suspense>
        <VersionInfoPage />
      </Suspense>,
    );
    expect(await screen.findByTestId("build-time")).toHaveTextContent(/^2026-03-0[34] \d{2}:06:07$/);
    expect(screen.getByTestId("server-version")).toHaveTextContent("1.2.3");
  });

  it("§7: shows a build time that is not a time as the server sent it", async () => {
    mockApi({ "/system/version/get": () => ({ ...info, buildTime: "unknown" }) });
    await renderWithProviders(
      <Suspense>
        <VersionInfoPage />
      </Suspense>,
    );
    expect(await screen.findByTestId("build-time")).toHaveTextContent("unknown");
  });
});
