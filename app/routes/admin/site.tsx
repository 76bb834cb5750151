import { ExternalLink, History } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { FormValues } from "~/features/content/form-values";
import { AutosaveOffer, useAutosave } from "~/features/content/use-autosave";
import {
  findGroup,
  findSection,
  SITE,
  SITE_SECTIONS,
  type SiteSection,
} from "~/features/site-content/catalog";
import {
  checkOverlays,
  mediaChoiceErrors,
  photoLibrary,
  prepareSiteImages,
  videoLibrary,
} from "~/features/site-content/photos.server";
import { sitePreviewPath } from "~/features/site-content/preview-path";
import {
  checkSection,
  itemName,
  listIds,
  SITE_DOCUMENT_FORMAT,
  type SiteDocument,
  sectionFields,
  sectionValues,
  splitName,
  translationLabel,
  valueIn,
} from "~/features/site-content/site-document";
import { SiteEditor, siteFieldId } from "~/features/site-content/site-editor";
import {
  changeSite,
  hasUnpublishedChanges,
  readSiteState,
} from "~/features/site-content/store.server";
import { formatDateTimeIn } from "~/lib/dates";
import { readForm } from "~/lib/forms";
import { LOCALES } from "~/lib/i18n";
import { richTextProblem } from "~/lib/markdown-check.server";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/site";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Site: ${loaderData.sectionTitle}` : "Site" },
  { name: "robots", content: "noindex" },
];

