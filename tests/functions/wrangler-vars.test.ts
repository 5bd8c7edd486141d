// wrangler.toml repeats the settings' defaults to document them (and each Pages env section repeats
// them, because Pages does not inherit vars): the code's defaults are the source, so every section
// must hold exactly those values, and no setting may be documented there without a code default.
import { describe, expect, it } from "vitest";
import toml from "../../wrangler.toml?raw";
import { LOCAL_VARS, SETTING_DEFAULTS } from "../../functions/lib/platform/config-defaults.ts";

/** Each [section]'s `KEY = "value"` lines; enough TOML for wrangler.toml's vars. */
function sections(text: string): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of text.split("\n").map((l) => l.trim())) {
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) {
      current = {};
      found.set(header[1] ?? "", current);
      continue;
    }
    const pair = /^([A-Z0-9_]+)\s*=\s*"([^"]*)"$/.exec(line);
    if (pair) current[pair[1] ?? ""] = pair[2] ?? "";
  }
  return found;
}

/** Vars that differ by deployment, so have no code default. */
const PER_DEPLOYMENT = ["SITE_ENV", "TURNSTILE_HOSTNAMES", "SITE_URL", "EMAIL_API_BASE"];

const vars = sections(toml);

describe("wrangler.toml's vars", () => {
  it.each(["vars", "env.preview.vars", "env.production.vars"])(
    "[%s] holds every setting at its code default, and no other",
    (name) => {
      const section = vars.get(name) ?? {};
      const settings = Object.fromEntries(Object.entries(section).filter(([key]) => !PER_DEPLOYMENT.includes(key)));
      expect(settings).toEqual(SETTING_DEFAULTS);
    },
  );

  it("runs `wrangler pages dev` with the same local vars as the tests", () => {
    expect(vars.get("vars")).toMatchObject(LOCAL_VARS);
  });
});
