import type { RequestOf, ResponseOf } from "@vms/api-client";

type Call = RequestOf<"/device/transport">;
type Answer = ResponseOf<"/device/transport">;

/**
 * Test only: a PTZ channel behind the mocked /device/transport, answering as docs/device-protocol.md
 * says (code 200 with status "failed" for refusals). `fail` makes the named APIs fail.
 */
export function fakePtzDevice(opts: { presets?: string[]; lens?: boolean } = {}) {
  const presets = new Map<number, string>((opts.presets ?? []).map((name, i) => [i + 1, name]));
  const cruises = new Map<number, { name: string; presets: { index: number; speed: number; holdTime: number }[] }>();
  const state = { zoom: 1, running: null as number | null, fail: new Set<string>(), calls: [] as Call[] };
  const ok = (data: unknown = {}): Answer => ({ code: 200, status: "success", data });
  const failed: Answer = { code: 200, status: "failed", data: null };
  const handle = (call: Call): Answer => {
    state.calls.push(call);
    type Stop = { index: number; speed: number; holdTime: number };
    const p = call.params as { index: number; name?: string; presets: Stop[]; action?: string };
    if (state.fail.has(call.api)) return failed;
    switch (call.api) {
      case "PtzGetCaps_I":
        return ok({ ptz: true, lens: opts.lens ?? true, presetMax: 255, cruiseMax: 8, cruisePresetMax: 16 });
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
        return ok({ cruises: [...cruises].map(([index, c]) => ({ index, name: c.name, presetCount: c.presets.length })), running: state.running });
      case "PtzAddCruise_I":
        cruises.set(cruises.size + 1, { name: p.name ?? "", presets: p.presets });
        return ok({ index: cruises.size });
      case "PtzRunCruise_I":
        state.running = p.index;
        return ok({ running: state.running });
      case "PtzStopCruise_I":
        state.running = null;
        return ok({ running: null });
      case "PtzControl_I":
      case "AZControl_I": {
        if (p.action === "zoomIn") state.zoom = Math.min(4, state.zoom + 1);
        if (p.action === "zoomOut") state.zoom = Math.max(1, state.zoom - 1);
        return ok({ position: { pan: 0, tilt: 0, zoom: state.zoom } });
      }
      default:
        return ok();
    }
  };
  return { handle, state, presets, cruises, callsOf: (api: string) => state.calls.filter((c) => c.api === api).map((c) => c.params) };
}
