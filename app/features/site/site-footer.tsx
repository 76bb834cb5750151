import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { useFooterSlot } from "~/components/ui/footer-slot";
import { Logo } from "~/components/ui/logo";
import { format } from "~/lib/i18n";
import { useRootData } from "~/lib/site";
import { useLocale, useLocalePath, useMessages } from "~/locales/use-messages";
import { sectorsOf } from "./content";
import { LanguageSwitcher } from "./language-switcher";
import { SocialLinks } from "./social-links";

/** The first column keeps the id the 'Quick Links' column always had. */
const columnId = (index: number) =>
  index === 0 ? "footer-quick-links" : `footer-links-${index + 1}`;

export function SiteFooter() {
  const { site, year, menus } = useRootData();
  const locale = useLocale();
  const t = useMessages();
  const to = useLocalePath();
  const sectors = sectorsOf(useMessages());
  const slot = useFooterSlot();
  return (
    <footer className="bg-coffee-900 text-white/80">
      {slot}
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <Logo />
          <p className="mt-5 max-w-xs text-sm leading-relaxed">{t.footer.tagline}</p>
          <SocialLinks social={site.social} label={t.footer.social} />
        </div>
        {/* The columns of links staff chose (/admin/site, Menus): 'Quick Links' by default. */}
        {(menus?.footer ?? []).map((column, index) => (
          <nav key={column.key} aria-labelledby={columnId(index)}>
            <h2
              id={columnId(index)}
              lang={column.lang && column.lang !== locale ? column.lang : undefined}
              className="font-semibold text-sm text-white uppercase tracking-widest"
            >
              {column.heading}
            </h2>
            <ul className="mt-5 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.external ? link.href : to(link.href)}
                    lang={link.lang && link.lang !== locale ? link.lang : undefined}
                    rel={link.external ? "noopener" : undefined}
                    className="transition hover:text-copper-400"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-labelledby="footer-sectors">
          <h2
            id="footer-sectors"
            className="font-semibold text-sm text-white uppercase tracking-widest"
          >
            {t.footer.ourSectors}
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            {sectors.map((sector) => (
              <li key={sector.slug}>
                <Link
                  to={to(`/sector/${sector.slug}`)}
                  className="transition hover:text-copper-400"
                >
                  {sector.name}
                  <span className="block text-white/60 text-xs">{sector.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-sm text-white uppercase tracking-widest">
            {t.footer.contact}
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            <li className="flex items-start gap-3">
              <Mail aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-copper-400" />
              <a
                href={`mailto:${site.email}`}
                className="break-all transition hover:text-copper-400"
              >
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Phone aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-copper-400" />
              <a
                href={`tel:${site.phone.replace(/[^+\d]/g, "")}`}
                className="transition hover:text-copper-400"
              >
                {site.phone}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <MapPin aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-copper-400" />
              {/* Configured in English (COMPANY_ADDRESS). */}
              <span lang="en">{site.address}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>{format(t.footer.rights, { year, name: site.name })}</p>
          <LanguageSwitcher variant="footer" />
          <ul className="flex gap-6">
            <li>
              <Link to={to("/privacy")} className="transition hover:text-copper-400">
                {t.footer.privacy}
              </Link>
            </li>
            <li>
              <Link to={to("/terms")} className="transition hover:text-copper-400">
                {t.footer.terms}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
