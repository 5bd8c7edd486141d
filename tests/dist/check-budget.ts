// Fails when the JavaScript any page loads before interaction exceeds the budget of 100 KB gzip.
// A page's first load is the entry, the app it loads after the first paint (web/hydrate.tsx) and
// the page kind's own chunk, each with its static imports (all needed to hydrate); code loaded on
// demand or when idle is not counted. Pages kept as prerendered markup (MARKUP_ONLY_KINDS) load
// no chunk of their own, so only the interactive kinds are counted. It then prints what each tool a visitor can try loads on
// first use (its page chunk's dynamic imports, beyond the first load), the figure the issue asks for.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { MARKUP_ONLY_KINDS, pageLoaders } from "../../web/app/page-loaders.ts";

export const BUDGET_BYTES = 100 * 1024;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(".build/client-manifest.json", "utf8")) as Record<string, Chunk>;
const sizes = new Map<string, number>();

function gzipped(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
}

function closure(keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const jsFiles = (keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file?.endsWith(".js")));
/** Files under assets/ that a chunk names by address (new URL("/assets/x.js", import.meta.url), fetch). */
function referencedAssets(files: readonly string[], found = new Set<string>()): Set<string> {
  for (const file of files) {
    // Chunks import one another by relative specifier ("./x.js"); an address is absolute ("/assets/x").
    for (const [, name] of readFileSync(`dist/${file}`, "utf8").matchAll(/[`"']\/assets\/([\w.-]+)[`"']/g)) {
      const asset = `assets/${name}`;
      if (found.has(asset) || files.includes(asset) || !existsSync(`dist/${asset}`)) continue;
      found.add(asset);
      if (asset.endsWith(".js")) referencedAssets([asset], found);
    }
  }
  return found;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
const hydrate = Object.keys(manifest).find((key) => key === "hydrate.tsx");
// The manifest names a page chunk by its source path, as each interactive kind's loader imports it.
const pageKeys = Object.entries(pageLoaders)
  .filter(([kind]) => !MARKUP_ONLY_KINDS.has(kind as keyof typeof pageLoaders))
  .map(([, load]) => /import\("\.\.\/(.+?)"\)/.exec(load.toString())?.[1])
  .filter((key): key is string => key !== undefined && key in manifest);
if (!entry || !hydrate || !pageKeys.some((key) => key.endsWith("pages/home-page.tsx"))) {
  throw new Error("The build manifest has no entry, app or home page chunk");
}

/**
 * Pages over the budget that are known and may not grow: each with its ceiling and why. The proof
 * approval page (a private link a client is sent, not a page prospects land on) parses the proof
 * with its contract's schemas; its decision form already loads on demand. Its ceiling rose by
 * 0.1 KB once, on 6 December 2026, for the code every page now carries to load a failed chunk again
 * under a fresh address (web/hooks/use-on-demand.ts); the pages under the budget absorbed it.
 */
const KNOWN_OVER: Readonly<Record<string, { ceiling: number; why: string }>> = {
  "tools/proofs/approval/approval-page.tsx": {
    ceiling: 104.6 * 1024,
    why: "the proof's schemas are in its first load (a private link page)",
  },
};

let over = false;
for (const page of pageKeys) {
  const files = jsFiles(closure([entry, hydrate, page]));
  const total = files.reduce((sum, file) => sum + gzipped(file), 0);
  if (page.endsWith("pages/home-page.tsx")) for (const file of files) console.log(`${kb(gzipped(file))}  ${file}`);
  const known = KNOWN_OVER[page];
  const limit = known?.ceiling ?? BUDGET_BYTES;
  const verdict =
    total > limit
      ? `  OVER by ${((total - limit) / 1024).toFixed(1)} KB`
      : known
        ? `  (known over: ${known.why}; ceiling ${(known.ceiling / 1024).toFixed(1)} KB)`
        : "";
  console.log(`${kb(total)}  first-load JavaScript of ${page} (gzip), budget ${BUDGET_BYTES / 1024} KB${verdict}`);
  over ||= total > limit;
}

// What a tool's panel loads when the visitor starts using it: every chunk reachable from the page's
// dynamic imports that the first load does not already hold.
for (const page of pageKeys.filter((key) => /^tools\/(storyscanner|sensechecker|triage|bot-tester)\//.test(key))) {
  const firstLoad = closure([entry, hydrate, page]);
  const onDemand = new Set<string>();
  const visit = (key: string) => {
    if (firstLoad.has(key) || onDemand.has(key)) return;
    onDemand.add(key);
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) visit(next);
  };
  for (const key of firstLoad) {
    if (!key.startsWith("tools/")) continue;
    for (const dynamic of manifest[key]?.dynamicImports ?? []) visit(dynamic);
  }
  const files = jsFiles(onDemand);
  const total = files.reduce((sum, file) => sum + gzipped(file), 0);
  const tool = page.split("/")[1];
  console.log(`${kb(total)}  ${tool}: loaded on first use (gzip), ${files.length} chunk(s): ${files.join(", ")}`);
  // What those chunks fetch by address rather than import: a Web Worker, a dictionary.
  for (const asset of referencedAssets(files)) console.log(`${kb(gzipped(asset))}  ${tool}: and fetches ${asset} (gzip)`);
}

if (over) {
  console.error("A page's first load is over the JavaScript budget.");
  process.exit(1);
}
