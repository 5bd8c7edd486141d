// A stray console.error fails the test that caused it. A test that expects one says so with
// vi.spyOn(console, "error").mockImplementation(() => {}), which gives the spy an implementation.
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});

afterEach(() => {
  const expected = consoleError.getMockImplementation() !== undefined;
  const calls = [...consoleError.mock.calls];
  consoleError.mockRestore();
  if (!expected && calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
