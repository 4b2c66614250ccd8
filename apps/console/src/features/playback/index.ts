// Public API of the playback slice (spec §2 Playback, §4 Playback range, §7 playback commands):
// the playback view shown on /live's "Playback" tab. Its `renderDownload` prop is the per-window
// slot for a window's download and archive buttons, composed by the live page.
export { PlaybackView } from "./ui/playback-view";
