// Public API of the version-info slice (account / version information).
export { getVersionInfo, invalidateVersionInfo, useVersionInfo, versionInfoKeys, versionInfoQueryOptions } from "./api/get-version-info";
export { VersionInfoPage } from "./ui/version-info-page";
