import type { SiteLink } from "./navigation.ts";

// Finds a registry record by the id a route entry carries. A missing record is a build error
// (the route table is derived from the same registries), so this throws instead of returning undefined.
export function findBy<T, K extends keyof T>(list: readonly T[], key: K, id: string): T {
  const record = list.find((item) => item[key] === id);
  if (!record) throw new Error(`No record with ${String(key)} "${id}"`);
  return record;
}

/** Registry entries as links to their pages, `base` being their listing's path ("/services"). */
export function linksTo(
  entries: readonly { readonly slug: string; readonly name: string }[],
  base: string,
): SiteLink[] {
  return entries.map((entry) => ({ href: `${base}/${entry.slug}`, label: entry.name }));
}