/** The translations that need an update as the editor lists them: each links to its field. */
function translationLinks(names: readonly string[], doc: SiteDocument) {
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

function sectionOf(request: Request) {
  const id = new URL(request.url).searchParams.get("section") ?? "settings";
  return findSection(id) ?? null;
}

/** /admin/site: the site's texts and settings, section by section; preview and publish. */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const section = sectionOf(args.request);
  if (!section) throw data({ message: "No such part of the site." }, { status: 404 });
  const state = await readSiteState(args.context.db);
  const figuresField = SITE.home.figures;
  const figures = listIds(state.draft, figuresField).map((id) => ({
    id,
    label: `${valueIn(state.draft, itemName(figuresField, id, "value")) ?? ""} · ${valueIn(state.draft, itemName(figuresField, id, "label")) ?? ""}`,
  }));
  const url = new URL(args.request.url);
  const chosen = sectionFields(section).flatMap((field) => {
    const id = field.kind === "photo" ? valueIn(state.draft, field.path) : "";
    return id ? [id] : [];
  });
  return {
    library: await photoLibrary(args.context.db, chosen),
    videos: sectionFields(section).some((field) => field.kind === "text" && field.type === "video")
      ? await videoLibrary(args.context.db)
      : [],
    sectionId: section.id,
    sectionTitle: section.title,
    publicPath: section.publicPath,
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

export async function action(args: Route.ActionArgs) {
  const actor = requireAdmin(args);
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const openedAt = Number(form.get("version"));
  const section = findSection(String(form.get("section") ?? "settings"));
  if (!section || !Number.isInteger(openedAt) || openedAt < 0) {
    throw data({ message: "The form could not be read; please reload the page." }, { status: 400 });
  }
  const back = (flag: string) => redirect(`/admin/site?section=${section.id}&${flag}=1`);
  const conflictMessage = (conflict: { by: string | null; at: string }) =>
    `${conflict.by ?? "Someone else"} changed the site on ${formatDateTimeIn(conflict.at, args.context.site.timeZone)}, after you opened this page. Your text is still below: check it and save again to replace their changes, or reload the page to see theirs.`;

  // The logo's squares and the link-preview image of the draft, made before any page names them.
  const prepareImages = async () => {
    const { draft } = await readSiteState(args.context.db);
    await prepareSiteImages(args.context.db, args.context.media, draft).catch((error: unknown) =>
      args.context.logger.error({ err: error }, "Error making the site's logo images"),
    );
  };
  if (intent === "keep-draft") return back("kept");
  if (intent === "publish" || intent === "publish-anyway") {
    await prepareImages();
    const result = await changeSite(
      args.context.db,
      { kind: "publish", anyway: intent === "publish-anyway" },
      { openedAt, actorId: actor.id },
    );
    if ("outdated" in result) {
      // Nothing published: staff choose between 'Publish anyway' and 'Keep the draft'.
      const { draft } = await readSiteState(args.context.db);
      return data({ outdated: translationLinks(result.outdated, draft), openedAt });
    }
    if ("missing" in result) throw data(null, { status: 404 });
    if ("conflict" in result) {
      return data(
        { formError: conflictMessage(result.conflict), version: result.conflict.version },
        { status: 409 },
      );
    }
    await args.context.siteChanged();
    return back("published");
  }
  if (intent.startsWith("reset:")) {
    const found = findGroup(intent.slice("reset:".length));
    if (!found) throw data({ message: "No such part of the site." }, { status: 400 });
    const result = await changeSite(
      args.context.db,
      { kind: "reset", title: found.group.title, fields: found.group.fields },
      { openedAt, actorId: actor.id },
    );
    if ("conflict" in result) {
      return data(
        { formError: conflictMessage(result.conflict), version: result.conflict.version },
        { status: 409 },
      );
    }
    return back("reset");
  }
  if (intent !== "save") throw data({ message: "Unknown action." }, { status: 400 });
  const checked = checkSection(section, form, (markdown) =>
    richTextProblem(markdown, { section: true }),
  );
  const errors = checked.ok
    ? await mediaChoiceErrors(args.context.db, section, checked.input.values)
    : checked.errors;
  if (checked.ok && Object.keys(errors).length === 0) {
    Object.assign(
      errors,
      await checkOverlays(
        args.context.db,
        args.context.media.textContrast,
        section,
        checked.input.values,
      ),
    );
  }
  if (!checked.ok || Object.keys(errors).length > 0) {
    return data(
      {
        formError: "Some fields need attention: see the messages below them.",
        errors,
        values: checked.ok ? checked.input.values : checked.values,
      },
      { status: 400 },
    );
  }
  const result = await changeSite(
    args.context.db,
    { kind: "save", section, input: checked.input },
    { openedAt, actorId: actor.id },
  );
  if ("conflict" in result) {
    return data(
      {
        formError: conflictMessage(result.conflict),
        values: checked.input.values,
        // Saving again replaces the other change: the form now stands on the current version.
        version: result.conflict.version,
      },
      { status: 409 },
    );
  }
  await prepareImages();
  return back("saved");
}

interface ActionResult {
  /** A publication not made: the translations it would show out of date, to confirm. */
  outdated?: { name: string; href: string; label: string }[];
  /** The version the publication was asked on ('Publish anyway' publishes that one only). */
  openedAt?: number;
  formError?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  version?: number;
}

/** Where a save or a reset of the editor leads: the draft has it, the browser may forget. */
const storedAt = (target: { search: string }) => /[?&](saved|reset)=1(&|$)/.test(target.search);

export default function SiteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const section = findSection(loaderData.sectionId) as SiteSection;
  const result = actionData as ActionResult | undefined;
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
  const publishing =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "publish";
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
          <Form method="post">
            <input type="hidden" name="version" value={result?.version ?? loaderData.version} />
            <input type="hidden" name="section" value={section.id} />
            <button
              type="submit"
              name="intent"
              value="publish"
              disabled={!loaderData.unpublished || publishing}
              className="rounded-full bg-copper-600 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-copper-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {publishing ? "Publishing..." : "Publish changes"}
            </button>
          </Form>
        </div>
      </div>

      {result?.outdated ? (
        <PublishCheck
          outdated={result.outdated}
          version={result.openedAt ?? loaderData.version}
          sectionId={section.id}
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

      <div className="mt-6 empty:hidden">
        <AutosaveOffer autosave={autosave} timeZone={timeZone} />
      </div>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label="Parts of the site" className="min-w-0">
          <ul className="flex gap-2 overflow-x-auto lg:flex-col">
            {SITE_SECTIONS.map((item) => {
              const current = item.id === section.id;
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
          </ul>
        </nav>
        <div className="min-w-0">
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
        </div>
      </div>
    </section>
  );
}

type TranslationLink = { name: string; href: string; label: string };

function TranslationList({ items }: { items: readonly TranslationLink[] }) {
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
 * 'Publish changes' met translations whose English changed since they were written: nothing is
 * published until staff choose 'Publish anyway' or 'Keep the draft' (a plain form: it works
 * without script too).
 */
function PublishCheck(props: {
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
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="version" value={props.version} />
        <input type="hidden" name="section" value={props.sectionId} />
        <button
          type="submit"
          name="intent"
          value="publish-anyway"
          disabled={props.busy}
          className="rounded-full bg-copper-600 px-5 py-2.5 font-semibold text-sm text-white transition hover:bg-copper-700 disabled:opacity-60"
        >
          Publish anyway
        </button>
        <button
          type="submit"
          name="intent"
          value="keep-draft"
          disabled={props.busy}
          className="rounded-full px-5 py-2.5 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 transition hover:bg-white disabled:opacity-60"
        >
          Keep the draft
        </button>
      </Form>
    </section>
  );
}
