// The web app manifest as served: what a browser needs to offer installing the site.
import { expect, test } from "vitest";
import { request } from "./request.ts";

test("the manifest describes an installable app", async () => {
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as Record<string, unknown> & {
    icons: { sizes: string; purpose?: string; src: string }[];
  };
  expect(manifest).toMatchObject({
    start_url: "/",
    display: "standalone",
    theme_color: "#0b1220",
    background_color: "#0b1220",
    short_name: "Larkspur",
  });
  expect(manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose ?? "any"}`)).toEqual([
    "192x192:any",
    "512x512:any",
    "512x512:maskable",
  ]);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  expect((await request.get("/sw.js")).status()).toBe(200);
});
