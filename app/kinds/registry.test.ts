import type { RouteConfigEntry } from "@react-router/dev/routes";
import { getTableColumns, getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES, type ContentType } from "../../db/enums";
import { DASHBOARD_SECTIONS, dashboardSectionOf } from "../features/admin/sections";
import { positionServer } from "../features/careers/kind.server";
import type { KindDeclaration, PublicPage } from "../features/content/kind-declaration";
import type { KindServer } from "../features/content/kind-parts.server";
import { CONTENT_KINDS, isContentKind, kindOfAdminPath } from "../features/content/kinds";
import { articleKind } from "../features/news/kind";
import { articleServer } from "../features/news/kind.server";
import { pageKind } from "../features/pages/kind";
import { pageServer } from "../features/pages/kind.server";
import { videoKind } from "../features/videos/kind";
import routes from "../routes";
import { KIND_FORMS } from "./registry";
import { allContentStores, KIND_SERVERS, SEARCHED_KINDS, storeOf } from "./registry.server";

/** Every route of the config, with its full address and id. */
function flatRoutes(entries: RouteConfigEntry[], parent = ""): { path: string; id?: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [{ path, id: entry.id }, ...flatRoutes(entry.children ?? [], path)];
  });
}

describe("the list of kinds", () => {
  it("has one declaration, form and server half for each kind the database knows", () => {
    expect(Object.keys(CONTENT_KINDS)).toEqual([...CONTENT_TYPES]);
    for (const kind of CONTENT_TYPES) {
      expect(isContentKind(kind)).toBe(true);
      expect(KIND_FORMS[kind].withForm((form) => form.kind)).toBe(kind);
      expect(KIND_SERVERS[kind].store.kind).toBe(kind);
    }
    expect(isContentKind("forum")).toBe(false);
    expect(allContentStores().map((store) => store.kind)).toEqual([...CONTENT_TYPES]);
  });

  it("gives every kind its dashboard tab, its admin routes and their ids", async () => {
    const admin = flatRoutes(await routes);
    for (const kind of CONTENT_TYPES) {
      const { listPath, editPath, section } = CONTENT_KINDS[kind];
      expect(DASHBOARD_SECTIONS.find((tab) => tab.id === section)).toMatchObject({
        path: listPath,
        kind,
      });
      const segment = editPath.slice("/admin/".length);
      expect(admin).toContainEqual({ path: listPath, id: `admin-${segment}` });
      for (const [role, path] of [
        ["new", `${editPath}/new`],
        ["edit", `${editPath}/:id`],
        ["history", `${editPath}/:id/history`],
        ["version", `${editPath}/:id/history/:version`],
      ]) {
        expect(admin).toContainEqual({ path, id: `admin-${kind}-${role}` });
      }
      expect(kindOfAdminPath(`${editPath}/new`)).toBe(kind);
      expect(kindOfAdminPath(listPath)).toBe(kind);
      expect(dashboardSectionOf(`${editPath}/x/history`)).toBe(section);
    }
    expect(kindOfAdminPath("/admin/media")).toBeUndefined();
    expect(kindOfAdminPath("/news")).toBeUndefined();
  });

  it("registers every kind's public pages in each language, with the ids they always had", async () => {
    const registered = flatRoutes(await routes);
    const pages = CONTENT_TYPES.flatMap(
      (kind): readonly PublicPage[] => CONTENT_KINDS[kind].publicPages,
    );
    expect(pages.map((page) => page.id ?? page.file.replace(/\.tsx$/, ""))).toEqual([
      "news-index",
      "routes/news-article",
      "videos-index",
      "routes/page",
      "routes/careers",
      "routes/career",
      "routes/tenders",
      "routes/tender",
      "routes/investors",
      "routes/document",
    ]);
    for (const page of pages) {
      expect(registered).toContainEqual({ path: `/${page.path}`, id: page.id });
      for (const locale of ["am", "om"]) {
        expect(registered).toContainEqual({
          path: `/${locale}/${page.path}`,
          id: `${locale}:${page.name}`,
        });
      }
    }
  });

  it("names, for the media library, each kind's table and the columns holding an upload", () => {
    for (const kind of CONTENT_TYPES) {
      const { table, uploadColumns } = CONTENT_KINDS[kind].media;
      const { store } = KIND_SERVERS[kind];
      expect(getTableName(store.table)).toBe(table);
      const columns = Object.values(getTableColumns(store.table)).map((column) => column.name);
      expect(columns).toEqual(expect.arrayContaining([...uploadColumns]));
      // The upload a list row shows is one of them.
      expect(uploadColumns).toEqual(store.listUpload ? [store.listUpload.name] : []);
    }
  });

  it("searches each kind as it declares, in its own table", () => {
    expect(SEARCHED_KINDS.map(({ kind }) => kind)).toEqual([
      "article",
      "video",
      "tender",
      "document",
    ]);
    for (const { kind, table } of SEARCHED_KINDS) expect(table).toBe(storeOf(kind).table);
    expect(CONTENT_TYPES.filter((kind) => KIND_SERVERS[kind].feed)).toEqual(["article"]);
  });

  it("does not compile when a kind is left out of a list made from the kinds", () => {
    const declarations = {
      article: articleKind,
      video: videoKind,
      page: pageKind,
      // @ts-expect-error a kind left out (no position) is a compile error
    } satisfies Record<ContentType, KindDeclaration>;
    const servers = {
      article: articleServer,
      page: pageServer,
      position: positionServer,
      // @ts-expect-error a kind left out (no video) is a compile error
    } satisfies Record<ContentType, KindServer>;
    // @ts-expect-error a kind that the database does not know is a compile error
    const unknown = { ...servers, forum: articleServer } satisfies Record<ContentType, KindServer>;
    // A kind says what search, the feeds and the media library make of it, if only "nothing".
    const { search, feed, ...unsearched } = pageServer;
    // @ts-expect-error a server half that does not say how search reads it is a compile error
    const noSearch = { ...unsearched, feed } satisfies KindServer;
    // @ts-expect-error a server half that does not say whether it has a feed is a compile error
    const noFeed = { ...unsearched, search } satisfies KindServer;
    const { media, ...withoutMedia } = pageKind;
    // @ts-expect-error a declaration that does not name its table for the media library
    const noMedia = withoutMedia satisfies KindDeclaration;
    expect([declarations, servers, unknown, noSearch, noFeed, noMedia, media]).toHaveLength(7);
  });
});
