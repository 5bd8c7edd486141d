// npm ci refuses a lockfile that lacks an entry for any optional dependency, but this project's
// package mirror does not carry every platform build (rollup's and workerd's binaries for other
// systems answer 404), so `npm install` cannot record them. This marks each missing optional
// platform package as present but not installable on any OS, which is exactly what it is here.
// Run after changing dependencies: `npm install && npm run lock:complete`.
import { readFileSync, writeFileSync } from "node:fs";

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  optionalDependencies?: Record<string, string>;
}

const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8")) as { packages: Record<string, LockPackage> };
let added = 0;

/** Where Node would find `name` from a package at `location`: its own node_modules, then each ancestor's. */
function resolve(location: string, name: string): string | undefined {
  let base = location;
  for (;;) {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

for (const [location, pkg] of Object.entries(lock.packages)) {
  const optional = Object.entries(pkg.optionalDependencies ?? {});
  for (const [name, version] of optional) {
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    const found = resolve(location, name);
    if (found && lock.packages[found]?.version === version) continue;
    // Put it beside a sibling platform build of the same version that npm did record.
    const sibling = optional
      .map(([other, v]) => ({ key: resolve(location, other), v, other }))
      .find(({ key, v }) => key !== undefined && v === version && lock.packages[key]?.version === version);
    const dir = sibling?.key
      ? sibling.key.slice(0, sibling.key.length - sibling.other.length)
      : `${location ? `${location}/` : ""}node_modules/`;
    lock.packages[`${dir}${name}`] = { version, dev: pkg.dev, optional: true, os: ["none"] };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`lockfile: ${added} unavailable optional platform packages recorded`);
