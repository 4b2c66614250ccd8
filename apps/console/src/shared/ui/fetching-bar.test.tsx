import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { FetchingBar } from "./fetching-bar";

describe("FetchingBar", () => {
  it("shows a named progress bar while fetching", async () => {
    await renderWithProviders(<FetchingBar active />);
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();
    await renderWithProviders(<FetchingBar active label="Loading devices" />);
    expect(screen.getByRole("progressbar", { name: "Loading devices" })).toBeTruthy();
  });

  it("idle, renders no bar (nothing keeps animating) but a strip of the bar's height, with the same margins", async () => {
    const { container } = await renderWithProviders(
      <>
        <FetchingBar active sx={{ mt: 1 }} />
        <FetchingBar active={false} sx={{ mt: 1 }} />
      </>,
    );
    expect(screen.getAllByRole("progressbar")).toHaveLength(1);
    const [bar, strip] = [...container.children] as HTMLElement[];
    expect(strip!.dataset["testid"]).toBe("fetching-bar-idle");
    expect(strip!.getAttribute("aria-hidden")).toBe("true");
    for (const property of ["height", "margin-top"]) expect(getComputedStyle(strip!).getPropertyValue(property)).toBe(getComputedStyle(bar!).getPropertyValue(property));
    expect(getComputedStyle(strip!).height).toBe("4px");
  });
});
