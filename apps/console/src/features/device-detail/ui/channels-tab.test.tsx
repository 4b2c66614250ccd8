import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { callsTo, channelFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { ChannelsTab } from "./channels-tab";

const channels = [channelFixture({ chlIndex: 1, name: "Gate", enabled: true, status: 1 }), channelFixture({ chlIndex: 2, name: "Yard", enabled: false, status: 0 })];
const rowOf = (chl: number) => screen.getAllByTestId("channel-row").find((r) => r.dataset.chl === String(chl))!;

describe("channels tab (spec §3 Channel, §4 channel status, §7 /channel/open|close)", { timeout: 20_000 }, () => {
  it("§4: lists the channels with status and enabled switch", async () => {
    mockApi({ "/channel/list/detail": () => ({ list: channels }) });
    await renderWithProviders(<ChannelsTab sn="N00000000042" canManage />);
    await vi.waitFor(() => expect(screen.getAllByTestId("channel-row")).toHaveLength(2));
    expect(rowOf(1).querySelector("[data-status]")).toHaveAttribute("data-status", "online");
    expect(rowOf(2).querySelector("[data-status]")).toHaveAttribute("data-status", "offline");
    expect(within(rowOf(1)).getByRole("switch", { name: "Enabled: Gate" })).toBeChecked();
    expect(within(rowOf(2)).getByRole("switch", { name: "Enabled: Yard" })).not.toBeChecked();
  });

  it("§7: switching calls /channel/close and /channel/open and shows the new state", async () => {
    let list = channels;
    const api = mockApi({
      "/channel/list/detail": () => ({ list }),
      "/channel/close": ({ chlIndex }) => {
        list = list.map((c) => (c.chlIndex === chlIndex ? { ...c, enabled: false } : c));
        return {};
      },
      "/channel/open": ({ chlIndex }) => {
        list = list.map((c) => (c.chlIndex === chlIndex ? { ...c, enabled: true } : c));
        return {};
      },
    });
    await renderWithProviders(<ChannelsTab sn="N00000000042" canManage />);
    const gate = await screen.findByRole("switch", { name: "Enabled: Gate" });
    await userEvent.click(gate);
    await vi.waitFor(() => expect(screen.getByRole("switch", { name: "Enabled: Gate" })).not.toBeChecked());
    await vi.waitFor(() => expect(screen.getByRole("switch", { name: "Enabled: Gate" })).toBeEnabled());
    await userEvent.click(screen.getByRole("switch", { name: "Enabled: Yard" }));
    await vi.waitFor(() => expect(screen.getByRole("switch", { name: "Enabled: Yard" })).toBeChecked());
    expect(callsTo(api, "/channel/close")).toEqual([{ sn: "N00000000042", chlIndex: 1 }]);
    expect(callsTo(api, "/channel/open")).toEqual([{ sn: "N00000000042", chlIndex: 2 }]);
  });

  it("§8: 7062 (device offline) shows inline and the switch returns to its state", async () => {
    mockApi({
      "/channel/list/detail": () => ({ list: channels }),
      "/channel/close": () => {
        throw new ApiError(7062);
      },
    });
    await renderWithProviders(<ChannelsTab sn="N00000000042" canManage />);
    await userEvent.click(await screen.findByRole("switch", { name: "Enabled: Gate" }));
    expect(await screen.findByTestId("channel-error")).toHaveTextContent("The device is offline.");
    await vi.waitFor(() => expect(screen.getByRole("switch", { name: "Enabled: Gate" })).toBeChecked());
  });

  it("§6: without SITE_ADMIN the switches are read-only", async () => {
    mockApi({ "/channel/list/detail": () => ({ list: channels }) });
    await renderWithProviders(<ChannelsTab sn="N00000000042" canManage={false} />);
    expect(await screen.findByRole("switch", { name: "Enabled: Gate" })).toBeDisabled();
  });
});
