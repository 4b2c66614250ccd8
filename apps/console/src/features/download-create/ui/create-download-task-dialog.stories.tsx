import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { createI18n } from "@vms/i18n";
import { LocaleProvider } from "@vms/i18n/react";
import type { ComponentType } from "react";
import { CreateDownloadTaskDialog } from "./create-download-task-dialog";

/** The dialog inside a one-route memory router (its success message links to the download list). */
function inRouter(Story: ComponentType) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <Story /> }), history: createMemoryHistory({ initialEntries: ["/"] }) });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <LocaleProvider i18n={createI18n("en-US")}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: "Downloads/CreateDownloadTaskDialog",
  component: CreateDownloadTaskDialog,
  args: { open: true, onClose: () => {}, channel: { sn: "N3B2D1A22B82", chlIndex: 2, siteName: "Lobby", chlName: "Front door" }, at: Date.UTC(2026, 10, 24, 8, 0, 0) / 1000 },
  decorators: [(Story) => inRouter(Story)],
} satisfies Meta<typeof CreateDownloadTaskDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §5: 30 s from the playback position by default; 1, 5, 15 minutes or a custom range up to 60 minutes. */
export const Default: Story = {};
