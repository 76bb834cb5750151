/**
 * Pictures for the pages tests build with blocks (a leadership team, a gallery): drawn as SVG
 * and made into JPEGs with sharp as they are needed, so no binary files live in the repository.
 * Portraits are a head and shoulders on a studio backdrop, the scenes a landscape at the hour
 * and colours of one of the group's sectors: enough like photographs for a page to be judged.
 */
import sharp from "sharp";

const PORTRAITS = [
  {
    backdrop: ["#dfe7e4", "#9fb5ad"],
    skin: "#8a5a3c",
    hair: "#1d1411",
    suit: "#1f2a33",
    shirt: "#f4f1ea",
  },
  {
    backdrop: ["#efe4d8", "#c9a88a"],
    skin: "#6e4630",
    hair: "#120c0a",
    suit: "#7d401c",
    shirt: "#fbf7f0",
  },
  {
    backdrop: ["#e3e8ee", "#a7b4c2"],
    skin: "#9b6847",
    hair: "#2a1d17",
    suit: "#063b30",
    shirt: "#eef5f2",
  },
  {
    backdrop: ["#ece6df", "#b9aa98"],
    skin: "#5c3a27",
    hair: "#0e0a08",
    suit: "#3a3f45",
    shirt: "#f7f3ea",
  },
] as const;

/** A head-and-shoulders portrait, 800×1000, the face in the upper third (for a focal point). */
export function portrait(index: number): Promise<Buffer> {
  const p = PORTRAITS[index % PORTRAITS.length] as (typeof PORTRAITS)[number];
  const long = index % 2 === 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs>
    <radialGradient id="bg" cx="50%" cy="35%" r="75%">
      <stop offset="0" stop-color="${p.backdrop[0]}"/><stop offset="1" stop-color="${p.backdrop[1]}"/>
    </radialGradient>
    <linearGradient id="suit" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.suit}"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/>
    </linearGradient>
    <radialGradient id="face" cx="45%" cy="40%" r="65%">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
    </radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  ${long ? `<path d="M268 330 C250 520 270 640 300 700 L500 700 C530 640 550 520 532 330 Z" fill="${p.hair}"/>` : ""}
  <path d="M90 1000 C110 800 220 730 330 705 L470 705 C580 730 690 800 710 1000 Z" fill="url(#suit)"/>
  <path d="M340 700 L400 830 L460 700 Z" fill="${p.shirt}"/>
  <rect x="352" y="560" width="96" height="150" rx="40" fill="${p.skin}"/>
  <ellipse cx="400" cy="420" rx="132" ry="165" fill="${p.skin}"/>
  <ellipse cx="400" cy="420" rx="132" ry="165" fill="url(#face)"/>
  <path d="M268 400 C262 280 330 228 400 228 C476 228 540 282 532 400 C520 330 470 300 400 300 C330 300 282 330 268 400 Z" fill="${p.hair}" filter="url(#soft)"/>
  <ellipse cx="352" cy="430" rx="14" ry="8" fill="#1a110c" opacity="0.75"/>
  <ellipse cx="448" cy="430" rx="14" ry="8" fill="#1a110c" opacity="0.75"/>
  <path d="M372 520 Q400 540 428 520" stroke="#3b2116" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const SCENES = [
  // The EV plant at dusk, copper hills at noon, coffee terraces in the morning, a city at night.
  { sky: ["#f3b37a", "#6d8fb3"], land: ["#2f4a43", "#16302a"], sun: "#ffe2b0", accent: "#0b8a6b" },
  { sky: ["#cfe4f2", "#86b4d8"], land: ["#b8652e", "#7d401c"], sun: "#fff6d8", accent: "#eaa974" },
  { sky: ["#f6e7c8", "#b9d2c2"], land: ["#4d6b35", "#243b1c"], sun: "#fff4cf", accent: "#8f3b1e" },
  { sky: ["#1b2a44", "#0e1a1f"], land: ["#24160f", "#0e0a08"], sun: "#f5e6b8", accent: "#eaa974" },
] as const;

/** A landscape, 1600×1067 (3:2), hills under a sky with a low sun and a row of buildings. */
export function scene(index: number): Promise<Buffer> {
  const s = SCENES[index % SCENES.length] as (typeof SCENES)[number];
  const shift = (index * 137) % 400;
  const windows = Array.from({ length: 9 }, (_, i) => {
    const x = 880 + i * 64;
    const h = 90 + ((i * 53 + index * 31) % 120);
    return `<rect x="${x}" y="${700 - h}" width="52" height="${h + 40}" fill="${s.land[1]}"/><rect x="${x + 10}" y="${716 - h}" width="10" height="10" fill="${s.accent}" opacity="0.8"/><rect x="${x + 30}" y="${740 - h}" width="10" height="10" fill="${s.accent}" opacity="0.6"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${s.sky[1]}"/><stop offset="1" stop-color="${s.sky[0]}"/>
    </linearGradient>
    <linearGradient id="land" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${s.land[0]}"/><stop offset="1" stop-color="${s.land[1]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="${s.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${s.sun}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="1067" fill="url(#sky)"/>
  <circle cx="${420 + shift}" cy="520" r="260" fill="url(#glow)"/>
  <circle cx="${420 + shift}" cy="520" r="70" fill="${s.sun}"/>
  <path d="M0 640 C260 520 420 600 640 560 C880 515 1100 610 1600 540 L1600 1067 L0 1067 Z" fill="${s.land[0]}" opacity="0.55"/>
  ${windows}
  <path d="M0 760 C300 660 560 780 860 720 C1120 668 1360 760 1600 700 L1600 1067 L0 1067 Z" fill="url(#land)"/>
  <path d="M0 900 C380 820 720 930 1100 860 C1300 825 1460 870 1600 850 L1600 1067 L0 1067 Z" fill="${s.land[1]}" opacity="0.8"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
