import css from "~/styles/ethiopic.css?inline";

/**
 * The Ethiopic @font-face rules (app/styles/ethiopic.css, its font addresses resolved by the
 * build), for an Amharic public page to carry in a `<style>` of its own: one render-blocking
 * request fewer before the page can paint (Lighthouse mobile: LCP 1.8 → 1.65 s on `/am` with a
 * hero photo). Read on the server only, so no browser bundle carries the text.
 */
export const ETHIOPIC_FACES_CSS: string = css;
