// Every setting is declared once, in functions/lib/platform/settings.ts; the places that document
// it for people must say the same. wrangler.toml repeats each var in every section (Pages does not
// inherit vars), .dev.vars.example lists each secret with where to get it, and the README's
// settings table has a row for each with its default.
import { describe, expect, it } from "vitest";
import readme from "../../README.md?raw";
import devVarsExample from "../../.dev.vars.example?raw";
import toml from "../../wrangler.toml?raw";
import { LOCAL_VARS, SETTING_DEFAULTS, SETTINGS } from "../../functions/lib/platform/settings.ts";

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

const declared = Object.entries<(typeof SETTINGS)[keyof typeof SETTINGS]>(SETTINGS);
const names = (which: (setting: (typeof declared)[number][1]) => boolean) =>
  declared.filter(([, setting]) => which(setting)).map(([name]) => name);
const vars = names((s) => !s.secret);
const secrets = names((s) => s.secret);
const perDeployment = names((s) => "perDeployment" in s);

describe("wrangler.toml's vars", () => {
  const found = sections(toml);
  it.each(["vars", "env.preview.vars", "env.production.vars"])(
    "[%s] holds every var, each shared one at its declared default, and no secret or other name",
    (name) => {
      const section = found.get(name) ?? {};
      expect(Object.keys(section).sort()).toEqual([...vars].sort());
      const shared = Object.fromEntries(Object.entries(section).filter(([key]) => !perDeployment.includes(key)));
      expect(shared).toEqual(SETTING_DEFAULTS);
    },
  );

  it("runs `wrangler pages dev` with the same local vars as the tests", () => {
    expect(found.get("vars")).toMatchObject(LOCAL_VARS);
  });
});

describe(".dev.vars.example", () => {
  it("lists every secret, and only the secrets, each under its declared comment", () => {
    const listed = devVarsExample.split("\n").filter((line) => /^[A-Z0-9_]+=/.test(line));
    expect(listed.map((line) => line.replace(/=.*/, ""))).toEqual(secrets);
    const lines = devVarsExample.split("\n");
    for (const [name, setting] of declared) {
      if (!("source" in setting)) continue;
      expect(lines[lines.indexOf(`${name}=`) - 1], name).toBe(`# ${setting.source}`);
    }
  });
});

describe("the README's settings table", () => {
  /** Each table row's first cell's backticked names, with the row's text. */
  const rows = readme
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) => ({
      line,
      names: [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]),
    }));

  it("has one row for each setting", () => {
    for (const [name] of declared)
      expect(
        rows.filter((row) => row.names.includes(name)),
        name,
      ).toHaveLength(1);
  });

  it("gives each shared default as declared", () => {
    for (const [name, value] of Object.entries(SETTING_DEFAULTS)) {
      const row = rows.find((r) => r.names.includes(name));
      expect(row?.line, name).toContain(`\`${value}\``);
    }
  });
});
