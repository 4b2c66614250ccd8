import Paper from "@mui/material/Paper";
import { Page } from "./page";
import { PlaceholderNotice } from "./placeholder-notice";

export interface PagePlaceholderProps {
  /** Translated page title. */
  title: string;
}

/** A logged-in page whose area is not built yet: its title and the shared notice. */
export function PagePlaceholder({ title }: PagePlaceholderProps) {
  return (
    <Page title={title}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <PlaceholderNotice />
      </Paper>
    </Page>
  );
}
