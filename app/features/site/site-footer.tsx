import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { useRootData } from "~/lib/site";
import { QUICK_LINKS, SECTORS } from "./content";

export function SiteFooter() {
  const { site, year } = useRootData();
  return (
    <footer className="bg-coffee-900 text-white/80">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <Logo />
          <p className="mt-5 max-w-xs text-sm leading-relaxed">
            Investing in electric mobility, copper and coffee for a prosperous, green Ethiopia.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-semibold text-sm text-white uppercase tracking-widest"
          >
            Quick Links
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.target}>
                <Link to={`/#${link.target}`} className="transition hover:text-copper-400">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-sectors">
          <h2
            id="footer-sectors"
            className="font-semibold text-sm text-white uppercase tracking-widest"
          >
            Our Sectors
          </h2>
          <ul className="mt-5 space-y-3 text-sm">
            {SECTORS.map((sector) => (
              <li key={sector.slug}>
                <Link to={`/sector/${sector.slug}`} className="transition hover:text-copper-400">
                  {sector.name}
                  <span className="block text-white/60 text-xs">{sector.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-sm text-white uppercase tracking-widest">Contact</h2>
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
              <span>{site.address}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/privacy" className="transition hover:text-copper-400">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="transition hover:text-copper-400">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
