// Public API of the download-create slice (spec §5 Downloads, §7 create result): the dialog the playback page opens.
export { CreateDownloadTaskDialog } from "./ui/create-download-task-dialog";
// Issue 31: a synchronised playback's clip makes one task per channel without a dialog each.
export { createDownloadTask } from "./api/create-download-task";
