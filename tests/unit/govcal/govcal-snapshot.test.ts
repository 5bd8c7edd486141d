// GovCal Pro's committed snapshot and fixed dates: every entry in the shape the list and the feed
// read, with an official https source, and the snapshot dated, so the offline default can say how old it is.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { govcalEntrySchema } from "../../../web/shared/api/govcal.ts";
import { fixedEntries } from "../../../web/shared/api/govcal-fixed-dates.ts";
import { GOVCAL_SNAPSHOT } from "../../../web/shared/api/govcal-snapshot.ts";

describe("the snapshot and the fixed dates", () => {
  const entries = [...GOVCAL_SNAPSHOT.parliament, ...GOVCAL_SNAPSHOT.govuk, ...fixedEntries()];

  it("are dated", () => {
    expect(GOVCAL_SNAPSHOT.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(entries.map((entry) => [entry.id, entry] as const))(
    "%s fits the entry's shape, with an official source",
    (_id, entry) => {
      expect(v.safeParse(govcalEntrySchema, entry).issues).toBeUndefined();
      expect(new URL(entry.sourceUrl).protocol).toBe("https:");
      expect(new URL(entry.sourceUrl).hostname).toMatch(/(^|\.)(parliament\.uk|gov\.uk)$/);
      expect(entry.end >= entry.start).toBe(true);
    },
  );

  it("has no id twice", () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });
});
