import { useLingui } from "@lingui/react/macro";
import SkipNextIcon from "@mui/icons-material/SkipNext";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useLayoutActions } from "../model/use-layout-actions";
import { TourControls } from "./tour-controls";

/** The layouts in the wall mode's strip (issue 31): which one shows, the next one, and the tour. */
export function WallLayoutControls() {
  const { t } = useLingui();
  const { current, layouts, next } = useLayoutActions();
  return (
    <>
      <Typography variant="body2" noWrap data-testid="wall-layout-name" sx={{ maxWidth: 220 }}>
        {current ? current.name : t`No layout open`}
      </Typography>
      <Button size="small" startIcon={<SkipNextIcon />} disabled={!layouts?.length} onClick={next} aria-keyshortcuts="N" data-testid="layout-next">
        {t`Next layout`}
      </Button>
      <TourControls />
    </>
  );
}
