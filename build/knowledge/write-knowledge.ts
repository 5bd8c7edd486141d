// Writes functions/generated/knowledge.json for the chat functions, triage-routing.json for
// Triage Bot's reader, and story-services.json for StoryScanner's reader. Run by `npm run knowledge`, which the build, the dev server and the
// functions tests run first.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildKnowledge } from "./knowledge.ts";
import { buildRouting } from "./knowledge-routing.ts";
import { buildStoryServices } from "./knowledge-story.ts";

const generated = (name: string) => fileURLToPath(new URL(`../../functions/generated/${name}`, import.meta.url));
mkdirSync(fileURLToPath(new URL("../../functions/generated/", import.meta.url)), { recursive: true });
const docs = buildKnowledge();
writeFileSync(generated("knowledge.json"), `${JSON.stringify(docs)}\n`);
const routing = buildRouting();
writeFileSync(generated("triage-routing.json"), `${JSON.stringify(routing)}\n`);
const story = buildStoryServices(docs);
writeFileSync(generated("story-services.json"), `${JSON.stringify(story)}\n`);
console.log(
  `knowledge: ${docs.length} passages; triage routing: ${routing.services.length} services, ${routing.team.length} people; StoryScanner: ${story.services.length} service pages`,
);
