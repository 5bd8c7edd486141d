// Social preview images (Open Graph wants a raster image): the site default and one per article,
// rendered from SVG at build time with sharp.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { ArticleSummary } from "../web/content/articles.ts";
import { site } from "#shared/site.ts";

export const DEFAULT_OG_IMAGE = "/og/default.png";
export const articleOgImage = (slug: string) => `/og/${slug}.png`;

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function defaultSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b1220"/>
  <rect x="0" y="560" width="1200" height="70" fill="#f59e0b"/>
  <text x="80" y="250" font-family="DejaVu Serif, Georgia, serif" font-size="84" font-weight="700" fill="#ffffff">Get ahead of the</text>
  <text x="80" y="350" font-family="DejaVu Serif, Georgia, serif" font-size="84" font-weight="700" fill="#fbbf24">curve</text>
  <text x="80" y="440" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="700" fill="#ffffff">${escapeXml(site.brand)}</text>
  <text x="80" y="495" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#cbd5e1">${escapeXml(site.tagline)}</text>
</svg>`;
}

export async function writeOgImages(distDir: string, articles: readonly ArticleSummary[]): Promise<void> {
  mkdirSync(join(distDir, "og"), { recursive: true });
  await sharp(Buffer.from(defaultSvg())).png({ compressionLevel: 9 }).toFile(join(distDir, DEFAULT_OG_IMAGE));
  for (const article of articles) {
    const cover = readFileSync(join(distDir, article.cover_image));
    await sharp(cover, { density: 96 })
      .resize(1200, 630, { fit: "cover" })
      .png({ compressionLevel: 9 })
      .toFile(join(distDir, articleOgImage(article.slug)));
  }
}
