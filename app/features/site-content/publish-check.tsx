/**
 * 'Publish changes' met translations whose English changed since they were written: the list of
 * them, each linking to its field, and the choice between 'Publish anyway' and 'Keep the draft'.
 * Shown in the editor, and on the publication's own page when it was posted without script.
 */
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { SITE_SECTIONS } from "./catalog";
import { type SiteDocument, sectionFields, splitName, translationLabel } from "./site-document";
import { siteFieldId } from "./site-editor";

export interface TranslationLink {
  name: string;
  href: string;
  label: string;
}

/** The translations that need an update as the editor lists them: each links to its field. */
export function translationLinks(names: readonly string[], doc: SiteDocument): TranslationLink[] {
  return names.map((name) => {
    const { locale, name: english } = splitName(name);
    const section =
      SITE_SECTIONS.find((candidate) =>
        sectionFields(candidate).some(
          (field) => english === field.path || english.startsWith(`${field.path}.`),
        ),
      )?.id ?? "settings";
    // To the field itself, in its language's tab.
    const href = `/admin/site?section=${section}&lang=${locale}#${siteFieldId(name)}`;
    return { name, href, label: translationLabel(name, doc, SITE_SECTIONS) };
  });
}

export function TranslationList({ items }: { items: readonly TranslationLink[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {items.slice(0, 20).map((item) => (
        <li key={item.name}>
          <Link to={item.href} className="text-amber-900 underline hover:no-underline">
            {item.label}
          </Link>
        </li>
      ))}
      {items.length > 20 ? (
        <li className="text-amber-900">{`and ${items.length - 20} more`}</li>
      ) : null}
    </ul>
  );
}

/**
 * Nothing is published until staff choose 'Publish anyway' (/admin/site/publish with `anyway`)
 * or 'Keep the draft' (/admin/site/keep-draft): a plain form, it works without script too.
 */
export function PublishCheck(props: {
  outdated: readonly TranslationLink[];
  version: number;
  sectionId: string;
  busy: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="publish-check-heading"
      className="mt-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300"
    >
      <h3
        id="publish-check-heading"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-amber-950 outline-none"
      >
        Translations that need an update
      </h3>
      <p className="mt-1 max-w-2xl text-amber-950 text-sm">
        {props.outdated.length === 1
          ? "Nothing is published yet. The English of this text changed after it was translated: published now, its translation shows the old text until it is updated."
          : `Nothing is published yet. The English of these ${props.outdated.length} texts changed after they were translated: published now, their translations show the old text until they are updated.`}
      </p>
      <TranslationList items={props.outdated} />
      <Form method="post" action="/admin/site/publish" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="version" value={props.version} />
        <input type="hidden" name="section" value={props.sectionId} />
        <button
          type="submit"
          name="anyway"
          value="1"
          disabled={props.busy}
          className="rounded-full bg-copper-600 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-copper-700 disabled:opacity-60"
        >
          Publish anyway
        </button>
        <button
          type="submit"
          formAction="/admin/site/keep-draft"
          disabled={props.busy}
          className="rounded-full px-5 py-2.5 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 transition hover:bg-white disabled:opacity-60"
        >
          Keep the draft
        </button>
      </Form>
    </section>
  );
}

/**
 * The pages the draft's menus name that visitors would not see (a draft, scheduled, in the
 * trash): they drop out of the published menus until they are published, and staff are told
 * before they publish, wherever they are in the editor.
 */
export function HiddenMenuPages({
  pages,
}: {
  pages: readonly { id: string; title: string; reason: string }[];
}) {
  return (
    <section
      aria-labelledby="hidden-menu-pages"
      className="mt-6 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h3 id="hidden-menu-pages" className="font-semibold text-amber-950 text-sm">
        {pages.length === 1
          ? "A page in the menus is not shown"
          : `${pages.length} pages in the menus are not shown`}
      </h3>
      <p className="mt-1 text-amber-950 text-sm">
        Visitors do not see these in the header or the footer until the page is published.
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {pages.map((page) => (
          <li key={page.id} className="text-amber-900">
            <Link to="/admin/site?section=menus" className="underline hover:no-underline">
              {page.title}
            </Link>
            {` · ${page.reason}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
