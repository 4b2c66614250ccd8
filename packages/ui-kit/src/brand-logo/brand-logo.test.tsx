import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VmsThemeProvider } from "../theme/vms-theme-provider.js";
import { BrandLogo } from "./brand-logo.js";

describe("BrandLogo", () => {
  it("§1: shows the branding logo image", () => {
    render(<BrandLogo src="/user/logo.png" alt="Acme VMS" height={40} />);
    const img = screen.getByRole("img", { name: "Acme VMS" });
    expect(img.tagName).toBe("IMG");
    expect(img).toHaveAttribute("src", "/user/logo.png");
  });

  it("§9 issue 28: in the dark theme (u1b) the logo is drawn for the dark page, with no white plate; in u1a as it is", () => {
    const { unmount } = render(
      <VmsThemeProvider name="u1b">
        <BrandLogo src="/user/logo.png" alt="Acme VMS" />
      </VmsThemeProvider>,
    );
    const dark = getComputedStyle(screen.getByRole("img", { name: "Acme VMS" }));
    expect(dark.backgroundColor).not.toBe("rgb(255, 255, 255)");
    expect(dark.filter).toBe("invert(1) hue-rotate(180deg)");
    unmount();
    render(
      <VmsThemeProvider name="u1a">
        <BrandLogo src="/user/logo.png" alt="Acme VMS" />
      </VmsThemeProvider>,
    );
    const light = getComputedStyle(screen.getByRole("img", { name: "Acme VMS" }));
    expect(light.backgroundColor).not.toBe("rgb(255, 255, 255)");
    expect(light.filter).toBe("");
  });

  it("falls back to the alt text when the image fails to load", () => {
    render(<BrandLogo src="/broken.png" alt="Acme VMS" />);
    fireEvent.error(screen.getByRole("img", { name: "Acme VMS" }));
    const fallback = screen.getByRole("img", { name: "Acme VMS" });
    expect(fallback.tagName).toBe("SPAN");
    expect(fallback).toHaveTextContent("Acme VMS");
  });

  it("falls back immediately when there is no src yet", () => {
    render(<BrandLogo src="" alt="Acme VMS" />);
    expect(screen.getByText("Acme VMS")).toBeInTheDocument();
  });

  it("retries when the src changes after a failure", () => {
    const { rerender } = render(<BrandLogo src="/broken.png" alt="Acme VMS" />);
    fireEvent.error(screen.getByRole("img"));
    rerender(<BrandLogo src="/user/new-logo.png" alt="Acme VMS" />);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/user/new-logo.png");
  });
});
