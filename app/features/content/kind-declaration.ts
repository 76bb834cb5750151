import type { Level } from "~/features/auth/roles";

/**
 * What a kind of content declares about itself as data (its folder's `kind.ts`): the addresses
 * and texts the shared admin screens show (the specification's, word for word, for articles and
 * videos), who may write it, and its dashboard tab. This file and a kind's `kind.ts` import no
 * code, so the content core may list every kind's declaration (kinds.ts) without a cycle; what a
 * kind brings as code (its form, store, pages) is declared in its folder's `kind.server.ts` and
 * listed above the features (app/kinds).
 */
export interface KindDeclaration {
  /** The section's address (the list). */
  listPath: string;
  /** Where the list's buttons post (the News Articles list is the index route of /admin). */
  listAction: string;
  /** The forms' addresses: `<editPath>/new`, `<editPath>/<id>`; `/admin/<segment>`. */
  editPath: `/admin/${string}`;
  /**
   * Where an item's address (`slug`) is public, in English (`/news/`: /news/<slug>), or null when
   * the kind's items have no page of their own (a video plays where it is listed). Every kind
   * says which; `publicAddress` (kinds.ts) makes an item's address from it.
   */
  publicPrefix: `/${string}` | null;
  /**
   * Its public pages, registered in app/routes.ts in English at the site's root and translated
   * under /am/ and /om/ (the same module reads its language from the address).
   */
  publicPages: readonly PublicPage[];
  /** The dashboard tab that holds the kind's list and forms. */
  section: string;
  sectionLabel: string;
  /** The role the kind's list and forms need (ADR 027). */
  level: Level;
  /** The kind's name on a trash row: 'Article'. */
  label: string;
  addLabel: string;
  newHeading: string;
  editHeading: string;
  newTitle: string;
  editTitle: string;
  filterLabel: string;
  /** Counted rows: "1 article", "12 articles"; the first also names an item in messages. */
  noun: readonly [string, string];
  empty: string;
  confirmDelete: string;
  failedSave: string;
  failedDelete: string;
  failedUpdate: string;
  /**
   * Where the media library looks for the kind's uses of uploads besides its versions: its table
   * (whose items' titles it shows) and the columns naming an upload by id (a featured image: an
   * item kept before history existed has no version naming it). Names as the database spells
   * them; app/kinds/registry.test.ts checks them against the kind's store.
   */
  media: { table: string; uploadColumns: readonly string[] };
  /**
   * Whether Insight counts the views of each item's public page (`<kind>:<id>`): its list rows
   * then show their views of the last 30 days.
   */
  countsViews: boolean;
  /** A link of the kind's own on each list row (beside Edit), to `<editPath>/<id><path>`. */
  rowLink: { label: string; path: string } | null;
}

/** A public page of a kind: its list or an item's page. */
export interface PublicPage {
  /** Its address under the site's root or a language's prefix: `news/:slug`. */
  path: string;
  /** Its module: `routes/news-article.tsx`. */
  file: `routes/${string}`;
  /** The translated routes' ids are `<locale>:<name>` (`am:news-article`). */
  name: string;
  /** The English route's id when it is not the module's own (the lists': `news-index`). */
  id?: string;
}
