// A random id this browser keeps for TENFOLD in its own local storage and nowhere else. It goes
// with each question, so that "Delete conversation" can ask the server to delete the questions it
// kept from this browser; it says nothing about the visitor and is replaced after a deletion.
import { storedValue } from "../lib/stored.ts";
import { browserIdSchema } from "#shared/schemas.ts";

export const BROWSER_ID_KEY = "tenfold:browser-id";

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
};

/** Kept as the bare string (not JSON), as it always was, so ids already kept still read back. */
const storedId = (storage: Storage) => storedValue(BROWSER_ID_KEY, browserIdSchema, storage, "text");

/** This browser's id, made on first use; undefined where storage is refused (nothing to delete later then). */
export function browserId(storage: Storage): string | undefined {
  const existing = storedId(storage).load();
  if (existing) return existing;
  const made = randomId();
  return storedId(storage).save(made) ? made : undefined;
}

/** The id as stored, without making one. */
export function storedBrowserId(storage: Storage): string | undefined {
  return storedId(storage).load();
}

export function dropBrowserId(storage: Storage): void {
  storedId(storage).clear();
}
