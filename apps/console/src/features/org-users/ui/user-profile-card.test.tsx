import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { UserProfileCard } from "./user-profile-card";

const frozen = {
  userId: "u-bo", email: "bo@x.test", userName: "Bo", alias: "", phone: "+49 30 1", type: 2 as const, state: 2, roleId: "r1", roleName: "Site operator/viewer", createTime: new Date(2026, 0, 2, 3, 4, 5).getTime(),
};
const roles = [{ roleId: "r1", roleName: "Site operator/viewer", builtIn: true, marker: null, codes: [], userCount: 1 }];

describe("user detail profile (spec §2 user detail, §4 user states)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§2: name, e-mail, phone, role and state of that one user; administrators get the actions", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({ "/role/list": () => ({ list: roles }), "/user/query": () => ({ total: 1, list: [frozen] }) });
    await renderWithProviders(<UserProfileCard userId="u-bo" canManage />);
    const card = await screen.findByTestId("user-profile");
    expect(card).toHaveTextContent("Bo");
    expect(card).toHaveTextContent("bo@x.test");
    expect(card).toHaveTextContent("+49 30 1");
    expect(card).toHaveTextContent("Site operator/viewer");
    expect(card).toHaveTextContent("2026-01-02 03:04:05");
    expect(screen.getByTestId("user-profile-state")).toHaveTextContent("Frozen");
    expect(callsTo(api, "/user/query")[0]).toMatchObject({ userId: "u-bo" });
  });

  it("says so when the user is not in the organization", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/role/list": () => ({ list: roles }), "/user/query": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<UserProfileCard userId="u-gone" canManage={false} />);
    expect(await screen.findByTestId("user-profile-missing")).toHaveTextContent("This user could not be found.");
  });
});
