// What a visitor is told about each reason a council's service could not be read.
import type { SourceProblemReason } from "#shared/api/public-sources.ts";

export const PROBLEM_WORDS_FOR_COUNCIL: Record<SourceProblemReason, string> = {
  unreachable: "its web service could not be reached",
  timeout: "its web service took too long to answer",
  "rate-limited": "its web service asked us to slow down",
  "http-error": "its web service answered with an error",
  "too-large": "its web service sent more than we read",
  "bad-shape": "its web service answered in a shape we do not recognise",
};
