/**
 * Whether a go2rtc MSE codec offer (`{"type":"mse","value":"avc1.42C01E,mp4a.40.2"}`: the codecs the
 * browser's MediaSource.isTypeSupported accepts, comma-separated) takes `codec`. No offer (an empty
 * value, as older clients send) takes everything: the socket then behaves as before offers counted.
 * docs/media.md "The live socket".
 */
export function offerTakes(offer: string, codec: string): boolean {
  const codecs = offer
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "");
  return codecs.length === 0 || codecs.includes(codec.toLowerCase());
}
