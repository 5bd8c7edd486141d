// The built-in reader on the twenty enquiries of ./triage-enquiries.ts: the service and urgency a
// consultant expected of each, written before the reader was run on them.
import { afterAll, describe, expect, test } from "vitest";
import { builtInTriage } from "../../../functions/lib/tools/triage/triage-builtin.ts";
import { ARRIVES, ENQUIRIES } from "./triage-enquiries.ts";

const read = (text: string, at: string) => builtInTriage(text, new Date(at));

let services = 0;
let urgencies = 0;
afterAll(() => {
  // The accuracy these tests see, for the notes.
  console.log(
    `Triage Bot, built-in reader, ${ENQUIRIES.length} enquiries: service ${services}/${ENQUIRIES.length}, urgency ${urgencies}/${ENQUIRIES.length}`,
  );
});

describe("the built-in reader on twenty enquiries", () => {
  for (const enquiry of ENQUIRIES) {
    test(`${enquiry.kind}: ${enquiry.service ?? "no service"}, ${enquiry.urgency}`, () => {
      const triage = read(enquiry.text, enquiry.at ?? ARRIVES);
      if ((triage.service?.slug ?? null) === enquiry.service) services++;
      if (triage.urgency === enquiry.urgency) urgencies++;
      expect({ service: triage.service?.slug ?? null, urgency: triage.urgency }).toEqual({
        service: enquiry.service,
        urgency: enquiry.urgency,
      });
      expect(triage.reader).toBe("built-in");
    });
  }
});
