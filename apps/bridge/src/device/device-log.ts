/** How many lines `logUpload` sends: the recent past, not the bridge's whole life. */
const MAX_LINES = 500;

/** yyyyMMddHHmmss in UTC, as recorders name their log files. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/**
 * The bridge's recent log lines: what it printed (status lines), what the cloud asked, what the
 * cameras did. `logUpload` sends them as a text file; the console offers it for download.
 */
export class DeviceLog {
  private readonly lines: string[] = [];

  constructor(private readonly echo: (line: string) => void = () => undefined) {}

  add(level: "INFO" | "WARN" | "ERROR", topic: string, message: string): void {
    const line = `${new Date().toISOString()} ${level} [${topic}] ${message}`;
    this.lines.push(line);
    if (this.lines.length > MAX_LINES) this.lines.splice(0, this.lines.length - MAX_LINES);
    // Every command would flood the terminal; the log upload keeps them.
    if (topic !== "command") this.echo(`${level === "INFO" ? "" : `${level} `}${message}`);
  }

  /** The `logUpload` result: `<SN>_<yyyyMMddHHmmss>.log` with the model, version and recent lines. */
  upload(sn: string, model: string, version: string): { fileName: string; content: string } {
    const now = new Date();
    const header = [`Model: ${model}`, `Version: ${version}`, `SN: ${sn}`, `Uploaded: ${now.toISOString()}`, ""];
    return { fileName: `${sn}_${stamp(now)}.log`, content: [...header, ...this.lines].join("\n") + "\n" };
  }
}
