/**
 * The OpenAPI 3.1 description of the content API (/api/v1/openapi.json), made from the kinds'
 * declarations: a kind registered is described, its fields and filters as it declares them.
 */
import type { JsonSchema, KindApi } from "~/features/content/api-kind.server";
import { LOCALES } from "~/lib/i18n";
import { DEFAULT_LIMIT, MAX_LIMIT } from "./params";
import { PROBLEM_CONTENT_TYPE } from "./problem";

export interface ApiDescription {
  siteUrl: string;
  siteName: string;
  /** Whether a bearer token is required (API_TOKENS set). */
  tokensRequired: boolean;
  /** The JSON Schema of /settings' `data`. */
  settingsSchema: object;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

const TEXT = { type: "string" } as const;
const LANG = {
  type: "string",
  enum: LOCALES,
  description: "The language of the texts: the one asked for, or 'en' where not translated.",
} as const;

/** The item fields every collection shares, before the kind's own. */
const SHARED_FIELDS: Record<string, JsonSchema> = {
  id: { type: "string", format: "uuid", description: "Its id, which never changes." },
  lang: LANG,
  url: {
    type: ["string", "null"],
    description: "Its page on the site, in the language asked for; null when it has none.",
  },
  published_at: { type: "string", format: "date-time", description: "When it was published." },
  updated_at: { type: "string", format: "date-time", description: "When it last changed." },
};

/** An item's schema: the shared fields and the kind's, all always present. */
function itemSchema(api: KindApi): JsonSchema {
  const properties = { ...SHARED_FIELDS, ...api.fields };
  return {
    type: "object",
    description: api.description,
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** The JSON answers of a 200 (and the 304 a matching If-None-Match gets instead). */
function ok(schema: object, description: string, paged = false) {
  const headers: Record<string, object> = {
    ETag: { description: "Strong validator of this answer.", schema: TEXT },
    "Content-Language": { description: "The language asked for.", schema: TEXT },
  };
  if (paged) {
    headers.Link = { description: 'The next page: <…>; rel="next".', schema: TEXT };
  }
  return {
    "200": { description, headers, content: { "application/json": { schema } } },
    "304": responseRef("NotModified"),
  };
}

const ERRORS = {
  "401": responseRef("Unauthorized"),
  "429": responseRef("TooManyRequests"),
};

const problemResponse = (description: string, headers: Record<string, object> = {}) => ({
  description,
  headers,
  content: { [PROBLEM_CONTENT_TYPE]: { schema: ref("Problem") } },
});

/** The OpenAPI document for `collections`. */
export function describeApi(collections: readonly KindApi[], about: ApiDescription): object {
  const schemas: Record<string, object> = {
    Problem: {
      type: "object",
      description: "RFC 9457 problem details.",
      properties: {
        type: { type: "string", format: "uri" },
        title: TEXT,
        status: { type: "integer" },
        detail: TEXT,
        parameter: { type: "string", description: "The query parameter refused." },
      },
      required: ["type", "title", "status", "detail"],
    },
    Index: {
      type: "object",
      properties: {
        name: TEXT,
        version: TEXT,
        languages: { type: "array", items: LANG },
        openapi: TEXT,
        settings: TEXT,
        collections: {
          type: "array",
          items: {
            type: "object",
            properties: {
              name: TEXT,
              description: TEXT,
              url: TEXT,
              filters: { type: "array", items: TEXT },
            },
            required: ["name", "description", "url", "filters"],
          },
        },
      },
      required: ["name", "version", "languages", "openapi", "settings", "collections"],
    },
    Settings: about.settingsSchema,
    SettingsAnswer: {
      type: "object",
      properties: { lang: LANG, data: ref("Settings") },
      required: ["lang", "data"],
      additionalProperties: false,
    },
  };
  const paths: Record<string, object> = {
    "/": {
      get: {
        operationId: "index",
        summary: "What the API holds",
        responses: { ...ok(ref("Index"), "The collections and other addresses."), ...ERRORS },
      },
    },
    "/settings": {
      get: {
        operationId: "settings",
        summary: "The site's public settings",
        description:
          "Name, contact details, social profiles, sectors and menus, as the site shows them.",
        parameters: [parameterRef("lang")],
        responses: {
          ...ok(ref("SettingsAnswer"), "The settings."),
          "400": responseRef("BadRequest"),
          ...ERRORS,
        },
      },
    },
    "/openapi.json": {
      get: {
        operationId: "openapi",
        summary: "This description",
        security: [],
        responses: { "200": { description: "OpenAPI 3.1.", content: { "application/json": {} } } },
      },
    },
  };
  const parameters: Record<string, object> = {
    lang: {
      name: "lang",
      in: "query",
      description: "The language of the texts (English where an item is not translated).",
      schema: { type: "string", enum: LOCALES, default: "en" },
    },
    limit: {
      name: "limit",
      in: "query",
      description: "Items per page.",
      schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
    },
    cursor: {
      name: "cursor",
      in: "query",
      description: "The next_cursor of the page before, as it was given.",
      schema: TEXT,
    },
    updated_since: {
      name: "updated_since",
      in: "query",
      description: "Only items changed at or after this moment (ISO 8601, with its offset).",
      schema: TEXT,
    },
  };
  for (const api of collections) {
    const name = api.schemaName;
    schemas[name] = itemSchema(api);
    schemas[`${name}Page`] = {
      type: "object",
      properties: {
        lang: LANG,
        data: { type: "array", items: ref(name) },
        next_cursor: {
          type: ["string", "null"],
          description: "The next page's cursor; null: the last page.",
        },
      },
      required: ["lang", "data", "next_cursor"],
      additionalProperties: false,
    };
    schemas[`${name}Answer`] = {
      type: "object",
      properties: { lang: LANG, data: ref(name) },
      required: ["lang", "data"],
      additionalProperties: false,
    };
    const filters = api.filters.map((filter) => ({
      name: filter.name,
      in: "query",
      description: filter.description,
      schema: { type: "string", enum: filter.values },
    }));
    paths[`/${api.collection}`] = {
      get: {
        operationId: `list${name}s`,
        summary: api.description,
        description: `Ordered ${api.order.description}, a page at a time (follow next_cursor).`,
        parameters: [
          parameterRef("lang"),
          parameterRef("limit"),
          parameterRef("cursor"),
          parameterRef("updated_since"),
          ...filters,
        ],
        responses: {
          ...ok(ref(`${name}Page`), "A page of the collection.", true),
          "400": responseRef("BadRequest"),
          ...ERRORS,
        },
      },
    };
    paths[`/${api.collection}/{id}`] = {
      get: {
        operationId: `get${name}`,
        summary: `One of ${api.collection}`,
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            description: api.address ? "Its id or its slug." : "Its id.",
            schema: TEXT,
          },
          parameterRef("lang"),
        ],
        responses: {
          ...ok(ref(`${name}Answer`), "The item."),
          "400": responseRef("BadRequest"),
          "404": responseRef("NotFound"),
          ...ERRORS,
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${about.siteName} content API`,
      version: "1",
      description:
        "The published content of the site, read-only: articles, videos, pages, positions, tenders, documents and the site's public settings, in English, Amharic and Afaan Oromo.",
    },
    servers: [{ url: `${about.siteUrl}/api/v1` }],
    paths,
    components: {
      schemas,
      parameters,
      responses: {
        BadRequest: problemResponse("A parameter was refused; `parameter` names it."),
        NotFound: problemResponse("No such public item."),
        Unauthorized: problemResponse("A bearer token is required, and none valid was given.", {
          "WWW-Authenticate": { schema: TEXT },
        }),
        TooManyRequests: problemResponse("Too many requests from this address this minute.", {
          "Retry-After": { description: "Seconds to wait.", schema: TEXT },
        }),
        NotModified: { description: "The answer has not changed since the ETag given." },
      },
      ...(about.tokensRequired
        ? { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } }
        : {}),
    },
    ...(about.tokensRequired ? { security: [{ bearer: [] }] } : {}),
  };
}
