/**
 * The pages tests and the bench build with blocks (docs/decisions/049): a Leadership page (a
 * People block of four, a medium image beside its text, a gallery) and a page with every block.
 * Their photos are uploads of the media library, made by block-photos.ts and sent by the caller.
 */
import { type Block, blockLine } from "../../app/lib/blocks";
import { portrait, scene } from "./block-photos";

export const LEADERS = [
  [
    "Abebe Kebede",
    "Chief Executive Officer",
    "Abebe has led the group since its founding, building its manufacturing arm from a single workshop into a national employer.",
  ],
  [
    "Hana Tesfaye",
    "Chief Financial Officer",
    "Hana oversees the group's finances, its reporting to investors and the funding of its new plants.",
  ],
  [
    "Dawit Alemu",
    "Director, Copper Mining",
    "Dawit brings twenty years of mining engineering to the group's copper operations in Western Ethiopia.",
  ],
  [
    "Meron Girma",
    "Director, Coffee Export",
    "Meron built the export desk that now ships the group's specialty coffee to buyers on three continents.",
  ],
] as const;

export const GALLERY_ALTS = [
  "The assembly plant at dusk",
  "Copper hills at the mine",
  "Coffee terraces in the morning",
  "Addis Ababa at night",
];

export const paragraph =
  "Our leadership brings together engineers, financiers and traders who have built businesses in Ethiopia for decades. They answer to the board, meet every month with each sector's management and publish what they decide.";

/** The addresses of the uploaded portraits and scenes. */
export interface BlockPhotos {
  photos: string[];
  scenes: string[];
}

/** Uploads a portrait per leader and a scene per gallery image, through `upload`. */
export async function uploadBlockPhotos(
  upload: (name: string, bytes: Buffer) => Promise<string>,
): Promise<BlockPhotos> {
  const photos: string[] = [];
  for (const [index] of LEADERS.entries()) {
    photos.push(await upload(`leader-${index + 1}.jpg`, await portrait(index)));
  }
  const scenes: string[] = [];
  for (const [index] of GALLERY_ALTS.entries()) {
    scenes.push(await upload(`scene-${index + 1}.jpg`, await scene(index)));
  }
  return { photos, scenes };
}

/** The Markdown of the Leadership page and of the page with every block. */
export function blockPages({ photos, scenes }: BlockPhotos): {
  leadership: string;
  everyBlock: string;
} {
  const people: Block = {
    type: "people",
    data: {
      people: LEADERS.map(([name, role, bio], index) => ({
        name,
        role,
        bio,
        photo: { src: photos[index] as string, alt: "", focus: { x: 50, y: 38 } },
      })),
    },
  };
  const image: Block = {
    type: "image",
    data: {
      src: scenes[0] as string,
      alt: "The assembly plant at dusk",
      caption: "The assembly plant in Addis Ababa",
      size: "medium",
      align: "left",
    },
  };
  const gallery: Block = {
    type: "gallery",
    data: {
      images: GALLERY_ALTS.map((alt, index) => ({
        src: scenes[index] as string,
        alt,
        caption: index === 0 ? "Where our vehicles are assembled" : undefined,
      })),
    },
  };
  const leadership = [
    "## Executive team",
    blockLine(people),
    "## How we work",
    blockLine(image),
    paragraph,
    paragraph,
    "## Our operations",
    blockLine(gallery),
  ].join("\n\n");

  const everyBlock = [
    "The group in one page: every kind of block a text can hold.",
    blockLine({
      type: "figures",
      data: {
        figures: [
          { value: "1 billion ETB", label: "Investment committed" },
          { value: "3,140+", label: "Permanent jobs" },
          { value: "2035", label: "Vision horizon" },
        ],
      },
    }),
    blockLine(image),
    paragraph,
    "## Where we work",
    blockLine({
      type: "image",
      data: {
        src: scenes[1] as string,
        alt: "Copper hills at the mine",
        size: "small",
        align: "right",
      },
    }),
    paragraph,
    blockLine({
      type: "quote",
      data: {
        text: "We build where we live, and we build to last.",
        by: "Abebe Kebede",
        role: "Chief Executive Officer",
      },
    }),
    "## What we do",
    blockLine({
      type: "columns",
      data: {
        columns: [
          "### Manufacturing\n\nElectric vehicles assembled in Addis Ababa, and the charging stations they need.",
          "### Mining\n\nCopper from Western Ethiopia, mined and processed to international standards.",
          "### Export\n\nSpecialty coffee from the highlands, traded directly with roasters.",
        ],
      },
    }),
    blockLine(people),
    blockLine(gallery),
    blockLine({
      type: "downloads",
      data: {
        title: "Reports",
        items: [
          { href: "/documents", name: "Annual report 2025", format: "PDF", bytes: 2_516_582 },
          { href: "/documents", name: "Sustainability report 2025", format: "PDF", bytes: 870_400 },
        ],
      },
    }),
    blockLine({
      type: "cta",
      data: {
        heading: "Invest with us",
        text: "Talk to our investor relations team about the group's plans.",
        label: "Contact us",
        href: "/#contact",
      },
    }),
    blockLine({
      type: "image",
      data: {
        src: scenes[3] as string,
        alt: "Addis Ababa at night",
        caption: "Addis Ababa, where the group is based",
        size: "full",
        align: "centre",
      },
    }),
  ].join("\n\n");
  return { leadership, everyBlock };
}
