// The one helper behind every value the site keeps in web storage: a value comes back as saved,
// anything corrupt or mis-shaped is dropped rather than trusted, and storage that is absent or
// refuses never throws into the page.
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { refusingStorage } from "../fakes/refusing-storage.ts";
import { dropStored, storedValue } from "../../web/lib/stored.ts";

const KEY = "test:stored:v1";
const schema = v.object({ name: v.string(), count: v.number() });

afterEach(() => localStorage.clear());

describe("storedValue", () => {
  it("loads what was saved, as JSON under its key, until cleared", () => {
    const stored = storedValue(KEY, schema, localStorage);
    expect(stored.load()).toBeUndefined();
    expect(stored.save({ name: "Ada", count: 2 })).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY) ?? "")).toEqual({ name: "Ada", count: 2 });
    expect(stored.load()).toEqual({ name: "Ada", count: 2 });
    stored.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(stored.load()).toBeUndefined();
  });

  it.each([
    ["invalid JSON", "{name:"],
    ["a schema mismatch", JSON.stringify({ name: "Ada", count: "two" })],
    ["another kind of value", JSON.stringify(["Ada", 2])],
  ])("drops %s and answers undefined", (_case, raw) => {
    localStorage.setItem(KEY, raw);
    expect(storedValue(KEY, schema, localStorage).load()).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("keeps a string as it is in the text format, and drops one the schema refuses", () => {
    const id = v.pipe(v.string(), v.regex(/^id-[a-z]+$/));
    const stored = storedValue(KEY, id, localStorage, "text");
    stored.save("id-abc");
    expect(localStorage.getItem(KEY)).toBe("id-abc");
    expect(stored.load()).toBe("id-abc");
    localStorage.setItem(KEY, "not an id");
    expect(stored.load()).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("does nothing, and throws nothing, where storage is absent or refuses", () => {
    for (const storage of [undefined, refusingStorage]) {
      const stored = storedValue(KEY, schema, storage);
      expect(stored.load()).toBeUndefined();
      expect(stored.save({ name: "Ada", count: 2 })).toBe(false);
      expect(() => stored.clear()).not.toThrow();
      expect(() => dropStored(storage, KEY)).not.toThrow();
    }
  });
});
