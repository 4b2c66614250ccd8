import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export interface DetailFieldProps {
  label: string;
  children: ReactNode;
  testId?: string;
}

/** One labelled value of the overview. */
export function DetailField({ label, children, testId }: DetailFieldProps) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" data-testid={testId} sx={{ overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Stack>
  );
}
