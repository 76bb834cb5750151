import {
  ArrowRight,
  BadgeCheck,
  Cpu,
  Eye,
  Globe,
  HeartHandshake,
  Leaf,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Scale,
  Shield,
  Sprout,
  Target,
  Users,
  Zap,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ValueIcon } from "~/config/site";
import { format } from "~/lib/i18n";
import { useRootData, useSite, useSitePhoto } from "~/lib/site";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import { sectorsOf } from "./content";
import { ContourPattern, SectorIllustration } from "./illustrations";
import { SectionHeading } from "./section-heading";
import { SectionLink } from "./section-link";
import { SitePhotoImage } from "./site-photo";
import { SiteRichText } from "./site-rich-text";

function Section({
  id,
  className = "",
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-4 ${className}`}>
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">{children}</div>
    </section>
  );
}

/**
 * The overlays of black between the hero's photo and its white text, as measured for contrast
 * (features/site-content/hero-overlay.ts: 0, 20, 40 and 60%). Over a photo the eyebrow and the
 * paragraph are plain white too: the measure is of white text.
 */
const HERO_OVERLAY_CLASSES = {
  none: "",
  light: "bg-black/20",
  medium: "bg-black/40",
  strong: "bg-black/60",
} as const;

/** The hero's photo covers a tall box: phones take a wider file than their width. */
const HERO_SIZES = "(max-width: 767px) 130vw, 100vw";

export function Hero() {
  const site = useSite();
  const t = useMessages().home;
  const photo = useSitePhoto("home.heroPhoto");
  return (
    <div className="relative isolate overflow-hidden bg-ev-900 text-white">
      {photo ? (
        <>
          <SitePhotoImage
            path="home.heroPhoto"
            sizes={HERO_SIZES}
            priority
            className="-z-20 absolute inset-0 h-full w-full object-cover"
          />
          {/* As staff chose, or the lightest that keeps the white text at AA on this photo. */}
          {photo.overlay === "none" ? null : (
            <div
              aria-hidden="true"
              data-overlay={photo.overlay ?? "strong"}
              className={`-z-10 absolute inset-0 ${HERO_OVERLAY_CLASSES[photo.overlay ?? "strong"]}`}
            />
          )}
          {/* Darker still behind the text on the left and at the foot: the overlay is measured on
              the photo's average, and a bright detail (a lit window, the sky) may sit right under
              a line of text. Only ever darker, so the measured contrast holds. */}
          {photo.overlay === "strong" || photo.overlay === undefined ? null : (
            <div
              aria-hidden="true"
              className="-z-10 absolute inset-0 bg-linear-to-t from-black/55 via-black/30 to-black/10 md:bg-linear-to-r md:from-black/50 md:via-black/15 md:to-transparent"
            />
          )}
        </>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="-z-10 absolute inset-0 bg-[radial-gradient(ellipse_at_15%_10%,rgba(20,163,127,0.22),transparent_55%),radial-gradient(ellipse_at_90%_85%,rgba(184,101,46,0.45),transparent_50%)]"
          />
          <ContourPattern className="-z-10 absolute inset-0 h-full w-full" />
        </>
      )}
      <div className="mx-auto flex min-h-[92svh] max-w-7xl flex-col justify-center px-5 pt-36 pb-20 sm:px-8 md:pt-32">
        <p
          className={`font-semibold text-xs uppercase tracking-[0.3em] sm:text-sm ${photo ? "text-white" : "text-copper-400"}`}
        >
          {t.heroEyebrow}
        </p>
        <h1 className="mt-6 max-w-4xl font-display text-4xl leading-[1.08] sm:text-6xl lg:text-7xl">
          {t.heroTitle}
        </h1>
        <p
          className={`mt-7 max-w-2xl text-lg leading-relaxed sm:text-xl ${photo ? "text-white" : "text-white/85"}`}
        >
          {format(t.heroText, { name: site.name })}
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <SectionLink
            to="sectors"
            className="inline-flex items-center justify-center gap-2 rounded-full bg-copper-600 px-7 py-3.5 font-semibold text-white shadow-lg shadow-black/20 transition hover:bg-copper-700"
          >
            {t.exploreSectors}
            <ArrowRight aria-hidden="true" size={18} />
          </SectionLink>
          <SectionLink
            to="about"
            className="inline-flex items-center justify-center rounded-full px-7 py-3.5 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10"
          >
            {t.learnMore}
          </SectionLink>
        </div>
      </div>
    </div>
  );
}

export function AboutSection() {
  const t = useMessages().home;
  return (
    <Section id="about">
      <div className="grid gap-14 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="about" eyebrow={t.aboutEyebrow} title={t.aboutTitle} />
          <SiteRichText path="home.aboutText" className="mt-6" />
        </div>
        <div>
          <SitePhotoImage
            path="home.aboutPhoto"
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 90vw"
            className="mb-5 aspect-[16/9] w-full rounded-3xl bg-mist object-cover shadow-sm"
          />
          <dl className="grid grid-cols-2 gap-4 sm:gap-5">
            {t.figures.map((figure, index) => (
              <div
                key={figure.label}
                className={`rounded-2xl p-6 ${
                  index === 0
                    ? "col-span-2 bg-ev-900 text-white"
                    : "border border-slate-200 bg-mist"
                }`}
              >
                <dt className={`text-sm ${index === 0 ? "text-ev-100" : "text-slate-600"}`}>
                  {figure.label}
                </dt>
                <dd
                  className={`mt-2 font-display text-3xl sm:text-4xl ${
                    index === 0 ? "text-copper-400" : "text-ev-700"
                  }`}
                >
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}

export function VisionSection() {
  const t = useMessages().home;
  return (
    <Section id="vision" className="bg-mist">
      <SectionHeading id="vision" eyebrow={t.visionEyebrow} title={t.visionTitle} />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <article className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <Eye aria-hidden="true" className="text-copper-600" size={28} />
          <h3 className="mt-5 font-semibold text-ink text-xl">{t.visionHeading}</h3>
          <p className="mt-3 text-slate-600 leading-relaxed">{t.visionText}</p>
        </article>
        <article className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <Target aria-hidden="true" className="text-ev-600" size={28} />
          <h3 className="mt-5 font-semibold text-ink text-xl">{t.missionHeading}</h3>
          <p className="mt-3 text-slate-600 leading-relaxed">{t.missionText}</p>
        </article>
      </div>
      <h3 className="mt-16 font-display text-2xl text-ink sm:text-3xl">{t.objectivesHeading}</h3>
      <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {t.objectives.map((objective, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes on the page
            key={index}
            className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ev-700 font-semibold text-white"
            >
              {index + 1}
            </span>
            <p className="self-center text-ink leading-relaxed">{objective}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The drawing of each icon a core value may have (app/features/site-content/catalog.ts). */
const VALUE_ICON_DRAWINGS: Record<ValueIcon, LucideIcon> = {
  "badge-check": BadgeCheck,
  scale: Scale,
  users: Users,
  "heart-handshake": HeartHandshake,
  leaf: Leaf,
  cpu: Cpu,
  target: Target,
  eye: Eye,
  globe: Globe,
  zap: Zap,
  shield: Shield,
  sprout: Sprout,
};
const DEFAULT_ICONS = [BadgeCheck, Scale, Users, HeartHandshake, Leaf, Cpu];

export function ValuesSection() {
  const t = useMessages().home;
  const icons = useRootData().text?.valueIcons ?? [];
  return (
    <Section id="values">
      <SectionHeading id="values" eyebrow={t.valuesEyebrow} title={t.valuesTitle} align="center" />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {t.values.map((value, index) => {
          const chosen = icons[index];
          const Icon =
            (chosen && VALUE_ICON_DRAWINGS[chosen]) || DEFAULT_ICONS[index] || BadgeCheck;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes on the page
              key={index}
              className="group rounded-3xl border border-slate-200 p-8 transition hover:border-copper-400 hover:shadow-lg"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-copper-100 text-copper-700">
                <Icon aria-hidden="true" size={24} />
              </span>
              <h3 className="mt-6 font-semibold text-ink text-xl">{value.name}</h3>
              <p className="mt-3 text-slate-600 leading-relaxed">{value.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function SectorsSection() {
  const t = useMessages().home;
  const to = useLocalePath();
  const sectors = sectorsOf(useMessages());
  return (
    <Section id="sectors" className="bg-mist">
      <SectionHeading
        id="sectors"
        eyebrow={t.sectorsEyebrow}
        title={t.sectorsTitle}
        lead={t.sectorsLead}
      />
      <ul className="mt-14 grid gap-8 lg:grid-cols-3">
        {sectors.map((sector) => (
          <li
            key={sector.slug}
            className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <SitePhotoImage
              path={`sectors.${sector.slug}.cardPhoto`}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 90vw"
              className="aspect-[5/3] w-full bg-mist object-cover"
              fallback={<SectorIllustration sector={sector.slug} className="aspect-[5/3] w-full" />}
            />
            <div className="flex flex-1 flex-col p-8">
              <h3 className="font-display text-2xl text-ink">
                <Link
                  to={to(`/sector/${sector.slug}`)}
                  className="rounded-sm transition hover:text-copper-700"
                >
                  {sector.name}
                </Link>
              </h3>
              <p className="mt-3 text-slate-600 leading-relaxed">{sector.summary}</p>
              <ul className="mt-6 space-y-2">
                {sector.focus.map((item) => (
                  <li key={item} className="flex items-start gap-3 text-ink text-sm">
                    <span
                      aria-hidden="true"
                      className="mt-1.5 size-2 shrink-0 rounded-full bg-copper-500"
                    />
                    {item}
                  </li>
                ))}
              </ul>
              <p aria-hidden="true" className="mt-auto pt-8 font-semibold text-ev-700 text-sm">
                <span className="inline-flex items-center gap-2">
                  {format(t.discoverSector, { sector: sector.name.toLowerCase() })}{" "}
                  <ArrowRight size={16} />
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ImpactSection() {
  const t = useMessages().home;
  return (
    <section
      id="impact"
      aria-labelledby="impact-heading"
      className="relative isolate overflow-hidden bg-ev-900 text-white"
    >
      <ContourPattern className="-z-10 absolute inset-0 h-full w-full opacity-70" />
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
        <SectionHeading
          id="impact"
          tone="dark"
          eyebrow={t.impactEyebrow}
          title={t.impactTitle}
          lead={t.impactLead}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.impact.map((item) => (
            <li key={item.title} className="rounded-3xl bg-white/5 p-7 ring-1 ring-white/15">
              <p className="font-display text-4xl text-copper-400">{item.value}</p>
              <h3 className="mt-3 font-semibold text-lg">{item.title}</h3>
              <p className="mt-2 text-sm text-white/75 leading-relaxed">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The company's contact details beside a form (the contact feature's, placed by the home route). */
export function ContactSection({ children }: { children: ReactNode }) {
  const site = useSite();
  const t = useMessages().home;
  const details = [
    { icon: Mail, label: t.email, value: site.email, href: `mailto:${site.email}` },
    {
      icon: Phone,
      label: t.phone,
      value: site.phone,
      href: `tel:${site.phone.replace(/[^+\d]/g, "")}`,
    },
    { icon: MapPin, label: t.location, value: site.address, href: undefined },
  ];
  return (
    <Section id="contact">
      <div className="grid gap-14 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <SectionHeading
            id="contact"
            eyebrow={t.contactEyebrow}
            title={t.contactTitle}
            lead={t.contactLead}
          />
          <ul className="mt-10 space-y-6">
            {details.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex items-start gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-ev-50 text-ev-700">
                  <Icon aria-hidden="true" size={22} />
                </span>
                <div>
                  <p className="font-semibold text-ink">{label}</p>
                  {href ? (
                    <a href={href} className="break-all text-slate-600 hover:text-ev-700">
                      {value}
                    </a>
                  ) : (
                    // The address is configured in English (COMPANY_ADDRESS).
                    <p lang="en" className="text-slate-600">
                      {value}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-3">{children}</div>
      </div>
    </Section>
  );
}
