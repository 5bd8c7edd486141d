// Part of `npm run lint`: fails when the app's files import one another in a circle (type-only
// imports included) or an import goes against a layer (scripts/import-graph.ts: the functions
// import only web/shared/ of the browser's code, the platform none of the features, plumbing no
// component), two app modules share a name, or an app module is imported only by tests or by
// nothing (dead code that its tests keep looking alive).
import { basename } from "node:path";
import { fromRoot, importCircles, layerViolations, readGraph } from "./import-graph.ts";

/** A name Pages gives meaning to (each folder's _middleware.ts) may repeat; no other module name may. */
const ROUTING_NAMES = new Set(["_middleware"]);

/**
 * Modules loaded from outside the import graph: Pages' routes (every file under functions/ but
 * lib/ and generated/), the pages' entries (named by Vite's inputs and HTML), the files npm
 * scripts run, the configs at the root and declaration files.
 */
const ENTRY_POINTS: readonly RegExp[] = [
  /^functions\/(?!lib\/|generated\/)/,
  /^web\/entry-[^/]+\.tsx$/,
  /^web\/staff\/main\.tsx$/,
  // A Web Worker's module, started by `new Worker(new URL("./name-worker.ts", import.meta.url))`.
  /^web\/tools\/[^/]+\/[^/]+-worker\.ts$/,
  /^build\/knowledge\/write-knowledge\.ts$/,
  /^scripts\//,
  /^[^/]+\.ts$/,
  /\.d\.ts$/,
];

const isTest = (path: string) => path.startsWith("tests/");

const { files, imports } = readGraph();
const circles = importCircles(files, imports);
const violations = layerViolations(imports);
for (const circle of circles) console.error(`Import circle: ${circle.join(" -> ")}`);
for (const { file, target, why } of violations) console.error(`${file} imports ${target}: ${why}.`);

const appFiles = files.filter((file) => !isTest(fromRoot(file)));
const byName = Map.groupBy(appFiles, (file) => basename(file).replace(/\.tsx?$/, ""));
const sameNames = [...byName].filter(([name, list]) => list.length > 1 && !ROUTING_NAMES.has(name));
for (const [name, list] of sameNames) console.error(`Two modules named ${name}: ${list.map(fromRoot).join(", ")}.`);

const importers = new Map<string, string[]>();
for (const [file, list] of imports)
  for (const { target } of list) if (target) importers.set(target, [...(importers.get(target) ?? []), fromRoot(file)]);
const unused = appFiles.flatMap((file) => {
  const path = fromRoot(file);
  const by = [...new Set(importers.get(file))];
  if (ENTRY_POINTS.some((entry) => entry.test(path)) || by.some((importer) => !isTest(importer))) return [];
  return [{ path, tests: by }];
});
for (const { path, tests } of unused)
  console.error(
    tests.length > 0
      ? `${path} is imported only by tests (${tests.join(", ")}): use it in the app, or delete it with its tests.`
      : `${path} is imported by nothing: delete it, or name it in ENTRY_POINTS if something outside the code loads it.`,
  );

if (circles.length > 0 || violations.length > 0 || sameNames.length > 0 || unused.length > 0) process.exit(1);
console.log(
  `Imports: ${files.length} files, no circles, every import within its layer, no two modules of one name, none imported only by tests.`,
);
