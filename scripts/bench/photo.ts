/**
 * A stand-in for a 12-megapixel camera photo, for measuring the media library's processing:
 * 4000×3000, about 3 MB as JPEG, with detail at every scale (broad colour fields, sharp-edged
 * shapes, texture a few pixels across, grain), so that each variant width has work to do and
 * encoders cannot shrink it to nothing the way they would a gradient.
 *
 * The noise comes from a seeded generator rather than sharp's `noise`: the same bytes on every
 * run, so runs compare, and it is several times faster than libvips' Gaussian noise.
 */
import sharp from "sharp";

const WIDTH = 4000;
const HEIGHT = 3000;
// Everything is drawn at half size and enlarged at the end: a quarter of the work, while
// leaving detail two pixels across in the full-size photo.
const DRAWN = { width: WIDTH / 2, height: HEIGHT / 2, channels: 3 } as const;

/** mulberry32: a small, fast, seeded pseudo-random generator, uniform in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mid-grey RGB noise: mostly brightness (as in a photo's texture), a little colour. */
function noise(
  random: () => number,
  width: number,
  height: number,
  brightness: number,
  colour: number,
): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const level = 128 + (random() - 0.5) * 2 * brightness;
    for (let channel = 0; channel < 3; channel++) {
      pixels[i + channel] = level + (random() - 0.5) * 2 * colour;
    }
  }
  return pixels;
}

/** Noise drawn at a small size and enlarged smoothly: variation at the scale of its cells. */
function enlargedNoise(random: () => number, cells: number, brightness: number, colour: number) {
  const width = cells;
  const height = Math.round((cells * HEIGHT) / WIDTH);
  return sharp(noise(random, width, height, brightness, colour), {
    raw: { width, height, channels: 3 },
  })
    .resize(DRAWN.width, DRAWN.height, { kernel: "cubic" })
    .raw()
    .toBuffer();
}

/** Circles and long bars of many sizes and colours: edges that survive any downscaling. */
function shapes(random: () => number): Buffer {
  const drawn: string[] = [];
  for (let i = 0; i < 80; i++) {
    const x = Math.round(random() * DRAWN.width);
    const y = Math.round(random() * DRAWN.height);
    const size = Math.round(10 + random() ** 2 * 300);
    const fill = `hsl(${Math.round(random() * 360)} ${Math.round(20 + random() * 50)}% ${Math.round(20 + random() * 60)}%)`;
    drawn.push(
      i % 3 === 0
        ? `<rect x="${x}" y="${y}" width="${size * 3}" height="${Math.ceil(size / 4)}" fill="${fill}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="0.7"/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWN.width}" height="${DRAWN.height}">${drawn.join("")}</svg>`,
  );
}

export async function photoLikeJpeg(): Promise<Buffer> {
  const random = seeded(2035);
  const colourFields = await enlargedNoise(random, 8, 60, 50);
  const texture = await enlargedNoise(random, 250, 90, 20);
  const grain = noise(random, DRAWN.width, DRAWN.height, 50, 8);
  const drawn = await sharp(colourFields, { raw: DRAWN })
    .composite([
      { input: shapes(random) },
      { input: texture, raw: DRAWN, blend: "overlay" },
      { input: grain, raw: DRAWN, blend: "soft-light" },
    ])
    // The SVG layer brought an alpha channel; the photo has none.
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(drawn, { raw: DRAWN })
    .resize(WIDTH, HEIGHT, { kernel: "lanczos3" })
    .jpeg({ quality: 88 })
    .toBuffer();
}
