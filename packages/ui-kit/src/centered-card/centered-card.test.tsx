import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VmsThemeProvider } from "../theme/vms-theme-provider.js";
import { CenteredCard } from "./centered-card.js";

describe("CenteredCard", () => {
  it("§2: renders public-page content inside a main landmark", () => {
    render(
      <VmsThemeProvider name="u1a">
        <CenteredCard>
          <h1>Sign in</h1>
        </CenteredCard>
      </VmsThemeProvider>,
    );
    const main = screen.getByRole("main");
    expect(main).toContainElement(screen.getByRole("heading", { name: "Sign in" }));
    expect(main).toHaveAttribute("data-background", "theme");
  });

  it("§1: uses the branding background image when given", () => {
    render(
      <CenteredCard backgroundImage="/user/bg (1).jpg">
        <p>form</p>
      </CenteredCard>,
    );
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("data-background", "image");
    expect(getComputedStyle(main).backgroundImage).toContain("/user/bg (1).jpg");
  });
});
