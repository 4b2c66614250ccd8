import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ThemeSwitch } from "./theme-switch.js";

const labels = { u1a: "Light", u1b: "Dark" };

describe("ThemeSwitch", () => {
  it("§9: marks the active theme as pressed", () => {
    render(<ThemeSwitch value="u1b" onChange={() => {}} labels={labels} label="Theme" />);
    expect(screen.getByRole("group", { name: "Theme" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Light" })).toHaveAttribute("aria-pressed", "false");
  });

  it("§9: switches u1a → u1b", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ThemeSwitch value="u1a" onChange={onChange} labels={labels} label="Theme" />);
    await user.click(screen.getByRole("button", { name: "Dark" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("u1b");
  });

  it("ignores a click on the active theme (never deselects)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ThemeSwitch value="u1a" onChange={onChange} labels={labels} label="Theme" />);
    await user.click(screen.getByRole("button", { name: "Light" }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
