// The /how-we-work page: how an engagement runs, what it costs, and the terms behind it.
import { site } from "./site.ts";
import type { HowWeWork } from "./types.ts";

export const howWeWork = {} as const satisfies HowWeWork;
