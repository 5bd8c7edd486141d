// The capture script as every page inlines it in its <head>: the source of captureEarlyInput
// (web/lib/early-input-script.ts), minified. It is the first thing each page parses, before
// anything paints, so its bytes come before the first paint: minified it is about 1.6 KB, not 2.5.
import { minifySync } from "vite";
import { captureScript } from "../web/lib/early-input-script.ts";

export function inlineEarlyInputScript(): string {
  const { code, errors } = minifySync("early-input.js", captureScript());
  if (errors.length > 0) throw new Error(`The early-input script did not minify: ${errors[0]?.message}`);
  return code.trim();
}
