// `npm run lint` (after `npm run knowledge`, which both lanes read): the checks in two lanes at
// once, since ESLint's type-aware rules take most of the time on one core and the rest fit beside
// them on the other (202 s one after another, about 145 s side by side on this 2-CPU machine).
// Each command's output is printed when it ends; any failure fails the lint.
import { spawn } from "node:child_process";

const LANES: readonly (readonly string[])[] = [
  [
    "prettier --check .",
    "npm run tsc",
    "npm run types:check",
    "node scripts/check-imports.ts",
    "node scripts/check-architecture.ts",
  ],
  ["eslint . --max-warnings 0"],
];

function run(command: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: process.env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

async function lane(commands: readonly string[]): Promise<boolean> {
  for (const command of commands) {
    const { ok, output } = await run(command);
    process.stdout.write(`\n$ ${command}\n${output}`);
    if (!ok) {
      console.error(`lint: "${command}" failed.`);
      return false;
    }
  }
  return true;
}

const results = await Promise.all(LANES.map(lane));
if (results.includes(false)) process.exit(1);
