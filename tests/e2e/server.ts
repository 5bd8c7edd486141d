// Starts `wrangler pages dev` on loopback for the end-to-end tests, with its own local D1 state,
// and stops it by its process id.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
// At least 32 characters: a shorter ADMIN_TOKEN disables the staff endpoints.
export const E2E_ADMIN_TOKEN = "e2e-staff-token-for-tests-0123456789";

export interface RunningServer {
  readonly child: ChildProcess;
  /** The server's local state (D1, R2): `wrangler d1 execute --local --persist-to` reads it. */
  readonly state: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

/** `assetsDir` serves another copy of the build (default: dist/, from wrangler.toml). */
export async function startPagesDev(options: {
  port: number;
  vars?: Record<string, string>;
  assetsDir?: string;
}): Promise<RunningServer> {
  const state = mkdtempSync(join(tmpdir(), "larkspur-e2e-"));
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
  const wrangler = join(process.cwd(), "node_modules", ".bin", "wrangler");
  await run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], env);
  const varArgs = Object.entries(options.vars ?? {}).flatMap(([key, value]) => ["--binding", `${key}=${value}`]);
  const child = spawn(
    wrangler,
    [
      "pages",
      "dev",
      ...(options.assetsDir ? [options.assetsDir] : []),
      "--ip",
      "127.0.0.1",
      "--port",
      String(options.port),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      ...varArgs,
    ],
    { env, detached: true, stdio: ["ignore", "ignore", "inherit"] },
  );
  const server: RunningServer = {
    child,
    state,
    async stop() {
      if (child.pid !== undefined && child.exitCode === null) {
        // The whole process group: wrangler and the workerd it started.
        process.kill(-child.pid, "SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(state, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(`http://127.0.0.1:${options.port}`, child, 60_000);
  } catch (error) {
    // Nobody will hold this server to stop it: left running, it would keep its port from the next run.
    await server.stop();
    throw error;
  }
  return server;
}
