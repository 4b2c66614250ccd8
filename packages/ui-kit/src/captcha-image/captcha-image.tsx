import { Box, ButtonBase, CircularProgress, Skeleton } from "@mui/material";

/** Props of {@link CaptchaImage}. */
export interface CaptchaImageProps {
  /** Image URL or data URL; empty until the first one has loaded. */
  src: string | undefined;
  /** Asks for a new image. */
  onRefresh: () => void;
  /** Accessible name of the button, e.g. "Verification image. Click to change it." */
  alt: string;
  /** A new image is being fetched: show progress and ignore clicks. */
  loading?: boolean;
  width?: number;
  height?: number;
}

/**
 * Verification image that is clicked to change (spec §2). It is a real button, so Enter and
 * Space also refresh it and screen readers announce it as actionable.
 */
export function CaptchaImage({ src, onRefresh, alt, loading = false, width = 120, height = 40 }: CaptchaImageProps) {
  return (
    <ButtonBase
      onClick={onRefresh}
      disabled={loading}
      aria-label={alt}
      aria-busy={loading}
      title={alt}
      focusRipple
      sx={{
        position: "relative",
        width,
        height,
        flexShrink: 0,
        borderRadius: 1,
        overflow: "hidden",
        border: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
      }}
    >
      {src ? (
        // The button carries the name; the image itself is decorative to avoid reading it twice.
        <Box component="img" src={src} alt="" sx={{ width: "100%", height: "100%", objectFit: "fill", display: "block" }} />
      ) : (
        <Skeleton variant="rectangular" width={width} height={height} animation={loading ? "wave" : false} />
      )}
      {loading && src && (
        <Box
          sx={{
            position: "absolute",
            inset: 0,
            display: "grid",
            placeItems: "center",
            bgcolor: "action.disabledBackground",
          }}
        >
          <CircularProgress size={Math.min(20, height - 8)} />
        </Box>
      )}
    </ButtonBase>
  );
}
