/**
 * Blocks in a rich text (docs/decisions/049-blocks-in-rich-text.md): a sized image, a gallery,
 * people, downloads, a call to action, columns, a quote with its attribution, key figures. Each
 * is one line of the stored Markdown, `::<type>{json}`, as a video is `::video[Title](address)`:
 * no text written before says that, so every older text renders as it did, and a text stays one
 * string (autosave, conflicts, history, translations, backups and search read it as before).
 *
 * This module is the one description of a block: its fields, what it must hold (each problem
 * names the field), and its line. Shared by the server's renderer and checks and the editor in
 * the browser: no Node imports.
 */
import { z } from "zod";

/** Where an image may come from: this site (the media library) or the web over https. */
const IMAGE_SRC = /^(https:\/\/|\/(?![/\\]))/i;
/** Where a link may lead: this site, an anchor of it, or the web. */
const LINK_HREF = /^(https?:\/\/|\/(?![/\\])|#|mailto:)/i;

const text = (max: number) => z.string().trim().max(max);
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
const imageSrc = z
  .string()
  .trim()
  .regex(IMAGE_SRC, "The image must be one of this site's or start with https://");
const linkHref = z
  .string()
  .trim()
  .regex(LINK_HREF, "The link must be one of this site's addresses or start with https://");

export const IMAGE_SIZES = ["small", "medium", "full"] as const;
export const IMAGE_ALIGNMENTS = ["left", "centre", "right"] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];

/** An image of a block: its address and its description for someone who cannot see it. */
const blockImage = z.object({
  src: imageSrc,
  alt: required("Alt text", 300),
  caption: text(300).optional(),
});

/** A point of a photo kept in view when it is cropped, in percent from the top left. */
const focus = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });

const blockSchemas = {
  /** An image of a chosen size and place; text flows beside a small or medium one. */
  image: blockImage.extend({
    size: z.enum(IMAGE_SIZES),
    align: z.enum(IMAGE_ALIGNMENTS),
    href: linkHref.optional(),
  }),
  /** 2–12 images in a grid; each opens in a lightbox. */
  gallery: z.object({
    images: z
      .array(blockImage)
      .min(2, "A gallery needs at least 2 images")
      .max(12, "A gallery holds at most 12 images"),
  }),
  /** People as cards: photo (cropped on its focal point), name, role, a short biography. */
  people: z.object({
    people: z
      .array(
        z.object({
          name: required("Name", 120),
          role: text(160).optional(),
          bio: text(2000).optional(),
          // The name beside it says who it is: the photo's own description is optional.
          photo: z
            .object({ src: imageSrc, alt: text(300).optional(), focus: focus.optional() })
            .optional(),
        }),
      )
      .min(1, "Add at least one person")
      .max(48, "A people block holds at most 48 people"),
  }),
  /** Files to download, from the documents library or the media library. */
  downloads: z.object({
    title: text(160).optional(),
    items: z
      .array(
        z.object({
          href: linkHref,
          name: required("Name", 200),
          /** What kind of file it is, as a reader says it: 'PDF', 'XLSX'. */
          format: text(16).optional(),
          bytes: z.number().int().min(0).optional(),
        }),
      )
      .min(1, "Add at least one file")
      .max(40, "A downloads block holds at most 40 files"),
  }),
  /** A heading, a sentence and a button to a page of the site or the contact form. */
  cta: z.object({
    heading: required("Heading", 160),
    text: text(600).optional(),
    label: required("Button text", 60),
    href: linkHref,
  }),
  /** Two or three columns of text, side by side on wide screens, one after the other on phones. */
  columns: z.object({
    columns: z
      .array(text(20000))
      .min(2, "Columns come in twos or threes")
      .max(3, "Columns come in twos or threes"),
  }),
  /** Words someone said, and who said them. */
  quote: z.object({
    text: required("Quote", 2000),
    by: text(120).optional(),
    role: text(160).optional(),
  }),
  /** Key figures, as on the home page: a number and what it counts. */
  figures: z.object({
    figures: z
      .array(z.object({ value: required("Number", 24), label: required("Label", 120) }))
      .min(1, "Add at least one figure")
      .max(8, "A key figures block holds at most 8 figures"),
  }),
} as const;

