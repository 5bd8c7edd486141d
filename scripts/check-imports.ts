// Part of `npm run lint`: fails when the app's files import one another in a circle (type-only
// imports included, which ESLint's import-x/no-cycle does not follow) or an import goes against a
// layer (scripts/import-graph.ts: the functions import only web/shared/ of the browser's code, the
// platform none of the features, plumbing no component), or two app modules share a name.
import { basename } from "node:path";
import { fromRoot, importCircles, layerViolations, readGraph } from "./import-graph.ts";

/** A name Pages gives meaning to (each folder's _middleware.ts) may repeat; no other module name may. */
const ROUTING_NAMES = new Set(["_middleware"]);

const { files, imports } = readGraph();
const circles = importCircles(files, imports);
const violations = layerViolations(imports);
for (const circle of circles) console.error(`Import circle: ${circle.join(" -> ")}`);
for (const { file, target, why } of violations) console.error(`${file} imports ${target}: ${why}.`);
const byName = Map.groupBy(
  files.filter((file) => !fromRoot(file).startsWith("tests/")),
  (file) => basename(file).replace(/\.tsx?$/, ""),
);
const sameNames = [...byName].filter(([name, list]) => list.length > 1 && !ROUTING_NAMES.has(name));
for (const [name, list] of sameNames) console.error(`Two modules named ${name}: ${list.map(fromRoot).join(", ")}.`);
if (circles.length > 0 || violations.length > 0 || sameNames.length > 0) process.exit(1);
console.log(`Imports: ${files.length} files, no circles, every import within its layer, no two modules of one name.`);
