import { useSite } from "~/lib/site";
import { useLocalePath } from "~/locales/use-messages";

/**
 * The company's mark and name, linking home. A plain link, also in the admin area: the public
 * pages are always loaded as documents (docs/decisions/010-static-public-pages.md).
 */
export function Logo({
  tone = "light",
  className = "",
}: {
  tone?: "light" | "dark";
  /** Placement in its bar (the public header keeps the name on one line). */
  className?: string;
}) {
  const site = useSite();
  const to = useLocalePath();
  // White text sits on a dark background: the variant for dark backgrounds, where there is one.
  const image = tone === "light" ? site.logos?.onDark : site.logos?.onLight;
  return (
    <a
      href={to("/")}
      className={`flex items-center gap-3 rounded-md font-semibold tracking-tight ${
        tone === "light" ? "text-white" : "text-ink"
      } ${className}`}
    >
      {image ? (
        // The uploaded logo (Site section), 36 pixels high as the built-in mark; the name beside
        // it says what it is.
        <img
          src={image.src}
          alt=""
          width={Math.round((image.width * 36) / Math.max(1, image.height))}
          height={36}
          className="h-9 w-auto max-w-40 shrink-0 object-contain"
        />
      ) : (
        <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
          <rect width="40" height="40" rx="9" fill="#0a6e57" />
          <path
            d="M10 29 20 10l10 19"
            fill="none"
            stroke="#f0b27a"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="M14 23h12" stroke="#d1faee" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      <span className="text-base leading-tight sm:text-lg">{site.name}</span>
    </a>
  );
}
