/**
 * Progress of a terminal import on stderr (stdout keeps only the summary, so it can be piped):
 * a bar redrawn in place on a terminal, plain lines, one per new percentage, in a log file or CI.
 */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr) {
  const started = performance.now();
  let lastPercent = -1;
  return {
    onProgress(percent: number, rows: number): void {
      if (!stream.isTTY) {
        if (percent !== lastPercent) stream.write(`Importing: ${percent}% (${rows.toLocaleString('en-US')} rows)\n`);
        lastPercent = percent;
        return;
      }
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      const rate = rows / Math.max(0.001, (performance.now() - started) / 1000);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
      stream.write(
        `\r${bar} ${String(percent).padStart(3)}%  ${rows.toLocaleString('en-US')} rows  ${Math.round(rate).toLocaleString('en-US')} rows/s\x1b[K`,
      );
    },
    /** Leaves the cursor on a fresh line once the run ends. */
    done(): void {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
