// Public API of the download-tasks slice (spec §2 download task manager; user profile download tasks).
export { downloadTasksQueryOptions } from "./api/get-download-tasks";
export { DownloadManager } from "./ui/download-manager";
export { DownloadTaskTable } from "./ui/download-task-table";
