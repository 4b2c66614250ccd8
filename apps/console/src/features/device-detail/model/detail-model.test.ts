import { BRIDGE_MODEL, type DevType } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { deviceDetailSearchSchema, visibleTabs } from "./detail-search";
import { isIpv4, isSubnetMask, validateNetwork } from "./network-form";

const dev = (devType: DevType, model = "NVR-08-1H") => ({ devType, model });

describe("device detail URL and tabs (spec §2 device detail, §6 roles)", () => {
  it("§2: sn and tab come from the URL; a bad tab is dropped", () => {
    expect(deviceDetailSearchSchema.parse({ sn: "N1", tab: "upgrade" })).toEqual({ sn: "N1", tab: "upgrade" });
    expect(deviceDetailSearchSchema.parse({ sn: 123, tab: "nope" })).toEqual({ sn: "123", tab: undefined });
    expect(deviceDetailSearchSchema.parse({})).toEqual({ sn: undefined, tab: undefined });
  });

  it("§2/§6: site admins and viewers see every tab; viewing stations have no channels; live-only viewers only watch", () => {
    expect(visibleTabs(dev(2), "SITE_ADMIN")).toEqual(["overview", "channels", "notify", "network", "upgrade", "reboot", "logs", "time"]);
    expect(visibleTabs(dev(2), "SITE_VIEWER")).toHaveLength(8);
    expect(visibleTabs(dev(13), "SITE_ADMIN")).not.toContain("channels");
    // Viewing stations have their two outputs instead (spec §3 vs_view); reading them asks the device.
    expect(visibleTabs(dev(13), "SITE_ADMIN")).toContain("outputs");
    expect(visibleTabs(dev(2), "SITE_ADMIN")).not.toContain("outputs");
    expect(visibleTabs(dev(13), "LIVE_ONLY_VIEWER")).not.toContain("outputs");
    expect(visibleTabs(dev(1), "LIVE_ONLY_VIEWER")).toEqual(["overview", "channels", "notify", "upgrade", "reboot"]);
  });

  it("issue 30: a site bridge has its cameras after its channels, for every role that opens the detail; no other device has", () => {
    expect(visibleTabs(dev(2, BRIDGE_MODEL), "SITE_ADMIN").slice(0, 3)).toEqual(["overview", "channels", "cameras"]);
    expect(visibleTabs(dev(2, BRIDGE_MODEL), "LIVE_ONLY_VIEWER")).toContain("cameras");
    expect(visibleTabs(dev(1, BRIDGE_MODEL), "SITE_ADMIN")).not.toContain("cameras");
    expect(visibleTabs(dev(2), "SITE_ADMIN")).not.toContain("cameras");
    expect(deviceDetailSearchSchema.parse({ sn: "B1", tab: "cameras" })).toEqual({ sn: "B1", tab: "cameras" });
  });
});

describe("network settings (spec §2 network)", () => {
  const base = { dhcp: false, ip: "192.168.1.10", mask: "255.255.255.0", gateway: "192.168.1.1", dns1: "8.8.8.8", dns2: "" };

  it("IPv4 addresses and contiguous masks", () => {
    for (const ok of ["0.0.0.0", "10.0.0.1", "255.255.255.255", "192.168.100.200"]) expect(isIpv4(ok), ok).toBe(true);
    for (const bad of ["256.1.1.1", "1.2.3", "1.2.3.4.5", "01a.1.1.1", " 1.2.3.4", ""]) expect(isIpv4(bad), bad).toBe(false);
    for (const ok of ["255.255.255.0", "255.255.0.0", "255.255.255.252", "128.0.0.0"]) expect(isSubnetMask(ok), ok).toBe(true);
    for (const bad of ["255.0.255.0", "0.0.0.0", "255.255.255.1"]) expect(isSubnetMask(bad), bad).toBe(false);
  });

  it("a static address needs IP, mask, gateway and DNS 1; DNS 2 is optional", () => {
    expect(validateNetwork(base)).toEqual({});
    const errors = validateNetwork({ ...base, ip: "", mask: "255.0.255.0", gateway: "1.2.3.999", dns2: "x" });
    expect(Object.keys(errors).sort()).toEqual(["dns2", "gateway", "ip", "mask"]);
    expect(errors.ip?.message).toBe("This field cannot be empty.");
  });

  it("with DHCP nothing is checked", () => {
    expect(validateNetwork({ ...base, dhcp: true, ip: "", mask: "" })).toEqual({});
  });
});
