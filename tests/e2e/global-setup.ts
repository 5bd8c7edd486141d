// Serves the production build (built by `npm run test:e2e`) for the whole run.
import { E2E_ADMIN_TOKEN, E2E_PORT, startPagesDev } from "./server.ts";

export default async function globalSetup() {
  // Every test comes from 127.0.0.1, so the per-client limits are relaxed; a staff token lets
  // tests read back what was stored.
  const server = await startPagesDev({
    port: E2E_PORT,
    vars: { RATE_LIMIT_CONTACT: "10000/60", RATE_LIMIT_SUBSCRIBE: "10000/60", ADMIN_TOKEN: E2E_ADMIN_TOKEN },
  });
  return () => server.stop();
}
