// Public API of the version-info slice (account / version information).
export { versionInfoQueryOptions } from "./api/get-version-info";
export { VersionInfoPage } from "./ui/version-info-page";
