// Anonymised engagements at /case-studies/{slug}, linked from the services and outcomes they
// illustrate and crediting the team members who did the work.
import type { CaseStudy } from "./types.ts";

export const caseStudies = [] as const satisfies readonly CaseStudy[];
