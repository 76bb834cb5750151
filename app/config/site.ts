/**
 * The company's identity as the site presents it. The specification does not publish the real
 * contact details, so the defaults are obviously replaceable; each can be set by an environment
 * variable (docs/configuration.md).
 */
export interface SiteIdentity {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The time zone scheduled publishing is entered and shown in (SITE_TIME_ZONE). */
  timeZone: string;
  /** New articles' author (the company name when unset). */
  author?: string;
  /** The company's profiles, shown as icons in the footer when set (https:// addresses). */
  social?: Partial<Record<"linkedin" | "facebook" | "x" | "youtube" | "telegram", string>>;
  /** The logo and icons staff uploaded in the Site section (none: the built-in mark). */
  logos?: SiteLogos;
}

/** A logo image, at a path of the site (content-hashed: a new upload is a new address). */
export interface LogoImage {
  src: string;
  width: number;
  height: number;
}

/** The site's uploaded logo, as each place shows it. */
export interface SiteLogos {
  /** On a light background (e-mails, the admin area): the logo. */
  onLight?: LogoImage;
  /** On a dark background (the header, the footer): the variant for dark backgrounds, else the logo. */
  onDark?: LogoImage;
  /** Square PNGs of the favicon (else of the logo), by size: 32, 180, 192, 512. */
  icons?: Record<"32" | "180" | "192" | "512", string>;
  /** The logo as a 512-pixel square, for search engines. */
  square?: string;
  /** The link-preview image of pages without one of their own: the logo and the company name. */
  share?: string;
}

export const DEFAULT_SITE: SiteIdentity = {
  name: "Addis Investment Group",
  email: "info@example.com",
  phone: "+251 11 000 0000",
  address: "Addis Ababa, Ethiopia",
  timeZone: "Africa/Addis_Ababa",
};

/** The identity with any of COMPANY_NAME, COMPANY_EMAIL, COMPANY_PHONE, COMPANY_ADDRESS applied. */
export function siteIdentityFromEnv(env: {
  COMPANY_NAME?: string;
  COMPANY_EMAIL?: string;
  COMPANY_PHONE?: string;
  COMPANY_ADDRESS?: string;
  SITE_TIME_ZONE?: string;
}): SiteIdentity {
  return {
    name: env.COMPANY_NAME || DEFAULT_SITE.name,
    email: env.COMPANY_EMAIL || DEFAULT_SITE.email,
    phone: env.COMPANY_PHONE || DEFAULT_SITE.phone,
    address: env.COMPANY_ADDRESS || DEFAULT_SITE.address,
    timeZone: env.SITE_TIME_ZONE || DEFAULT_SITE.timeZone,
  };
}

/** The company's time zone: dates and the copyright year are computed in it. */
export const COMPANY_TIME_ZONE = "Africa/Addis_Ababa";

/** The icons a core value may show, by name (the public page maps them to drawings). */
export const VALUE_ICONS = [
  "badge-check",
  "scale",
  "users",
  "heart-handshake",
  "leaf",
  "cpu",
  "target",
  "eye",
  "globe",
  "zap",
  "shield",
  "sprout",
] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];
