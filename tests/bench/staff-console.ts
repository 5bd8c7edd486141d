// The staff console with real volumes: seeds 10,000 enquiries and 1,000 proofs into the server's
// local D1, signs in as a developer would, then times each list from navigation to its first row
// in Chromium (a fresh page each run, median of RUNS) and the list endpoints themselves.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { E2E_ADMIN_TOKEN } from "../e2e/server.ts";
import { writeStaffSeed } from "./staff-seed.ts";

export const STAFF_ENQUIRIES = Number(process.env["BENCH_ENQUIRIES"] ?? 10_000);
export const STAFF_PROOFS = Number(process.env["BENCH_PROOFS"] ?? 1_000);
const RUNS = Number(process.env["STAFF_RUNS"] ?? 5);

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export function seedStaffData(state: string): void {
  const dir = mkdtempSync(join(tmpdir(), "staff-seed-"));
  const file = join(dir, "seed.sql");
  writeStaffSeed(file, STAFF_ENQUIRIES, STAFF_PROOFS);
  execFileSync(
    join("node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file, "--yes"],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
  rmSync(dir, { recursive: true, force: true });
}

/** A list's address and what shows its first row. */
const LISTS: readonly { name: string; path: string }[] = [
  { name: "enquiries, newest", path: "/staff/enquiries" },
  { name: "enquiries, search", path: "/staff/enquiries?q=wind+farm" },
  { name: "enquiries, TENFOLD and failed", path: "/staff/enquiries?source=tenfold&delivery=failed" },
  { name: "enquiries, a page near the end", path: "/staff/enquiries?before=120" },
  { name: "proofs, newest", path: "/staff/proofs" },
  { name: "proofs, expired", path: "/staff/proofs?status=expired" },
];

async function timeToFirstRow(page: Page, base: string, path: string): Promise<number> {
  await page.goto(`${base}${path}`);
  await page.locator("main table tbody tr").first().waitFor({ timeout: 30_000 });
  // performance.now() counts from this navigation's start.
  return page.evaluate(() => performance.now());
}

async function apiMs(base: string, url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS * 2; i++) {
    const t0 = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - t0);
  }
  return median(times);
}

export async function benchStaffConsole(base: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-gpu",
    ],
  });
  try {
    const context = await browser.newContext();
    const signIn = await context.newPage();
    await signIn.goto(`${base}/staff/sign-in?return=%2Fstaff%2Fhealth`);
    await signIn.getByLabel("Your email").fill("bench@example.com");
    await signIn.getByLabel("Staff token").fill(E2E_ADMIN_TOKEN);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await signIn.getByRole("heading", { name: "Settings" }).waitFor();
    await signIn.close();
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const rows = [];
    for (const list of LISTS) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        times.push(await timeToFirstRow(page, base, list.path));
        await page.close();
      }
      const api = list.path.replace("/staff/", "/api/admin/");
      rows.push({
        list: list.name,
        "first row ms (median)": Math.round(median(times)),
        "range ms": `${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))}`,
        "API ms (median)": Number((await apiMs(base, api, cookie)).toFixed(1)),
      });
    }
    console.log(
      `\nStaff console with ${STAFF_ENQUIRIES} enquiries and ${STAFF_PROOFS} proofs: navigation to first row in Chromium, ${RUNS} fresh pages each (local wrangler pages dev)`,
    );
    console.table(rows);
  } finally {
    await browser.close();
  }
}
