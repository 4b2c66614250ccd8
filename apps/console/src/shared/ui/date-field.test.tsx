import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { DateField } from "./date-field";

function Controlled({ initial, onValue, precision }: { initial: string; onValue: (v: string) => void; precision?: "date" | "minute" | "second" }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Day"
        value={value}
        {...(precision ? { precision } : {})}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <button type="button" onClick={() => setValue("2027-01-02")}>
        Reset
      </button>
    </>
  );
}

// Issue 28 / spec §9: every date field shows and takes YYYY-MM-DD, whatever the browser's locale.
describe("DateField (spec §9 YYYY-MM-DD)", () => {
  it("shows the value as YYYY-MM-DD and passes on a typed YYYY-MM-DD date", async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled initial="2026-11-05" onValue={onValue} />);
    const field = await screen.findByRole("textbox", { name: "Day" });
    expect(field).toHaveValue("2026-11-05");
    expect(field).toHaveAttribute("placeholder", "YYYY-MM-DD");
    await userEvent.clear(field);
    await userEvent.type(field, "2026-12-24");
    expect(onValue).toHaveBeenLastCalledWith("2026-12-24");
    expect(screen.queryByText("Use the format YYYY-MM-DD.")).toBeNull();
  });

  it("a half-typed, foreign-format or impossible date stays in the field with the format asked, and is not passed on", async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled initial="2026-11-05" onValue={onValue} />);
    const field = await screen.findByRole("textbox", { name: "Day" });
    for (const text of ["11/05/2026", "2026-02-30", "2026-1-5"]) {
      fireEvent.change(field, { target: { value: text } });
      expect(field).toHaveValue(text);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByText("Use the format YYYY-MM-DD.")).toBeInTheDocument();
    }
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\//));
    expect(onValue.mock.calls.flat().every((v) => /^\d{4}-\d{2}-\d{2}$|^$/.test(v as string))).toBe(true);
    // A value set from outside replaces the text.
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(field).toHaveValue("2027-01-02");
    expect(field).toHaveAttribute("aria-invalid", "false");
  });

  it("with a time: shown as YYYY-MM-DD HH:mm:ss, passed on with a T as before; a T typed is taken too", async () => {
    const onValue = vi.fn();
    await renderWithProviders(<Controlled initial="2026-11-05T08:00:30" precision="second" onValue={onValue} />);
    const field = await screen.findByRole("textbox", { name: "Day" });
    expect(field).toHaveValue("2026-11-05 08:00:30");
    fireEvent.change(field, { target: { value: "2026-11-05 09:15:00" } });
    expect(onValue).toHaveBeenLastCalledWith("2026-11-05T09:15:00");
    fireEvent.change(field, { target: { value: "2026-11-05T10:00:01" } });
    expect(onValue).toHaveBeenLastCalledWith("2026-11-05T10:00:01");
    fireEvent.change(field, { target: { value: "2026-11-05 25:00:00" } });
    expect(screen.getByText("Use the format YYYY-MM-DD HH:mm:ss.")).toBeInTheDocument();
  });

  it("zh-CN asks for the same format in Chinese", async () => {
    await renderWithProviders(<Controlled initial="" onValue={() => {}} />, { locale: "zh-CN" });
    const field = await screen.findByRole("textbox", { name: "Day" });
    fireEvent.change(field, { target: { value: "05.11.2026" } });
    const hint = document.querySelector(".MuiFormHelperText-root")!;
    expect(hint.textContent).toContain("YYYY-MM-DD");
    expect(hint.textContent).not.toContain("Use the format");
  });
});
