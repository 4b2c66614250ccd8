import type { Locator, Page } from "@playwright/test";

/**
 * A viewing station's Outputs tab in the device detail (spec §3 vs_view / vs system config, §9 two outputs):
 * each output's split, resolution and windows. Actions and reads only.
 */
export class VsOutputsPage {
  readonly tab: Locator;
  /** What the console says once the station took the outputs (a toast, found by its text). */
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByTestId("outputs-tab");
    this.saved = page.getByText("Operation successful.");
  }

  /** Output n's region, named "Output n". */
  output(n: number): Locator {
    return this.tab.getByRole("region", { name: `Output ${n}` });
  }

  split(output: number): Locator {
    return this.page.getByTestId(`vs-output-${output}-split`);
  }

  resolution(output: number): Locator {
    return this.page.getByTestId(`vs-output-${output}-resolution`);
  }

  /** The channel select of one window of an output (its value is "sn#chlIndex"). */
  window(output: number, n: number): Locator {
    return this.page.getByTestId(`vs-output-${output}-window-${n}`);
  }

  /** Sets an output: its split (windows), resolution and the channels of its first windows, by label. */
  async configure(output: number, input: { split: string; resolution: string; channels: string[] }): Promise<void> {
    await this.split(output).selectOption(input.split);
    await this.resolution(output).selectOption(input.resolution);
    for (const [i, label] of input.channels.entries()) await this.window(output, i + 1).selectOption({ label });
  }

  async save(): Promise<void> {
    await this.page.getByTestId("outputs-save").click();
  }
}
