// One value kept in the browser's web storage under one key: read back validated (anything
// corrupt or of another shape is dropped, never trusted), saved, cleared. Storage that is absent
// (the prerender) or refuses (private mode, a full quota) makes each call a quiet no-op: losing
// what was kept must never break the page that kept it.
import * as v from "valibot";

/** Removes `key`, quietly where storage is absent or refuses (there was nothing to read then either). */
export function dropStored(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Refused: nothing could have been read from it either.
  }
}

export interface StoredValue<T> {
  /** The kept value, or undefined when there is none, it is invalid (then dropped) or storage refuses. */
  load(): T | undefined;
  /** Keeps `value`; false when storage is absent or refused it. */
  save(value: T): boolean;
  clear(): void;
}

/**
 * `format` "json" keeps any value as JSON; "text" keeps a string as it is (an id written before
 * this helper existed, which must still read back).
 */
export function storedValue<Schema extends v.GenericSchema>(
  key: string,
  schema: Schema,
  storage: Storage | undefined,
  format: "json" | "text" = "json",
): StoredValue<v.InferOutput<Schema>> {
  const clear = () => dropStored(storage, key);
  return {
    load() {
      let raw: string | null | undefined;
      try {
        raw = storage?.getItem(key);
      } catch {
        return undefined;
      }
      if (!raw) return undefined;
      try {
        const result = v.safeParse(schema, format === "json" ? JSON.parse(raw) : raw);
        if (result.success) return result.output;
      } catch {
        // Not JSON: dropped below like any other invalid entry.
      }
      clear();
      return undefined;
    },
    save(value) {
      if (!storage) return false;
      try {
        storage.setItem(key, format === "json" ? JSON.stringify(value) : String(value));
        return true;
      } catch {
        return false;
      }
    },
    clear,
  };
}
