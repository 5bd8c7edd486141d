// The pasted-text checks of ./tool-text.ts as a valibot field, for the tools' request schemas.
import * as v from "valibot";
import { textProblem, type TextRule } from "./tool-text.ts";

/** The same checks as a schema field, for the tools' request schemas. */
export function toolText(rule: TextRule) {
  return v.pipe(
    v.string("Send the text as a string."),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = textProblem(dataset.value, rule);
      if (problem) addIssue({ message: problem });
    }),
  );
}
