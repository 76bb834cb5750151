import { ExternalLink, History } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import {
  type AppLoadContext,
  data,
  Link,
  useFetcher,
  useLocation,
  useNavigation,
} from "react-router";
import type { FormValues } from "~/features/content/form-values";
import { AutosaveOffer, useAutosave } from "~/features/content/use-autosave";
import {
  findSection,
  SITE,
  SITE_SECTIONS,
  type SiteSection,
} from "~/features/site-content/catalog";
import { saveSiteSection } from "~/features/site-content/commands.server";
import { menuPages } from "~/features/site-content/menu-pages.server";
import { hiddenMenuPages, MENUS_SECTION } from "~/features/site-content/menus";
import { siteMenus } from "~/features/site-content/menus.server";
import { type MenuPageChoice, MenusEditor } from "~/features/site-content/menus-editor";
import { photoLibrary, videoLibrary } from "~/features/site-content/photos.server";
import { sitePreviewPath } from "~/features/site-content/preview-path";
import {
  HiddenMenuPages,
  PublishCheck,
  TranslationList,
  translationLinks,
} from "~/features/site-content/publish-check";
import {
  itemName,
  listIds,
  SITE_DOCUMENT_FORMAT,
  type SiteDocument,
  sectionFields,
  sectionValues,
  valueIn,
} from "~/features/site-content/site-document";
import { SiteEditor } from "~/features/site-content/site-editor";
import { hasUnpublishedChanges, readSiteState } from "~/features/site-content/store.server";
import { formatDateTimeIn } from "~/lib/dates";
import { LOCALES } from "~/lib/i18n";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/site";
import type { SiteCommandAnswer } from "./site-command-page";
import {
  backToEditor,
  OUT_OF_DATE,
  refusedSiteCommand,
  siteCommandRequest,
} from "./site-commands.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Site: ${loaderData.sectionTitle}` : "Site" },
  { name: "robots", content: "noindex" },
];

function sectionOf(request: Request) {
  const id = new URL(request.url).searchParams.get("section") ?? "settings";
  // The Menus screen is not a section of texts: the editor's frame holds it all the same.
  if (id === MENUS_SECTION) return SITE_SECTIONS[0] ?? null;
  return findSection(id) ?? null;
}

