// The questions-per-day chart's geometry as a pure function of the figures: the value axis's
// whole-number ticks, each day's stacked bar (answered below, declined above) and which days
// carry a date label, so the drawing (questions-chart.tsx) only places what this computes.

export interface ChartDay {
  readonly day: string;
  readonly answered: number;
  readonly declined: number;
}

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Room for the value axis's labels on the left and the dates below. */
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
}

export interface Bar {
  readonly day: string;
  readonly x: number;
  readonly width: number;
  /** Each segment's top edge and height; zero height for none. */
  readonly answered: { readonly y: number; readonly height: number };
  readonly declined: { readonly y: number; readonly height: number };
  /** Whether the date is written under this bar. */
  readonly labelled: boolean;
}

export interface Chart {
  readonly ticks: readonly { readonly value: number; readonly y: number }[];
  readonly bars: readonly Bar[];
  /** Where the bars stand. */
  readonly baseline: number;
}

/**
 * Whole-number ticks from 0 that reach `max` in about `count` steps of 1, 2 or 5 times a power of
 * ten (never less than 1, since questions come whole): 0-1 for an empty chart.
 */
export function ticksFor(max: number, count = 4): number[] {
  const rough = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** Of the bars' width per day, the share a bar fills (the rest is the gap between days). */
const BAR_SHARE = 0.7;
/** About this many dates fit under the chart; today's is always one of them. */
const DATE_LABELS = 8;

export function chartOf(days: readonly ChartDay[], box: ChartBox): Chart {
  const ticks = ticksFor(Math.max(0, ...days.map((day) => day.answered + day.declined)));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotHeight = box.height - box.top - box.bottom;
  const baseline = box.height - box.bottom;
  const heightOf = (value: number) => (value / top) * plotHeight;
  const slot = (box.width - box.left) / Math.max(1, days.length);
  const every = Math.ceil(days.length / DATE_LABELS);
  return {
    baseline,
    ticks: ticks.map((value) => ({ value, y: baseline - heightOf(value) })),
    bars: days.map((day, index) => {
      const answered = heightOf(day.answered);
      const declined = heightOf(day.declined);
      return {
        day: day.day,
        x: box.left + index * slot + (slot * (1 - BAR_SHARE)) / 2,
        width: slot * BAR_SHARE,
        answered: { y: baseline - answered, height: answered },
        declined: { y: baseline - answered - declined, height: declined },
        labelled: (days.length - 1 - index) % every === 0,
      };
    }),
  };
}
