import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { contentCommandRoutes } from "./routes/admin/content-command-routes";

/**
 * The public pages in Amharic (/am/…) and Afaan Oromo (/om/…): the same modules as the English
 * ones, their language read from the address (app/lib/i18n.ts).
 */
function translatedPages(locale: "am" | "om") {
  const id = (name: string) => ({ id: `${locale}:${name}` });
  return prefix(locale, [
    index("routes/home.tsx", id("home")),
    route("sector/:sector", "routes/sector.tsx", id("sector")),
    route("news", "routes/news-list.tsx", id("news-index")),
    route("news/:slug", "routes/news-article.tsx", id("news-article")),
    route("videos", "routes/videos-list.tsx", id("videos-index")),
    route("careers", "routes/careers.tsx", id("careers")),
    route("careers/:slug", "routes/career.tsx", id("career")),
    route("rss.xml", "routes/rss.ts", id("rss")),
    route("sector/:sector/rss.xml", "routes/rss.ts", id("sector-rss")),
    route("search", "routes/search.tsx", id("search")),
    route("privacy", "routes/privacy.tsx", id("privacy")),
    route("terms", "routes/terms.tsx", id("terms")),
    route(":page", "routes/page.tsx", id("page")),
    route("*", "routes/not-found.tsx", id("not-found")),
  ]);
}

export default [
  index("routes/home.tsx"),
  route("sector/:sector", "routes/sector.tsx"),
  route("news", "routes/news-list.tsx", { id: "news-index" }),
  route("news/:slug", "routes/news-article.tsx"),
  route("videos", "routes/videos-list.tsx", { id: "videos-index" }),
  route("careers", "routes/careers.tsx"),
  route("careers/:slug", "routes/career.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("sector/:sector/rss.xml", "routes/rss.ts", { id: "sector-rss" }),
  route("search", "routes/search.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("preview/:token", "routes/preview-link.tsx"),
  route(":page", "routes/page.tsx"),
  ...translatedPages("am"),
  ...translatedPages("om"),
  route("admin", "routes/admin/layout.tsx", [
    route("signup", "routes/admin/signup.tsx"),
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password/:token", "routes/admin/reset-password.tsx"),
    route("two-factor", "routes/admin/two-factor.tsx"),
    route("invitation/:token", "routes/admin/invitation.tsx"),
    route("media/upload", "routes/admin/media-upload.ts"),
    route("media/upload-video", "routes/admin/media-upload-video.ts"),
    route("site/preview", "routes/admin/site-preview.ts"),
    route("careers/:id/applications.csv", "routes/admin/applications-csv.ts"),
    route("careers/applications/:id/cv", "routes/admin/application-cv.ts"),
    // The dashboard: header and tabs around one route per section.
    layout("routes/admin/dashboard.tsx", [
      index("routes/admin/articles.tsx", { id: "admin-articles" }),
      route("videos", "routes/admin/videos.tsx", { id: "admin-videos" }),
      route("pages", "routes/admin/pages.tsx", { id: "admin-pages" }),
      route("careers", "routes/admin/careers.tsx", { id: "admin-careers" }),
      route("media", "routes/admin/media.tsx"),
      route("site", "routes/admin/site.tsx"),
      route("site/history", "routes/admin/site-history.tsx"),
      route("site/history/:version", "routes/admin/site-version.tsx"),
      route("trash", "routes/admin/trash.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("articles/new", "routes/admin/article-edit.tsx", { id: "admin-article-new" }),
      route("articles/:id", "routes/admin/article-edit.tsx", { id: "admin-article-edit" }),
      route("videos/new", "routes/admin/video-edit.tsx", { id: "admin-video-new" }),
      route("videos/:id", "routes/admin/video-edit.tsx", { id: "admin-video-edit" }),
      route("pages/new", "routes/admin/page-edit.tsx", { id: "admin-page-new" }),
      route("pages/:id", "routes/admin/page-edit.tsx", { id: "admin-page-edit" }),
      route("pages/:id/history", "routes/admin/page-history.tsx", { id: "admin-page-history" }),
      route("pages/:id/history/:version", "routes/admin/page-version.tsx", {
        id: "admin-page-version",
      }),
      route("careers/new", "routes/admin/position-edit.tsx", { id: "admin-position-new" }),
      route("careers/:id", "routes/admin/position-edit.tsx", { id: "admin-position-edit" }),
      route("careers/:id/history", "routes/admin/position-history.tsx", {
        id: "admin-position-history",
      }),
      route("careers/:id/history/:version", "routes/admin/position-version.tsx", {
        id: "admin-position-version",
      }),
      route("careers/:id/applications", "routes/admin/applications.tsx"),
      route("careers/applications/:id", "routes/admin/application.tsx"),
      route("articles/:id/history", "routes/admin/article-history.tsx", {
        id: "admin-article-history",
      }),
      route("articles/:id/history/:version", "routes/admin/article-version.tsx", {
        id: "admin-article-version",
      }),
      route("videos/:id/history", "routes/admin/video-history.tsx", {
        id: "admin-video-history",
      }),
      route("videos/:id/history/:version", "routes/admin/video-version.tsx", {
        id: "admin-video-version",
      }),
      route("messages/:id", "routes/admin/message.tsx"),
      ...contentCommandRoutes(),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
