import { ApiError, Code } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "@/shared/testing";
import { createArchiveDownload } from "./archive-video";

const links = { aviUrl: "/a.avi", manifestUrl: "/m.json", signatureUrl: "/m.sig", fileName: "Gate.avi", expiresAt: 1 };

describe("archive AVI download through the download task flow (issue #16)", () => {
  it("creates a cloudArchive download task and keeps the manifest and signature links", async () => {
    const api = mockApi({ "/download-task/create": () => ({ result: 0, taskId: "t1", fileName: "Lobby_Door_1_2.avi", startTime: 0, endTime: 30, clamped: false }), "/archives/download-token/get": () => links });
    expect(await createArchiveDownload("a1")).toEqual({ fileName: "Lobby_Door_1_2.avi", manifestUrl: "/m.json", signatureUrl: "/m.sig" });
    expect(callsTo(api, "/download-task/create")).toEqual([{ source: "cloudArchive", archiveId: "a1" }]);
  });

  it("§5: without the download right (5002) no links are fetched", async () => {
    const api = mockApi({ "/download-task/create": () => Promise.reject(new ApiError(Code.NO_DOWNLOAD_RIGHT, "no right")), "/archives/download-token/get": () => links });
    await expect(createArchiveDownload("a1")).rejects.toMatchObject({ code: Code.NO_DOWNLOAD_RIGHT });
    expect(callsTo(api, "/archives/download-token/get")).toEqual([]);
  });
});
