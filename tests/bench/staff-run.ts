// `npm run bench:staff`: builds (unless --no-build), serves the build with its own local D1,
// seeds it and times the staff console's lists (tests/bench/staff-console.ts), then a Bot Tester
// run of 200 cases (tests/bench/bot-tester-run.ts).
import { execSync } from "node:child_process";
import { E2E_ADMIN_TOKEN, startPagesDev } from "../e2e/server.ts";
import { benchBotTester } from "./bot-tester-run.ts";
import { benchStaffConsole, seedStaffData } from "./staff-console.ts";

const PORT = Number(process.env["BENCH_PORT"] ?? 8797);
if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const server = await startPagesDev({ port: PORT, vars: { ADMIN_TOKEN: E2E_ADMIN_TOKEN } });
try {
  seedStaffData(server.state);
  await benchStaffConsole(`http://127.0.0.1:${PORT}`);
  await benchBotTester(`http://127.0.0.1:${PORT}`, E2E_ADMIN_TOKEN);
} finally {
  await server.stop();
}
