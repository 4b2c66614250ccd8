import { useEffect, useState } from "react";
import { qrCodeDataUrl } from "./qr-code";

/** The QR image of `text` (undefined until drawn, or without text). */
export function useQrCode(text: string | undefined): string | undefined {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    qrCodeDataUrl(text)
      .then((url) => {
        if (current) setDrawn({ text, url });
      })
      .catch(() => {
        // The secret is shown as text too, so the user can still type it in.
      });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn && drawn.text === text ? drawn.url : undefined;
}
