import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

export interface PageProps {
  /** Translated page title, shown as the page heading. */
  title: string;
  children?: ReactNode;
}

/** A logged-in page: heading and content. */
export function Page({ title, children }: PageProps) {
  const headingId = useId();
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
