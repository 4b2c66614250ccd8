import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, Code } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { UserSiteGrantsPanel } from "./user-site-grants-panel";

const list = [
  { siteId: "hq", parentId: null, siteName: "HQ", depth: 1, grantedRole: "SITE_VIEWER" as const, effectiveRole: "SITE_VIEWER" as const },
  { siteId: "north", parentId: "hq", siteName: "North wing", depth: 2, grantedRole: null, effectiveRole: "SITE_VIEWER" as const },
];

const kim = { userId: "u-kim", userName: "Kim Park", email: "kim@example.test" };

async function renderPanel(put: () => unknown = () => ({})) {
  sessionStore.signIn(loginResultFixture());
  const api = mockApi({ "/site/candidate/list": () => ({ user: kim, list }), "/user/site/grant": put as never });
  await renderWithProviders(<UserSiteGrantsPanel userId="u-kim" />);
  await screen.findByTestId("grant-list");
  return api;
}
const optionStates = async (siteName: string) => {
  await userEvent.click(screen.getByRole("combobox", { name: `Role on ${siteName}` }));
  const listbox = await screen.findByRole("listbox");
  return within(listbox)
    .getAllByRole("option")
    .map((o) => [o.textContent, o.getAttribute("aria-disabled") === "true"]);
};

describe("a user's site roles (spec §6, §7 /site/candidate/list, /user/site/grant)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((t) => notifier.dismiss(t.id));
  });

  it("§2 user detail: says which user it shows", async () => {
    await renderPanel();
    expect(screen.getByRole("heading", { name: "Kim Park" })).toBeInTheDocument();
    expect(screen.getByTestId("user-detail-email")).toHaveTextContent("kim@example.test");
  });

  it("§5: a sub-site offers no role lower than the parent's and shows the inherited role", async () => {
    await renderPanel();
    const north = screen.getAllByTestId("grant-row")[1]!;
    expect(within(north).getByTestId("grant-effective")).toHaveTextContent("Site viewer/operator");
    expect(await optionStates("North wing")).toEqual([
      ["Inherit from the parent site", false],
      ["Site admin", false],
      ["Site viewer/operator", false],
      ["Live-only viewer", true],
      ["No access", true],
    ]);
  });

  it("§7: saves every grant; a 33820 answer is shown inline", async () => {
    const api = await renderPanel(() => {
      throw new ApiError(Code.SITE_GRANT_LOWER);
    });
    await userEvent.click(screen.getByRole("combobox", { name: "Role on North wing" }));
    await userEvent.click(await screen.findByRole("option", { name: "Site admin" }));
    await userEvent.click(screen.getByTestId("save-site-grants"));
    await vi.waitFor(() =>
      expect(callsTo(api, "/user/site/grant")).toEqual([
        {
          userId: "u-kim",
          grants: [
            { siteId: "hq", role: "SITE_VIEWER" },
            { siteId: "north", role: "SITE_ADMIN" },
          ],
        },
      ]),
    );
    expect(await screen.findByTestId("site-grants-error")).toHaveTextContent("A sub-site's permission may not be lower than its parent site's.");
  });

  it("§5: raising a parent above a sub-site's own role blocks saving until it is fixed", async () => {
    await renderPanel();
    await userEvent.click(screen.getByRole("combobox", { name: "Role on North wing" }));
    await userEvent.click(await screen.findByRole("option", { name: "Site viewer/operator" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Role on HQ" }));
    await userEvent.click(await screen.findByRole("option", { name: "Site admin" }));
    expect(screen.getByTestId("site-grants-invalid")).toBeInTheDocument();
    expect(screen.getByTestId("save-site-grants")).toBeDisabled();
    await userEvent.click(screen.getByRole("combobox", { name: "Role on North wing" }));
    await userEvent.click(await screen.findByRole("option", { name: "Inherit from the parent site" }));
    expect(screen.getByTestId("save-site-grants")).toBeEnabled();
  });
});
