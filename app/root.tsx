import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { z } from "zod";
import type { Route } from "./+types/root";
import "./app.css";
import { FooterSlot } from "./components/ui/footer-slot";
import { COMPANY_TIME_ZONE, DEFAULT_SITE, type SiteLogos } from "./config/site";
import { FooterAlerts } from "./features/alerts/page-alerts";
import { SearchForm } from "./features/search/search-form";
import { NotFoundPage } from "./features/site/not-found-page";
import { builtInMenus } from "./features/site-content/menus";
import { publicMenus } from "./features/site-content/menus.server";
import { siteLogos, sitePhotos } from "./features/site-content/photos.server";
import { siteDocumentFor } from "./features/site-content/preview.server";
import { SitePreviewBanner } from "./features/site-content/preview-banner";
import { siteRichHtml } from "./features/site-content/rich-texts.server";
import { EMPTY_SITE_DOCUMENT, siteIdentity, siteText } from "./features/site-content/site-document";
import { ETHIOPIC_FACES_CSS } from "./lib/ethiopic-faces.server";
import { fontLinks } from "./lib/fonts";
import { signStartedAt } from "./lib/form-trap.server";
import { pageHydrates, pageOwnsAlertsForm } from "./lib/hydration";
import { localeOfPath, localizedPath, pageQuery, unlocalizedPath } from "./lib/i18n";
import { languageAlternates } from "./lib/seo";
import type { ShownMenus, SiteText } from "./lib/site";
import { messagesFor } from "./locales";

// The admin forms check their input with zod in the browser too. Without this, zod probes for
// eval (to compile faster parsers), which the Content-Security-Policy refuses and reports.
z.config({ jitless: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const publicPage = !/^\/(admin|__test)(\/|\.|$)/.test(pathname);
  let doc = EMPTY_SITE_DOCUMENT;
  let preview = false;
  try {
    if (publicPage) ({ doc, preview } = await siteDocumentFor(context, request));
    else doc = await context.publishedSite.document();
  } catch (error) {
    // The defaults rather than no page: the database's outage shows where content is listed.
    context.logger.error({ err: error }, "Error loading the site's texts");
  }
  const locale = localeOfPath(pathname.replace(/\.data$/, ""));
  let photos: SiteText["photos"] = {};
  let menus: ShownMenus | undefined;
  if (publicPage) {
    // The illustrations, and the menus without pages, rather than no page.
    [photos, menus] = await Promise.all([
      sitePhotos(context.db, doc, locale).catch((error) => {
        context.logger.error({ err: error }, "Error loading the site's photos");
        return {};
      }),
      publicMenus(context.db, doc, locale, siteText(doc, locale).messages).catch((error) => {
        context.logger.error({ err: error }, "Error loading the menus' pages");
        return builtInMenus(locale, siteText(doc, locale).messages);
      }),
    ]);
  }
  const logos: SiteLogos = await siteLogos(context.db, doc).catch((error) => {
    context.logger.error({ err: error }, "Error loading the site's logo");
    return {};
  });
  return {
    site: { ...siteIdentity(doc, context.site), logos },
    /** The public pages' texts and photos in the page's language (none for the admin area). */
    text: publicPage
      ? { ...siteText(doc, locale), photos, rich: siteRichHtml(doc, locale, context.siteUrl) }
      : undefined,
    menus,
    /** An Amharic public page's Ethiopic @font-face rules, carried in the page (lib/fonts.ts). */
    ethiopicFaces: publicPage && locale === "am" ? ETHIOPIC_FACES_CSS : undefined,
    /** The signed time the public pages' 'Get alerts' forms were drawn (their spam trap). */
    alertsStartedAt: publicPage ? signStartedAt(context.secret) : undefined,
    /** Staff are previewing the site's unpublished changes. */
    preview,
    siteUrl: context.siteUrl,
    pageScript: context.pageScript,
    /** Allows the hydrated pages' inline scripts (Content-Security-Policy). */
    cspNonce: context.cspNonce,
    year: Number(
      new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: COMPANY_TIME_ZONE }).format(
        new Date(),
      ),
    ),
  };
}