/** The Menus screen's data: the draft's menus and the pages one may add. */
async function menusScreen(db: AppLoadContext["db"], draft: SiteDocument) {
  const { menus, pages } = await siteMenus(db, draft);
  const every = await menuPages(db, [], { all: true });
  for (const [id, page] of pages) every.set(id, page);
  const choices: MenuPageChoice[] = [...every.values()]
    .map(({ id, title, slug, state }) => ({ id, title, slug, state }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return {
    menus: { header: menus.header, footer: menus.footer },
    edited: menus.edited.header || menus.edited.footer,
    pages: choices,
  };
}

/** /admin/site: the site's texts and settings, section by section; preview and publish. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const section = sectionOf(args.request);
  if (!section) throw data({ message: "No such part of the site." }, { status: 404 });
  const state = await readSiteState(args.context.db);
  const url = new URL(args.request.url);
  const menusShown = url.searchParams.get("section") === MENUS_SECTION;
  // The publication's check: pages the draft's menus name that visitors would not see.
  const drafted = await siteMenus(args.context.db, state.draft);
  const figuresField = SITE.home.figures;
  const figures = listIds(state.draft, figuresField).map((id) => ({
    id,
    label: `${valueIn(state.draft, itemName(figuresField, id, "value")) ?? ""} · ${valueIn(state.draft, itemName(figuresField, id, "label")) ?? ""}`,
  }));
  const chosen = sectionFields(section).flatMap((field) => {
    const id = field.kind === "photo" ? valueIn(state.draft, field.path) : "";
    return id ? [id] : [];
  });
  return {
    library: await photoLibrary(args.context.db, chosen),
    videos: sectionFields(section).some((field) => field.kind === "text" && field.type === "video")
      ? await videoLibrary(args.context.db)
      : [],
    sectionId: menusShown ? MENUS_SECTION : section.id,
    sectionTitle: menusShown ? "Menus" : section.title,
    publicPath: menusShown ? "/" : section.publicPath,
    menus: menusShown ? await menusScreen(args.context.db, state.draft) : undefined,
    hiddenMenuPages: hiddenMenuPages(drafted.menus, drafted.pages),
    version: state.version,
    values: sectionValues(state.draft, section),
    needsUpdate: state.draft.needsUpdate,
    needsUpdateList: translationLinks(state.draft.needsUpdate, state.draft),
    language: LOCALES.find((locale) => locale === url.searchParams.get("lang")) ?? "en",
    figures,
    unpublished: hasUnpublishedChanges(state),
    updatedAt: state.version > 0 ? state.updatedAt : null,
    updatedBy: state.updatedBy,
    publishedAt: state.publishedAt,
    publishedBy: state.publishedBy,
    timeZone: args.context.site.timeZone,
    notice: url.searchParams.get("saved")
      ? "Saved as a draft. Preview it, then publish the changes to show them to visitors."
      : url.searchParams.get("published")
        ? "Published: visitors see the changes now."
        : url.searchParams.get("reset")
          ? "Back to the default texts (saved as a draft)."
          : url.searchParams.get("kept")
            ? "Not published: the changes stay a draft."
            : undefined,
  };
}

/**
 * A section's 'Save draft' (the editor's form). The site's other commands have their own
 * addresses: /admin/site/publish, /admin/site/reset, /admin/site/keep-draft.
 */
export async function action(args: Route.ActionArgs) {
  const { actor, form } = await siteCommandRequest(args);
  // A page loaded before those had addresses of their own posts them here (`intent=publish`…):
  // nothing is done, and the editor says to reload.
  const intent = form.get("intent");
  if (intent !== null && intent !== "save") {
    return data<ActionResult>({ formError: OUT_OF_DATE }, { status: 409 });
  }
  const result = await saveSiteSection(args.context, actor, {
    section: String(form.get("section") ?? ""),
    version: form.get("version"),
    fields: form,
  });
  switch (result.status) {
    case "done":
      return backToEditor(result.section, "saved");
    case "invalid":
      if (!("values" in result)) return refusedSiteCommand(result);
      return data<ActionResult>(
        {
          formError: "Some fields need attention: see the messages below them.",
          errors: result.errors,
          values: result.values,
        },
        { status: 400 },
      );
    case "conflict":
      return data<ActionResult>(
        {
          formError: result.conflict.message,
          values: result.values,
          // Saving again replaces the other change: the form now stands on the current version.
          version: result.conflict.version,
        },
        { status: 409 },
      );
    case "refused":
      return refusedSiteCommand(result);
  }
}

/** What the save answers when it is not done (and 'Publish changes', in place, through its fetcher). */
interface ActionResult extends SiteCommandAnswer {
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

/** Where a save or a reset of the editor leads: the draft has it, the browser may forget. */
const storedAt = (target: { search: string }) => /[?&](saved|reset)=1(&|$)/.test(target.search);

export default function SiteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const section = (findSection(loaderData.sectionId) ?? SITE_SECTIONS[0]) as SiteSection;
  // 'Publish changes' answers in place (the translations to confirm, a conflict); its answer
  // belongs to the page it was given on: a save or another section leaves it behind.
  const publisher = useFetcher<SiteCommandAnswer>({ key: "site-publish" });
  const location = useLocation();
  const [published, setPublished] = useState<{ answer: SiteCommandAnswer; at: string }>();
  // Taken once the page is loaded again after it, as a navigation's answer is.
  if (publisher.state === "idle" && publisher.data && publisher.data !== published?.answer) {
    setPublished({ answer: publisher.data, at: location.key });
  }
  const result: ActionResult | undefined =
    published?.at === location.key ? published.answer : (actionData as ActionResult | undefined);
  // A publication waiting for a choice leaves the editor's typing as it is.
  const refused = result !== undefined && !result.outdated;
  // Typing is kept in the browser until it is saved (a closed tab, an ended session).
  const formRef = useRef<HTMLFormElement>(null);
  // Typing brought back applies to the section and draft version it was restored into only: a
  // save, a reset or another section shows what is stored.
  const [restoredInto, setRestored] = useState<{
    values: Record<string, string>;
    n: number;
    at: string;
  }>();
  const here = `${section.id}@${loaderData.version}`;
  const restored = restoredInto?.at === here ? restoredInto : undefined;
  const onRestore = useCallback(
    (values: FormValues) =>
      setRestored((last) => ({
        values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
        n: (last?.n ?? 0) + 1,
        at: here,
      })),
    [here],
  );
  const autosave = useAutosave({
    // With the document's format: typing kept under the old names is not offered as this one's.
    key: `site:${SITE_DOCUMENT_FORMAT}:${section.id}`,
    formRef,
    stored: loaderData.values,
    listPath: "/admin/site",
    savedAt: storedAt,
    everyField: true,
    onRestore,
  });
  const navigation = useNavigation();
  const publishing = publisher.state !== "idle";
  const { timeZone } = loaderData;
  return (
    <section aria-labelledby="site-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="site-heading" className="font-semibold text-ink text-xl">
            Site
          </h2>
          <p className="mt-1 max-w-2xl text-slate-600 text-sm">
            {loaderData.unpublished ? (
              <>
                <span className="font-semibold text-copper-700">Unpublished changes</span>
                {loaderData.updatedAt
                  ? ` · saved ${formatDateTimeIn(loaderData.updatedAt, timeZone)} by ${loaderData.updatedBy ?? "a removed account"}`
                  : null}
              </>
            ) : (
              <>
                Nothing is waiting to be published.
                {loaderData.publishedAt
                  ? ` Published ${formatDateTimeIn(loaderData.publishedAt, timeZone)} by ${loaderData.publishedBy ?? "a removed account"}.`
                  : null}
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to="/admin/site/history"
            className="inline-flex items-center gap-2 rounded-full px-4 py-2.5 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 transition hover:bg-slate-50"
          >
            <History aria-hidden="true" size={16} />
            History
          </Link>
          <a
            href={sitePreviewPath(loaderData.publicPath)}
            className="inline-flex items-center gap-2 rounded-full px-4 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-700/40 transition hover:bg-ev-50"
          >
            <ExternalLink aria-hidden="true" size={16} />
            Preview
          </a>
          <publisher.Form method="post" action="/admin/site/publish">
            <input type="hidden" name="version" value={result?.version ?? loaderData.version} />
            <input type="hidden" name="section" value={loaderData.sectionId} />
            <button
              type="submit"
              disabled={!loaderData.unpublished || publishing}
              className="rounded-full bg-copper-600 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-copper-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {publishing ? "Publishing..." : "Publish changes"}
            </button>
          </publisher.Form>
        </div>
      </div>

      {result?.outdated ? (
        <PublishCheck
          outdated={result.outdated}
          version={result.openedAt ?? loaderData.version}
          sectionId={loaderData.sectionId}
          busy={navigation.state !== "idle"}
        />
      ) : loaderData.needsUpdateList.length > 0 ? (
        <div className="mt-6 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 className="font-semibold text-amber-950 text-sm">
            {`Translations that need an update (${loaderData.needsUpdateList.length})`}
          </h3>
          <TranslationList items={loaderData.needsUpdateList} />
        </div>
      ) : null}

      {loaderData.hiddenMenuPages.length > 0 ? (
        <HiddenMenuPages pages={loaderData.hiddenMenuPages} />
      ) : null}

      <div className="mt-6 empty:hidden">
        <AutosaveOffer autosave={autosave} timeZone={timeZone} />
      </div>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label="Parts of the site" className="min-w-0">
          <ul className="flex gap-2 overflow-x-auto lg:flex-col">
            {SITE_SECTIONS.map((item) => {
              const current = !loaderData.menus && item.id === section.id;
              return (
                <li key={item.id} className="shrink-0">
                  <Link
                    to={`/admin/site?section=${item.id}`}
                    aria-current={current ? "page" : undefined}
                    className={`block whitespace-nowrap rounded-xl px-4 py-2.5 font-semibold text-sm transition ${
                      current ? "bg-ev-700 text-white" : "text-slate-700 hover:bg-mist"
                    }`}
                  >
                    {item.title}
                  </Link>
                </li>
              );
            })}
            <li className="shrink-0">
              <Link
                to={`/admin/site?section=${MENUS_SECTION}`}
                aria-current={loaderData.menus ? "page" : undefined}
                className={`block whitespace-nowrap rounded-xl px-4 py-2.5 font-semibold text-sm transition ${
                  loaderData.menus ? "bg-ev-700 text-white" : "text-slate-700 hover:bg-mist"
                }`}
              >
                Menus
              </Link>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          {loaderData.menus ? (
            <MenusEditor
              key={`menus-${loaderData.version}`}
              menus={loaderData.menus.menus}
              edited={loaderData.menus.edited}
              pages={loaderData.menus.pages}
              version={loaderData.version}
              notice={loaderData.notice}
            />
          ) : (
            <SiteEditor
              // A refused save comes back with its own text: the form starts again from it.
              key={`${section.id}-${loaderData.version}-${loaderData.language}-${refused ? "refused" : restored ? `restored-${restored.n}` : "stored"}-${result?.version ?? ""}`}
              formRef={formRef}
              section={section}
              version={result?.version ?? loaderData.version}
              values={
                result?.values ??
                (restored ? { ...loaderData.values, ...restored.values } : loaderData.values)
              }
              errors={result?.errors ?? {}}
              needsUpdate={loaderData.needsUpdate}
              figures={loaderData.figures}
              library={loaderData.library}
              videos={loaderData.videos}
              formError={result?.formError}
              notice={refused ? undefined : loaderData.notice}
              language={loaderData.language}
            />
          )}
        </div>
      </div>
    </section>
  );
}
