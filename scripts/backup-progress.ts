import cliProgress from 'cli-progress';

export type PhaseProgress = { phase: string; done: number; total: number };

/** How each phase counts, as shown beside its numbers. */
export type PhaseUnits = Record<string, { label: string; unit: 'rows' | 'files' | 'bytes' }>;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * One bar per phase on a terminal, with the time left; in CI and logs (CI set, or stdout not a terminal), a plain
 * line at every tenth of each phase.
 */
export function phaseProgress(units: PhaseUnits) {
  const shown = (phase: string, value: number) =>
    units[phase]?.unit === 'bytes' ? megabytes(value) : String(value);
  if (process.stdout.isTTY && !process.env.CI) {
    const bar = new cliProgress.SingleBar(
      {
        format: '  {label} |{bar}| {shownValue}/{shownTotal} {unit} · {eta_formatted} left',
        etaBuffer: 200,
      },
      cliProgress.Presets.shades_classic,
    );
    let current: string | undefined;
    return {
      update({ phase, done, total }: PhaseProgress) {
        const { label, unit } = units[phase] ?? { label: phase, unit: '' };
        const payload = {
          label: label.padEnd(10),
          unit: unit === 'bytes' ? '' : unit,
          shownValue: shown(phase, done),
          shownTotal: shown(phase, total),
        };
        if (current !== phase) {
          if (current) bar.stop();
          bar.start(Math.max(total, 1), done, payload);
          current = phase;
        }
        bar.setTotal(Math.max(total, 1));
        bar.update(done, payload);
      },
      stop() {
        if (current) bar.stop();
        current = undefined;
      },
    };
  }
  let lastPhase: string | undefined;
  let lastTenth = -1;
  return {
    update({ phase, done, total }: PhaseProgress) {
      const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (phase === lastPhase && tenth === lastTenth) return;
      lastPhase = phase;
      lastTenth = tenth;
      const { label, unit } = units[phase] ?? { label: phase, unit: '' };
      process.stdout.write(
        `  ${label}: ${shown(phase, done)}/${shown(phase, total)}${unit === 'bytes' ? '' : ` ${unit}`}\n`,
      );
    },
    stop: () => {},
  };
}
