import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import type { PublicPage } from "./features/content/kind-declaration";
import { CONTENT_KIND_LIST, CONTENT_KINDS, type ContentKind } from "./features/content/kinds";
import { contentCommandRoutes } from "./routes/admin/content-command-routes";

/**
 * A kind's public pages, from its declaration (`publicPages`): in English with the ids they
 * always had (the module's own, or the one declared), in a language with `<locale>:<name>`.
 */
function kindPages(locale?: "am" | "om") {
  return (kind: ContentKind): RouteConfigEntry[] =>
    CONTENT_KINDS[kind].publicPages.map((page: PublicPage) => {
      const id = locale ? `${locale}:${page.name}` : page.id;
      return route(page.path, page.file, id === undefined ? {} : { id });
    });
}

/**
 * The public pages in Amharic (/am/…) and Afaan Oromo (/om/…): the same modules as the English
 * ones, their language read from the address (app/lib/i18n.ts).
 */
function translatedPages(locale: "am" | "om") {
  const id = (name: string) => ({ id: `${locale}:${name}` });
  return prefix(locale, [
    index("routes/home.tsx", id("home")),
    ...alertPages(id),
    route("sector/:sector", "routes/sector.tsx", id("sector")),
    ...CONTENT_KIND_LIST.flatMap(kindPages(locale)),
    route("rss.xml", "routes/rss.ts", id("rss")),
    route("news/author/:slug", "routes/news-author.tsx", id("news-author")),
    route("news/author/:slug/rss.xml", "routes/news-author-rss.ts", id("news-author-rss")),
    route("sector/:sector/rss.xml", "routes/rss.ts", id("sector-rss")),
    route("tenders.rss", "routes/tenders-feed.ts", id("tenders-rss")),
    route("tenders.json", "routes/tenders-feed.ts", id("tenders-json")),
    route("search", "routes/search.tsx", id("search")),
    route("privacy", "routes/privacy.tsx", id("privacy")),
    route("terms", "routes/terms.tsx", id("terms")),
    route("*", "routes/not-found.tsx", id("not-found")),
  ]);
}

/**
 * Alerts: 'Get alerts' (every form posts to /alerts) and the pages its e-mails link to, by a
 * token (app/features/alerts/tokens.server.ts `ALERT_PATHS`). `id` names a language's copies.
 */
function alertPages(id: (name: string) => { id?: string } = () => ({})) {
  return [
    route("alerts", "routes/alerts.tsx", id("alerts")),
    route("alerts/confirm/:token", "routes/alert-confirm.tsx", id("alert-confirm")),
    route("alerts/manage/:token", "routes/alert-manage.tsx", id("alert-manage")),
    route("alerts/unsubscribe/:token", "routes/alert-unsubscribe.tsx", id("alert-unsubscribe")),
  ];
}

/**
 * A kind's list in the dashboard, from its declaration (app/features/<kind>/kind.ts): at its
 * `listPath` (`/admin` is the index: News Articles), with the id `admin-<segment>`.
 */
function kindList(kind: ContentKind): RouteConfigEntry {
  const { listPath, editPath } = CONTENT_KINDS[kind];
  const id = { id: `admin-${editPath.slice("/admin/".length)}` };
  return listPath === "/admin"
    ? index("routes/admin/kind-list.tsx", id)
    : route(listPath.slice("/admin/".length), "routes/admin/kind-list.tsx", id);
}

/**
 * A kind's form (new and stored), history and versions under its `editPath`, with the ids
 * `admin-<kind>-new`, `-edit`, `-history`, `-version`. One module per role serves every kind.
 */
function kindForms(kind: ContentKind): RouteConfigEntry[] {
  const path = CONTENT_KINDS[kind].editPath.slice("/admin/".length);
  const id = (role: string) => ({ id: `admin-${kind}-${role}` });
  return [
    route(`${path}/new`, "routes/admin/kind-edit.tsx", id("new")),
    route(`${path}/:id`, "routes/admin/kind-edit.tsx", id("edit")),
    route(`${path}/:id/history`, "routes/admin/kind-history.tsx", id("history")),
    route(`${path}/:id/history/:version`, "routes/admin/kind-version.tsx", id("version")),
  ];
}

