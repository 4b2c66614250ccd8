import { Trans } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "@tanstack/react-router";

/** Shown for an address that matches no route. */
export function NotFound() {
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: "flex-start" }}>
      <Typography variant="h5" component="h1">
        <Trans>Page not found</Trans>
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        <Trans>Go to the start page</Trans>
      </Button>
    </Stack>
  );
}
