// Fails when anything of the staff console reaches the public site: a public page that loads its
// code, the service worker's precache or the sitemap naming it. Prints what the console itself
// loads first (gzip), for the note and the bench.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith(".html")) yield path;
  }
}

const problems: string[] = [];
let pages = 0;
for (const file of htmlFiles("dist")) {
  if (file === join("dist", "_shells", "staff.html")) continue;
  pages += 1;
  if (/\/(assets\/)?staff\//.test(readFileSync(file, "utf8"))) problems.push(`${file} refers to the staff console`);
}
// The worker names /staff once, in the rule that never keeps its pages; its precache list must not.
if (/url:"\/?(assets\/staff\/|_shells\/staff)/.test(readFileSync("dist/sw.js", "utf8"))) problems.push("the service worker precaches a file of the staff console");
if (readFileSync("dist/sitemap.xml", "utf8").includes("/staff")) problems.push("the sitemap lists the staff console");

const manifest = JSON.parse(readFileSync(".build/staff-manifest.json", "utf8")) as Record<string, Chunk>;
const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
const files = [...seen].flatMap((key) => [manifest[key]?.file ?? "", ...(manifest[key]?.css ?? [])]).filter(Boolean);
const gzip = files.reduce((total, file) => total + gzipSync(readFileSync(join("dist", file)), { level: 9 }).length, 0);
console.log(`staff console apart: ${pages} public pages, the precache and the sitemap checked, ${problems.length} problems; the console's first load is ${(gzip / 1024).toFixed(1)} KB gzip (JS and CSS)`);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
