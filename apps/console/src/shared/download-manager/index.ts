// The download task manager's open state (spec §2), shared by the shell's drawer and the links to it.
export { closeDownloadManager, hostDownloadManager, openDownloadManager, useDownloadManagerOpen } from "./download-manager-store";
