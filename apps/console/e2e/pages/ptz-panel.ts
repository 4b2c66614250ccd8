import type { Locator, Page } from "@playwright/test";

/**
 * The PTZ panel of /live (spec §2 PTZ panel, §3 presets, cruise lines, cruise groups, tracks): its tabs, forms
 * and rows, for the selected window's camera. Actions and reads only.
 */
export class PtzPanel {
  readonly panel: Locator;
  readonly presetForm: Locator;
  readonly presetRows: Locator;
  readonly trackForm: Locator;
  /** The banner while a track is being recorded. */
  readonly trackRecording: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId("ptz-panel");
    this.presetForm = this.panel.getByRole("form", { name: "Preset name" });
    this.presetRows = this.panel.getByTestId("preset-row");
    this.trackForm = this.panel.getByRole("form", { name: "Track name" });
    this.trackRecording = this.panel.getByTestId("track-recording");
  }

  /** On /live: searches the channel tree for a device's SN and plays its first channel named `name` (double click). */
  async playFromTree(sn: string, name: string): Promise<void> {
    await this.page.getByTestId("live-tree-search").fill(sn);
    await this.page.getByRole("tree", { name: "Channels" }).getByRole("treeitem", { name, exact: true }).first().dblclick();
  }

  tab(name: "Control" | "Presets" | "Cruise lines" | "Tracks" | "Cruise groups"): Locator {
    return this.panel.getByRole("tab", { name });
  }

  async openTab(name: "Control" | "Presets" | "Cruise lines" | "Tracks" | "Cruise groups"): Promise<void> {
    await this.tab(name).click();
  }

  /** A control of the Control tab by its name, e.g. "Move up", "Zoom in". */
  control(name: string): Locator {
    return this.panel.getByRole("button", { name, exact: true });
  }

  /** The button that folds the PTZ column away ("Hide") or brings it back ("Show"). */
  toggle(action: "Hide" | "Show"): Locator {
    return this.page.getByRole("button", { name: `${action} the PTZ panel` });
  }

  /** Presets tab: adds a preset by name. */
  async addPreset(name: string): Promise<void> {
    await this.presetForm.getByLabel("Preset name").fill(name);
    await this.presetForm.getByRole("button", { name: "Add preset" }).click();
  }

  preset(name: string): Locator {
    return this.presetRows.filter({ hasText: name });
  }

  /** The "New cruise line" or "New cruise group" dialog. */
  newDialog(kind: "cruise line" | "cruise group"): Locator {
    return this.page.getByRole("dialog", { name: `New ${kind}` });
  }

  /** Cruise lines tab: a new line named `name` of `stops` stops, stop n at preset `presets[n]` where given. */
  async addCruiseLine(name: string, stops: number, presets: Record<number, string>): Promise<void> {
    await this.panel.getByRole("button", { name: "New cruise line" }).click();
    const dialog = this.newDialog("cruise line");
    await dialog.getByLabel("Cruise name").fill(name);
    for (let i = 0; i < stops; i++) await dialog.getByRole("button", { name: "Add preset to cruise" }).click();
    for (const [stop, preset] of Object.entries(presets)) await dialog.getByLabel(`Preset of stop ${stop}`).selectOption({ label: preset });
    await dialog.getByRole("button", { name: "Save" }).click();
  }

  /** Cruise groups tab: opens a new group named `name` and adds one cruise line to it (the dialog stays open). */
  async startCruiseGroup(name: string): Promise<void> {
    await this.panel.getByRole("button", { name: "New cruise group" }).click();
    const dialog = this.newDialog("cruise group");
    await dialog.getByLabel("Cruise group name").fill(name);
    await dialog.getByRole("button", { name: "Add cruise line to group" }).click();
  }

  /** In the new cruise group dialog: the cruise line chosen as line n. */
  groupLine(n: number): Locator {
    return this.newDialog("cruise group").getByRole("combobox", { name: `Cruise line ${n}` }).locator("option:checked");
  }

  async saveCruiseGroup(): Promise<void> {
    await this.newDialog("cruise group").getByRole("button", { name: "Save" }).click();
  }

  /** Tracks tab: starts recording a track named `name`. */
  async recordTrack(name: string): Promise<void> {
    await this.trackForm.getByLabel("Track name").fill(name);
    await this.trackForm.getByRole("button", { name: "Record track" }).click();
  }

  async stopRecording(): Promise<void> {
    await this.trackRecording.getByRole("button", { name: "Stop recording" }).click();
  }

  /** A row of a cruise line, track or cruise group by its name. */
  row(kind: "cruise" | "track" | "cruise-group", name: string): Locator {
    return this.panel.getByTestId(`${kind}-row`).filter({ hasText: name });
  }

  /** Runs or stops the cruise line, track or cruise group named `name`. */
  async runOrStop(kind: "cruise" | "track" | "cruise-group", action: "Run" | "Stop", name: string): Promise<void> {
    await this.row(kind, name).getByRole("button", { name: `${action} ${name}` }).click();
  }
}
