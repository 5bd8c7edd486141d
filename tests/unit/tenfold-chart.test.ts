// The console's questions-per-day chart: whole-number ticks that reach the busiest day, bars
// stacked answered-then-declined in proportion, dates under a readable few days (today's always),
// the text alternative, and the period read from the address.
import { describe, expect, it } from "vitest";
import { chartOf, ticksFor } from "../../web/tenfold/staff/chart-geometry.ts";
import { chartSummary } from "../../web/tenfold/staff/questions-chart.tsx";
import { periodOf } from "../../web/tenfold/staff/report-days.ts";

const BOX = { width: 740, height: 260, left: 40, bottom: 40, top: 20 };
const daysOf = (figures: readonly [number, number][]) =>
  figures.map(([answered, declined], index) => ({
    day: `2026-03-${String(index + 1).padStart(2, "0")}`,
    answered,
    declined,
  }));

describe("the value axis", () => {
  it("has whole-number ticks in steps of 1, 2 or 5 times a power of ten that reach the largest value", () => {
    expect(ticksFor(0)).toEqual([0, 1]);
    expect(ticksFor(3)).toEqual([0, 1, 2, 3]);
    expect(ticksFor(7)).toEqual([0, 2, 4, 6, 8]);
    expect(ticksFor(10)).toEqual([0, 5, 10]);
    expect(ticksFor(37)).toEqual([0, 10, 20, 30, 40]);
    expect(ticksFor(1234)).toEqual([0, 500, 1000, 1500]);
  });
});

describe("the bars", () => {
  it("stand on the baseline, stacked answered then declined, as tall as their share of the top tick", () => {
    const chart = chartOf(
      daysOf([
        [6, 2],
        [0, 0],
        [1, 3],
      ]),
      BOX,
    );
    // Ticks 0-8 over a plot 200 high: 25 per question.
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
    expect(chart.baseline).toBe(220);
    expect(chart.ticks.at(-1)?.y).toBe(20);
    const [first, empty, third] = chart.bars;
    expect(first?.answered).toEqual({ y: 70, height: 150 });
    expect(first?.declined).toEqual({ y: 20, height: 50 });
    expect(empty?.answered.height).toBe(0);
    expect(empty?.declined.height).toBe(0);
    expect(third?.answered).toEqual({ y: 195, height: 25 });
    expect(third?.declined).toEqual({ y: 120, height: 75 });
  });

  it("share the width after the axis, one slot a day with a gap, in order", () => {
    const { bars } = chartOf(
      daysOf([
        [1, 0],
        [1, 0],
        [1, 0],
        [1, 0],
      ]),
      BOX,
    );
    // 700 wide for four days: slots of 175, bars of 122.5 centred in them.
    [66.25, 241.25, 416.25, 591.25].forEach((x, index) => {
      expect(bars[index]?.x).toBeCloseTo(x);
      expect(bars[index]?.width).toBeCloseTo(122.5);
    });
    expect(bars.map((bar) => bar.day)).toEqual(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"]);
  });

  it("label every day of a week, and about eight days of a month or a quarter, counting back from today", () => {
    const week = chartOf(daysOf(Array.from({ length: 7 }, () => [0, 0])), BOX);
    expect(week.bars.every((bar) => bar.labelled)).toBe(true);
    const month = chartOf(daysOf(Array.from({ length: 30 }, () => [0, 0])), BOX);
    const labelled = month.bars.flatMap((bar, index) => (bar.labelled ? [index] : []));
    expect(labelled).toEqual([1, 5, 9, 13, 17, 21, 25, 29]);
    const quarter = Array.from({ length: 90 }, (_, index) => ({ day: String(index), answered: 0, declined: 0 }));
    expect(chartOf(quarter, BOX).bars.filter((bar) => bar.labelled).length).toBeLessThanOrEqual(8);
    expect(chartOf(quarter, BOX).bars.at(-1)?.labelled).toBe(true);
  });
});

describe("the chart's text alternative and period", () => {
  const report = {
    days: 3,
    from: "2026-03-08",
    to: "2026-03-10",
    daily: [
      { day: "2026-03-08", asked: 2, answered: 2, declined: 0, up: 1, down: 0 },
      { day: "2026-03-09", asked: 1234, answered: 1200, declined: 34, up: 0, down: 2 },
      { day: "2026-03-10", asked: 5, answered: 3, declined: 2, up: 0, down: 0 },
    ],
    votes: { up: 1, down: 2 },
    groupLimit: 100,
    declined: [],
    downvoted: [],
    voice: { budget: { calls: 10, minutes: 50 }, keptDays: 30, daily: [] },
  };

  it("gives the period, the totals and the busiest day, and points to the table with the same figures", () => {
    expect(chartSummary(report)).toBe(
      "Questions per day, Sun, 8 Mar 2026 to Tue, 10 Mar 2026: 1,241 asked, 1,205 answered, 36 declined. The busiest day was Mon, 9 Mar 2026, with 1,234. The same figures are in the table beside this chart.",
    );
    const quiet = { ...report, daily: report.daily.map((day) => ({ ...day, asked: 0, answered: 0, declined: 0 })) };
    expect(chartSummary(quiet)).toBe(
      "Questions per day, Sun, 8 Mar 2026 to Tue, 10 Mar 2026: 0 asked, 0 answered, 0 declined. The same figures are in the table beside this chart.",
    );
  });

  it("reads the period offered from the address, and 30 days for any other", () => {
    expect(periodOf(new URLSearchParams("days=7"))).toBe(7);
    expect(periodOf(new URLSearchParams("days=90"))).toBe(90);
    for (const search of ["", "days=14", "days=abc", "days=7.0x"])
      expect(periodOf(new URLSearchParams(search))).toBe(30);
  });
});
