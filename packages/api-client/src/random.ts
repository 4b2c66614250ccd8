// crypto.randomUUID only exists in secure contexts; getRandomValues exists everywhere,
// so the console also works when served over plain http on a LAN address.
/** Random lowercase hex string of `bytes` bytes. */
export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  let out = "";
  for (const b of buf) out += b.toString(16).padStart(2, "0");
  return out;
}
