import { DEFAULT_SITE, type SiteIdentity, type SiteLogos } from "~/config/site";
import type { AppDatabase } from "../../../db/client.server";
import { siteLogos } from "./photos.server";
import { type SiteDocument, siteIdentity } from "./site-document";
import { ensureSiteContent, readPublishedSite } from "./store.server";

/**
 * The published site document, read once and kept in memory until the site changes (here or,
 * announced by PostgreSQL NOTIFY, on another instance): every public page uses it.
 */
export interface PublishedSite {
  /** The published document. */
  document(): Promise<SiteDocument>;
  /** The company identity it gives (name, contact details, profiles). */
  identity(): Promise<SiteIdentity>;
  /** Reads the document again; resolves once the new one is in use. */
  reload(): Promise<void>;
}

/**
 * `configured` is the identity from the environment (COMPANY_*, SITE_TIME_ZONE): on the first
 * start its settings become the site's, and its time zone stays the site's.
 */
export function publishedSite(db: AppDatabase, configured: SiteIdentity): PublishedSite {
  let made = false;
  let current: Promise<SiteDocument> | undefined;
  const read = async () => {
    if (!made) {
      await ensureSiteContent(db, configured, DEFAULT_SITE);
      made = true;
    }
    return readPublishedSite(db);
  };
  const load = () => {
    const loading = read();
    // A failed read is not kept: the next request tries again.
    loading.catch(() => {
      if (current === loading) current = undefined;
    });
    current = loading;
    return loading;
  };
  const document = () => current ?? load();
  // The logos' uploads are looked up once per published document.
  const logos = new WeakMap<SiteDocument, Promise<SiteLogos>>();
  const logosOf = (doc: SiteDocument) => {
    let found = logos.get(doc);
    if (!found) {
      found = siteLogos(db, doc).catch(() => {
        // Not kept: the next request looks again.
        logos.delete(doc);
        return {};
      });
      logos.set(doc, found);
    }
    return found;
  };
  return {
    document,
    identity: async () => {
      const doc = await document();
      return { ...siteIdentity(doc, configured), logos: await logosOf(doc) };
    },
    reload: async () => {
      await load();
    },
  };
}
