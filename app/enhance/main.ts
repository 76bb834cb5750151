/**
 * The only JavaScript public pages load. Public pages are complete HTML without it (links,
 * forms and fragments work natively); this adds the few behaviours that need a script, by
 * delegation on the document and data attributes in the server-rendered markup. Admin pages
 * are a hydrated React application instead (see docs/decisions/010-static-public-pages.md).
 */

import { enhanceHeaderRow } from "./header-row";
import { enhanceImageFallbacks } from "./image-fallback";
import { enhanceInlineForms } from "./inline-forms";
import { countPageView } from "./insight";
import { enhanceLanguageSwitchers } from "./language";
import { enhanceLightboxes } from "./lightbox";
import { enhanceMenus } from "./menu";
import { enhanceSectionLinks } from "./section-links";
import { enhanceVideoPlayers } from "./video-player";

enhanceMenus(document);
enhanceHeaderRow(document);
enhanceSectionLinks(document);
enhanceVideoPlayers(document);
enhanceImageFallbacks(document);
enhanceInlineForms(document);
enhanceLanguageSwitchers(document);
enhanceLightboxes(document);
countPageView();
// Lets tests (and styles) know the page's behaviours are in place.
document.documentElement.dataset.enhanced = "";
