// The consultants on /about, in the home page's About section and in TENFOLD's knowledge.
// Fictional people; earlier roles are described by kind of employer, never by a real name.
import type { TeamMember } from "./types.ts";

export const team = [] as const satisfies readonly TeamMember[];
