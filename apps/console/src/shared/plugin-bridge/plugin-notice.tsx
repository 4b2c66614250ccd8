import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { PluginPlatform } from "@vms/plugin-protocol";
import type { PluginStatus } from "./plugin-bridge";
import { pluginInstallerUrl } from "./plugin-version";
import { useInstallerAvailable } from "./use-installer-available";

interface PluginNoticeProps {
  status: PluginStatus;
  /** The user chose the plugin: a missing one is offered for install (otherwise the web runtime plays silently). */
  wanted: boolean;
  /** Null where no plugin exists (Linux, mobile): nothing to offer. */
  platform: PluginPlatform | null;
  now?: () => number;
}

/**
 * Spec §4/§7: the plugin-not-responding notice, and the installer offer when the plugin the user
 * wants is missing or older than the bundled version. Renders nothing otherwise.
 */
export function PluginNotice({ status, wanted, platform, now = Date.now }: PluginNoticeProps) {
  const { t } = useLingui();
  const offer = platform && wanted && ((status.state === "unloaded" && !status.notResponding) || (status.state === "loaded" && status.needUpdate));
  // Spec §7: the link is offered only when this server has the installer; the user learns if it has none.
  const available = useInstallerAvailable(platform, Boolean(offer));
  const download = platform && available ? (
    <Button component="a" href={pluginInstallerUrl(platform, now())} color="inherit" size="small" download>
      {platform === "mac" ? t`Download for Mac` : t`Download for Windows`}
    </Button>
  ) : null;
  if (status.notResponding) {
    return (
      <Alert severity="warning" role="alert" data-testid="plugin-not-responding">
        {t`The video plugin is not responding. Restart it, or reload the page.`}
      </Alert>
    );
  }
  if (!offer) return null;
  return (
    <Alert severity="info" role="status" action={download} data-testid="plugin-install">
      {status.state === "loaded" ? t`A newer video plugin is available.` : t`Install the video plugin to play video with it.`}
      {available === false && <span data-testid="plugin-not-distributed">{" "}{t`This server does not distribute the video plugin; ask your administrator for the installer.`}</span>}
    </Alert>
  );
}
