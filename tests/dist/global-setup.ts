// Serves the build (`npm run build` makes it; this lane builds nothing) with its functions and a
// throwaway D1 once for the whole `dist` lane, on a port of its own so it can run beside the
// end-to-end server.
import type { TestProject } from "vitest/node";
import { E2E_ADMIN_TOKEN, startPagesDev } from "../e2e/server.ts";

declare module "vitest" {
  interface ProvidedContext {
    distBaseUrl: string;
  }
}

const PORT = Number(process.env["DIST_PORT"] ?? 8791);

export default async function setup(project: TestProject) {
  const baseUrl = `http://127.0.0.1:${PORT}`;
  // The staff token opens the staff API to the tests that call it as staff would.
  const server = await startPagesDev({ port: PORT, vars: { ADMIN_TOKEN: E2E_ADMIN_TOKEN, SITE_URL: baseUrl } });
  project.provide("distBaseUrl", baseUrl);
  return () => server.stop();
}
