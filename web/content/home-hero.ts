// The home page's first screen: its headline and introduction. Kept apart from the sections' copy
// (home.ts) so the home page's first load carries only the words it shows at once; each section's
// copy arrives with the section.
import { site } from "#shared/site.ts";

export const homeHero = {
  headline: ["Get ahead", "of the", "curve"] as const,
  intro: `${site.brand} helps organisations win the arguments that shape their future: with government, regulators, communities and the media. We combine political judgement with modern tools, including TENFOLD, the ${site.product} AI Assistant, so clients see issues earlier and act on them faster.`,
};
