// What a person has typed into a console form, kept in the tab's session storage as they type,
// so that signing in again (which reloads the page) or a reload brings it back. Cleared once the
// form's work is done. A chosen file is kept too, in IndexedDB, which holds files as they are.
import { useCallback, useEffect, useState } from "react";

const PREFIX = "staff-draft:";

function readDraft<T extends object>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return initial;
    const parsed = JSON.parse(raw) as unknown;
    // Only the fields the form has, of the types they have: anything else is not this form's draft.
    if (!parsed || typeof parsed !== "object") return initial;
    const kept = Object.fromEntries(
      Object.entries(initial).map(([name, value]) => [
        name,
        typeof (parsed as Record<string, unknown>)[name] === typeof value
          ? (parsed as Record<string, unknown>)[name]
          : value,
      ]),
    );
    return kept as T;
  } catch {
    return initial;
  }
}

/** A form's fields, restored from and saved to the tab's storage; `clear` once it has been sent. */
export function useDraft<T extends object>(key: string, initial: T): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState(() => readDraft(key, initial));
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // Storage refused (private mode, quota): the form still works, it just cannot be restored.
    }
  }, [key, value]);
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing could have been kept either.
    }
    setValue(initial);
  }, [key, initial]);
  return [value, setValue, clear];
}

const DB_NAME = "staff-drafts";
const STORE = "files";

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
    });
  } finally {
    db.close();
  }
}

/** A file chosen in a form, kept until the form is sent; `undefined` clears it. Never throws. */
export async function keepDraftFile(key: string, file: File | undefined): Promise<void> {
  try {
    if (file) await withStore("readwrite", (store) => store.put(file, key));
    else await withStore("readwrite", (store) => store.delete(key));
  } catch {
    // Not kept: after signing in again the person chooses the file again.
  }
}

export async function loadDraftFile(key: string): Promise<File | undefined> {
  try {
    const file = await withStore<unknown>("readonly", (store) => store.get(key));
    return file instanceof File ? file : undefined;
  } catch {
    return undefined;
  }
}
