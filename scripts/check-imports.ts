// Part of `npm run lint`: fails when the app's files import one another in a circle (type-only
// imports included, which ESLint's import-x/no-cycle does not follow) or when the functions
// import browser code other than web/shared/, the one seam between the two runtimes.
import { importCircles, pastTheSeam, readGraph } from "./import-graph.ts";

const { files, imports } = readGraph();
const circles = importCircles(files, imports);
const crossings = pastTheSeam(imports);
for (const circle of circles) console.error(`Import circle: ${circle.join(" -> ")}`);
for (const { file, target } of crossings)
  console.error(`${file} imports ${target}: the functions may import only web/shared/.`);
if (circles.length > 0 || crossings.length > 0) process.exit(1);
console.log(`Imports: ${files.length} files, no circles, functions/ imports only web/shared/.`);
