/**
 * The read-only content API's answers (/api/v1/, docs/api.md, ADR 059), as results the HTTP
 * layer (server/content-api.ts) turns into responses: what a request asks for, checked, read
 * and shaped; or the problem that refuses it.
 */
import { LOCALES, type Locale } from "~/lib/i18n";
import type { AppDatabase } from "../../../db/client.server";
import { type ApiCollection, findInCollection, listCollection } from "./collections.server";
import { describeApi } from "./openapi";
import { isPlausibleItemAddress, parseItemQuery, parseListQuery } from "./params";
import { type Problem, problem } from "./problem";

/** An answer: a JSON body (in `lang`, when it has texts), or a problem. */
export type ApiResult =
  | { ok: true; body: object; lang?: Locale; nextCursor?: string | null }
  | { ok: false; problem: Problem };

export interface ContentApiOptions {
  db: AppDatabase;
  /** Every kind's collection, in the kinds' order (app/kinds/api.server.ts). */
  collections: readonly ApiCollection[];
  /** The site's name as it is now (its settings may change it). */
  siteName: () => Promise<string>;
  /** The site's public settings in a language, and their JSON Schema. */
  settings: { read: (lang: Locale) => Promise<object>; schema: object };
  siteUrl: string;
  tokensRequired: boolean;
}

export interface ContentApi {
  index(): Promise<ApiResult>;
  settings(search: URLSearchParams): Promise<ApiResult>;
  list(collection: string, search: URLSearchParams): Promise<ApiResult>;
  item(collection: string, idOrAddress: string, search: URLSearchParams): Promise<ApiResult>;
  openapi(): Promise<ApiResult>;
  /** The answer to an address under /api/v1/ that is none of these. */
  notFound(path: string): ApiResult;
}

export const API_BASE = "/api/v1";

export function contentApi({
  db,
  collections,
  siteName,
  settings,
  siteUrl,
  tokensRequired,
}: ContentApiOptions): ContentApi {
  const byName = new Map(collections.map((collection) => [collection.api.collection, collection]));
  const base = `${siteUrl}${API_BASE}`;
  const refused = (parameter: string, detail: string): ApiResult => ({
    ok: false,
    problem: problem(siteUrl, "invalid-parameter", detail, parameter),
  });
  const notFound = (detail: string): ApiResult => ({
    ok: false,
    problem: problem(siteUrl, "not-found", detail),
  });
  const unknownCollection = (name: string) =>
    notFound(
      `There is no collection '${name.slice(0, 60)}'. The collections are: ${collections.map((c) => c.api.collection).join(", ")}.`,
    );

  return {
    index: async () => ({
      ok: true,
      body: {
        name: `${await siteName()} content API`,
        version: "1",
        languages: LOCALES,
        openapi: `${base}/openapi.json`,
        settings: `${base}/settings`,
        collections: collections.map(({ api }) => ({
          name: api.collection,
          description: api.description,
          url: `${base}/${api.collection}`,
          filters: api.filters.map((filter) => filter.name),
        })),
      },
    }),

    settings: async (search) => {
      const query = parseItemQuery(search);
      if (!query.ok) return refused(query.error.parameter, query.error.detail);
      const { lang } = query.value;
      return {
        ok: true,
        lang,
        body: { lang, data: await settings.read(lang) },
      };
    },

    list: async (name, search) => {
      const collection = byName.get(name);
      if (!collection) return unknownCollection(name);
      const { api } = collection;
      const query = parseListQuery(search, {
        name: api.collection,
        keyType: api.order.type,
        filters: api.filters,
      });
      if (!query.ok) return refused(query.error.parameter, query.error.detail);
      const page = await listCollection(db, collection, query.value, siteUrl);
      const { lang } = query.value;
      return {
        ok: true,
        lang,
        nextCursor: page.nextCursor,
        body: { lang, data: page.data, next_cursor: page.nextCursor },
      };
    },

    item: async (name, idOrAddress, search) => {
      const collection = byName.get(name);
      if (!collection) return unknownCollection(name);
      const query = parseItemQuery(search);
      if (!query.ok) return refused(query.error.parameter, query.error.detail);
      const { lang } = query.value;
      if (!isPlausibleItemAddress(idOrAddress)) {
        return notFound(`No published item of ${name} has such an address.`);
      }
      const item = await findInCollection(db, collection, idOrAddress, lang, siteUrl);
      if (!item) {
        return notFound(`No published item of ${name} is '${idOrAddress.slice(0, 100)}'.`);
      }
      return { ok: true, lang, body: { lang, data: item } };
    },

    openapi: async () => ({
      ok: true,
      body: describeApi(
        collections.map((collection) => collection.api),
        {
          siteUrl,
          siteName: await siteName(),
          tokensRequired,
          settingsSchema: settings.schema,
        },
      ),
    }),

    notFound: (path) =>
      notFound(`Nothing is at ${path.slice(0, 120)}. ${base}/ lists what there is.`),
  };
}
