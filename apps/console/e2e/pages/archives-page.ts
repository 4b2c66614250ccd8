import type { Locator, Page } from "@playwright/test";

/** The "Archive" dialog of playback and of an alarm or event's detail: a title, then Archive. */
export class ArchiveDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Archive" });
  }

  async fillTitle(title: string): Promise<void> {
    await this.dialog.getByRole("textbox", { name: "Archive title" }).fill(title);
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Archive" }).click();
  }

  /** What the console says once the archive is created (a toast, found by its text). */
  created(title: string): Locator {
    return this.page.getByText(`The archive "${title}" was created; it is being copied.`);
  }
}

/** /archives (spec §2): the archive list, its share, rights and delete dialogs, and an archive's detail. Actions and reads only. */
export class ArchivesPage {
  /** An archive's video, on its detail page or its shared page. */
  readonly video: Locator;
  /** The detail page's answer to "Download AVI". */
  readonly downloadCreated: Locator;
  /** The share dialog's link line (with its state and Revoke). */
  readonly shareLinkLine: Locator;
  readonly rightsDialog: Locator;
  readonly perUserRights: Locator;
  /** On the detail page while the archive is still being copied. */
  readonly unplayable: Locator;

  constructor(readonly page: Page) {
    this.video = page.getByTestId("archive-video");
    this.downloadCreated = page.getByTestId("archive-download-created");
    this.shareLinkLine = page.getByTestId("share-link");
    this.rightsDialog = page.getByRole("dialog", { name: "Archive rights" });
    this.perUserRights = page.getByRole("table", { name: "Archive rights per user" });
    this.unplayable = page.getByTestId("archive-unplayable");
  }

  /** Archives from the menu, as a person gets there. */
  async open(): Promise<void> {
    await this.page.getByTestId("menu-archives").click();
  }

  /** Types into the list's title filter. */
  async searchTitle(title: string): Promise<void> {
    await this.page.getByRole("textbox", { name: "Archive title" }).fill(title);
  }

  row(title: string): Locator {
    return this.page.getByTestId("archive-row").filter({ hasText: title });
  }

  status(title: string): Locator {
    return this.row(title).getByTestId("archive-status");
  }

  failure(title: string): Locator {
    return this.row(title).getByTestId("archive-failure");
  }

  /** Opens an archive's detail page by its title link. */
  async openDetail(title: string): Promise<void> {
    await this.row(title).getByRole("link", { name: title }).click();
  }

  heading(title: string): Locator {
    return this.page.getByRole("heading", { name: title });
  }

  downloadAviButton(): Locator {
    return this.page.getByRole("button", { name: "Download AVI" });
  }

  /** The video's current time or duration (s). */
  async videoTime(which: "currentTime" | "duration"): Promise<number> {
    return this.video.evaluate((v: HTMLVideoElement, key) => v[key], which);
  }

  /** Opens an archive's share dialog. */
  async openShare(title: string): Promise<void> {
    await this.row(title).getByRole("button", { name: `Share ${title}` }).click();
  }

  /** In the open share dialog: creates a link with the defaults and answers it (the dialog stays open). */
  async createLink(): Promise<string> {
    await this.page.getByRole("button", { name: "Create link" }).click();
    return this.page.getByRole("textbox", { name: "Share link" }).inputValue();
  }

  async closeDialog(): Promise<void> {
    await this.page.getByRole("button", { name: "Close" }).click();
  }

  /** Shares an archive with the dialog's defaults and answers the link it shows (then closes the dialog). */
  async shareLink(title: string): Promise<string> {
    await this.openShare(title);
    const link = await this.createLink();
    await this.closeDialog();
    return link;
  }

  async revokeLink(): Promise<void> {
    await this.shareLinkLine.getByRole("button", { name: "Revoke" }).click();
  }

  /** "Archive rights", per-user tab. */
  async openRightsPerUser(): Promise<void> {
    await this.page.getByRole("button", { name: "Archive rights" }).click();
    await this.page.getByRole("tab", { name: "Per user" }).click();
  }

  userRight(userName: string, right: string): Locator {
    return this.perUserRights.getByRole("checkbox", { name: `${userName}: ${right}` });
  }

  useRoleRightsButton(userName: string): Locator {
    return this.perUserRights.getByRole("button", { name: `Use role's rights: ${userName}` });
  }

  async saveRights(): Promise<void> {
    await this.page.getByRole("button", { name: "Save" }).click();
  }

  async retry(title: string): Promise<void> {
    await this.row(title).getByRole("button", { name: `Retry ${title}` }).click();
  }

  /** Asks to delete an archive: the console's confirmation opens ({@link deleteConfirmation}). */
  async askToDelete(title: string): Promise<void> {
    await this.row(title).getByRole("button", { name: `Delete ${title}` }).click();
  }

  deleteConfirmation(title: string): Locator {
    return this.page.getByRole("dialog", { name: `Delete the archive "${title}"?` });
  }

  async answerDelete(title: string, answer: "Cancel" | "Delete"): Promise<void> {
    await this.deleteConfirmation(title).getByRole("button", { name: answer }).click();
  }
}

/** The shared archive's page (spec §2 /archives-share/{id}), opened without a session. Actions and reads only. */
export class SharedArchivePage {
  readonly video: Locator;
  readonly card: Locator;
  readonly verifierResult: Locator;
  readonly refused: Locator;

  constructor(readonly page: Page) {
    this.video = page.getByTestId("archive-video");
    this.card = page.locator(".vms-centered-card");
    this.verifierResult = page.getByTestId("verifier-result");
    this.refused = page.getByTestId("share-refused");
  }

  heading(title: string): Locator {
    return this.page.getByRole("heading", { name: title });
  }

  async videoTime(): Promise<number> {
    return this.video.evaluate((v: HTMLVideoElement) => v.currentTime);
  }

  /** How far the page scrolls sideways (px). */
  async pageOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  /** How far the card overflows itself (px). */
  async cardOverflow(): Promise<number> {
    return this.card.evaluate((el) => el.scrollWidth - el.clientWidth);
  }

  downloadAviButton(): Locator {
    return this.page.getByRole("button", { name: "Download AVI" });
  }

  /** Hands a file to the page's verifier. */
  async verify(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByTestId("verifier-input").setInputFiles(file);
  }
}
