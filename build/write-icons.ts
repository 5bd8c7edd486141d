// App icons for the web manifest, generated at build time from one source image (public/favicon.svg).
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { site } from "#shared/site.ts";

const SOURCE = fileURLToPath(new URL("../public/favicon.svg", import.meta.url));

export const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export async function writeIcons(distDir: string): Promise<void> {
  const svg = readFileSync(SOURCE);
  mkdirSync(join(distDir, "icons"), { recursive: true });
  for (const size of [192, 512]) {
    await sharp(svg, { density: 384 })
      .resize(size, size)
      .png()
      .toFile(join(distDir, `icons/icon-${size}.png`));
  }
  await sharp(svg, { density: 384 }).resize(180, 180).png().toFile(join(distDir, "icons/apple-touch-icon.png"));
  // Maskable icons keep their content inside the central 80% "safe zone".
  const inner = await sharp(svg, { density: 384 }).resize(410, 410).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: site.themeColor } })
    .composite([{ input: inner, gravity: "centre" }])
    .png()
    .toFile(join(distDir, "icons/maskable-512.png"));
}
