import { toString as qrToString } from "qrcode";

/** An otpauth:// URI as an SVG data URL for an <img> (no canvas needed). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await qrToString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
