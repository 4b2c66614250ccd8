import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** An organization's logo and title at the top of a public page (spec §1 branding, issue 28). */
export function BrandHeader({ logo, title }: { logo?: string | undefined; title?: string | undefined }) {
  if (!logo && !title) return null;
  return (
    <Box data-testid="public-brand" sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
      {logo && <Box component="img" src={logo} alt={title ?? ""} data-testid="public-brand-logo" sx={{ maxHeight: 40, maxWidth: 160, objectFit: "contain" }} />}
      {title && (
        <Typography variant="subtitle1" component="p" data-testid="public-brand-title" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {title}
        </Typography>
      )}
    </Box>
  );
}
