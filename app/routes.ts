import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("sector/:sector", "routes/sector.tsx"),
  route("news", "routes/news-index.tsx"),
  route("news/:slug", "routes/news-article.tsx"),
  route("videos", "routes/videos-index.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("signup", "routes/admin/signup.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("preview", "routes/admin/preview.ts"),
    route("articles/new", "routes/admin/article-edit.tsx", { id: "admin-article-new" }),
    route("articles/:id", "routes/admin/article-edit.tsx", { id: "admin-article-edit" }),
    route("videos/new", "routes/admin/video-edit.tsx", { id: "admin-video-new" }),
    route("videos/:id", "routes/admin/video-edit.tsx", { id: "admin-video-edit" }),
    route("messages/:id", "routes/admin/message.tsx"),
  ]),
  // Answers 404 unless the server runs with TEST_HOOKS=1 (end-to-end tests of the error page).
  route("__test/error", "routes/test-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
