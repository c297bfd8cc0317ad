/** A y-axis for whole-number counts: a round top value and evenly spaced ticks from 0. */
export function niceScale(max: number, maxTicks = 4): { top: number; ticks: number[] } {
  if (!Number.isFinite(max) || max <= 0) return { top: 4, ticks: [0, 1, 2, 3, 4] };
  const rough = max / maxTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude);
  const wholeStep = Math.ceil(step);
  const top = Math.ceil(max / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += wholeStep) ticks.push(v);
  return { top, ticks };
}

export interface SeriesSummary {
  total: number;
  /** The busiest day (the latest one on a tie), or null when every day is zero. */
  peak: { date: string; value: number } | null;
  average: number;
}

export function summarize<T extends { date: string }>(days: readonly T[], value: (d: T) => number): SeriesSummary {
  let total = 0;
  let peak: SeriesSummary['peak'] = null;
  for (const d of days) {
    const v = value(d);
    total += v;
    if (v > 0 && (!peak || v >= peak.value)) peak = { date: d.date, value: v };
  }
  return { total, peak, average: days.length ? total / days.length : 0 };
}
