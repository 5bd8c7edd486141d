// Fails when the built site holds a secret-like string or the name of a server-side secret, so
// nothing meant for the functions can leak into files anyone can download.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const SERVER_NAMES = ["OPENAI_API_KEY", "ADMIN_TOKEN", "TURNSTILE_SECRET_KEY", "NOTIFY_WEBHOOK_URL", "CLIENT_HASH_SALT", "CHAT_CLIENT_DAILY_LIMIT", "RATE_LIMIT_CONTACT"];
const SECRET_PATTERNS: readonly [string, RegExp][] = [
  ["OpenAI key", /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/],
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["bearer token", /Bearer\s+[A-Za-z0-9._-]{24,}/],
  ["AWS key", /\bAKIA[0-9A-Z]{16}\b/],
];
const TEXT = /\.(html|js|css|json|webmanifest|xml|txt|svg|map)$|^_(headers|redirects)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

const problems: string[] = [];
let scanned = 0;
for (const file of files("dist")) {
  scanned += 1;
  const text = readFileSync(file, "utf8");
  for (const name of SERVER_NAMES) if (text.includes(name)) problems.push(`${file}: names the server setting ${name}`);
  for (const [label, pattern] of SECRET_PATTERNS) if (pattern.test(text)) problems.push(`${file}: looks like it holds a ${label}`);
}
console.log(`secret scan: ${scanned} files in dist/, ${problems.length} problems`);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