export default [
  index("routes/home.tsx"),
  route("sector/:sector", "routes/sector.tsx"),
  // Each kind's list and items' pages (a page's `:page`: matched after every fixed address).
  ...CONTENT_KIND_LIST.flatMap(kindPages()),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("sector/:sector/rss.xml", "routes/rss.ts", { id: "sector-rss" }),
  // A staff member's author page and its feed.
  route("news/author/:slug", "routes/news-author.tsx"),
  route("news/author/:slug/rss.xml", "routes/news-author-rss.ts"),
  route("tenders.rss", "routes/tenders-feed.ts", { id: "tenders-rss" }),
  route("tenders.json", "routes/tenders-feed.ts", { id: "tenders-json" }),
  route("documents/:slug/press-kit.zip", "routes/document-press-kit.ts"),
  route("search", "routes/search.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("preview/:token", "routes/preview-link.tsx"),
  route("preview/:kind/:id", "routes/item-preview.tsx"),
  ...alertPages(),
  ...translatedPages("am"),
  ...translatedPages("om"),
  route("admin", "routes/admin/layout.tsx", [
    route("signup", "routes/admin/signup.tsx"),
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-in/:provider", "routes/admin/sign-in-provider.tsx"),
    route("sign-in/:provider/callback", "routes/admin/sign-in-callback.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password/:token", "routes/admin/reset-password.tsx"),
    route("two-factor", "routes/admin/two-factor.tsx"),
    route("invitation/:token", "routes/admin/invitation.tsx"),
    route("media/upload", "routes/admin/media-upload.ts"),
    route("media/upload-video", "routes/admin/media-upload-video.ts"),
    route("media/documents", "routes/admin/media-documents.ts"),
    route("site/preview", "routes/admin/site-preview.ts"),
    route("insight/check-links", "routes/admin/insight-check-links.ts"),
    route("careers/:id/applications.csv", "routes/admin/applications-csv.ts"),
    route("careers/applications/:id/cv", "routes/admin/application-cv.ts"),
    route("alerts/subscribers.csv", "routes/admin/alerts-subscribers-csv.ts"),
    route("redirects.csv", "routes/admin/redirects-csv.ts"),
    route("tenders/:id/registrations.csv", "routes/admin/tender-desk-csv.ts"),
    route("tenders/:id/downloads.csv", "routes/admin/tender-desk-csv.ts", {
      id: "tender-downloads-csv",
    }),
    // The dashboard: header and tabs around one route per section.
    layout("routes/admin/dashboard.tsx", [
      ...CONTENT_KIND_LIST.map(kindList),
      route("media", "routes/admin/media.tsx"),
      route("site", "routes/admin/site.tsx"),
      // The site's commands other than a section's save (the editor's own action).
      route("site/publish", "routes/admin/site-publish.ts"),
      route("site/reset", "routes/admin/site-reset.ts"),
      route("site/keep-draft", "routes/admin/site-keep-draft.ts"),
      route("site/menus", "routes/admin/site-menus.ts"),
      // The site's history through its kinds' modules, with the ids it always had.
      route("site/history", "routes/admin/kind-history.tsx", { id: "routes/admin/site-history" }),
      route("site/history/:version", "routes/admin/kind-version.tsx", {
        id: "routes/admin/site-version",
      }),
      route("trash", "routes/admin/trash.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("redirects", "routes/admin/redirects.tsx"),
      route("insight", "routes/admin/insight.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("alerts", "routes/admin/alerts.tsx"),
      route("webhooks", "routes/admin/webhooks.tsx"),
      route("webhooks/:id", "routes/admin/webhook.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("account", "routes/admin/account.tsx"),
      ...CONTENT_KIND_LIST.flatMap(kindForms),
      route("careers/:id/applications", "routes/admin/applications.tsx"),
      route("careers/applications/:id", "routes/admin/application.tsx"),
      route("tenders/:id/desk", "routes/admin/tender-desk.tsx"),
      route("messages/:id", "routes/admin/message.tsx"),
      ...contentCommandRoutes(),
      route("overview", "routes/admin/overview.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
