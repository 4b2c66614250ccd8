/** A device time-zone option. */
export interface TimeZoneOption {
  /** 1-based position in the list the device offers. */
  id: number;
  /** Minutes east of UTC. */
  offsetMinutes: number;
  /** "GMT±hh" or "GMT±hh:mm" (spec §5: GMT with hours and optional minutes). */
  gmt: string;
  /** Places the option is known by. */
  name: string;
}

/** "GMT+08", "GMT+05:30", "GMT-03:30", "GMT+00" for an offset in minutes. */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = abs % 60;
  return `GMT${sign}${hh}${mm ? `:${String(mm).padStart(2, "0")}` : ""}`;
}

/**
 * The offset in minutes of a time-zone text containing "GMT" with hours and optional minutes
 * ("GMT+8", "GMT+08:00", "(GMT-03:30) Newfoundland", "GMT"); null when the text has none.
 */
export function parseGmtOffset(text: string): number | null {
  const m = /GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?(?![\d:])/.exec(text);
  if (!m) return null;
  if (!m[1]) return 0;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? 0);
  if (hours > 14 || minutes > 59) return null;
  return (m[1] === "-" ? -1 : 1) * (hours * 60 + minutes);
}

// [offset "±hh:mm", places]: the 53 options of spec §9, from GMT-12 to GMT+13, as device menus list them.
const RAW: ReadonlyArray<readonly [string, string]> = [
  ["-12:00", "International Date Line West"],
  ["-11:00", "Midway Island, Samoa"],
  ["-10:00", "Hawaii"],
  ["-09:30", "Marquesas Islands"],
  ["-09:00", "Alaska"],
  ["-08:00", "Pacific Time (US & Canada)"],
  ["-07:00", "Mountain Time (US & Canada)"],
  ["-07:00", "Arizona"],
  ["-06:00", "Central Time (US & Canada)"],
  ["-06:00", "Mexico City"],
  ["-05:00", "Eastern Time (US & Canada)"],
  ["-05:00", "Bogota, Lima, Quito"],
  ["-04:30", "Caracas"],
  ["-04:00", "Atlantic Time (Canada)"],
  ["-04:00", "Santiago"],
  ["-03:30", "Newfoundland"],
  ["-03:00", "Brasilia"],
  ["-03:00", "Buenos Aires"],
  ["-02:00", "Mid-Atlantic"],
  ["-01:00", "Azores"],
  ["-01:00", "Cape Verde Islands"],
  ["+00:00", "Dublin, Edinburgh, Lisbon, London"],
  ["+00:00", "Casablanca, Monrovia, Reykjavik"],
  ["+01:00", "Amsterdam, Berlin, Rome, Stockholm, Vienna"],
  ["+01:00", "Brussels, Copenhagen, Madrid, Paris"],
  ["+01:00", "West Central Africa"],
  ["+02:00", "Athens, Bucharest"],
  ["+02:00", "Cairo"],
  ["+02:00", "Helsinki, Kyiv, Riga, Sofia"],
  ["+02:00", "Jerusalem"],
  ["+03:00", "Baghdad, Kuwait, Riyadh"],
  ["+03:00", "Moscow, St. Petersburg, Istanbul"],
  ["+03:30", "Tehran"],
  ["+04:00", "Abu Dhabi, Muscat, Baku"],
  ["+04:30", "Kabul"],
  ["+05:00", "Islamabad, Karachi, Tashkent"],
  ["+05:30", "Chennai, Kolkata, Mumbai, New Delhi"],
  ["+05:45", "Kathmandu"],
  ["+06:00", "Almaty, Dhaka"],
  ["+06:30", "Yangon"],
  ["+07:00", "Bangkok, Hanoi, Jakarta"],
  ["+08:00", "Beijing, Hong Kong, Singapore, Taipei"],
  ["+08:00", "Perth"],
  ["+08:45", "Eucla"],
  ["+09:00", "Osaka, Seoul, Tokyo"],
  ["+09:30", "Adelaide"],
  ["+09:30", "Darwin"],
  ["+10:00", "Brisbane, Guam, Port Moresby"],
  ["+10:00", "Canberra, Melbourne, Sydney"],
  ["+10:30", "Lord Howe Island"],
  ["+11:00", "Magadan, Solomon Islands, New Caledonia"],
  ["+12:00", "Auckland, Wellington, Fiji"],
  ["+13:00", "Nuku'alofa, Samoa"],
];

const toMinutes = (text: string) => (text.startsWith("-") ? -1 : 1) * (Number(text.slice(1, 3)) * 60 + Number(text.slice(4, 6)));

/** The 53 time-zone options of spec §9, GMT-12 to GMT+13, in menu order. */
export const TIME_ZONES: readonly TimeZoneOption[] = RAW.map(([offset, name], i) => {
  const offsetMinutes = toMinutes(offset);
  return { id: i + 1, offsetMinutes, gmt: formatGmtOffset(offsetMinutes), name };
});
