import { describe, expect, it } from "vitest";
import { archiveListQuery, emptyArchiveFilters } from "./archive-query";

describe("archive list query (spec §3 search by status[], archiveTitle, siteIds[], cameras[], dateRange[]; §9 20 a page)", () => {
  it("leaves empty filters out and sends 20 a page", () => {
    expect(archiveListQuery(emptyArchiveFilters(), 2)).toEqual({ pageNum: 2, pageSize: 20 });
  });

  it("sends every chosen filter; the date range covers whole local days", () => {
    const q = archiveListQuery({ title: " Door ", status: "done", siteId: "s1", camera: "N#1#3", from: "2026-11-01", to: "2026-11-02" }, 1);
    expect(q).toMatchObject({ archiveTitle: "Door", status: ["done"], siteIds: ["s1"], cameras: [{ sn: "N#1", chlIndex: 3 }] });
    expect(q.dateRange).toEqual([new Date(2026, 10, 1).getTime() / 1000, new Date(2026, 10, 2, 23, 59, 59).getTime() / 1000]);
  });
});
