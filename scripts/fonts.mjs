// Makes the public site's self-hosted fonts and their @font-face rules from the npm packages
// (devDependencies), so the build needs neither the packages nor a font tool:
//
// - Fraunces (@fontsource-variable/fraunces, Latin subset) for headings, pinned to one instance
//   (weight 400, optical size 36, no softness or wonk): a static file of about 17 KB. With it, a
//   fallback face over Times New Roman (or a metric-compatible clone) scaled and spaced like
//   Fraunces, so that the swap from the one to the other moves nothing.
// - Noto Sans Ethiopic (@fontsource-variable/noto-sans-ethiopic) for Amharic pages, cut to the
//   Ethiopic block U+1200–137F (the whole syllabary Amharic is written in, with its punctuation
//   and numerals; not the Supplement and Extended blocks of other languages) and to weights
//   400–700, the ones the pages use; and the four letters of "አማርኛ" at one weight, a file of a
//   few hundred bytes every page may use for the language switcher.
//
// Writes app/fonts/*.woff2 (with the fonts' licences), app/styles/fonts.css (imported by
// app/app.css) and app/styles/ethiopic.css (linked on Amharic pages only, see app/lib/fonts.ts).
// Run it again after upgrading either package: `node scripts/fonts.mjs`.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const subsetFont = require("subset-font");
// subset-font's own converter, for a font it made and this script changed.
const fontverter = createRequire(require.resolve("subset-font"))("fontverter");
const { fromBuffer } = await import(pathToFileURL(require.resolve("@capsizecss/unpack")).href);

const FONTS_DIR = path.join(root, "app", "fonts");
const STYLES_DIR = path.join(root, "app", "styles");

/** The fontsource "latin" subset: what the package's own CSS gives the Latin file. */
function latinRange() {
  const unicode = JSON.parse(
    fs.readFileSync(
      path.join(
        path.dirname(require.resolve("@fontsource-variable/fraunces/LICENSE")),
        "unicode.json",
      ),
      "utf8",
    ),
  );
  return unicode.latin;
}

/** 'U+0000-00FF,U+0131' → every code point it covers, as a string. */
function charactersOf(range) {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let cp = Number.parseInt(from, 16); cp <= Number.parseInt(to, 16); cp++) {
      // Lone surrogates and C0 controls are not characters a font maps.
      if (cp < 0x20 || (cp >= 0xd800 && cp <= 0xdfff)) continue;
      text += String.fromCodePoint(cp);
    }
  }
  return text;
}

/**
 * Times New Roman's metrics as @capsizecss/metrics gives them (hhea, and the average width of
 * English text in font units). Liberation Serif and Tinos, its metric-compatible clones, measure
 * the same; Times New Roman itself cannot be shipped here.
 */
const TIMES_NEW_ROMAN = {
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  unitsPerEm: 2048,
  xWidthAvg: 832,
};

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/**
 * The overrides that make `fallback` take the room `font` will: scaled to the same average width
 * of English text, then ascent, descent and line gap of `font` at that scale (the method of
 * Capsize and Next.js).
 */
function fallbackMetrics(font, fallback) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/**
 * A TrueType font (`font`) with its table `tag` replaced by `data`: the table directory rebuilt,
 * each table 4-byte aligned with its checksum.
 */
function withTable(font, tag, data) {
  const count = font.readUInt16BE(4);
  const header = Buffer.alloc(12 + 16 * count);
  font.copy(header, 0, 0, 12);
  const bodies = [];
  let offset = header.length;
  for (let i = 0; i < count; i++) {
    const entry = 12 + 16 * i;
    const name = font.toString("latin1", entry, entry + 4);
    const start = font.readUInt32BE(entry + 8);
    const table = name === tag ? data : font.subarray(start, start + font.readUInt32BE(entry + 12));
    const padded = Buffer.alloc(Math.ceil(table.length / 4) * 4);
    table.copy(padded);
    let checksum = 0;
    for (let at = 0; at < padded.length; at += 4)
      checksum = (checksum + padded.readUInt32BE(at)) >>> 0;
    header.write(name, entry, "latin1");
    header.writeUInt32BE(checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.length, entry + 12);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}

function write(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents);
  const size = fs.statSync(file).size;
  console.log(`${path.relative(root, file)}: ${size.toLocaleString("en-US")} bytes`);
}

