import { site } from "~/config/site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: site.name },
  {
    name: "description",
    content: `${site.name}: electric-vehicle manufacturing, copper mining and premium coffee export from Ethiopia.`,
  },
];

const SECTORS = [
  { name: "Manufacturing", text: "Electric vehicle assembly and charging stations." },
  { name: "Mining", text: "Copper mining and processing." },
  { name: "Export", text: "Premium Ethiopian coffee from Jimma, Guji, Limu and Hararghe." },
];

/** A placeholder home page until the full site lands. */
export default function Home() {
  return (
    <>
      <main id="main">
        <section className="relative isolate overflow-hidden bg-ev-900 text-white">
          <div
            aria-hidden="true"
            className="-z-10 absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(20,163,127,0.45),transparent_55%),radial-gradient(circle_at_85%_70%,rgba(184,101,46,0.5),transparent_50%)]"
          />
          <div className="mx-auto flex min-h-[85dvh] max-w-5xl flex-col justify-center px-6 py-24">
            <p className="font-semibold text-copper-400 text-sm uppercase tracking-[0.3em]">
              Manufacturing · Mining · Export
            </p>
            <h1 className="mt-5 max-w-3xl font-display text-4xl leading-tight sm:text-6xl">
              {site.name}
            </h1>
            <p className="mt-6 max-w-2xl text-ev-100 text-lg sm:text-xl">{site.tagline}</p>
            {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the specification's wording; it leads to the section right below */}
            <a
              href="#about"
              className="mt-10 self-start rounded-full bg-copper-600 px-7 py-3 font-semibold text-white shadow-lg transition hover:bg-copper-700"
            >
              Learn More
            </a>
          </div>
        </section>
        <section id="about" className="mx-auto max-w-5xl px-6 py-20">
          <h2 className="font-display text-3xl text-ink">Our new website is on its way</h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            We are building a new home for our news and our work across three sectors. Until it
            opens, reach us at{" "}
            <a className="font-semibold text-ev-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            .
          </p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-3">
            {SECTORS.map((sector) => (
              <li key={sector.name} className="rounded-2xl border border-slate-200 bg-mist p-6">
                <h3 className="font-semibold text-ink text-xl">{sector.name}</h3>
                <p className="mt-2 text-slate-600">{sector.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-slate-200 border-t bg-mist py-8 text-center text-slate-600 text-sm">
        © {new Date().getFullYear()} {site.name}. {site.location}.
      </footer>
    </>
  );
}
