import { useLingui } from "@lingui/react/macro";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import type { PluginPlatform } from "@vms/plugin-protocol";
import { useEffect, useState } from "react";
import { createPluginBridge, type PluginBridge } from "./plugin-bridge";
import { PluginNotice } from "./plugin-notice";
import { detectPluginPlatform } from "./plugin-version";
import { usePluginStatus } from "./use-plugin-status";

/** Remembers the choice in this browser (cleared with the rest of the storage at logout, spec §4). */
const CHOICE_KEY = "vms.livePlugin";

export interface PluginChoiceProps {
  /** Tests inject a bridge to a fake peer; the real one looks on ws://127.0.0.1:31853. */
  createBridge?: (platform: PluginPlatform) => PluginBridge;
  /** Hands the bridge to whatever plays the video; returns the function that takes it back. */
  onBridge?: (bridge: PluginBridge) => () => void;
  userAgent?: string;
  now?: () => number;
}

function BridgeNotice({ bridge, platform, now }: { bridge: PluginBridge; platform: PluginPlatform; now?: () => number }) {
  const status = usePluginStatus(bridge);
  return <PluginNotice status={status} wanted platform={platform} now={now} />;
}

/**
 * Spec §4/§7: the user may choose the native plugin (Windows and Mac only). Choosing it looks for
 * the plugin and, when it is missing or older than the bundled version, offers the platform's
 * installer. Without the choice the web runtime plays, silently.
 */
export function PluginChoice({ createBridge = (platform) => createPluginBridge({ platform }), onBridge, userAgent = navigator.userAgent, now }: PluginChoiceProps) {
  const { t } = useLingui();
  const platform = detectPluginPlatform(userAgent);
  const [wanted, setWanted] = useState(() => localStorage.getItem(CHOICE_KEY) === "1");
  const [bridge, setBridge] = useState<PluginBridge | null>(null);
  useEffect(() => {
    if (!wanted || !platform) return;
    const opened = createBridge(platform);
    setBridge(opened);
    const release = onBridge?.(opened);
    void opened.connect();
    return () => {
      release?.();
      opened.close();
      setBridge(null);
    };
    // The factory is fixed for the page's life; a new one must not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, platform]);
  if (!platform) return null;
  const choose = (on: boolean) => {
    localStorage.setItem(CHOICE_KEY, on ? "1" : "0");
    setWanted(on);
  };
  return (
    <Stack spacing={1} data-testid="plugin-choice">
      <FormControlLabel control={<Switch checked={wanted} onChange={(e) => choose(e.target.checked)} />} label={t`Play with the video plugin`} />
      {bridge && <BridgeNotice bridge={bridge} platform={platform} now={now} />}
    </Stack>
  );
}
