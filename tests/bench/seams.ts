// `npm run bench:seams`: the figures that say how often the code says one thing, read from the
// source as it stands: imports from the functions into the browser's code (and how many reach
// past web/shared/), relative imports that climb three folders or more, import circles (type-only
// imports included), the longest React hooks, where each setting of the environment is read, how
// how endpoints are declared and whether a path is written again outside its contract, lines over 120 characters
// and comments that cite an issue number instead of a reason. Printed, not asserted: the lint
// rules hold what has been reached.
import { join } from "node:path";
import {
  fromRoot as rel,
  importCircles,
  layerViolations,
  readGraph,
  ROOT,
  SOURCE_DIRS,
} from "../../scripts/import-graph.ts";
import { SETTINGS } from "../../functions/lib/platform/settings.ts";

const { files, text, imports } = readGraph();

// The seam between the two runtimes.
const fromFunctions = [...imports]
  .filter(([file]) => rel(file).startsWith("functions/"))
  .flatMap(([file, list]) => list.map((i) => ({ file, ...i })));
const intoWeb = fromFunctions.filter((i) => i.target && rel(i.target).startsWith("web/"));
// The layer rule that guards the seam (scripts/import-graph.ts) says which of them go too far.
const pastShared = layerViolations(imports).filter(
  ({ file, target }) => file.startsWith("functions/") && target.startsWith("web/"),
);
const climbing = [...imports]
  .filter(([file]) => !rel(file).startsWith("tests/"))
  .flatMap(([, list]) => list.filter((i) => /^(?:\.\.\/){3,}/.test(i.specifier)));

const circles = importCircles(files, imports);

// Hooks: React hooks in their own files (use-*.ts, use-*.tsx).
const lineCount = (file: string) => (text.get(file) ?? "").split("\n").length;
const hooks = files
  .filter((file) => rel(file).startsWith("web/") && /\/use-[^/]+\.tsx?$/.test(file))
  .map((file) => ({ hook: rel(file), lines: lineCount(file) }))
  .sort((a, b) => b.lines - a.lines);

// Settings: where each declared setting (functions/lib/platform/settings.ts) is read, outside the config module.
const settingNames = Object.keys(SETTINGS).sort();
const configModule = join(ROOT, "functions/lib/platform/config.ts");
const settingReads = settingNames.map((name) => {
  const readers = files.filter(
    (file) =>
      rel(file).startsWith("functions/") &&
      file !== configModule &&
      !file.endsWith(".d.ts") &&
      !file.endsWith("/env.ts") &&
      new RegExp(`\\.${name}\\b|\\["${name}"\\]`).test(text.get(file) ?? ""),
  );
  return { setting: name, "files reading env directly": readers.length, where: readers.map(rel).join(", ") };
});

// Endpoints: those declared as route(contract, handler), and contract paths written again in functions/.
const functionsFiles = files.filter((file) => rel(file).startsWith("functions/"));
const declaredRoutes = functionsFiles.reduce(
  (sum, file) => sum + [...(text.get(file) ?? "").matchAll(/\broute\(\w+Contract,/g)].length,
  0,
);
const contractPathList = files
  .filter((file) => rel(file).startsWith("web/shared/api/"))
  .flatMap((file) =>
    [...(text.get(file) ?? "").matchAll(/(?:\bpath:\s*|visitorPost\(\s*)"([^"]+)"/g)].map((m) => m[1] ?? ""),
  );
const contractPaths = new Set(contractPathList);
const writtenTwice = functionsFiles.flatMap((file) =>
  [...(text.get(file) ?? "").matchAll(/"(?:\/api)?(\/[^"]+)"/g)]
    .map((m) => m[1] ?? "")
    .filter((path) => contractPaths.has(path))
    .map((path) => `${rel(file)} ${path}`),
);

// Lines and comments.
const appAndTests = files.filter((file) => !rel(file).startsWith("tests/fixtures/"));
const longIn = (dir: string) =>
  appAndTests
    .filter((file) => rel(file).startsWith(`${dir}/`))
    .reduce((sum, file) => sum + (text.get(file) ?? "").split("\n").filter((line) => line.length > 120).length, 0);
const longLines = SOURCE_DIRS.map((dir) => `${dir} ${longIn(dir)}`).join(", ");
const issueComments = appAndTests.reduce(
  (sum, file) =>
    sum +
    (text.get(file) ?? "")
      .split("\n")
      .filter((line) => /^\s*(?:\/\/|\*|\/\*)/.test(line) && /\bissues? #?\d+/i.test(line)).length,
  0,
);

console.log(`\nSeams (${files.length} TypeScript files under ${SOURCE_DIRS.join(", ")})`);
console.table([
  { figure: "imports from functions/ into web/", value: intoWeb.length },
  { figure: "  of them past web/shared/", value: pastShared.length },
  { figure: "relative imports climbing ../../../ or more (app code)", value: climbing.length },
  {
    figure: "import circles (files in them)",
    value: `${circles.length} (${circles.reduce((sum, c) => sum + c.length, 0)})`,
  },
  { figure: "longest hook (lines)", value: `${hooks[0]?.hook ?? "none"} (${hooks[0]?.lines ?? 0})` },
  { figure: "hooks over 80 lines", value: hooks.filter((h) => h.lines > 80).length },
  {
    figure: "endpoints declared as route(contract, handler)",
    value: `${declaredRoutes} of ${contractPathList.length} contracts`,
  },
  { figure: "contract paths written again in functions/", value: writtenTwice.length },
  {
    figure: "settings read outside functions/lib/platform/config.ts",
    value: settingReads.filter((s) => s["files reading env directly"] > 0).length,
  },
  { figure: "lines over 120 characters", value: longLines },
  { figure: "comments citing an issue number", value: issueComments },
]);
console.log("\nHooks, longest first");
console.table(hooks.slice(0, 6));
console.log("\nSettings read straight from env (bindings such as DB are expected there)");
console.table(settingReads.filter((s) => s["files reading env directly"] > 0));
if (pastShared.length > 0) {
  console.log("\nImports from functions/ past web/shared/, by target");
  const byTarget = new Map<string, number>();
  for (const { target } of pastShared) byTarget.set(target, (byTarget.get(target) ?? 0) + 1);
  console.table([...byTarget].sort((a, b) => b[1] - a[1]).map(([target, count]) => ({ target, count })));
}
for (const circle of circles) console.log(`circle: ${circle.join(" -> ")}`);
