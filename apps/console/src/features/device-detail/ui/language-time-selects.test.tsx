import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi, renderWithProviders } from "@/shared/testing";
import { LanguageSelect } from "./language-select";
import { LanguageTimeTab } from "./language-time-tab";
import { timeZoneIdOf, TimeZoneSelect } from "./time-zone-select";

describe("time zone and language selects (spec §5, §9)", { timeout: 20_000 }, () => {
  it("§9: 53 time zones GMT-12 … GMT+13, each labelled with its GMT±hh[:mm] text", async () => {
    const onChange = vi.fn();
    await renderWithProviders(<TimeZoneSelect value={timeZoneIdOf("GMT+08")} onChange={onChange} label="Time zone" />);
    const select = screen.getByRole("combobox", { name: "Time zone" });
    expect(select).toHaveTextContent("(GMT+08) Beijing, Hong Kong, Singapore, Taipei");
    await userEvent.click(select);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options).toHaveLength(53);
    expect(options[0]).toHaveTextContent("(GMT-12) International Date Line West");
    expect(options[52]).toHaveTextContent("(GMT+13) Nuku'alofa, Samoa");
    for (const option of options) expect(option.textContent).toMatch(/^\(GMT[+-]\d{2}(:\d{2})?\) /);
    await userEvent.click(screen.getByRole("option", { name: /GMT\+05:45/ }));
    expect(onChange).toHaveBeenCalledWith(38);
  });

  it("§1 §9: in zh-CN every time zone's places are shown in Chinese", async () => {
    await renderWithProviders(<TimeZoneSelect value={timeZoneIdOf("GMT+08")} onChange={() => {}} label="时区" />, { locale: "zh-CN" });
    const select = screen.getByRole("combobox", { name: "时区" });
    expect(select).toHaveTextContent("(GMT+08) 北京");
    await userEvent.click(select);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options).toHaveLength(53);
    // Each name holds CJK text: none is left in English.
    for (const option of options) expect(option.textContent).toMatch(/^\(GMT[+-]\d{2}(:\d{2})?\) .*[\u4e00-\u9fff]/);
  });

  it("§5: places sharing an offset are told apart; the first one stands for a device's GMT text", () => {
    expect(timeZoneIdOf("GMT-07")).toBe(7);
    expect(timeZoneIdOf("GMT+05:30")).toBe(37);
    expect(timeZoneIdOf("UTC+1")).toBeNull();
  });

  it("§9: 21 languages, each in its own name", async () => {
    const onChange = vi.fn();
    await renderWithProviders(<LanguageSelect value="de-DE" onChange={onChange} label="Display language" />);
    const select = screen.getByRole("combobox", { name: "Display language" });
    expect(select).toHaveTextContent("Deutsch");
    await userEvent.click(select);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options).toHaveLength(21);
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(["English", "简体中文", "日本語", "Français", "العربية"]));
    await userEvent.click(screen.getByRole("option", { name: "Español" }));
    expect(onChange).toHaveBeenCalledWith("es-ES");
  });

  it("§2: the tab reads both settings from the device and writes the changed one", async () => {
    const api = mockApi({
      "/config/device/get": ({ section }) =>
        section === "language" ? { section: "language", value: { language: "en-US" } } : { section: "timeZone", value: { timeZone: "GMT+08", dst: false } },
      "/config/device/set": ({ config }) => config as never,
      "/device/detail": () => {
        throw new Error("not needed");
      },
    });
    await renderWithProviders(<LanguageTimeTab sn="SN-A" canManage />);
    const save = await screen.findByTestId("time-zone-save");
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole("combobox", { name: "Time zone" }));
    await userEvent.click(screen.getByRole("option", { name: /GMT-03:30/ }));
    await userEvent.click(save);
    await vi.waitFor(() => expect(callsTo(api, "/config/device/set")).toEqual([{ sn: "SN-A", config: { section: "timeZone", value: { timeZone: "GMT-03:30", dst: false } } }]));
  });

  it("§8: an offline device (7062) shows its message instead of the settings", async () => {
    const { ApiError } = await import("@vms/api-client");
    mockApi({
      "/config/device/get": () => {
        throw new ApiError(7062);
      },
    });
    await renderWithProviders(<LanguageTimeTab sn="SN-A" canManage />);
    expect(await screen.findByTestId("detail-error")).toHaveTextContent("The device is offline.");
  });

  it("§6: other roles read the settings but cannot change them", async () => {
    mockApi({
      "/config/device/get": ({ section }) =>
        section === "language" ? { section: "language", value: { language: "ja-JP" } } : { section: "timeZone", value: { timeZone: "GMT+09", dst: false } },
    });
    await renderWithProviders(<LanguageTimeTab sn="SN-A" canManage={false} />);
    expect(await screen.findByRole("combobox", { name: "Display language" })).toHaveTextContent("日本語");
    expect(screen.queryByTestId("language-save")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Time zone" })).toHaveAttribute("aria-disabled", "true");
  });
});
