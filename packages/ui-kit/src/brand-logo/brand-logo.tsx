import { Box, Typography } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useState } from "react";

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** Logo URL (from branding, spec §3); may be empty before branding loads. */
  src: string | undefined;
  /** Accessible name; also shown as text when the image cannot be displayed. */
  alt: string;
  /** Rendered height in px; the width follows the image's aspect ratio. */
  height?: number;
}

/**
 * The organization logo. Branding URLs are customer-supplied and often broken, so a missing
 * or failing image falls back to the `alt` text at the same height instead of a broken icon.
 */
export function BrandLogo({ src, alt, height = 32 }: BrandLogoProps) {
  const dark = useTheme().palette.mode === "dark";
  // Remember which URL failed rather than a boolean, so a new `src` gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  if (!showImage) {
    return (
      <Typography
        component="span"
        role="img"
        aria-label={alt}
        noWrap
        sx={{
          display: "inline-flex",
          alignItems: "center",
          height,
          maxWidth: "100%",
          fontWeight: 700,
          fontSize: Math.max(12, Math.round(height * 0.55)),
          color: "primary.main",
        }}
      >
        {alt}
      </Typography>
    );
  }

  // Logos are drawn for light backgrounds (the default's blue text is 2.9:1 on the dark card). In
  // the dark theme the image is drawn with its lightness inverted and its hues turned back (dark
  // text turns light, blue stays blue, a white background turns dark), so it keeps its contrast
  // without a white rectangle in a dark page (issue 28).
  const plate = dark ? { filter: "invert(1) hue-rotate(180deg)" } : {};
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src ?? null)}
      sx={{ display: "block", height, width: "auto", maxWidth: "100%", objectFit: "contain", ...plate }}
    />
  );
}
