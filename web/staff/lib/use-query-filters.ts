// A list page's filters live in its address (?q=&source=…), so a filtered list can be reloaded,
// shared and reached again with Back. Changing a filter starts the list again at its newest row.
import { useSearchParams } from "react-router-dom";
import { listQuery } from "./list-query.ts";

export interface QueryFilters<K extends string> {
  /** Each filter's value; "" when it is not set. */
  readonly values: Readonly<Record<K, string>>;
  /** `replace` for changes made while typing, so Back does not step through every letter. */
  readonly setFilter: (name: K, value: string, options?: { replace?: boolean }) => void;
  /** What the list's request carries: the filters that are set and the page's cursor. */
  readonly query: URLSearchParams;
}

export function useQueryFilters<K extends string>(names: readonly K[]): QueryFilters<K> {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""])) as Record<K, string>;
  const query = listQuery(params, names);
  const setFilter = (name: K, value: string, { replace = false } = {}) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete("before");
        return next;
      },
      { replace },
    );
  };
  return { values, setFilter, query };
}
