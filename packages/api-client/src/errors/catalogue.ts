import { groupMessages, type ErrorGroup } from "./groups.js";
import type { MessageDescriptor } from "./message.js";
import { specificMessages } from "./specific-messages.js";

/** One code of the spec §8 catalogue. */
export interface CatalogueEntry {
  code: number;
  group: ErrorGroup;
  /** In the silent list: never shown as a toast; the calling screen handles it inline. */
  silent: boolean;
  /** Shows its message and forces logout (inactivity or login elsewhere). */
  forceLogout: boolean;
  message: MessageDescriptor;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Codes per group, exactly as spec §8 lists them (ranges expanded). */
export const groupCodes: Record<Exclude<ErrorGroup, "session" | "other">, number[]> = {
  parameters: [1000, 4500, 7000, 20001],
  captcha: [1005, 1007, 1008, 1009, 20007, 20009, 20032, 20073, 33811],
  permission: [5000, 5001, 5002, 20026, 33001, 33002],
  user: [7001, 7002, 7007, 20003, 20005, 20006, 20010, 20011],
  tooFrequent: [20023, 6001, 1024],
  invites: [...range(20035, 20040), 20022, 20070, 20071, 33555, 33700, 33701, 33702, 33740],
  device: [33010, 7062, 21001, 33016, 7060, 7064, 7065, 7066, 7067, 7068, 7069, 7070, 7071, 7072, 7150, 33770, 33771, 33772, 33773],
  sites: [33003, 33022, 33028, 33032, 33821, 33822, 33823, 33820, 33825],
  licence: [33014, 33135, 33136, ...range(33105, 33141)],
  payment: [23003, 23005, 23011, 23006, ...range(23014, 23025), 23036, 23042, 23043, 23046, 31001, 33500, 33502, 33504],
  plateLibrary: [...range(33051, 33083), 33621],
  contact: [33620],
  // 33037-33084 overlaps the plate-library range; the overlap stays with the plate library.
  alarmRules: [...range(33037, 33050), 33084],
  layout: range(20057, 20064),
  archive: [...range(31100, 31114), 33703, 33750],
  accountDeletion: [33400, 33401],
  mfa: [33671, 33672],
  audit: [33890],
  push: [22013],
  http: [401, 403, 404, 408, ...range(500, 504)],
  client: [12344, 12345],
};

/** Codes that show their message and force logout (spec §8). */
export const FORCE_LOGOUT_CODES: ReadonlySet<number> = new Set([
  20004, 10002, 7009, 7088, 7090, 7004, ...range(9100, 9104), 7003, 123456,
]);

/** Codes whose server message is never shown (spec §8 silent list). */
export const SILENT_CODES: ReadonlySet<number> = new Set([
  20006, 20007, 20008, 20009, 20046, 20031, 404, 7063, 23015, 33011, 33063, 33064, 20052, 7026,
  23045, 23044, 31101, 31109, 1027, 33621,
]);

function buildCatalogue(): Map<number, CatalogueEntry> {
  const map = new Map<number, CatalogueEntry>();
  const add = (code: number, group: ErrorGroup) => {
    if (map.has(code)) return;
    map.set(code, {
      code,
      group,
      silent: SILENT_CODES.has(code),
      forceLogout: FORCE_LOGOUT_CODES.has(code),
      message: specificMessages[code] ?? { ...groupMessages[group], values: { code } },
    });
  };
  for (const [group, codes] of Object.entries(groupCodes)) for (const code of codes) add(code, group as ErrorGroup);
  for (const code of FORCE_LOGOUT_CODES) add(code, "session");
  for (const code of SILENT_CODES) add(code, "other");
  return map;
}

/** The whole catalogue, keyed by code. */
export const errorCatalogue: ReadonlyMap<number, CatalogueEntry> = buildCatalogue();

/** The catalogue entry for `code`, or undefined when the code is not in spec §8. */
export function catalogueEntry(code: number): CatalogueEntry | undefined {
  return errorCatalogue.get(code);
}
