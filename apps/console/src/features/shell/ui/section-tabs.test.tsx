import { screen, within } from "@testing-library/react";
import { ALL_RESOURCE_CODES, RES, type UserPermissions } from "@vms/permissions";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { SectionTabs } from "./section-tabs";

const ADMIN: UserPermissions = { roleCodes: ALL_RESOURCE_CODES, dynamicCodes: ALL_RESOURCE_CODES };

describe("SectionTabs (issue 28: alarm rules' pages, spec §2)", () => {
  it("§2: alarm rules offer person rules, vehicle and non-motor rules and plate libraries, marking the current one", async () => {
    await renderWithProviders(<SectionTabs section="/alarmrules" named="alarmRules" permissions={ADMIN} />, { path: "/alarmrules/person-alarm-rule" });
    const tabs = await screen.findByRole("tablist", { name: "Alarm rules" });
    expect(within(tabs).getAllByRole("tab").map((tab) => [tab.textContent, tab.getAttribute("href")])).toEqual([
      ["Person alarm rules", "/alarmrules/person-alarm-rule"],
      ["General alarm rules", "/alarmrules/general-alarm-rule"],
      ["Vehicle plate libraries", "/alarmrules/general-vehicle"],
    ]);
    expect(within(tabs).getByRole("tab", { name: "Person alarm rules" })).toHaveAttribute("aria-selected", "true");
  });

  it("§2: a plate library's detail belongs to the plate libraries tab", async () => {
    await renderWithProviders(<SectionTabs section="/alarmrules" named="alarmRules" permissions={ADMIN} />, { path: "/alarmrules/group-detail" });
    expect(await screen.findByRole("tab", { name: "Vehicle plate libraries" })).toHaveAttribute("aria-selected", "true");
  });

  it("§6: only the pages the user may open (rules without plate libraries)", async () => {
    const rulesOnly: UserPermissions = { roleCodes: [RES.EVENTRULE_QRY], dynamicCodes: [] };
    await renderWithProviders(<SectionTabs section="/alarmrules" named="alarmRules" permissions={rulesOnly} />, { path: "/alarmrules/general-alarm-rule" });
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Person alarm rules", "General alarm rules"]);
  });

  it("§6: a single permitted page shows no tabs", async () => {
    const platesOnly: UserPermissions = { roleCodes: [RES.VEHICLEPLATE_MGR], dynamicCodes: [] };
    await renderWithProviders(
      <>
        <SectionTabs section="/alarmrules" named="alarmRules" permissions={platesOnly} />
        <p>page</p>
      </>,
      { path: "/alarmrules/general-vehicle" },
    );
    await screen.findByText("page");
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});
