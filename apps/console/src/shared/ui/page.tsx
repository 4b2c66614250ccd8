import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useId, type ReactNode } from "react";
import { setPageTitle } from "@/shared/lib/document-title";

export interface PageProps {
  /** Translated page title, shown as the page heading. */
  title: string;
  children?: ReactNode;
}

/** A logged-in page: heading and content; its title also names the browser tab ("Sites · VMS"). */
export function Page({ title, children }: PageProps) {
  const headingId = useId();
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle("");
  }, [title]);
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
