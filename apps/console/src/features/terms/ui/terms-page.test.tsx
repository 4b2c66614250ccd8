import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { TermsPage } from "./terms-page";

describe("terms (spec §2 /term/{type})", () => {
  it("§2: shows the service agreement", async () => {
    await renderWithProviders(<TermsPage type="service" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Service agreement" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThanOrEqual(5);
  });

  it("§2: shows the privacy policy", async () => {
    await renderWithProviders(<TermsPage type="privacy" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy policy" })).toBeInTheDocument();
  });

  it("§9: both documents are translated into Chinese", async () => {
    await renderWithProviders(<TermsPage type="privacy" />, { locale: "zh-CN" });
    expect(await screen.findByRole("heading", { level: 1, name: "隐私政策" })).toBeInTheDocument();
  });

  it("an unknown type says the document does not exist", async () => {
    await renderWithProviders(<TermsPage type="cookies" />);
    expect(await screen.findByTestId("terms-not-found")).toHaveTextContent("This document does not exist.");
  });
});
