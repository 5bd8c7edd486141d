// Whether the visitor has objected to TENFOLD's question log ("Don't keep my questions"), kept in
// this browser's own storage so that the objection holds on every page and later visit until they
// untick it. Where storage refuses, the objection still holds for the open page (use-chat.ts).
import * as v from "valibot";
import { storedValue } from "../lib/stored.ts";

export const DONT_KEEP_KEY = "tenfold:dont-keep";

const stored = (storage: Storage) => storedValue(DONT_KEEP_KEY, v.literal(true), storage);

export function hasObjected(storage: Storage): boolean {
  return stored(storage).load() === true;
}

export function rememberObjection(storage: Storage, objected: boolean): void {
  if (objected) stored(storage).save(true);
  else stored(storage).clear();
}
