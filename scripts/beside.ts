// Runs two commands at once: the first with its output as it comes, the second with its output
// held and printed when it ends, so the two do not interleave. Fails when either fails.
// `npm test` runs the browser lane beside the dist lane, which only makes HTTP requests against
// the same build on a port of its own and leaves the cores to the browsers.
import { spawn } from "node:child_process";

const [shown, held] = process.argv.slice(2);
if (!shown || !held) {
  console.error('usage: node scripts/beside.ts "<command shown as it runs>" "<command printed when it ends>"');
  process.exit(2);
}

function run(command: string, hold: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: process.env, stdio: hold ? "pipe" : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

const [first, second] = await Promise.all([run(shown, false), run(held, true)]);
process.stdout.write(`\n$ ${held}\n${second.output}`);
if (!first.ok) console.error(`"${shown}" failed.`);
if (!second.ok) console.error(`"${held}" failed.`);
if (!first.ok || !second.ok) process.exit(1);
