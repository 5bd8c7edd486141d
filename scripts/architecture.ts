// What docs/architecture.md's feature table promises about the tree: every feature folder of app
// code has a row, every row names something that exists, and every file at a runtime's root
// (entry points, contracts) belongs to a row. Pure, so a test can hand it a tree and a table.

/**
 * The folders whose children are features (or tools). Files directly in one of them must each be
 * listed, by name or a glob such as `web/shared/api/proofs*.ts`; a folder directly in one of them
 * must be listed itself, and then covers everything below it.
 */
export const ROOTS = [
  "web",
  "web/shared",
  "web/shared/api",
  "web/tools",
  "functions",
  "functions/lib",
  "functions/lib/tools",
  "build",
] as const;

/** The backticked paths of the table under "## Features and where they live". */
export function listedPaths(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Features and where they live"));
  if (!section) return [];
  const rows = section.split("\n").filter((line) => line.startsWith("|") && !/^\|\s*(?:-+\s*\|)+\s*$/.test(line));
  return rows.slice(1).flatMap((row) => [...row.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ""));
}

const dirOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf("/")));
const globToRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);

/** What is wrong, one sentence each: empty when the table and the tree agree. */
export function architectureProblems(sourceFiles: readonly string[], markdown: string): string[] {
  const listed = listedPaths(markdown);
  const folders = new Set(listed.filter((path) => path.endsWith("/")).map((path) => path.slice(0, -1)));
  const filePatterns = listed.filter((path) => !path.endsWith("/")).map((path) => [path, globToRegExp(path)] as const);
  const roots = new Set<string>(ROOTS);
  const problems: string[] = [];
  if (listed.length === 0) return ["docs/architecture.md has no feature table."];

  const featureFolders = new Set<string>();
  for (const file of sourceFiles) {
    const dir = dirOf(file);
    if (roots.has(dir)) {
      if (!filePatterns.some(([, pattern]) => pattern.test(file))) problems.push(`${file} is in no row of the table.`);
      continue;
    }
    // The folder directly under the deepest root that holds this file is its feature folder.
    const parts = dir.split("/");
    for (let depth = parts.length - 1; depth >= 1; depth -= 1) {
      const parent = parts.slice(0, depth).join("/");
      if (roots.has(parent)) {
        featureFolders.add(parts.slice(0, depth + 1).join("/"));
        break;
      }
    }
  }
  for (const folder of [...featureFolders].sort())
    if (!folders.has(folder)) problems.push(`${folder}/ is a feature folder the table does not list.`);
  for (const folder of [...folders].sort())
    if (!sourceFiles.some((file) => file.startsWith(`${folder}/`)))
      problems.push(`${folder}/ is listed but holds no code.`);
  for (const [path, pattern] of filePatterns)
    if (!sourceFiles.some((file) => pattern.test(file))) problems.push(`${path} is listed but matches no file.`);
  return problems;
}
