import { OutlinedInput, Stack } from "@mui/material";
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { digitsOf, fillSlots, setSlot, toSlots, typedInto } from "./otp-slots.js";

/** Props of {@link OtpInput}. */
export interface OtpInputProps {
  /** Number of boxes; spec §9 authenticator codes have 6 digits. */
  length?: number;
  /** The digits entered so far (controlled). Holes left by clearing a middle box are skipped. */
  value: string;
  onChange: (value: string) => void;
  /** Called with the code whenever an edit leaves every box filled. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  /** Focus the first empty box on mount. */
  autoFocus?: boolean;
  /** Accessible name of each box, e.g. `(i) => t\`Digit ${i + 1}\``. */
  ariaLabel: (index: number) => string;
}

/**
 * Authenticator code entry (spec §2, §4): one box per digit, digits only, focus advances,
 * Backspace on an empty box goes back and clears that box, a non-digit clears the box, and a
 * pasted code fills the boxes (a full code from the first box, a shorter one from the focused).
 */
export function OtpInput({ length = 6, value, onChange, onComplete, disabled, autoFocus, ariaLabel }: OtpInputProps) {
  // Boxes are kept here so clearing a middle box leaves a hole instead of shifting digits left;
  // the parent sees only the digits. When `value` changes from outside (e.g. reset to ""), the
  // boxes follow it.
  const [own, setOwn] = useState(() => toSlots(value, length));
  const incoming = digitsOf(value).slice(0, length);
  const slots = own.length === length && own.join("") === incoming ? own : toSlots(incoming, length);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(index, length - 1))];
    input?.focus();
    input?.select();
  };

  const update = (next: string[], focus: number) => {
    setOwn(next);
    focusBox(focus);
    const code = next.join("");
    if (next.join(",") === slots.join(",")) return;
    if (code !== incoming) onChange(code);
    if (next.every(Boolean)) onComplete?.(code);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    // Leave shortcuts (paste, select all, browser keys) to the browser.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const move = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusBox(move);
    } else if (event.key === "Backspace") {
      event.preventDefault();
      if (slots[index]) update(setSlot(slots, index, ""), index);
      else if (index > 0) update(setSlot(slots, index - 1, ""), index - 1);
    } else if (event.key === "Delete") {
      event.preventDefault();
      update(setSlot(slots, index, ""), index);
    } else if (event.key.length === 1) {
      // A printable key: handled here so the box never shows more than one character.
      event.preventDefault();
      const digit = digitsOf(event.key);
      if (digit) update(setSlot(slots, index, digit), index + 1);
      else update(setSlot(slots, index, ""), index);
    }
  };

  // Reached only by input that skips keydown: mobile keyboards, IMEs and one-time-code autofill.
  const handleInput = (raw: string, index: number) => {
    const typed = typedInto(raw, slots[index] ?? "");
    if (typed === null || typed === "") update(setSlot(slots, index, ""), index);
    else if (typed.length === 1) update(setSlot(slots, index, typed), index + 1);
    else {
      const filled = fillSlots(slots, typed.length >= length ? 0 : index, typed);
      update(filled.slots, filled.focus);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLElement>, index: number) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData("text"));
    if (!digits) return;
    const filled = fillSlots(slots, digits.length >= length ? 0 : index, digits);
    update(filled.slots, filled.focus);
  };

  const firstEmpty = Math.max(0, slots.indexOf(""));
  return (
    <Stack direction="row" spacing={1}>
      {slots.map((digit, index) => (
        <OutlinedInput
          key={index}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === firstEmpty}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(event, index)}
          onChange={(event) => handleInput(event.target.value, index)}
          onPaste={(event: ClipboardEvent<HTMLElement>) => handlePaste(event, index)}
          onFocus={(event) => event.target.select()}
          slotProps={{
            input: {
              "aria-label": ariaLabel(index),
              inputMode: "numeric",
              // Lets browsers and phones offer the code from SMS/e-mail in the first box.
              autoComplete: index === 0 ? "one-time-code" : "off",
            },
          }}
          sx={{
            width: 44,
            "& input": { textAlign: "center", fontSize: 20, fontVariantNumeric: "tabular-nums", py: 1.25, px: 0 },
          }}
        />
      ))}
    </Stack>
  );
}
