// Part of `npm run lint`: docs/architecture.md's feature table and the tree agree (scripts/architecture.ts).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { architectureProblems } from "./architecture.ts";

const ROOT = resolve(import.meta.dirname, "..");
// Tracked and untracked-but-not-ignored files, so a new folder fails before it is committed.
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "web", "functions", "build"],
  {
    cwd: ROOT,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => /\.(?:ts|tsx)$/.test(file) && !file.startsWith("functions/generated/"));
const problems = architectureProblems(files, readFileSync(join(ROOT, "docs/architecture.md"), "utf8"));
for (const problem of problems) console.error(`docs/architecture.md: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(`Architecture: ${files.length} files, every feature folder and contract in docs/architecture.md's table.`);
