import { describe, expect, it } from "vitest";
import { catalogueEntry, errorCatalogue, FORCE_LOGOUT_CODES, groupCodes, SILENT_CODES } from "./catalogue.js";
import { Code } from "./codes.js";
import { groupMessages, type ErrorGroup } from "./groups.js";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Spec §8's table, written out again here so the test does not reuse the catalogue's own lists.
const SPEC_TABLE: Array<[ErrorGroup, number[]]> = [
  ["parameters", [1000, 4500, 7000, 20001]],
  ["captcha", [1005, 1007, 1008, 1009, 20007, 20009, 20032, 20073, 33811]],
  ["permission", [5000, 5001, 5002, 20026, 33001, 33002]],
  ["user", [7001, 7002, 20010, 7007, 20003, 20005, 20006, 20011]],
  ["tooFrequent", [20023, 6001, 1024]],
  ["invites", [...range(20035, 20040), 20022, 20070, 20071, 33555]],
  ["device", [33010, 7062, 21001, 33016]],
  ["sites", [33003, 33022, 33028, 33032, 33821, 33822, 33823, 33820, 33825]],
  ["licence", [33014, 33135, 33136, ...range(33105, 33141)]],
  ["payment", [23003, 23005, 23011, 23006, ...range(23014, 23025), 23036, 23042, 23043, 23046, 31001, 33500, 33502, 33504]],
  ["plateLibrary", [...range(33051, 33083), 33621]],
  ["contact", [33620]],
  ["alarmRules", range(33037, 33084)],
  ["layout", range(20057, 20064)],
  ["archive", range(31100, 31114)],
  ["accountDeletion", [33400, 33401]],
  ["mfa", [33671, 33672]],
  ["audit", [33890]],
  ["push", [22013]],
  ["http", [401, 403, 404, 408, 500, 501, 502, 503, 504]],
  ["client", [12344, 12345]],
];
const SPEC_SILENT = [
  20006, 20007, 20008, 20009, 20046, 20031, 404, 7063, 23015, 33011, 33063, 33064, 20052, 7026, 23045, 23044, 31101, 31109,
  1027, 33621,
];
const SPEC_FORCE_LOGOUT = [20004, 10002, 7009, 7088, 7090, 7004, 9100, 9101, 9102, 9103, 9104, 7003, 123456];

// §8 lists 33037-33084 (alarm rules) over 33051-33083 (plate library); the overlap may sit in either group.
const OVERLAP = new Set(range(33051, 33083));

describe("errorCatalogue", () => {
  it.each(SPEC_TABLE)("§8: every %s code of the table is catalogued in that group", (group, codes) => {
    for (const code of codes) {
      const entry = catalogueEntry(code);
      expect(entry, `code ${code}`).toBeDefined();
      if (group === "alarmRules" && OVERLAP.has(code)) expect(["alarmRules", "plateLibrary"]).toContain(entry?.group);
      else expect(entry?.group, `code ${code}`).toBe(group);
    }
  });

  it("§8: every silent-list code is catalogued with silent=true and no forced logout", () => {
    expect([...SILENT_CODES].sort()).toEqual([...SPEC_SILENT].sort());
    for (const code of SPEC_SILENT) {
      expect(catalogueEntry(code), `code ${code}`).toMatchObject({ code, silent: true, forceLogout: false });
    }
  });

  it("§8: every forced-logout code is catalogued with forceLogout=true, in session unless the table groups it", () => {
    expect([...FORCE_LOGOUT_CODES].sort()).toEqual([...SPEC_FORCE_LOGOUT].sort());
    const tabled = new Set(SPEC_TABLE.flatMap(([, codes]) => codes));
    for (const code of SPEC_FORCE_LOGOUT) {
      const entry = catalogueEntry(code);
      expect(entry, `code ${code}`).toMatchObject({ code, forceLogout: true, silent: false });
      if (!tabled.has(code)) expect(entry?.group).toBe("session");
    }
  });

  it("§8: codes outside both lists are neither silent nor forced-logout", () => {
    for (const [code, entry] of errorCatalogue) {
      expect(entry.code).toBe(code);
      expect(entry.silent, `code ${code}`).toBe(SPEC_SILENT.includes(code));
      expect(entry.forceLogout, `code ${code}`).toBe(SPEC_FORCE_LOGOUT.includes(code));
    }
  });

  it("§8: silent codes not in the table fall into the 'other' group", () => {
    const tabled = new Set(SPEC_TABLE.flatMap(([, codes]) => codes));
    for (const code of SPEC_SILENT.filter((c) => !tabled.has(c))) expect(catalogueEntry(code)?.group).toBe("other");
  });

  it("§8: the catalogue holds nothing beyond the table, the silent list and the forced-logout list (plus named device codes)", () => {
    const named = new Set<number>(Object.values(Code));
    const listed = new Set([...SPEC_TABLE.flatMap(([, codes]) => codes), ...SPEC_SILENT, ...SPEC_FORCE_LOGOUT]);
    for (const code of errorCatalogue.keys()) expect(listed.has(code) || named.has(code), `code ${code}`).toBe(true);
  });

  it("§8: no code is listed under two groups, so each code has exactly one meaning", () => {
    const owner = new Map<number, string>();
    for (const [group, codes] of Object.entries(groupCodes)) {
      for (const code of codes) {
        const previous = owner.get(code);
        expect(previous === undefined || previous === group, `code ${code} in ${previous} and ${group}`).toBe(true);
        owner.set(code, group);
      }
    }
    expect(groupCodes.client).toEqual([12344, 12345]);
    expect(groupCodes.http).toEqual([401, 403, 404, 408, 500, 501, 502, 503, 504]);
  });

  it("§8: every entry has a translatable message; listed-only codes use their group text with {code}", () => {
    for (const [code, entry] of errorCatalogue) {
      expect(entry.message.id, `code ${code}`).toMatch(/^error\./);
      expect(entry.message.message.length, `code ${code}`).toBeGreaterThan(0);
      if (entry.message.id.startsWith("error.group.")) {
        expect(entry.message).toEqual({ ...groupMessages[entry.group], values: { code } });
        expect(entry.message.message).toContain("{code}");
      } else {
        expect(entry.message.id).toBe(`error.${code}`);
      }
    }
  });

  it("§8: the meanings the table names have a specific message", () => {
    for (const code of [20006, 20007, 20009, 5002, 33010, 7062, 21001, 33016, 33022, 33028, 33821, 33822, 33823, 23011, 23019, 23036, 31001, 33056, 33058, 33060, 33620, 33400, 33401, 22013, 12344, 12345]) {
      expect(catalogueEntry(code)?.message.id, `code ${code}`).toBe(`error.${code}`);
    }
  });

  it("§8: every named Code except OK is catalogued; unknown codes are not", () => {
    for (const [name, code] of Object.entries(Code)) {
      if (code === Code.OK) continue;
      expect(catalogueEntry(code), name).toBeDefined();
    }
    expect(catalogueEntry(200)).toBeUndefined();
    expect(catalogueEntry(99999)).toBeUndefined();
  });

  it("§8: every group has a fallback message", () => {
    for (const [group, message] of Object.entries(groupMessages)) {
      expect(message.id).toBe(`error.group.${group}`);
      expect(message.message).toContain("{code}");
    }
  });
});
