// Public API of the download-create slice (spec §5 Downloads, §7 create result): the dialog the playback page opens.
export { CreateDownloadTaskDialog } from "./ui/create-download-task-dialog";
