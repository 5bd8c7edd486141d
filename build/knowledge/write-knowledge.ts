// Writes functions/generated/knowledge.json for the chat functions. Run by `npm run knowledge`,
// which the build, the dev server and the functions tests run first.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildKnowledge } from "./knowledge.ts";

const out = fileURLToPath(new URL("../../functions/generated/knowledge.json", import.meta.url));
mkdirSync(fileURLToPath(new URL("../../functions/generated/", import.meta.url)), { recursive: true });
const docs = buildKnowledge();
writeFileSync(out, `${JSON.stringify(docs)}\n`);
console.log(`knowledge: ${docs.length} passages`);
