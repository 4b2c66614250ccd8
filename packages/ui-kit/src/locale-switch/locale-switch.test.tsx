import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LocaleSwitch } from "./locale-switch.js";

const options = [
  { value: "en-US", label: "English" },
  { value: "zh-CN", label: "简体中文" },
] as const;

describe("LocaleSwitch", () => {
  it("§9: shows the active locale under its label", () => {
    render(<LocaleSwitch value="zh-CN" options={options} onChange={() => {}} label="Language" />);
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveTextContent("简体中文");
  });

  it("§9: calls onChange with the picked locale", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LocaleSwitch value="en-US" options={options} onChange={onChange} label="Language" />);
    await user.click(screen.getByRole("combobox", { name: "Language" }));
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: "简体中文" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith("zh-CN");
  });

  it("does not call onChange when the active locale is picked again", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LocaleSwitch value="en-US" options={options} onChange={onChange} label="Language" />);
    await user.click(screen.getByRole("combobox", { name: "Language" }));
    await user.click(screen.getByRole("option", { name: "English" }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
