import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { SITE_SCENES, type Site } from "@vms/api-client";
import { sceneLabel } from "@/entities/site";

/** The site's fields of spec §3 as a two-column description list. */
export function SiteInfoList({ site }: { site: Site }) {
  const { t, i18n } = useLingui();
  const builtIn = sceneLabel(site.scene);
  const scene = site.scene === SITE_SCENES.OTHER ? site.sceneName || (builtIn ? i18n._(builtIn) : "") : builtIn ? i18n._(builtIn) : site.sceneName;
  const items: [string, string, string][] = [
    ["scene", t`Scene`, scene],
    ["city", t`City`, site.city],
    ["address", t`Address`, site.address],
    ["contact-person", t`Contact person`, site.contactPerson],
    ["contact-phone", t`Contact phone`, site.contactPhone],
  ];
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 1, m: 0 }}>
      {items.map(([key, label, value]) => (
        <Box key={key} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: "break-word" }} data-testid={`site-info-${key}`}>
            {value || "—"}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
