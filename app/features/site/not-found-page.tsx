import { useSite } from "~/lib/site";
import { useLocalePath, useMessages } from "~/locales/use-messages";
import { LanguageSwitcher } from "./language-switcher";

/** The 404 page. Its link home is a plain link: from the admin area, home loads as a document. */
export function NotFoundPage() {
  const site = useSite();
  const t = useMessages().notFound;
  const to = useLocalePath();
  return (
    <main
      id="main"
      className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-ev-900 px-6 py-20 text-center text-white"
    >
      <title>{`${t.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-semibold text-copper-400 text-sm uppercase tracking-[0.3em]">
        {t.eyebrow}
      </p>
      <h1 className="mt-4 font-display text-4xl sm:text-5xl">{t.title}</h1>
      <p className="mt-5 max-w-md text-ev-100 text-lg">{t.text}</p>
      <a
        href={to("/")}
        className="mt-10 rounded-full bg-copper-600 px-7 py-3 font-semibold text-white shadow-lg transition hover:bg-copper-700"
      >
        {t.backToHome}
      </a>
      <div className="mt-10 text-sm text-white/80">
        <LanguageSwitcher variant="footer" />
      </div>
    </main>
  );
}
