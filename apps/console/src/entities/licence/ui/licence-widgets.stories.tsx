import type { Meta, StoryObj } from "@storybook/react-vite";
import { createI18n } from "@vms/i18n";
import { LocaleProvider } from "@vms/i18n/react";
import { CommerceStatus } from "./commerce-status";
import { LicenceWarningAlert } from "./licence-warning-alert";

const meta = {
  title: "Licence/LicenceWarningAlert",
  component: LicenceWarningAlert,
  args: { state: { warning: "noLicence", blocked: true, remainDays: null } },
  decorators: [
    (Story) => (
      <LocaleProvider i18n={createI18n("en-US")}>
        <div style={{ width: 640 }}>
          <Story />
        </div>
      </LocaleProvider>
    ),
  ],
} satisfies Meta<typeof LicenceWarningAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §4: the organization has no licence (the directive blocks licensed clicks). */
export const NoLicence: Story = {};

/** Spec §4: the licence expired (events are kept 15 more days). */
export const Expired: Story = { args: { state: { warning: "expired", blocked: false, remainDays: 0 } } };

/** Spec §4: near expiry, with the days left, closable. */
export const NearExpiry: Story = { args: { state: { warning: "nearExpiry", blocked: false, remainDays: 5 }, onClose: () => undefined } };

/** Every licence (1–7), cloud storage (1–9) and order (1–6) status as the tables show it. */
export const Statuses: Story = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, max-content)", gap: 8 }}>
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => (
        <div key={s} style={{ display: "contents" }}>
          {s <= 7 ? <CommerceStatus kind="licence" status={s} /> : <span />}
          <CommerceStatus kind="cloud" status={s} />
          {s <= 6 ? <CommerceStatus kind="order" status={s} /> : <span />}
        </div>
      ))}
    </div>
  ),
};
