import cliProgress from 'cli-progress';

type Progress = { done: number; total: number };

/**
 * A command's progress: a bar with the time left on a terminal; in CI and logs (CI set, or stdout not a terminal),
 * a plain line at every tenth. `payload` fills the bar's own placeholders; `line` writes the plain line, given the
 * seconds since the first update.
 */
export function progressReporter<P extends Progress>(shape: {
  format: string;
  payload?: (progress: P) => Record<string, string>;
  line: (progress: P, elapsedSeconds: number) => string;
}) {
  if (process.stdout.isTTY && !process.env.CI) {
    const bar = new cliProgress.SingleBar(
      { format: shape.format, etaBuffer: 200 },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(progress: P) {
        if (!started) bar.start(progress.total, 0, shape.payload?.(progress));
        started = true;
        bar.update(progress.done, shape.payload?.(progress));
      },
      stop() {
        if (started) bar.stop();
        started = false;
      },
    };
  }
  let lastTenth = -1;
  const startedAt = Date.now();
  return {
    update(progress: P) {
      const { done, total } = progress;
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      process.stdout.write(`${shape.line(progress, (Date.now() - startedAt) / 1000)}\n`);
    },
    stop: () => {},
  };
}
