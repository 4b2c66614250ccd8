// Spec §5: names must not contain < > & , ' " / \ % : #, and file names also not * ? |.
const FORBIDDEN = /[<>&,'"/\\%:#*?|]/g;

/** YYYYMMDDHHmmss of a Unix time (UTC). */
function stamp(sec: number): string {
  return new Date(sec * 1000).toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** Spec §7 "Logging call": the task name is site, channel, start and end plus .avi. */
export function downloadFileName(siteName: string, chlName: string, startTime: number, endTime: number): string {
  // Channel names come from the device: control characters go too.
  const clean = (s: string) =>
    [...s.replace(FORBIDDEN, "_")]
      .map((c) => (c.charCodeAt(0) < 0x20 ? "_" : c))
      .join("")
      .trim()
      .slice(0, 64) || "_";
  return `${clean(siteName)}_${clean(chlName)}_${stamp(startTime)}_${stamp(endTime)}.avi`;
}
