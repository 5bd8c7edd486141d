// The built-in reader on enquiries it was not tuned to (./triage-held-out.ts), scored against a
// floor set before they were run; the misses are printed for the notes.
import { expect, test } from "vitest";
import { builtInTriage } from "../../../functions/lib/tools/triage/triage-builtin.ts";
import { ARRIVES } from "./triage-enquiries.ts";
import { HELD_OUT, HELD_OUT_FLOOR } from "./triage-held-out.ts";

test(`the built-in reader gets at least ${HELD_OUT_FLOOR} of ${HELD_OUT.length} held-out enquiries right, service and urgency each`, () => {
  const read = HELD_OUT.map((enquiry) => ({ enquiry, triage: builtInTriage(enquiry.text, new Date(ARRIVES)) }));
  const services = read.filter(({ enquiry, triage }) => (triage.service?.slug ?? null) === enquiry.service);
  const urgencies = read.filter(({ enquiry, triage }) => triage.urgency === enquiry.urgency);
  const misses = read
    .filter(
      ({ enquiry, triage }) => (triage.service?.slug ?? null) !== enquiry.service || triage.urgency !== enquiry.urgency,
    )
    .map(
      ({ enquiry, triage }) =>
        `${enquiry.kind}: ${triage.service?.slug ?? "none"}/${triage.urgency}, expected ${enquiry.service ?? "none"}/${enquiry.urgency}`,
    );
  console.log(
    `Triage Bot, built-in reader, held out: service ${services.length}/${HELD_OUT.length}, urgency ${urgencies.length}/${HELD_OUT.length}${misses.length > 0 ? `\n  missed: ${misses.join("\n  missed: ")}` : ""}`,
  );
  expect(services.length).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  expect(urgencies.length).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
});