const GENERATED = "/* Written by scripts/fonts.mjs: edit that script, not this file. */";

// Fraunces: the headings' face on every page.
const LATIN = latinRange();
const frauncesFile = "fraunces-latin-400-opsz36.woff2";
const fraunces = await subsetFont(
  fs.readFileSync(
    require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2"),
  ),
  charactersOf(LATIN),
  { targetFormat: "woff2", variationAxes: { wght: 400, opsz: 36, SOFT: 0, WONK: 0 } },
);
write(path.join(FONTS_DIR, frauncesFile), fraunces);
const metrics = fallbackMetrics(await fromBuffer(fraunces), TIMES_NEW_ROMAN);

// Noto Sans Ethiopic: Amharic pages only.
const ETHIOPIC = "U+1200-137F";
const ETHIOPIC_SOURCE = fs.readFileSync(
  require.resolve(
    "@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2",
  ),
);

/**
 * The Ethiopic characters the site's own Amharic texts use (app/locales/am.ts) and Ethiopic
 * punctuation: the file every Amharic page needs, preloaded. The rest of the block is a second
 * file the browser fetches only for a page that has one of its characters (an article's text).
 */
function ethiopicCore() {
  const core = new Set();
  for (const char of fs.readFileSync(path.join(root, "app", "locales", "am.ts"), "utf8") +
    ethiopianMonthNames().join("")) {
    const cp = char.codePointAt(0);
    if (cp >= 0x1200 && cp <= 0x137f) core.add(cp);
  }
  for (let cp = 0x1360; cp <= 0x1368; cp++) core.add(cp);
  return [...core].sort((a, b) => a - b);
}

/** The thirteen months of the Ethiopian calendar as Amharic dates name them (app/lib/i18n.ts). */
function ethiopianMonthNames() {
  const month = new Intl.DateTimeFormat("am-ET-u-ca-ethiopic", { month: "long", timeZone: "UTC" });
  const names = new Set();
  for (let day = 0; day < 370; day += 5) names.add(month.format(Date.UTC(2026, 0, 1 + day)));
  return [...names];
}

/** [0x1200, 0x1201, 0x1203] → 'U+1200-1201,U+1203'. */
function rangeOf(codePoints) {
  const parts = [];
  for (let i = 0; i < codePoints.length; i++) {
    const from = codePoints[i];
    while (i + 1 < codePoints.length && codePoints[i + 1] === codePoints[i] + 1) i++;
    const to = codePoints[i];
    const hex = (cp) => cp.toString(16).toUpperCase();
    parts.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return parts.join(",");
}

const coreCodePoints = ethiopicCore();
const restCodePoints = [];
for (let cp = 0x1200; cp <= 0x137f; cp++) {
  if (!coreCodePoints.includes(cp)) restCodePoints.push(cp);
}
const ethiopicFaces = [
  { file: "noto-sans-ethiopic-core-wght.woff2", codePoints: coreCodePoints },
  { file: "noto-sans-ethiopic-rest-wght.woff2", codePoints: restCodePoints },
];
for (const face of ethiopicFaces) {
  write(
    path.join(FONTS_DIR, face.file),
    await subsetFont(
      ETHIOPIC_SOURCE,
      face.codePoints.map((cp) => String.fromCodePoint(cp)).join(""),
      { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 700 } } },
    ),
  );
}
fs.rmSync(path.join(FONTS_DIR, "noto-sans-ethiopic-1200-137f-wght.woff2"), { force: true });

