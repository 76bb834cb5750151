import type { ReactNode } from "react";
import type { SiteIdentity } from "~/config/site";

const NETWORKS = [
  {
    key: "linkedin",
    name: "LinkedIn",
    drawing: (
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect width="4" height="12" x="2" y="9" />
        <circle cx="4" cy="4" r="2" />
      </>
    ),
  },
  {
    key: "facebook",
    name: "Facebook",
    drawing: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  },
  {
    key: "x",
    name: "X",
    drawing: (
      <>
        <path d="M4 4l11.733 16h4.267l-11.733-16z" />
        <path d="M4 20l6.768-6.768m2.46-2.46L20 4" />
      </>
    ),
  },
  {
    key: "youtube",
    name: "YouTube",
    drawing: (
      <>
        <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
        <path d="m10 15 5-3-5-3z" />
      </>
    ),
  },
  {
    key: "telegram",
    name: "Telegram",
    drawing: (
      <>
        <path d="M21.5 3.5 2.5 11l7 2.5 2.5 7 9.5-17z" />
        <path d="m9.5 13.5 5-4.5" />
      </>
    ),
  },
] as const satisfies readonly { key: string; name: string; drawing: ReactNode }[];

/** The company's profiles as icon links (only those set at /admin/site), or nothing. */
export function SocialLinks({ social, label }: { social: SiteIdentity["social"]; label: string }) {
  const links = NETWORKS.filter((network) => social?.[network.key]);
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-6 flex flex-wrap gap-3">
      {links.map((network) => (
        <li key={network.key}>
          <a
            href={social?.[network.key]}
            rel="noopener me"
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-copper-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {network.drawing}
            </svg>
            <span className="sr-only">{network.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
