/**
 * What the media library accepts, shared by the upload form (to refuse early) and the server
 * (which decides). No Node imports: this module is bundled for the browser too.
 */

export const MEDIA_LIMITS = {
  imageBytes: 25 * 1024 * 1024,
  /** Above any phone and most cameras; bounds the memory and time one decode can take. */
  imagePixels: 40_000_000,
  documentBytes: 20 * 1024 * 1024,
};

/** The widths served in `srcset`, each as AVIF and WebP. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The size Facebook, LinkedIn and X recommend for a link preview. */
export const OG_IMAGE = { width: 1200, height: 630 };

export const MEDIA_MESSAGES = {
  imageTooLarge: "Images must be at most 25 MB and 40 megapixels.",
  svg: "SVG images are not accepted.",
  notImage: "This file is not a supported image.",
  documentTooLarge: "PDF documents must be at most 20 MB.",
  notDocument: "This file is not a PDF document.",
  altRequired: "Describe the image for someone who cannot see it.",
  notSupported: "Only images (JPEG, PNG, WebP, AVIF, GIF) and PDF documents can be uploaded.",
} as const;

export type MediaMessage = (typeof MEDIA_MESSAGES)[keyof typeof MEDIA_MESSAGES];