/** Identity and year do not change with navigation or form posts. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrate = pageHydrates(useMatches());
  // Marks a hydrated page once every screen's own effects ran (effects run child first): its
  // listeners are attached, what is typed from now on is heard. Tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname, search } = useLocation();
  const locale = localeOfPath(pathname);
  // Every public page names its versions in the other languages (not the admin area, previews),
  // and counts its views (not while staff preview the site's unpublished changes).
  const publicPage = !/^\/(admin|preview|__test)(\/|$)/.test(pathname);
  const counted = publicPage && !root?.preview;
  const alternates = !publicPage
    ? []
    : languageAlternates(root?.siteUrl ?? "", `${unlocalizedPath(pathname)}${pageQuery(search)}`);
  return (
    <html lang={locale} data-page-views={counted ? undefined : "off"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#063b30" />
        {root?.site.logos?.icons ? (
          <>
            <link rel="icon" href={root.site.logos.icons["32"]} type="image/png" sizes="32x32" />
            <link rel="apple-touch-icon" href={root.site.logos.icons["180"]} sizes="180x180" />
          </>
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={messagesFor(locale).news.title}
          href={locale === "en" ? "/rss.xml" : `/${locale}/rss.xml`}
        />
        {alternates.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        {fontLinks(locale, {
          admin: /^\/admin(\/|$)/.test(pathname),
          inlineFaces: Boolean(root?.ethiopicFaces),
        }).map((link) => (
          <link key={link.href} {...link} />
        ))}
        {root?.ethiopicFaces ? <style>{root.ethiopicFaces}</style> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-ink focus:shadow-lg"
        >
          {messagesFor(locale).common.skipToContent}
        </a>
        {root?.preview ? <SitePreviewBanner /> : null}
        {children}
        {hydrate ? (
          <>
            {/* New pages start at the top; back and forward restore; hash links scroll to their anchor. */}
            <ScrollRestoration nonce={root?.cspNonce} />
            <Scripts nonce={root?.cspNonce} />
          </>
        ) : root?.pageScript ? (
          <>
            <script type="module" src={root.pageScript} />
            {counted ? (
              // Without script, the view is counted by this image (ADR 054); with script, the
              // browser neither draws nor loads it.
              <noscript>
                <img
                  src={`/seen.gif?p=${encodeURIComponent(pathname)}`}
                  alt=""
                  width="1"
                  height="1"
                />
              </noscript>
            ) : null}
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Every public page's footer begins with 'Get alerts' (the admin area has no such footer),
  // unless the page shows its own (the lists, the sector pages): one form a page.
  const ownForm = pageOwnsAlertsForm(useMatches());
  return (
    <FooterSlot.Provider value={ownForm ? null : <FooterAlerts />}>
      <Outlet />
    </FooterSlot.Provider>
  );
}

/**
 * The refusals' standard names: a response thrown as `data(…, { status })` carries no status text,
 * and the one React Router gives it once the page is rendered is not the status's own
 * ('400 Internal Server Error').
 */
const REASON_PHRASES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeOfPath(useLocation().pathname);
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage search={<SearchForm query="" />} />;
  const t = messagesFor(locale).error;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading =
    isRouteErrorResponse(error) && status < 500
      ? `${status} ${REASON_PHRASES[status] ?? error.statusText}`
      : t.unexpected;
  // A refused request (4xx) says why, when the server gave a reason; server errors never do.
  const reason = isRouteErrorResponse(error) && status < 500 ? reasonOf(error.data) : undefined;
  // Details only in development: production pages never show messages or stack traces.
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center px-6 py-16">
      <title>{`${t.eyebrow} | ${DEFAULT_SITE.name}`}</title>
      <p className="font-semibold text-copper-600 text-sm uppercase tracking-widest">{t.eyebrow}</p>
      <h1 className="mt-3 font-display text-4xl text-ink">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">
        {reason ?? (status < 500 ? t.notHandled : t.serverError)}
      </p>
      {details ? (
        <pre className="mt-8 overflow-x-auto rounded-lg bg-slate-900 p-4 text-slate-100 text-xs">
          {details}
        </pre>
      ) : null}
      <a
        href={localizedPath("/", locale)}
        className="mt-10 self-start rounded-full bg-ev-700 px-6 py-3 font-semibold text-white hover:bg-ev-900"
      >
        {t.backToHome}
      </a>
    </main>
  );
}

/** The message a thrown `data({ error })` or `data({ message })` carries, if any. */
function reasonOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { error, message } = value as { error?: unknown; message?: unknown };
  const text = typeof error === "string" ? error : typeof message === "string" ? message : "";
  return text || undefined;
}
