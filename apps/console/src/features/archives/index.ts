// Public API of the archives slice (spec §2 /archives, /archives-details/{id}, /archives-share/{id};
// §3 Archive; §7 Archives). CreateArchiveDialog is the "Archive" entry point for playback and events.
export { archiveAuthorityQueryOptions } from "./api/archive-authority";
export { archiveVideoQueryOptions } from "./api/archive-video";
export { firstArchivesPageQueryOptions } from "./api/get-archives";
export { sharedArchiveQueryOptions } from "./api/public-share";
export { ArchiveDetailPage } from "./ui/archive-detail-page";
export { ArchiveEventAction } from "./ui/archive-event-action";
export { ArchiveSharePage } from "./ui/archive-share-page";
export { ArchivesPage } from "./ui/archives-page";
export { CreateArchiveDialog } from "./ui/create-archive-dialog";
export { useCreateArchive } from "./api/change-archives";
