import { fireEvent, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { OtpInput, type OtpInputProps } from "./otp-input.js";

type Harness = Partial<Omit<OtpInputProps, "value" | "ariaLabel">> & { initial?: string };

/** A controlled parent, as the console uses it; `changes` records every onChange value. */
function setup({ initial = "", ...props }: Harness = {}) {
  const changes: string[] = [];
  const onComplete = vi.fn();
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <OtpInput
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        onComplete={onComplete}
        ariaLabel={(index) => `Digit ${index + 1}`}
        {...props}
      />
    );
  }
  const user = userEvent.setup();
  const utils = render(<Parent />);
  const boxes = () => screen.getAllByRole("textbox") as HTMLInputElement[];
  const box = (n: number) => screen.getByRole("textbox", { name: `Digit ${n}` }) as HTMLInputElement;
  const shown = () => boxes().map((input) => input.value || "_").join("");
  return { user, changes, onComplete, boxes, box, shown, ...utils };
}

describe("OtpInput", () => {
  it("§9: renders 6 labelled single-digit boxes by default", () => {
    const { boxes, box } = setup();
    expect(boxes()).toHaveLength(6);
    expect(box(1)).toHaveAttribute("inputmode", "numeric");
    expect(box(1)).toHaveAttribute("autocomplete", "one-time-code");
  });

  it("honours a custom length and shows the controlled value", () => {
    const { boxes, shown } = setup({ length: 4, initial: "12" });
    expect(boxes()).toHaveLength(4);
    expect(shown()).toBe("12__");
  });

  it("§2: typing digits advances focus and fires onComplete once all are filled", async () => {
    const { user, box, shown, changes, onComplete } = setup();
    await user.click(box(1));
    await user.keyboard("1234");
    expect(box(5)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard("56");
    expect(shown()).toBe("123456");
    expect(changes.at(-1)).toBe("123456");
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("123456");
    expect(box(6)).toHaveFocus();
  });

  it("§2: ignores non-digits, and a non-digit clears the box", async () => {
    const { user, box, shown } = setup({ initial: "123" });
    await user.click(box(2));
    await user.keyboard("a");
    expect(shown()).toBe("1_3___");
    expect(box(2)).toHaveFocus();
    await user.keyboard("x");
    expect(shown()).toBe("1_3___");
  });

  it("§2: keeps a hole when a middle box is cleared; the value skips it", async () => {
    const { user, box, shown, changes } = setup({ initial: "123456" });
    await user.click(box(3));
    await user.keyboard("{Backspace}");
    expect(shown()).toBe("12_456");
    expect(changes.at(-1)).toBe("12456");
    expect(box(3)).toHaveFocus();
  });

  it("§2: Backspace on an empty box moves back and clears that box", async () => {
    const { user, box, shown, changes } = setup({ initial: "12" });
    await user.click(box(3));
    await user.keyboard("{Backspace}");
    expect(box(2)).toHaveFocus();
    expect(shown()).toBe("1_____");
    expect(changes.at(-1)).toBe("1");
    await user.keyboard("{Backspace}{Backspace}");
    expect(shown()).toBe("______");
    expect(box(1)).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(box(1)).toHaveFocus();
  });

  it("typing over a filled box replaces its digit", async () => {
    const { user, box, shown } = setup({ initial: "123" });
    await user.click(box(2));
    await user.keyboard("9");
    expect(shown()).toBe("193___");
    expect(box(3)).toHaveFocus();
  });

  it("§4: pasting a 6-digit code fills every box from the first", async () => {
    const { user, box, shown, onComplete } = setup();
    await user.click(box(4));
    await user.paste("123 456");
    expect(shown()).toBe("123456");
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("123456");
    expect(box(6)).toHaveFocus();
  });

  it("§4: pasting fewer digits fills from the focused box", async () => {
    const { user, box, shown } = setup({ initial: "1" });
    await user.click(box(2));
    await user.paste("23");
    expect(shown()).toBe("123___");
    expect(box(4)).toHaveFocus();
  });

  it("ignores a paste without digits", async () => {
    const { user, box, shown, changes } = setup({ initial: "12" });
    await user.click(box(3));
    await user.paste("abc");
    expect(shown()).toBe("12____");
    expect(changes).toHaveLength(0);
  });

  it("accepts full-width digits from Chinese IMEs", async () => {
    const { user, box, shown } = setup();
    await user.click(box(1));
    await user.paste("１２３４５６");
    expect(shown()).toBe("123456");
  });

  it("fills from an autofilled one-time code (input without keydown)", () => {
    const { box, shown, onComplete } = setup();
    fireEvent.change(box(1), { target: { value: "654321" } });
    expect(shown()).toBe("654321");
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("654321");
  });

  it("arrow keys, Home and End move between boxes", async () => {
    const { user, box } = setup();
    await user.click(box(3));
    await user.keyboard("{ArrowRight}");
    expect(box(4)).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(box(2)).toHaveFocus();
    await user.keyboard("{End}");
    expect(box(6)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(box(1)).toHaveFocus();
  });

  it("follows the value when the parent resets it", async () => {
    const onChange = vi.fn();
    const props = { onChange, ariaLabel: (i: number) => `Digit ${i + 1}` };
    const { rerender } = render(<OtpInput value="123456" {...props} />);
    rerender(<OtpInput value="" {...props} />);
    expect((screen.getAllByRole("textbox") as HTMLInputElement[]).every((input) => input.value === "")).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("autoFocus focuses the first empty box", () => {
    const { box } = setup({ initial: "12", autoFocus: true });
    expect(box(3)).toHaveFocus();
  });

  it("disabled boxes take no input", async () => {
    const { user, box, boxes, changes } = setup({ disabled: true });
    expect(boxes().every((input) => input.disabled)).toBe(true);
    await user.click(box(1));
    await user.keyboard("1");
    expect(changes).toHaveLength(0);
  });
});