export type BlockType = keyof typeof blockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];

/** A block's fields, by its type. */
export type BlockData<T extends BlockType = BlockType> = z.infer<(typeof blockSchemas)[T]>;
/** A block: its type and its fields. */
export type Block = { [T in BlockType]: { type: T; data: BlockData<T> } }[BlockType];

/** What a block is called where staff see it (history, problems, the '+' menu). */
export const BLOCK_NAMES: Record<BlockType, string> = {
  image: "Image",
  gallery: "Gallery",
  people: "People",
  downloads: "Downloads",
  cta: "Call to action",
  columns: "Columns",
  quote: "Quote",
  figures: "Key figures",
};

/** A block's line: `::type{json}` on a line of its own. */
export const BLOCK_LINE =
  /^::(image|gallery|people|downloads|cta|columns|quote|figures)(\{.*\})[ \t]*$/;

/** The line a block is stored as (its JSON on one line: a newline in a field is `\n`). */
export function blockLine(block: Block): string {
  return `::${block.type}${JSON.stringify(block.data)}`;
}

/** What a block line says: the block, or the problems that keep it from being one. */
export type ParsedBlock =
  | { ok: true; block: Block }
  | { ok: false; type: BlockType | undefined; problems: string[] };

/** Reads a block's line (without its line break). */
export function parseBlockLine(line: string): ParsedBlock {
  const match = BLOCK_LINE.exec(line.trim());
  if (!match) return { ok: false, type: undefined, problems: ["This is not a block"] };
  const type = match[1] as BlockType;
  let json: unknown;
  try {
    json = JSON.parse(match[2] as string);
  } catch {
    return { ok: false, type, problems: [`${BLOCK_NAMES[type]} block: its data is damaged`] };
  }
  return parseBlock(type, json);
}

/** Checks a block's fields: the block, or its problems, each naming the block and the field. */
export function parseBlock(type: BlockType, data: unknown): ParsedBlock {
  const result = blockSchemas[type].safeParse(data);
  if (result.success) return { ok: true, block: { type, data: result.data } as Block };
  return {
    ok: false,
    type,
    problems: result.error.issues.map(
      (issue) => `${BLOCK_NAMES[type]} block${where(issue.path)}: ${issue.message}`,
    ),
  };
}

/** 'person 2', 'image 3': where in a block a problem is, as staff count. */
const ITEM_NAMES: Record<string, string> = {
  people: "person",
  images: "image",
  items: "file",
  columns: "column",
  figures: "figure",
};

function where(path: readonly PropertyKey[]): string {
  const [list, index] = path;
  if (typeof list === "string" && typeof index === "number" && ITEM_NAMES[list]) {
    return `, ${ITEM_NAMES[list]} ${index + 1}`;
  }
  return "";
}

/** A problem of a block at its field: the path to it ('people', 1, 'name') and what is wrong. */
export interface BlockFieldProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Checks a block's fields as parseBlock does, each problem with the path of its field (a form
 * shows it next to that field; parseBlock's sentence names the block and the item too).
 */
export function blockFieldProblems(type: BlockType, data: unknown): BlockFieldProblem[] {
  const result = blockSchemas[type].safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.filter(
      (key): key is string | number => typeof key === "string" || typeof key === "number",
    ),
    message: issue.message,
  }));
}

/** Whether a value (an element's attribute, a node's) names a block type. */
export function isBlockType(value: unknown): value is BlockType {
  return BLOCK_TYPES.some((type) => type === value);
}

export function isImageSize(value: unknown): value is ImageSize {
  return IMAGE_SIZES.some((size) => size === value);
}

export function isImageAlignment(value: unknown): value is ImageAlignment {
  return IMAGE_ALIGNMENTS.some((align) => align === value);
}
