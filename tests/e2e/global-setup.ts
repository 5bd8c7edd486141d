// Serves the production build (built by `npm run test:e2e`) for the whole run, with a fake email
// provider (tests/fakes/fake-email.ts) behind it so tests can read the emails the site sends, and
// a fake Cloudflare Access team (tests/fakes/fake-access.ts) whose tokens the staff routes accept,
// and a fake UK Parliament calendar and GOV.UK for GovCal Pro.
import { FAKE_ACCESS_AUDIENCE } from "../fakes/access-tokens.ts";
import { startFakeAccess } from "../fakes/fake-access.ts";
import { startFakeBillsApi } from "../fakes/fake-bills-api.ts";
import { startFakeEmail } from "../fakes/fake-email.ts";
import { startFakeGovuk } from "../fakes/fake-govuk.ts";
import { startFakeModernGov } from "../fakes/fake-moderngov.ts";
import { startFakeParliament } from "../fakes/fake-parliament.ts";
import { E2E_ADMIN_TOKEN, E2E_BASE_URL, E2E_PORT, startPagesDev } from "./server.ts";

export default async function globalSetup() {
  const [email, access, moderngov, bills, parliament, govuk] = await Promise.all([
    startFakeEmail(),
    startFakeAccess(),
    startFakeModernGov(),
    startFakeBillsApi(),
    startFakeParliament(),
    startFakeGovuk(),
  ]);
  // A council's ModernGov service on loopback for Council Radar (tests/fakes/fake-moderngov.ts).
  process.env["FAKE_MODERNGOV_URL"] = moderngov.url;
  process.env["FAKE_EMAIL_URL"] = email.url;
  // A fake Cloudflare Access team: a test stands in for Access's edge by adding the token header.
  process.env["FAKE_ACCESS_URL"] = access.url;
  // Every test comes from 127.0.0.1, so the per-client limits are relaxed; a staff token lets
  // tests read back what was stored. Links in emails point at this server.
  const server = await startPagesDev({
    port: E2E_PORT,
    vars: {
      RATE_LIMIT_CONTACT: "10000/60",
      RATE_LIMIT_SUBSCRIBE: "10000/60",
      RATE_LIMIT_PROOF: "10000/60",
      RATE_LIMIT_CHAT: "10000/60",
      RATE_LIMIT_PUBLIC_DATA: "10000/60",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      SITE_URL: E2E_BASE_URL,
      EMAIL_API_BASE: email.url,
      EMAIL_API_KEY: "re-e2e-key",
      EMAIL_FROM: "Larkspur Strategy <insights@example.com>",
      EMAIL_TOKEN_SECRET: "e2e-email-token-secret",
      ACCESS_TEAM_DOMAIN: access.url,
      ACCESS_AUD: FAKE_ACCESS_AUDIENCE,
      // Development only: Council Radar may read the fake council on loopback.
      TOOLS_FETCH_ALLOW_LOOPBACK: "true",
      // A fake of UK Parliament's Bills API (tests/fakes/fake-bills-api.ts) for Policy Intelligence.
      BILLS_API_BASE: `${bills.url}/ok`,
      // UK Parliament's calendar, faked (tests/fakes/fake-parliament.ts), answering as it normally does.
      PARLIAMENT_CALENDAR_API_BASE: `${parliament.url}/ok`,
      // GOV.UK's search and content APIs, faked (tests/fakes/fake-govuk.ts), answering as they normally do.
      GOVUK_API_BASE: `${govuk.url}/ok`,
    },
  });
  // Tests that need a record in a state no request can produce (an approval link past its expiry)
  // write it with wrangler into this server's local D1.
  process.env["E2E_STATE_DIR"] = server.state;
  return async () => {
    await server.stop();
    await Promise.all([
      email.close(),
      access.close(),
      moderngov.close(),
      bills.close(),
      parliament.close(),
      govuk.close(),
    ]);
  };
}
