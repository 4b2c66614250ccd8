import type { RequestOf, ResponseOf } from "@vms/api-client";

type Call = RequestOf<"/device/transport">;
type Answer = ResponseOf<"/device/transport">;

/**
 * Test only: a PTZ channel behind the mocked /device/transport, answering as docs/device-protocol.md
 * says (code 200 with status "failed" for refusals; one motion at a time). `fail` makes the named APIs fail.
 */
export function fakePtzDevice(opts: { presets?: string[]; lens?: boolean } = {}) {
  const presets = new Map<number, string>((opts.presets ?? []).map((name, i) => [i + 1, name]));
  const cruises = new Map<number, { name: string; presets: { index: number; speed: number; holdTime: number }[] }>();
  const tracks = new Map<number, { name: string; stepCount: number }>();
  const groups = new Map<number, { name: string; cruises: { index: number }[] }>();
  type Motion = { kind: "cruise" | "track" | "group"; index: number } | null;
  const state = { zoom: 1, motion: null as Motion, recording: null as number | null, fail: new Set<string>(), calls: [] as Call[] };
  const running = (kind: NonNullable<Motion>["kind"]) => (state.motion?.kind === kind ? state.motion.index : null);
  const run = (kind: NonNullable<Motion>["kind"], index: number) => {
    state.motion = { kind, index };
    return ok({ running: index });
  };
  const stop = (kind: NonNullable<Motion>["kind"]) => {
    if (state.motion?.kind === kind) state.motion = null;
    return ok({ running: null });
  };
  const ok = (data: unknown = {}): Answer => ({ code: 200, status: "success", data });
  const failed: Answer = { code: 200, status: "failed", data: null };
  const handle = (call: Call): Answer => {
    state.calls.push(call);
    type Stop = { index: number; speed: number; holdTime: number };
    const p = call.params as { index: number; name?: string; presets: Stop[]; cruises: { index: number }[]; action?: string };
    if (state.fail.has(call.api)) return failed;
    switch (call.api) {
      case "PtzGetCaps_I":
        return ok({ ptz: true, lens: opts.lens ?? true, presetMax: 255, cruiseMax: 8, cruisePresetMax: 16, trackMax: 4, cruiseGroupMax: 4, cruiseGroupCruiseMax: 8 });
      case "PtzGetPresets_I":
      case "queryChlPresetList":
        return ok({ presets: [...presets].map(([index, name]) => ({ index, name })), maxCount: 255 });
      case "PtzModifyPresetPosition_I":
      case "createChlPreset":
        if ([...presets].some(([i, n]) => n === p.name && i !== p.index)) return failed;
        presets.set(p.index, p.name ?? presets.get(p.index) ?? "");
        return ok({ index: p.index });
      case "editChlPreset":
        presets.set(p.index, p.name ?? "");
        return ok({ index: p.index });
      case "PtzDeletePreset_I":
      case "delChlPreset":
        return presets.delete(p.index) ? ok() : failed;
      case "PtzGetCruises_I":
        return ok({ cruises: [...cruises].map(([index, c]) => ({ index, name: c.name, presetCount: c.presets.length })), running: running("cruise") });
      case "PtzAddCruise_I":
        cruises.set(cruises.size + 1, { name: p.name ?? "", presets: p.presets });
        return ok({ index: cruises.size });
      case "PtzRunCruise_I":
        return run("cruise", p.index);
      case "PtzStopCruise_I":
        return stop("cruise");
      case "PtzGetTracks_I":
      case "queryChlTrackList":
        return ok({ tracks: [...tracks].map(([index, x]) => ({ index, ...x })), maxCount: 4, running: running("track"), recording: state.recording });
      case "PtzStartRecordTrack_I":
      case "startChlTrackRecord": {
        if ([...tracks.values()].some((x) => x.name === p.name)) return failed;
        const index = [1, 2, 3, 4].find((i) => !tracks.has(i))!;
        tracks.set(index, { name: p.name ?? "", stepCount: 0 });
        state.recording = index;
        state.motion = null;
        return ok({ index, recording: index });
      }
      case "PtzStopRecordTrack_I":
      case "stopChlTrackRecord":
        state.recording = null;
        return ok({ recording: null });
      case "PtzRunTrack_I":
        return run("track", p.index);
      case "PtzStopTrack_I":
        return stop("track");
      case "PtzRenameTrack_I":
        tracks.set(p.index, { ...tracks.get(p.index)!, name: p.name ?? "" });
        return ok({ index: p.index });
      case "PtzDeleteTrack_I":
        return tracks.delete(p.index) ? ok() : failed;
      case "PtzGetCruiseGroups_I":
        return ok({ groups: [...groups].map(([index, g]) => ({ index, name: g.name, cruiseCount: g.cruises.length })), maxCount: 4, running: running("group") });
      case "PtzGetCruiseGroup_I":
        return ok({ index: p.index, ...groups.get(p.index) });
      case "PtzAddCruiseGroup_I":
        groups.set(groups.size + 1, { name: p.name ?? "", cruises: p.cruises });
        return ok({ index: groups.size });
      case "PtzModifyCruiseGroup_I":
        groups.set(p.index, { name: p.name ?? "", cruises: p.cruises });
        return ok();
      case "PtzRunCruiseGroup_I":
        return run("group", p.index);
      case "PtzStopCruiseGroup_I":
        return stop("group");
      case "PtzControl_I":
      case "AZControl_I": {
        if (state.recording !== null && p.action !== "stop") tracks.get(state.recording)!.stepCount++;
        if (p.action === "zoomIn") state.zoom = Math.min(4, state.zoom + 1);
        if (p.action === "zoomOut") state.zoom = Math.max(1, state.zoom - 1);
        return ok({ position: { pan: 0, tilt: 0, zoom: state.zoom } });
      }
      default:
        return ok();
    }
  };
  return { handle, state, presets, cruises, tracks, groups, callsOf: (api: string) => state.calls.filter((c) => c.api === api).map((c) => c.params) };
}
