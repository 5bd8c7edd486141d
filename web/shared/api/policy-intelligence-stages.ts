// What a bill's stages say about where it has got to, the same in the functions (reading the
// Bills API) and the page (the snapshot): the stage it is at is the latest that has sat, the next
// is the first listed to sit after today. Nothing is predicted: a stage with no listed day is no
// next stage.
import type { BillStage, StagePoint } from "./policy-intelligence.ts";

/** Today in the UK's calendar as YYYY-MM-DD (Parliament lists its days in London time). */
export function londonDay(nowMs: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(nowMs);
}

const byOrder = (stages: readonly BillStage[]) =>
  [...stages].sort((a, b) => a.sortOrder - b.sortOrder || (a.dates[0] ?? "").localeCompare(b.dates[0] ?? ""));

/** The latest stage with a day on or before `today`, placed on its latest such day. */
export function stageReached(stages: readonly BillStage[], today: string): StagePoint | null {
  let reached: StagePoint | null = null;
  for (const stage of byOrder(stages)) {
    const past = stage.dates.filter((d) => d <= today);
    const last = past.at(-1);
    if (last && (!reached?.date || last >= reached.date))
      reached = { name: stage.name, house: stage.house, date: last };
  }
  return reached;
}

/** The stage with the earliest day after `today`. */
export function nextStage(stages: readonly BillStage[], today: string): StagePoint | null {
  let next: StagePoint | null = null;
  for (const stage of byOrder(stages)) {
    const first = stage.dates.find((d) => d > today);
    if (first && (!next?.date || first < next.date)) next = { name: stage.name, house: stage.house, date: first };
  }
  return next;
}

/** A stable token of where a bill is: what changes when it moves (a new stage, or a new day listed). */
export function progressKey(stages: readonly BillStage[]): string {
  return byOrder(stages)
    .map((s) => `${s.house}|${s.name}|${s.dates.join(",")}`)
    .join(";");
}
