// A random id this browser keeps for TENFOLD in its own local storage and nowhere else (issue
// 25). It goes with each question, so that "Delete conversation" can ask the server to delete the
// questions it kept from this browser; it says nothing about the visitor and is replaced after a
// deletion.
import * as v from "valibot";
import { browserIdSchema } from "../../shared/schemas.ts";

export const BROWSER_ID_KEY = "tenfold:browser-id";

const randomId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

/** This browser's id, made on first use; undefined where storage is refused (nothing to delete later then). */
export function browserId(storage: Storage): string | undefined {
  try {
    const existing = storage.getItem(BROWSER_ID_KEY);
    if (v.is(browserIdSchema, existing)) return existing;
    const made = randomId();
    storage.setItem(BROWSER_ID_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}

/** The id as stored, without making one. */
export function storedBrowserId(storage: Storage): string | undefined {
  try {
    return storage.getItem(BROWSER_ID_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function dropBrowserId(storage: Storage): void {
  try {
    storage.removeItem(BROWSER_ID_KEY);
  } catch {
    // Storage refused: there was no id to drop.
  }
}
