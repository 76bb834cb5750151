/**
 * The darkening laid over the home hero's photo so its white text stays readable: staff choose
 * one per photo, or leave it automatic, the lightest that keeps the text at WCAG AA on that photo
 * (measured on its pixels when the section is saved: measureTextContrast in
 * features/media/process.server.ts). See docs/decisions/030-logo-and-hero-overlay.md.
 *
 * No server dependencies: the editor in the browser reads it too.
 */

export const HERO_OVERLAYS = [
  { id: "none", label: "None", opacity: 0 },
  { id: "light", label: "Light", opacity: 0.2 },
  { id: "medium", label: "Medium", opacity: 0.4 },
  { id: "strong", label: "Strong", opacity: 0.6 },
] as const;

export type HeroOverlay = (typeof HERO_OVERLAYS)[number]["id"];

/** Each overlay as the editor's previews draw it (the public hero: features/site/home-sections). */
export const OVERLAY_CLASSES: Record<HeroOverlay, string> = {
  none: "bg-black/0",
  light: "bg-black/20",
  medium: "bg-black/40",
  strong: "bg-black/60",
};

/** The overlays' opacities of black, lightest first, as the measure takes them. */
export const OVERLAY_OPACITIES: readonly number[] = HERO_OVERLAYS.map((o) => o.opacity);

/**
 * The contrast the hero's text needs: 4.5:1. Its headline is large text (3:1 would do), but its
 * eyebrow and its paragraph are normal-sized, and the smaller text decides.
 */
export const HERO_MIN_CONTRAST = 4.5;

/** Strong darkens white to rgb(102,102,102): 5.7:1 under white text, whatever the photo. */
export const SAFEST_OVERLAY: HeroOverlay = "strong";

export function isHeroOverlay(value: string): value is HeroOverlay {
  return HERO_OVERLAYS.some((overlay) => overlay.id === value);
}

export function overlayLabel(id: HeroOverlay): string {
  return HERO_OVERLAYS.find((overlay) => overlay.id === id)?.label ?? id;
}

/** The lightest overlay whose measured contrast (one per overlay, lightest first) passes. */
export function lightestPassing(contrasts: readonly number[]): HeroOverlay {
  const index = contrasts.findIndex((ratio) => ratio >= HERO_MIN_CONTRAST);
  return index < 0 ? SAFEST_OVERLAY : (HERO_OVERLAYS[index]?.id ?? SAFEST_OVERLAY);
}

/** A ratio as people read it, never rounded up past what was measured: 2.96 → '2.9:1'. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/**
 * Why `chosen` cannot be used on a photo measured at `contrasts` (one per overlay, lightest
 * first): 'With this photo, Light leaves the headline at 2.9:1; choose Medium or Strong.'
 */
export function overlayProblem(
  chosen: HeroOverlay,
  contrasts: readonly number[],
): string | undefined {
  const index = HERO_OVERLAYS.findIndex((overlay) => overlay.id === chosen);
  const ratio = contrasts[index];
  if (ratio === undefined || ratio >= HERO_MIN_CONTRAST) return undefined;
  const passing = HERO_OVERLAYS.filter(
    (_overlay, i) => i > index && (contrasts[i] ?? 0) >= HERO_MIN_CONTRAST,
  ).map((overlay) => overlay.label);
  const choice =
    passing.length > 1
      ? `${passing.slice(0, -1).join(", ")} or ${passing[passing.length - 1]}`
      : (passing[0] ?? overlayLabel(SAFEST_OVERLAY));
  return `With this photo, ${overlayLabel(chosen)} leaves the headline at ${ratioText(ratio)}; choose ${choice}.`;
}
