// Renders the hero's original background clip (an abstract night cityscape) and its poster images.
// A development tool, run once by hand with ffmpeg installed (`apt-get install ffmpeg`):
//   npm exec node -- scripts/make-hero-video.ts
// `--posters` writes only the poster images, which needs no ffmpeg.
// Its outputs in public/attached_assets/hero/ are committed; builds and tests do not run it.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const OUT = fileURLToPath(new URL("../public/attached_assets/hero/", import.meta.url));

/** Deterministic pseudo-random numbers, so the clip is the same on every run. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Building {
  x: number;
  width: number;
  top: number;
  seed: number;
}

function skyline(seed: number, minH: number, maxH: number, minW: number, maxW: number): Building[] {
  const random = mulberry32(seed);
  const buildings: Building[] = [];
  for (let x = -20; x < WIDTH;) {
    const width = Math.round(minW + random() * (maxW - minW));
    buildings.push({
      x,
      width,
      top: HEIGHT - Math.round(minH + random() ** 1.6 * (maxH - minH)),
      seed: Math.floor(random() * 1e9),
    });
    x += width + Math.round(random() * 6);
  }
  return buildings;
}

const far = skyline(7, 120, 330, 36, 70);
const near = skyline(11, 70, 260, 48, 110);
const tallest = near.reduce((a, b) => (b.top < a.top ? b : a));

function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a, 374761393) + Math.imul(b, 668265263) + Math.imul(c, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

function renderFrame(frame: number, pixels: Buffer): void {
  const phase = frame / FRAMES; // 0..1, the loop repeats seamlessly
  for (let y = 0; y < HEIGHT; y++) {
    const k = y / HEIGHT;
    // Sky: deep navy fading to a warm haze at the horizon.
    const haze = Math.max(0, k - 0.45) * 1.6;
    const skyR = 7 + 40 * haze,
      skyG = 11 + 26 * haze,
      skyB = 24 + 30 * haze;
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      pixels[i] = skyR;
      pixels[i + 1] = skyG;
      pixels[i + 2] = skyB;
    }
  }
  const paint = (
    layer: Building[],
    body: [number, number, number],
    lit: [number, number, number],
    litShare: number,
    cell: [number, number],
  ) => {
    for (const b of layer) {
      for (let y = Math.max(0, b.top); y < HEIGHT; y++) {
        for (let x = Math.max(0, b.x); x < Math.min(WIDTH, b.x + b.width); x++) {
          const i = (y * WIDTH + x) * 3;
          let [r, g, bl] = body;
          const lx = x - b.x - 4,
            ly = y - b.top - 6;
          if (lx >= 0 && ly >= 0 && lx < b.width - 8 && lx % cell[0] < cell[0] - 3 && ly % cell[1] < cell[1] - 4) {
            const cx = Math.floor(lx / cell[0]),
              cy = Math.floor(ly / cell[1]);
            const base = hash(b.seed, cx, cy);
            // Each window switches at its own moment in the loop, so the city twinkles slowly.
            const offset = hash(cy, cx, b.seed);
            const on = base < litShare !== ((phase + offset) % 1 < 0.12 && base < litShare * 1.6);
            if (on) {
              const warm = hash(cx, b.seed, cy) < 0.75;
              [r, g, bl] = warm ? lit : [190, 215, 255];
            }
          }
          pixels[i] = r;
          pixels[i + 1] = g;
          pixels[i + 2] = bl;
        }
      }
    }
  };
  paint(far, [16, 22, 40], [92, 74, 48], 0.22, [7, 10]);
  paint(near, [9, 13, 26], [245, 184, 74], 0.3, [9, 13]);
  // Traffic: light streaks that travel one screen width per loop along the street.
  for (let n = 0; n < 14; n++) {
    const lane = n % 2,
      speed = lane ? 1 : -1;
    const x0 = ((hash(n, 3, 9) + speed * phase + 2) % 1) * (WIDTH + 80) - 40;
    const y = HEIGHT - 10 - lane * 7;
    const colour: [number, number, number] = lane ? [255, 90, 60] : [255, 236, 190];
    for (let dx = 0; dx < 26; dx++) {
      const x = Math.round(x0 + dx * -speed);
      if (x < 0 || x >= WIDTH) continue;
      const fade = 1 - dx / 26;
      for (let dy = 0; dy < 2; dy++) {
        const i = ((y + dy) * WIDTH + x) * 3;
        for (let c = 0; c < 3; c++) pixels[i + c] = Math.min(255, pixels[i + c]! + colour[c]! * fade);
      }
    }
  }
  // Aircraft warning light on the tallest tower, blinking twice per loop.
  if ((phase * 4) % 1 < 0.25) {
    const cx = tallest.x + Math.floor(tallest.width / 2),
      cy = tallest.top - 3;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const i = ((cy + dy) * WIDTH + cx + dx) * 3;
        pixels[i] = 255;
        pixels[i + 1] = 40;
        pixels[i + 2] = 40;
      }
  }
}

function encode(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      "ffmpeg",
      ["-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${WIDTH}x${HEIGHT}`, "-r", String(FPS), "-i", "-", ...args],
      { stdio: ["pipe", "ignore", "inherit"] },
    );
    ffmpeg.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
    const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
    for (let f = 0; f < FRAMES; f++) {
      renderFrame(f, pixels);
      ffmpeg.stdin.write(Buffer.from(pixels));
    }
    ffmpeg.stdin.end();
  });
}

const postersOnly = process.argv.includes("--posters");
if (!postersOnly)
  await encode([
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "30",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    `${OUT}cityscape.mp4`,
  ]);
if (!postersOnly)
  await encode(["-an", "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "44", "-row-mt", "1", `${OUT}cityscape.webm`]);
const poster = Buffer.alloc(WIDTH * HEIGHT * 3);
renderFrame(0, poster);
const raw = { raw: { width: WIDTH, height: HEIGHT, channels: 3 as const } };
await sharp(poster, raw).webp({ quality: 62 }).toFile(`${OUT}cityscape-poster.webp`);
await sharp(poster, raw).resize(480).webp({ quality: 60 }).toFile(`${OUT}cityscape-poster-480.webp`);
// AVIF for browsers that take it: 6 KB against the WebP's 20 KB at the same look, so the poster,
// the page's largest paint, arrives in a new connection's first round trip (about 14 KB).
await sharp(poster, raw).avif({ quality: 50, effort: 6 }).toFile(`${OUT}cityscape-poster.avif`);
await sharp(poster, raw).resize(480).avif({ quality: 45, effort: 6 }).toFile(`${OUT}cityscape-poster-480.avif`);
console.log(postersOnly ? "posters written to" : "hero clip and posters written to", OUT);
