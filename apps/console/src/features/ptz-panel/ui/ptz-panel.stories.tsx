import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createI18n } from "@vms/i18n";
import { LocaleProvider } from "@vms/i18n/react";
import { ptzKeys } from "../api/ptz-transport";
import { DEFAULT_PTZ_CAPS, type PtzCaps } from "../model/ptz-limits";
import { PtzPanel } from "./ptz-panel";

const target = { sn: "I24C053D793E", chlIndex: 1 };

/** A query cache that already holds the channel's PTZ data, so the story needs no server. */
function seeded(caps: PtzCaps) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(ptzKeys.caps(target), caps);
  client.setQueryData(ptzKeys.presets(target), [{ index: 1, name: "Door" }, { index: 2, name: "Gate" }]);
  client.setQueryData(ptzKeys.cruises(target), { cruises: [{ index: 1, name: "Round", presetCount: 2 }], running: null });
  return client;
}

const meta = {
  title: "Live/PtzPanel",
  component: PtzPanel,
  args: { ...target, available: true, devType: 1 },
  parameters: { caps: DEFAULT_PTZ_CAPS },
  decorators: [
    (Story, { parameters }) => (
      <QueryClientProvider client={seeded(parameters["caps"] as PtzCaps)}>
        <LocaleProvider i18n={createI18n("en-US")}>
          <div style={{ width: 360 }}>
            <Story />
          </div>
        </LocaleProvider>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof PtzPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PTZ dome with a motorised lens: directions, speed, zoom, focus and iris; presets and cruise lines in their tabs. */
export const PtzDome: Story = {};

/** A fixed camera with a motorised lens only: zoom, focus and iris. */
export const LensOnly: Story = { parameters: { caps: { ...DEFAULT_PTZ_CAPS, ptz: false } } };

/** The selected window shows no live video (spec §4): the panel explains why it is not available. */
export const Unavailable: Story = { args: { available: false } };
