// Fails when the JavaScript the home page loads before any interaction exceeds the budget of
// 100 KB gzip. Counts the entry, the app it loads after the first paint
// (web/hydrate.tsx) and the home page's own chunk, each with its static imports (all needed to
// hydrate); code loaded on demand or when idle is not counted.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 100 * 1024;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(".build/client-manifest.json", "utf8")) as Record<string, Chunk>;

function closure(keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
const hydrate = Object.keys(manifest).find((key) => key === "hydrate.tsx");
const homePage = Object.keys(manifest).find((key) => key.endsWith("pages/home-page.tsx"));
if (!entry || !hydrate || !homePage) throw new Error("The build manifest has no entry, app or home page chunk");

const files = [...closure([entry, hydrate, homePage])].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file?.endsWith(".js")));
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  first-load JavaScript of / (gzip), budget ${BUDGET_BYTES / 1024} KB`);
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} KB (${total - BUDGET_BYTES} bytes)`);
  process.exit(1);
}
