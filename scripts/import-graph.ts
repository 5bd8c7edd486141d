// The import graph of the repository's TypeScript, read from the source as it stands: every
// import of every file (type-only imports, re-exports and dynamic imports included), resolved to
// the file it names when it is one of ours. Read by scripts/check-imports.ts (part of `npm run
// lint`) and tests/bench/seams.ts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export const ROOT = resolve(import.meta.dirname, "..");
export const SOURCE_DIRS = ["functions", "web", "build", "scripts", "tests"] as const;
const SKIPPED = new Set(["node_modules", "generated", "dist", ".wrangler"]);

export interface Import {
  /** As written: "../shared/site.ts", "react". */
  readonly specifier: string;
  /** The file it names (absolute), when it is a source file here. */
  readonly target: string | undefined;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(?:ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** package.json's `imports` ("#shared/*" → "./web/shared/*"): the only path aliases there are. */
const ALIASES = Object.entries(
  (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { imports?: Record<string, string> }).imports ?? {},
).map(([alias, target]) => ({ prefix: alias.replace(/\*$/, ""), target: target.replace(/\*$/, "") }));

/** The file an aliased specifier names, or undefined for a package's. */
function aliased(specifier: string): string | undefined {
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  return alias && resolve(ROOT, alias.target, specifier.slice(alias.prefix.length));
}

/** The repository's TypeScript files (the configs at its root included) with their text and imports. */
export function readGraph(): { files: string[]; text: Map<string, string>; imports: Map<string, Import[]> } {
  const configs = readdirSync(ROOT)
    .filter((name) => /\.(?:ts|tsx)$/.test(name))
    .map((name) => join(ROOT, name));
  const files = [...SOURCE_DIRS.flatMap((dir) => filesUnder(join(ROOT, dir))), ...configs];
  const text = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
  const resolveImport = (from: string, specifier: string) => {
    const base = specifier.startsWith(".") ? resolve(dirname(from), specifier) : aliased(specifier);
    if (base === undefined) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => text.has(candidate));
  };
  const imports = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(text.get(file) ?? "", true, true);
      return [
        file,
        importedFiles.map((ref) => ({ specifier: ref.fileName, target: resolveImport(file, ref.fileName) })),
      ];
    }),
  );
  return { files, text, imports };
}

/** A path from the repository's root: "functions/lib/platform/config.ts". */
export const fromRoot = (file: string) => relative(ROOT, file);

/**
 * The import circles among the repository's files (tests included), types included: the strongly
 * connected components of more than one file (Tarjan's algorithm), each sorted.
 */
export function importCircles(files: readonly string[], imports: ReadonlyMap<string, readonly Import[]>): string[][] {
  const circles: string[][] = [];
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const { target } of imports.get(file) ?? []) {
      if (!target) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(fromRoot(member));
      if (member === file) break;
    }
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

/**
 * The layers, lowest first as far as they go: a file under `from` may not import a file under any
 * of `notTo` unless it is also under `except`. What the browser and the functions share sits at
 * the bottom; the functions' platform serves the features; the entry points sit on top.
 */
const FEATURES = ["contact", "newsletter", "staff", "tenfold", "tools"].map((name) => `functions/lib/${name}/`);
export const LAYER_RULES: readonly {
  from: readonly string[];
  notTo: readonly string[];
  except?: readonly string[];
  why: string;
}[] = [
  { from: ["functions/"], notTo: ["web/"], except: ["web/shared/"], why: "the functions may import only web/shared/" },
  {
    from: ["web/shared/"],
    notTo: ["web/", "functions/"],
    except: ["web/shared/"],
    why: "web/shared/ imports only itself",
  },
  {
    from: ["functions/lib/platform/"],
    notTo: ["functions/"],
    except: ["functions/lib/platform/"],
    why: "the platform serves the features and imports none of them",
  },
  {
    from: [...FEATURES, "functions/lib/platform/"],
    notTo: ["functions/lib/router.ts", "functions/lib/redelivery.ts", "functions/api/"],
    why: "the router and the tasks that span features sit above the features",
  },
  {
    from: ["web/lib/", "web/hooks/", "web/ui/"],
    notTo: [
      "web/components/",
      "web/contact/",
      "web/newsletter/",
      "web/tenfold/",
      "web/tools/",
      "web/sections/",
      "web/pages/",
      "web/app/",
      "web/staff/",
    ],
    why: "browser plumbing (lib, hooks, ui) imports no component, page or app module",
  },
];

/** Every app import that goes against a layer rule. */
export function layerViolations(
  imports: ReadonlyMap<string, readonly Import[]>,
): { file: string; target: string; why: string }[] {
  const under = (path: string, prefixes: readonly string[] = []) => prefixes.some((prefix) => path.startsWith(prefix));
  return [...imports].flatMap(([file, list]) =>
    list.flatMap(({ target }) => {
      if (!target) return [];
      const [from, to] = [fromRoot(file), fromRoot(target)];
      const rule = LAYER_RULES.find((r) => under(from, r.from) && under(to, r.notTo) && !under(to, r.except));
      return rule ? [{ file: from, target: to, why: rule.why }] : [];
    }),
  );
}
