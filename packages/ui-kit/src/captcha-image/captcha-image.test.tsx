import { render, screen } from "@testing-library/react";
import { PointerEventsCheckLevel, userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CaptchaImage } from "./captcha-image.js";

const NAME = "Verification image. Click to change it.";

describe("CaptchaImage", () => {
  it("§2: is a button showing the verification image", () => {
    const { container } = render(<CaptchaImage src="data:image/svg+xml,x" onRefresh={() => {}} alt={NAME} />);
    expect(screen.getByRole("button", { name: NAME })).toBeEnabled();
    expect(container.querySelector("img")).toHaveAttribute("src", "data:image/svg+xml,x");
  });

  it("§2: clicking the image asks for a new one", async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<CaptchaImage src="data:image/svg+xml,x" onRefresh={onRefresh} alt={NAME} />);
    await user.click(screen.getByRole("button", { name: NAME }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("§2: Enter and Space refresh it from the keyboard", async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<CaptchaImage src="data:image/svg+xml,x" onRefresh={onRefresh} alt={NAME} />);
    await user.tab();
    expect(screen.getByRole("button", { name: NAME })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it("ignores clicks while a new image loads", async () => {
    // MUI sets pointer-events: none on a disabled button; click anyway to prove nothing fires.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onRefresh = vi.fn();
    render(<CaptchaImage src="data:image/svg+xml,x" onRefresh={onRefresh} alt={NAME} loading />);
    const button = screen.getByRole("button", { name: NAME });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    await user.click(button);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it("shows a placeholder before the first image arrives", () => {
    const { container } = render(<CaptchaImage src={undefined} onRefresh={() => {}} alt={NAME} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("button", { name: NAME })).toBeInTheDocument();
  });
});
