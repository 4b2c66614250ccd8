import { msg } from "@lingui/core/macro";
import { checkName, layoutValueSchema, type LayoutValue, type UserConfig } from "@vms/api-client";
import { nameProblemMessages } from "@/shared/lib/form-messages";
import { fieldErrors } from "@/shared/ui";
import { liveStreamFor, type VideoCommand, type VideoRuntimeState } from "@/shared/video";

/** A saved layout with its parsed value; null when the stored value is not a layout. */
export interface Layout {
  id: string;
  name: string;
  value: LayoutValue;
}

export function parseLayout(config: UserConfig): Layout | null {
  try {
    const value = layoutValueSchema.safeParse(JSON.parse(config.configValue));
    return value.success ? { id: config.id, name: config.configName, value: value.data } : null;
  } catch {
    return null;
  }
}

/** The windows on screen as a layout value (spec §3 Layout: splitNum, isDefault, playChlList). */
export function captureLayout(state: VideoRuntimeState, isDefault: boolean): LayoutValue {
  const playChlList = state.windows
    .slice(0, state.splitNum)
    .filter((w) => w.sn !== null && w.chlIndex !== null)
    .map((w) => ({ winIndex: w.winIndex, sn: w.sn!, chlIndex: w.chlIndex!, streamMode: w.streamMode, channelName: w.channelName, siteName: w.siteName }));
  return { splitNum: state.splitNum, isDefault, playChlList };
}

/** Spec §5: layouts above 4 splits cannot open on Mac. */
export const macSplitMessage = msg`Layouts above 4 splits cannot open on Mac.`;

/** Opens a layout: its split, then each window's channel; windows it leaves empty are cleared. */
export async function applyLayout(command: VideoCommand, state: VideoRuntimeState, layout: LayoutValue): Promise<boolean> {
  if (layout.splitNum > state.maxSplit) return false;
  await command("splitCtrl", { splitNum: layout.splitNum });
  // All windows at once, not one after another: their tickets then go out in one call (issue 31).
  const sent: Promise<unknown>[] = [];
  for (let winIndex = 1; winIndex <= layout.splitNum; winIndex++) {
    const win = layout.playChlList.find((w) => w.winIndex === winIndex);
    if (win) {
      // A stream the window was switched to is kept; without one the split decides (issue 31: sub above 4 windows).
      sent.push(command("preview", { winIndex, sn: win.sn, chlIndex: win.chlIndex, streamMode: win.streamMode ?? liveStreamFor(layout.splitNum, false), channelName: win.channelName ?? "", siteName: win.siteName ?? "" }));
    } else if (state.windows[winIndex - 1]?.sn) {
      sent.push(command("unBindChannelWin", { winIndex }));
    }
  }
  await Promise.all(sent);
  await command("switchSelectedWindow", { winIndex: 1 });
  return true;
}

export interface LayoutNameValues {
  name: string;
  isDefault: boolean;
}

/** Spec §5 name rules for the layout name field. */
export function validateLayoutName(values: LayoutNameValues) {
  const problem = checkName(values.name);
  return fieldErrors(problem ? { name: nameProblemMessages[problem] } : {});
}
