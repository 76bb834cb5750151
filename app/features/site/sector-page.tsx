import { ArrowLeft, ArrowRight, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { VideoFacade } from "~/components/ui/video-facade";
import { videoPlayer } from "~/components/ui/video-player";
import { format } from "~/lib/i18n";
import { useSitePhoto } from "~/lib/site";
import { parseSiteVideo } from "~/lib/video-embed";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import type { Sector } from "./content";
import { ContourPattern, SectorIllustration } from "./illustrations";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SitePhotoImage } from "./site-photo";
import { SiteRichText } from "./site-rich-text";

const HERO_TONES: Record<Sector["slug"], string> = {
  manufacturing: "bg-ev-900",
  mining: "bg-coffee-900",
  export: "bg-coffee-700",
};

/**
 * From 1024 px a sector's photo fills its band under a veil of the sector's colour: solid
 * enough behind the text (at least 94%, so white and copper text keep AA on any photo), opening
 * to the photo on the right.
 */
const HERO_VEILS: Record<Sector["slug"], string> = {
  manufacturing: "from-ev-900 via-ev-900/95 to-ev-900/30",
  mining: "from-coffee-900 via-coffee-900/95 to-coffee-900/30",
  export: "from-coffee-700 via-coffee-700/95 to-coffee-700/30",
};

/**
 * A sector's page; `latest` is its latest articles' and videos' sections (none while nothing is
 * published).
 */
