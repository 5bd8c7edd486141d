// Serves the production build (built by `npm run test:e2e`) for the whole run.
import { E2E_PORT, startPagesDev } from "./server.ts";

export default async function globalSetup() {
  const server = await startPagesDev({ port: E2E_PORT });
  return () => server.stop();
}
