// The forms' and the API's validation messages name each field in visitors' words (the schemas
// are shared, so a field added to one must be given a name here too).
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { contactContract, subscribeContract } from "#shared/api/forms.ts";
import { approvalDecisionContract } from "#shared/api/proofs-approvals.ts";
import { feedbackContract, forgetContract, sourcesContract } from "#shared/api/tenfold.ts";
import { FIELD_NAMES } from "#shared/field-errors.ts";
import { fieldErrors, subscribeSchema } from "#shared/schemas.ts";

const entriesOf = (schema: v.GenericSchema): string[] => {
  const inner = "pipe" in schema ? (schema.pipe as readonly v.GenericSchema[])[0]! : schema;
  return "entries" in inner ? Object.keys(inner.entries as object) : [];
};

describe("validation messages in visitors' words", () => {
  it("has a visitor's name for every field a visitor's form sends", () => {
    for (const contract of [
      contactContract,
      subscribeContract,
      approvalDecisionContract,
      feedbackContract,
      forgetContract,
      sourcesContract,
    ]) {
      const fields = entriesOf(contract.request);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) expect(FIELD_NAMES, `${contract.path}: ${field}`).toHaveProperty(field);
    }
  });

  it("names a missing, too long or mistyped field and keys it by the field alone", () => {
    const result = v.safeParse(subscribeSchema, { name: "x".repeat(500), source: 3 });
    expect(fieldErrors(result.issues ?? [])).toEqual({
      email: "Your email address is missing.",
      name: "Your name is too long.",
      source: "The form's name is not valid.",
    });
  });
});
