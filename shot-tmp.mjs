import { chromium } from "playwright-core";
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"] });
for (const spec of paths) {
  const [path, width, full] = spec.split("|");
  const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
  await page.goto(base + path, { waitUntil: "networkidle" });
  const name = `/tmp/shot-${path.replace(/[^a-z0-9]+/gi, "_")}-${width}.png`;
  await page.screenshot({ path: name, fullPage: full === "full" });
  console.log(name);
  await page.close();
}
await browser.close();
