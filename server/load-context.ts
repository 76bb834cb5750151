import type { SiteIdentity } from "../app/config/site";
import type { AppDatabase } from "../db/client.server";
import type { Logger } from "./logger";

/** What every loader and action receives as `context`. */
export interface LoadContext {
  db: AppDatabase;
  logger: Logger;
  /** The public origin of the site, without a trailing slash (canonical URLs, feeds). */
  siteUrl: string;
  testHooks: boolean;
  /** The company's name and contact details. */
  site: SiteIdentity;
}

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
