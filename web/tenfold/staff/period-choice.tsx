// The report's period as a group of radio buttons: choosing one puts it in the address (?days=),
// so a period can be reloaded, shared and left with Back.
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { REPORT_PERIODS } from "#shared/api/admin.ts";
import type { Period } from "./report-days.ts";

export function PeriodChoice({ period }: { period: Period }) {
  const [params, setParams] = useSearchParams();
  // The router moves to the new address in a transition; until it has, a radio bound to the
  // address alone would spring back to the old period. The choice shows at once instead, and
  // follows the address when that changes otherwise (Back, a link).
  const [chosen, setChosen] = useState(period);
  const [shownFor, setShownFor] = useState(period);
  if (shownFor !== period) {
    setShownFor(period);
    setChosen(period);
  }
  const choose = (days: Period) => {
    setChosen(days);
    const next = new URLSearchParams(params);
    next.set("days", String(days));
    setParams(next);
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 font-semibold">Period</legend>
      {REPORT_PERIODS.map((days) => (
        <label
          key={days}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-500 bg-white px-3 py-1.5"
        >
          <input
            type="radio"
            name="period"
            value={days}
            checked={chosen === days}
            onChange={() => choose(days)}
            className="h-4 w-4 accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink focus-visible:outline-solid"
          />
          Last {days} days
        </label>
      ))}
    </fieldset>
  );
}
