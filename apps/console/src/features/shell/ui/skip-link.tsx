import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";

/** "Skip to main content": the shell's first Tab stop, hidden until focused (WCAG 2.4.1). */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useLingui();
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      data-testid="skip-link"
      // Focus the target directly: a hash change would be a navigation for the router.
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={(theme) => ({
        position: "fixed",
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: "background.paper",
        color: "primary.main",
        fontWeight: 600,
        boxShadow: theme.shadows[4],
        transform: "translateY(-200%)",
        "&:focus": { transform: "none", outline: `2px solid ${theme.palette.primary.main}` },
      })}
    >
      {t`Skip to main content`}
    </Box>
  );
}
