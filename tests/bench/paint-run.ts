// `npm run bench:paint`: builds, then prints the first-paint table of `npm run bench` on its own:
// each page kind's Lighthouse FCP and LCP beside its zero-JS twin's (tests/bench/twins.ts).
// `-- --dist <dir>` measures another build instead (an earlier commit's, to compare), unbuilt.
import { execSync } from "node:child_process";
import { reportTwins } from "./twins.ts";

const PORT = Number(process.env["BENCH_PORT"] ?? 8797);
const RUNS = Number(process.env["LIGHTHOUSE_RUNS"] ?? 5);
const distFlag = process.argv.indexOf("--dist");
const dist = distFlag > 0 ? process.argv[distFlag + 1] : undefined;

if (!dist && !process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
await reportTwins(PORT, RUNS, dist);
