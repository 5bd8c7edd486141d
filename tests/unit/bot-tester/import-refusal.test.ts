// A refused import as the console shows it: the server's message and every row it named, and the
// file's format read from its name.
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../web/lib/api.ts";
import { formatOf, importRefusal } from "../../../web/tools/bot-tester/staff/import-refusal.ts";

const refused = (status: number, body: unknown) => new ApiRequestError(status, JSON.stringify(body), "");

describe("a refused import", () => {
  it("names each row the server named", () => {
    const error = refused(400, {
      error: "Nothing was imported. row 3: Give the question.; row 4: A link is a path.",
      code: "bad_request",
      rows: [
        { row: 3, reason: "Give the question." },
        { row: 4, reason: "A link is a path." },
        { row: "x", reason: 1 },
      ],
    });
    expect(importRefusal(error)).toEqual({
      message: "Nothing was imported. row 3: Give the question.; row 4: A link is a path.",
      rows: [
        { row: 3, reason: "Give the question." },
        { row: 4, reason: "A link is a path." },
      ],
    });
  });

  it("is the message alone when no row is named", () => {
    expect(importRefusal(refused(400, { error: "The file is not JSON." }))).toEqual({
      message: "The file is not JSON.",
      rows: [],
    });
  });

  it("is no refusal for a server failure or another error", () => {
    expect(importRefusal(refused(500, { error: "Something went wrong" }))).toBeUndefined();
    expect(importRefusal(new Error("offline"))).toBeUndefined();
  });
});

describe("the format of a file", () => {
  it("comes from its extension, in any case", () => {
    expect(formatOf("cases.JSON")).toBe("json");
    expect(formatOf("export.2026.csv")).toBe("csv");
    expect(formatOf("cases.txt")).toBeUndefined();
    expect(formatOf("csv")).toBeUndefined();
  });
});