// The language switcher's "አማርኛ" (and its short "አማ") on every page: four letters at one weight,
// without layout, hinting or vertical metrics, and with an empty name table (the names alone
// would double the file; browsers' font checker, OTS, supplies default names; the licence
// travels as noto-sans-ethiopic-OFL.txt): a file of a few hundred bytes.
const AMHARIC_NAME = "አማርኛ";
const amharicNameFile = "noto-sans-ethiopic-amharic-name-500.woff2";
const amharicNameTtf = await subsetFont(ETHIOPIC_SOURCE, AMHARIC_NAME, {
  targetFormat: "truetype",
  variationAxes: { wght: 500 },
  keepFeatures: [],
  noHinting: true,
  dropTables: ["GSUB", "GPOS", "GDEF", "DSIG", "STAT", "meta", "vhea", "vmtx", "gasp"],
});
const EMPTY_NAME_TABLE = Buffer.from([0, 0, 0, 0, 0, 6]); // format 0, no records, strings at 6
write(
  path.join(FONTS_DIR, amharicNameFile),
  await fontverter.convert(withTable(amharicNameTtf, "name", EMPTY_NAME_TABLE), "woff2"),
);
const amharicNameRange = rangeOf(
  [...new Set([...AMHARIC_NAME].map((char) => char.codePointAt(0)))].sort((a, b) => a - b),
);

write(
  path.join(STYLES_DIR, "ethiopic.css"),
  `${GENERATED}

/*
 * Amharic pages only (app/lib/fonts.ts links this file and preloads the first font): a face named
 * in any stylesheet every page loads would be fetched on English pages too, for the language
 * switcher's "አማርኛ". Weights 400–700 of a variable font, the Ethiopic block (${ETHIOPIC}) in two
 * files: the characters of the site's own Amharic texts and punctuation, then the rest, fetched
 * only by a page that uses one of them. A family name of its own, first in every stack (its
 * unicode-range keeps it to Ethiopic): after system-ui, Chromium's system fallback would draw
 * the letters as boxes before reaching it.
 */
${ethiopicFaces
  .map(
    (face) => `@font-face {
  font-family: "Noto Sans Ethiopic Web";
  font-style: normal;
  font-weight: 400 700;
  font-display: swap;
  src: url("../fonts/${face.file}") format("woff2");
  unicode-range: ${rangeOf(face.codePoints)};
}
`,
  )
  .join("\n")}`,
);

write(
  path.join(STYLES_DIR, "fonts.css"),
  `${GENERATED}

/* Headings (--font-display): Fraunces, weight 400 at optical size 36, Latin. */
@font-face {
  font-family: "Fraunces";
  font-style: normal;
  font-weight: 400;
  font-display: swap;
  src: url("../fonts/${frauncesFile}") format("woff2");
  unicode-range: ${LATIN};
}

/*
 * Until Fraunces arrives: Times New Roman (or Liberation Serif, Tinos: the same metrics) scaled
 * to Fraunces's average width and given its ascent, descent and line gap, so the swap moves
 * nothing.
 */
@font-face {
  font-family: "Fraunces Fallback";
  src: local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"),
    local("LiberationSerif"), local("Tinos");
  size-adjust: ${metrics.sizeAdjust};
  ascent-override: ${metrics.ascentOverride};
  descent-override: ${metrics.descentOverride};
  line-gap-override: ${metrics.lineGapOverride};
}

/*
 * The language switcher's "አማርኛ" on every page (app/features/site/language-switcher.tsx): its
 * four letters from Noto Sans Ethiopic at weight 500, so that a visitor without an Ethiopic font
 * reads the name rather than boxes. Under a family of its own, used by the switcher alone: on
 * Amharic pages the full faces (app/styles/ethiopic.css) draw every other Ethiopic text.
 */
@font-face {
  font-family: "Amharic Name";
  font-style: normal;
  font-weight: 400 700;
  font-display: swap;
  src: url("../fonts/${amharicNameFile}") format("woff2");
  unicode-range: ${amharicNameRange};
}
`,
);

// The SIL Open Font License travels with the fonts.
for (const name of ["fraunces", "noto-sans-ethiopic"]) {
  fs.copyFileSync(
    require.resolve(`@fontsource-variable/${name}/LICENSE`),
    path.join(FONTS_DIR, `${name}-OFL.txt`),
  );
}

console.log("Fraunces Fallback:", metrics);
