// Public API of the installers and remote-access slice (spec §2 /bind/installer,
// /remote-access-login, /service/installer; §3 remoteReqInfo; §4 Remote access; §7).
export { bindCheckQueryOptions } from "./api/check-bind-link";
export { customersQueryOptions } from "./api/get-customers";
export { myInstallerQueryOptions } from "./api/get-my-installer";
export { BindInstallerPage } from "./ui/bind-installer-page";
export { InstallerServicePage } from "./ui/installer-service-page";
export { RemoteLoginPage } from "./ui/remote-login-page";
export { RemoteRequestPrompt } from "./ui/remote-request-prompt";
export { RemoteSessionBanner } from "./ui/remote-session-banner";
