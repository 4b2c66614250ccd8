import type { ComponentType, ReactNode } from "react";
import type { Shortcut } from "@/shared/lib/shortcuts";
import type { ChannelRef } from "@/shared/video";
import type { ColumnState } from "./use-column";

/** A channel as the download and archive dialogs name it. */
export interface LiveChannel {
  sn: string;
  chlIndex: number;
  siteName: string;
  chlName: string;
}

/** A playback window's moment and source, for its Download and Archive buttons. */
export interface PlaybackWindowContext {
  sn: string;
  chlIndex: number;
  /** The wall time shown (Unix ms), null before the first frame. */
  wallMs: number | null;
  source: "local" | "cloud";
  /** A clip cut on the window's timeline (Unix s, at most 60 minutes): Download and Archive take it as their range. */
  clip?: { startTime: number; endTime: number } | null | undefined;
  /** The last recorded moment of the window's spans (Unix s), null while unknown: Archive stops there (issue 31). */
  footageEnd?: number | null | undefined;
  /** Synchronised windows (issue 31): every window's channel, so the clip can be cut from all at once. */
  wallChannels?: readonly { sn: string; chlIndex: number }[] | undefined;
}

type Guard = <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => void;

/**
 * The live page's pieces that other slices own. Features never import features (decision 0001), so
 * the route hands them over once, as a constant: this slice only arranges them (tabs, columns, the
 * PTZ rule and the licence directive).
 */
export interface LiveParts {
  /** live-tree: the site → device → channel tree, and what it knows of a device. */
  ChannelTree: ComponentType<{ onOpenChannel: (channel: ChannelRef) => void }>;
  useDeviceSiteId: (sn: string) => string | undefined;
  useDeviceType: (sn: string) => number | undefined;
  /** live-windows: the split windows, opening a channel in the selected one, and that window. */
  Windows: ComponentType<{ toolbar?: ReactNode; wallControls?: ReactNode; shortcuts?: readonly Shortcut[] }>;
  openChannel: (channel: ChannelRef) => void;
  useSelectedPtzTarget: () => { sn: string; chlIndex: number; available: boolean } | null;
  /** live-layouts: save and open layouts; the wall mode's layout and tour controls, and their keys. */
  LayoutBar: ComponentType;
  WallLayoutControls: ComponentType;
  layoutShortcuts: readonly Shortcut[];
  /** ptz-panel: the selected window's PTZ column. */
  PtzColumn: ComponentType<{ sn: string; chlIndex: number; available: boolean; devType?: number | undefined; column: ColumnState }>;
  /** playback: the playback view, with a slot for each window's buttons. */
  PlaybackView: ComponentType<{
    guard: Guard;
    guardReady: boolean;
    initial?: { sn: string; chlIndex: number; atMs: number } | undefined;
    renderDownload: (context: PlaybackWindowContext) => ReactNode;
    /** The channel tree beside the windows (issue 31): double-click, Enter or drag fills a window. */
    renderTree: (openChannel: (channel: { sn: string; chlIndex: number }) => void) => ReactNode;
  }>;
  /** download-create: an AVI download task from a moment, or of a clip (`range`). */
  DownloadDialog: ComponentType<{ open: boolean; onClose: () => void; channel: LiveChannel; at: number; source: "cloud" | "device"; range?: { startTime: number; endTime: number } | undefined }>;
  /** archives: an archive of a range (two minutes from a moment, or a clip). */
  ArchiveDialog: ComponentType<{ open: boolean; onClose: () => void; channel: LiveChannel; startTime: number; endTime: number; source: "local" | "cloud" }>;
  /** download-create: one task without its dialog (issue 31: a clip of every synchronised window). */
  createDownloadTask: (input: { sn: string; chlIndex: number; startTime: number; endTime: number; source: "device" | "cloud" }) => Promise<{ kind: "created"; fileName: string } | { kind: "empty" } | { kind: "failed" }>;
  /** archives: creates one archive (the list refetches). */
  useCreateArchive: () => (request: { sn: string; chlIndex: number; startTime: number; endTime: number; title: string; source: "local" | "cloud" }) => Promise<{ archiveId: string; title: string }>;
}