export function SectorPage({ sector, latest }: { sector: Sector; latest?: ReactNode }) {
  const { sectorPage: t, common } = useMessages();
  const to = useLocalePath();
  const photo = useSitePhoto(`sectors.${sector.slug}.heroPhoto`);
  return (
    <>
      <SiteHeader />
      <main id="main">
        <div className={`relative isolate overflow-hidden text-white ${HERO_TONES[sector.slug]}`}>
          {photo ? (
            <div
              aria-hidden="true"
              className={`-z-10 absolute inset-0 hidden bg-linear-to-r via-50% lg:block ${HERO_VEILS[sector.slug]}`}
            />
          ) : (
            <ContourPattern className="-z-10 absolute inset-0 h-full w-full" />
          )}
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 pt-36 pb-20 sm:px-8 md:pt-32 lg:min-h-[36rem] lg:grid-cols-2 lg:pt-40 lg:pb-28">
            <div>
              <a
                href={to("/")}
                className="mb-8 inline-flex items-center gap-2 rounded-full py-1 font-medium text-sm text-white/85 transition hover:text-white"
              >
                <ArrowLeft aria-hidden="true" size={16} />
                {common.backToHome}
              </a>
              <p className="font-semibold text-copper-400 text-xs uppercase tracking-[0.3em] sm:text-sm">
                {format(t.eyebrow, { sector: sector.name })}
              </p>
              <h1 className="mt-5 font-display text-4xl leading-tight sm:text-5xl lg:text-6xl">
                {sector.heroTitle}
              </h1>
              <p className="mt-6 max-w-xl text-lg text-white/85 leading-relaxed sm:text-xl">
                {sector.heroText}
              </p>
            </div>
            {/* One grid cell: a <picture>'s <source>s would take cells of their own. From 1024 px
                the photo leaves it for the whole band (the cell is not positioned). */}
            <div>
              <SitePhotoImage
                path={`sectors.${sector.slug}.heroPhoto`}
                sizes="(min-width: 1024px) 100vw, 90vw"
                priority
                className="lg:-z-20 aspect-[5/3] w-full rounded-3xl bg-white/5 object-cover shadow-2xl ring-1 ring-white/15 lg:absolute lg:inset-0 lg:aspect-auto lg:h-full lg:rounded-none lg:shadow-none lg:ring-0"
                fallback={
                  <SectorIllustration
                    sector={sector.slug}
                    className="aspect-[5/3] w-full rounded-3xl shadow-2xl ring-1 ring-white/15"
                  />
                }
              />
            </div>
          </div>
        </div>

        <section
          aria-labelledby="overview-heading"
          className="mx-auto max-w-7xl px-5 py-20 sm:px-8"
        >
          <div className="grid gap-12 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <h2 id="overview-heading" className="font-display text-3xl text-ink sm:text-4xl">
                {t.overview}
              </h2>
              <p className="mt-6 font-medium text-ink text-xl leading-relaxed">
                {sector.description}
              </p>
              <SiteRichText path={`sectors.${sector.slug}.body`} className="mt-6" />
            </div>
            <aside
              aria-labelledby="facts-heading"
              className="self-start rounded-3xl bg-ev-900 p-8 text-white"
            >
              <h2
                id="facts-heading"
                className="font-semibold text-copper-400 text-sm uppercase tracking-widest"
              >
                {t.quickFacts}
              </h2>
              <dl className="mt-6 divide-y divide-white/10">
                {sector.quickFacts.map((fact) => (
                  <div key={fact.label} className="flex items-baseline justify-between gap-4 py-4">
                    <dt className="text-white/75">{fact.label}</dt>
                    <dd className="text-right font-semibold text-lg">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </aside>
          </div>
        </section>

        <SectorVideo sector={sector} />

        <section aria-labelledby="highlights-heading" className="bg-mist">
          <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8">
            <h2 id="highlights-heading" className="font-display text-3xl text-ink sm:text-4xl">
              {t.highlights}
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {sector.highlights.map((highlight) => (
                <li
                  key={highlight.title}
                  className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
                >
                  <CheckCircle2 aria-hidden="true" className="text-ev-600" size={26} />
                  <h3 className="mt-5 font-semibold text-ink text-xl">{highlight.title}</h3>
                  <p className="mt-3 text-slate-600 leading-relaxed">{highlight.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {latest}

        <section aria-labelledby="partner-heading" className="mx-auto max-w-7xl px-5 py-20 sm:px-8">
          <div className="relative isolate overflow-hidden rounded-[2rem] bg-copper-700 px-8 py-14 text-white sm:px-14">
            <ContourPattern className="-z-10 absolute inset-0 h-full w-full opacity-60" />
            <h2 id="partner-heading" className="max-w-2xl font-display text-3xl sm:text-4xl">
              {format(sector.partnerTitle ?? t.partnerTitle, { sector: sector.name.toLowerCase() })}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-white/90">
              {sector.partnerText ?? t.partnerText}
            </p>
            <Link
              to={to("/#contact")}
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-7 py-3.5 font-semibold text-copper-700 transition hover:bg-copper-100"
            >
              {t.contactUs}
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}

export const COPPER_VIDEO = {
  src: "/media/copper-operations.mp4",
  poster: "/media/copper-operations-poster.jpg",
  width: 1280,
  height: 720,
} as const;

/**
 * The sector's video (the mining page's own clip by default), behind a facade like every video
 * of the site: its player (and the browser's media pipeline and controls) costs the page nothing
 * until the visitor presses Play, and the poster loads only as it nears the screen. Without the
 * page script, the link below it gives the file.
 */
function SectorVideo({ sector }: { sector: Sector }) {
  const t = useMessages();
  const source = parseSiteVideo(sector.videoUrl ?? "");
  if (!source) return null;
  const title = sector.videoTitle || sector.name;
  // The site's own clip has its poster and size; another video a plain backdrop.
  const own = source.url === COPPER_VIDEO.src ? COPPER_VIDEO : undefined;
  const poster = own ? (
    <img
      src={own.poster}
      alt=""
      width={own.width}
      height={own.height}
      loading="lazy"
      decoding="async"
      className="absolute inset-0 h-full w-full object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="absolute inset-0 bg-[linear-gradient(135deg,#24160f,#063b30_55%,#9a5024)]"
    />
  );
  const player = videoPlayer(source, {
    title,
    poster: own?.poster,
    width: own?.width,
    height: own?.height,
    fallback: format(t.sectorPage.videoDownload, { title }),
  });
  return (
    <section aria-labelledby="video-heading" className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
      <h2 id="video-heading" className="font-display text-3xl text-ink sm:text-4xl">
        {title}
      </h2>
      {sector.videoText ? (
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{sector.videoText}</p>
      ) : null}
      <div className="relative mt-8 overflow-hidden rounded-3xl bg-coffee-900 shadow-xl">
        <VideoFacade
          href={source.url}
          label={format(player ? t.videos.play : t.videos.watch, { title })}
          poster={poster}
          player={player}
        />
      </div>
      {source.kind === "file" ? (
        <noscript>
          <p className="mt-4">
            <a href={source.url} className="font-semibold text-ev-700 underline">
              {format(t.sectorPage.videoDownload, { title })}
            </a>
          </p>
        </noscript>
      ) : null}
    </section>
  );
}
