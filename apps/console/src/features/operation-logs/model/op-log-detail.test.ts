import { createI18n } from "@vms/i18n";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { detailFields, opLogDetail } from "./op-log-detail";

const en = createI18n("en-US");
const zh = createI18n("zh-CN");
const at = new Date(2026, 11, 2, 9, 5, 7).getTime();

// Issue 28: details showed epoch numbers, and an import line did not say what happened.
describe("§2 operation-log details", () => {
  it("reads key=value fields, a value running to the next key", () => {
    expect(detailFields("imported=2 total=2 refused=0 file=Gate plates.xlsx")).toEqual([["imported", "2"], ["total", "2"], ["refused", "0"], ["file", "Gate plates.xlsx"]]);
    expect(detailFields("Lobby (3f2a), Parking (9c1b)")).toEqual([]);
  });

  it("§9: times among the fields are YYYY-MM-DD HH:mm:ss, local, from milliseconds or seconds", () => {
    const line = { operateEnum: "archives.create", detail: `sn=N1 startTime=${Math.floor(at / 1000)} endTime=${at} title=Door` };
    expect(opLogDetail(en, line)).toBe("sn=N1 startTime=2026-12-02 09:05:07 endTime=2026-12-02 09:05:07 title=Door");
    // Not a time key: kept as written.
    expect(opLogDetail(en, { operateEnum: "device.edit", detail: "phone=1234567890" })).toBe("phone=1234567890");
    expect(opLogDetail(en, { operateEnum: "role.update", detail: "Auditors" })).toBe("Auditors");
  });

  it("an import line says file, count and outcome, in en-US and zh-CN", () => {
    const ok = { operateEnum: "vehicle-licence-plate.import", detail: "imported=12 total=12 refused=0 file=Gate plates.xlsx" };
    expect(opLogDetail(en, ok)).toBe("Gate plates.xlsx: 12 of 12 plates imported");
    expect(opLogDetail(zh, ok)).toContain("Gate plates.xlsx");
    expect(opLogDetail(zh, ok)).not.toMatch(/imported/);
    const refused = { operateEnum: "vehicle-licence-plate.import", detail: "imported=0 total=5 refused=2 file=a.xlsx" };
    expect(opLogDetail(en, refused)).toBe("a.xlsx: nothing imported, 2 of 5 rows refused");
    expect(opLogDetail(en, { ...refused, detail: "imported=0 total=0 refused=1 file=b.xls" })).toBe("b.xls: nothing imported, the file could not be read");
  });

  it("an export line says count, range and file", () => {
    const line = { operateEnum: "event.export", detail: `count=3 from=${at} to=${at} file=events-20261202-090507.xlsx` };
    expect(opLogDetail(en, line)).toBe(`3 events from ${formatDateTime(at)} to ${formatDateTime(at)}, file events-20261202-090507.xlsx`);
    expect(opLogDetail(zh, line)).toContain(formatDateTime(at));
    expect(opLogDetail(en, { ...line, operateEnum: "opLog.export" })).toMatch(/^3 lines from 2026-12-02 09:05:07/);
  });
});
