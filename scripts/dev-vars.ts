// Run by `npm run start`: makes sure .dev.vars holds a staff token, so a developer can sign in to
// the staff console on their own machine with no Cloudflare account (functions/lib/staff/
// dev-session.ts). A token already there is kept; a missing one is generated at random and
// written with a comment. Nothing else in .dev.vars is touched.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const FILE = ".dev.vars";
const existing = existsSync(FILE) ? readFileSync(FILE, "utf8") : "";
const current = /^ADMIN_TOKEN=(.*)$/m.exec(existing)?.[1]?.trim() ?? "";

if (current.length >= 32) {
  console.log(`Staff console: /staff, signed in with the ADMIN_TOKEN in ${FILE}.`);
} else {
  const token = randomBytes(32).toString("hex");
  const lines = [
    existing && !existing.endsWith("\n") ? "" : undefined,
    "# Written by scripts/dev-vars.ts: the staff token scripts use, and the password of the staff console's",
    "# development sign-in (http://127.0.0.1:8788/staff). Replace it with any 32 or more characters.",
    `ADMIN_TOKEN=${token}`,
    "",
  ].filter((line) => line !== undefined);
  // A blank or short ADMIN_TOKEN line is left in place; the later line wins when wrangler reads the file.
  appendFileSync(FILE, lines.join("\n"));
  console.log(`Staff console: /staff. A staff token was written to ${FILE}; sign in with it.`);
}
