import { photographerDashboardTexts } from '@studio/shared';
import { useId, useState } from 'react';
import { niceScale, summarize } from './chart';
import { formatCount, formatShortDay } from '../shared/format';

export interface ChartDay {
  date: string;
  value: number;
}

interface BarChartProps {
  title: string;
  /** The unit: a count with it ("12 views") and the table's column ("views"). */
  unit: { count: (n: number) => string; column: string };
  days: readonly ChartDay[];
  tone?: 'clay' | 'gold';
}

const texts = photographerDashboardTexts.chart;

/**
 * A hand-made bar chart (no chart library): one bar per day, a y-axis with round ticks, a summary
 * in words for screen readers and a data table anyone can open (docs/rules/platform.md#accessibility).
 */
export function BarChart({ title, unit, days, tone = 'clay' }: BarChartProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const summary = summarize(days, (d) => d.value);
  const { top, ticks } = niceScale(Math.max(0, ...days.map((d) => d.value)));
  const first = days[0];
  const last = days.at(-1);
  const middle = days[Math.floor(days.length / 2)];
  const amount = unit.count(summary.total);
  const described = summary.peak
    ? texts.describedPeak({
        amount,
        days: days.length,
        day: formatShortDay(summary.peak.date),
        peak: unit.count(summary.peak.value),
      })
    : texts.described({ amount, days: days.length });
  const barFill = tone === 'clay' ? 'fill-clay' : 'fill-[#94762b] dark:fill-gold';
  const n = Math.max(1, days.length);
  const gap = 0.18;

  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-serif text-xl text-ink dark:text-white">
          {title}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          <span className="font-semibold text-ink tabular-nums dark:text-white">{formatCount(summary.total)}</span>{' '}
          {texts.perDay({
            days: days.length,
            average: summary.average.toLocaleString('en-US', { maximumFractionDigits: 1 }),
          })}
        </p>
      </div>
      <figcaption id={`${id}-summary`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {described}
      </figcaption>

      <div className="mt-5 grid grid-cols-[2.25rem_minmax(0,1fr)] gap-x-2">
        <div aria-hidden className="relative h-48 text-right text-xs text-stone-500 tabular-nums dark:text-stone-400">
          {ticks.map((t) => (
            <span key={t} className="absolute right-0 -translate-y-1/2" style={{ top: `${100 - (t / top) * 100}%` }}>
              {formatCount(t)}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
          viewBox={`0 0 ${n} 100`}
          preserveAspectRatio="none"
          className="h-48 w-full overflow-visible"
        >
          {ticks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={n}
              y1={100 - (t / top) * 100}
              y2={100 - (t / top) * 100}
              vectorEffect="non-scaling-stroke"
              className={t === 0 ? 'stroke-stone-400 dark:stroke-stone-500' : 'stroke-stone-200 dark:stroke-stone-800'}
              strokeWidth={1}
            />
          ))}
          {days.map((d, i) => {
            const h = top > 0 ? (d.value / top) * 100 : 0;
            return (
              <rect
                key={d.date}
                x={i + gap / 2}
                width={1 - gap}
                y={100 - h}
                height={Math.max(h, d.value > 0 ? 0.8 : 0)}
                rx={0.12}
                className={`${barFill} opacity-90 transition-opacity hover:opacity-100`}
              >
                <title>{`${formatShortDay(d.date)}: ${unit.count(d.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div />
        <div aria-hidden className="mt-2 flex justify-between text-xs text-stone-500 dark:text-stone-400">
          <span>{first && formatShortDay(first.date)}</span>
          <span>{middle && formatShortDay(middle.date)}</span>
          <span>{last && formatShortDay(last.date)}</span>
        </div>
      </div>

      <button
        type="button"
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        onClick={() => setShowTable((s) => !s)}
        className="mt-4 text-sm font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
      >
        {showTable ? texts.hideTable : texts.showTable}
      </button>
      <div
        id={`${id}-table`}
        hidden={!showTable}
        className="mt-3 max-h-80 overflow-auto rounded-lg border border-stone-200 dark:border-stone-800"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{texts.tableCaption({ title })}</caption>
          <thead className="sticky top-0 bg-sand text-stone-800 dark:bg-stone-800 dark:text-stone-100">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {texts.day}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold capitalize">
                {unit.column}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row" className="px-4 py-1.5 font-normal">
                  <time dateTime={d.date}>{formatShortDay(d.date)}</time>
                </th>
                <td className="px-4 py-1.5 text-right tabular-nums">{formatCount(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
