/** Host name the console is served on; the server picks the organization's branding by it. */
export function currentDomain(): string {
  return globalThis.location?.hostname ?? "";
}
