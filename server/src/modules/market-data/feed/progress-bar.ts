/** A one-line progress bar on the terminal (stderr); plain log lines every 10% when not a TTY. */
export class ProgressBar {
  private done = 0;
  private lastDecile = -1;
  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly out: NodeJS.WriteStream | null = process.stderr,
  ) {}

  tick(detail = ''): void {
    this.done = Math.min(this.total, this.done + 1);
    this.render(detail);
  }

  private render(detail: string): void {
    if (!this.out) return;
    const ratio = this.total === 0 ? 1 : this.done / this.total;
    if (this.out.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      this.out.write(
        `\r  ${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${detail.padEnd(16)}`,
      );
      if (this.done === this.total) this.out.write('\n');
    } else {
      const decile = Math.floor(ratio * 10);
      if (decile !== this.lastDecile) {
        this.lastDecile = decile;
        this.out.write(`  ${this.label}: ${decile * 10}%\n`);
      }
    }
  }
}
