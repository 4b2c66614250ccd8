import { describe, expect, it } from "vitest";
import { checkCruiseGroup } from "./cruise-group-form";
import { apiFor } from "./ptz-dialect";
import { ptzFailureMessage } from "./ptz-result";

describe("cruise groups and tracks (spec §3 Cruise, §5 names, §8 fallbacks)", () => {
  const caps = { cruiseGroupCruiseMax: 8 };

  it("§5: a group needs a valid unique name and 1..8 cruise lines (repeats allowed)", () => {
    expect(checkCruiseGroup({ name: "All", cruises: [1, 2, 1] }, [], caps)).toEqual({});
    expect(checkCruiseGroup({ name: " ", cruises: [] }, [], caps)).toEqual({ name: "empty", cruises: "empty" });
    expect(checkCruiseGroup({ name: "a#b", cruises: [1] }, [], caps)).toEqual({ name: "forbidden" });
    expect(checkCruiseGroup({ name: "All", cruises: Array.from({ length: 9 }, () => 1) }, [{ index: 1, name: "All" }], caps)).toEqual({ name: "duplicate", cruises: "tooMany" });
    expect(checkCruiseGroup({ name: "All", cruises: [1] }, [{ index: 1, name: "All" }], caps, 1)).toEqual({});
  });

  it("§8: untranslated failures read 'track/cruise group operation failed'; §7 both dialects have the calls", () => {
    expect(ptzFailureMessage("track", 200).message).toBe("Track operation failed.");
    expect(ptzFailureMessage("cruiseGroup", 200).message).toBe("Cruise group operation failed.");
    expect([apiFor("startRecordTrack", "ipc"), apiFor("startRecordTrack", "recorder")]).toEqual(["PtzStartRecordTrack_I", "startChlTrackRecord"]);
    expect([apiFor("runCruiseGroup", "ipc"), apiFor("runCruiseGroup", "recorder")]).toEqual(["PtzRunCruiseGroup_I", "runPtzCruiseGroup"]);
  });
});
