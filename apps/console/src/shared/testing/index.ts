// Test helpers only: never imported by app code.
export { brandingFixture, removeIconLinks } from "./branding-fixture";
export { channelFixture, deviceDetailFixture, deviceFixture, deviceTaskFixture } from "./device-fixtures";
export { FakeWebSocket } from "./fake-web-socket";
export { loginResultFixture } from "./login-result-fixture";
export { callsTo, mockApi, type MockHandlers } from "./mock-api";
export { renderWithProviders } from "./render-with-providers";
export { siteChoiceFixture, siteNodeFixture } from "./site-fixtures";
