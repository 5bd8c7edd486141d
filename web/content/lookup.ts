// Finds a registry record by the id a route entry carries. A missing record is a build error
// (the route table is derived from the same registries), so this throws instead of returning undefined.
export function findBy<T, K extends keyof T>(list: readonly T[], key: K, id: string): T {
  const record = list.find((item) => item[key] === id);
  if (!record) throw new Error(`No record with ${String(key)} "${id}"`);
  return record;
}
