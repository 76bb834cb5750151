/**
 * The Menus screen of /admin/site: the header's items in order (sections, pages, links and one
 * level of groups) and the footer's columns. Everything is a button or a field with a name of
 * its own ('Move Leadership up'); the menus are posted as one JSON field to /admin/site/menus
 * and saved into the site's draft (menus.ts, docs/decisions/050-menus.md).
 */
import { ArrowDown, ArrowUp, CornerDownRight, CornerLeftUp, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useFetcher } from "react-router";
import { inputClass } from "~/components/ui/fields";
import { FormAlert, PrimaryButton } from "~/components/ui/form";
import { IconButton } from "~/components/ui/icon-button";
import {
  type FooterColumn,
  type HeaderItem,
  HIDDEN_PAGE_REASONS,
  MENU_LIMITS,
  MENU_SECTION_LABELS,
  MENU_SECTIONS,
  type MenuLabel,
  type MenuLink,
  type MenuPageState,
  type MenuSection,
  type SiteMenus,
} from "./menus";

/** A page staff may put in a menu (or one the menus name), as the screen lists it. */
export interface MenuPageChoice {
  id: string;
  title: string;
  slug: string;
  state: MenuPageState;
}

export interface MenusEditorProps {
  menus: SiteMenus;
  /** Whether staff saved the menus already (else today's menus, from the pages' ticks). */
  edited: boolean;
  pages: MenuPageChoice[];
  version: number;
  notice?: string;
}

/** What /admin/site/menus answers when a save is not made. */
interface MenusAnswer {
  formError?: string;
  errors?: Record<string, string>;
  version?: number;
}

type Keyed<T> = T & { uid: string };
type LinkEntry = Keyed<MenuLink>;
type GroupEntry = Keyed<{ kind: "group"; label: MenuLabel; items: LinkEntry[] }>;
type HeaderEntry = LinkEntry | GroupEntry;
type ColumnEntry = Keyed<{ heading: MenuLabel; links: LinkEntry[] }>;

let counter = 0;
const uid = () => `m${++counter}`;
const keyed = <T extends object>(value: T): Keyed<T> => ({ ...value, uid: uid() });

function entriesOf(menus: SiteMenus): { header: HeaderEntry[]; footer: ColumnEntry[] } {
  return {
    header: menus.header.map((item) =>
      item.kind === "group" ? keyed({ ...item, items: item.items.map(keyed) }) : keyed(item),
    ),
    footer: menus.footer.map((column) => keyed({ ...column, links: column.links.map(keyed) })),
  };
}

/** Without the screen's keys: what is posted. */
function plain(header: HeaderEntry[], footer: ColumnEntry[]): SiteMenus {
  const link = ({ uid: _, ...rest }: LinkEntry): MenuLink => rest;
  return {
    header: header.map(
      (item): HeaderItem =>
        item.kind === "group"
          ? { kind: "group", label: item.label, items: item.items.map(link) }
          : link(item),
    ),
    footer: footer.map(
      (column): FooterColumn => ({ heading: column.heading, links: column.links.map(link) }),
    ),
  };
}

function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}

const LANGUAGES = [
  ["en", "English"],
  ["am", "Amharic"],
  ["om", "Afaan Oromo"],
] as const;

export function MenusEditor(props: MenusEditorProps) {
  const fetcher = useFetcher<MenusAnswer>();
  const [start] = useState(() => entriesOf(props.menus));
  const [header, setHeader] = useState<HeaderEntry[]>(start.header);
  const [footer, setFooter] = useState<ColumnEntry[]>(start.footer);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = answer?.errors ?? {};
  const pages = new Map(props.pages.map((page) => [page.id, page]));

  // Each item's name on this screen, unique: 'Leadership', a second 'Leadership (2)'.
  const seen = new Map<string, number>();
  const unique = (name: string) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count > 1 ? `${name} (${count})` : name;
  };
  const baseName = (item: HeaderEntry): string => {
    if (item.kind === "section") return MENU_SECTION_LABELS[item.section];
    if (item.kind === "page") {
      return item.label?.en || pages.get(item.page)?.title || "Deleted page";
    }
    return item.label.en.trim() || (item.kind === "group" ? "New group" : "New link");
  };
  const names = new Map<string, string>();
  for (const item of header) {
    names.set(item.uid, unique(baseName(item)));
    if (item.kind === "group") {
      for (const child of item.items) names.set(child.uid, unique(baseName(child)));
    }
  }
  footer.forEach((column, index) => {
    names.set(column.uid, unique(column.heading.en.trim() || `Column ${index + 1}`));
  });
  for (const column of footer) {
    const heading = names.get(column.uid) ?? "";
    for (const link of column.links) {
      names.set(link.uid, unique(`${baseName(link)} in ${heading}`));
    }
  }
  const nameOf = (entry: { uid: string }) => names.get(entry.uid) ?? "";

  const groups = header.filter((item): item is GroupEntry => item.kind === "group");
  const updateLink = (target: string, change: (link: LinkEntry) => LinkEntry) => {
    setHeader((was) =>
      was.map((item) =>
        item.uid === target && item.kind !== "group"
          ? change(item)
          : item.kind === "group"
            ? {
                ...item,
                items: item.items.map((child) => (child.uid === target ? change(child) : child)),
              }
            : item,
      ),
    );
    setFooter((was) =>
      was.map((column) => ({
        ...column,
        links: column.links.map((link) => (link.uid === target ? change(link) : link)),
      })),
    );
  };
  const setLabel = (entry: { uid: string }, locale: keyof MenuLabel, value: string) => {
    const next = (label: MenuLabel | undefined): MenuLabel => ({
      ...(label ?? { en: "" }),
      [locale]: value,
    });
    setHeader((was) =>
      was.map((item) =>
        item.uid === entry.uid && item.kind === "group"
          ? { ...item, label: next(item.label) }
          : item,
      ),
    );
    setFooter((was) =>
      was.map((column) =>
        column.uid === entry.uid ? { ...column, heading: next(column.heading) } : column,
      ),
    );
    updateLink(entry.uid, (link) =>
      link.kind === "section" ? link : { ...link, label: next(link.label) },
    );
  };

  const linkFields = (link: LinkEntry, path: string) => {
    const name = nameOf(link);
    if (link.kind === "section") return null;
    const page = link.kind === "page" ? pages.get(link.page) : undefined;
    return (
      <div className="mt-3 space-y-3">
        {link.kind === "page" ? (
          <p className="break-words text-slate-600 text-sm">
            {page ? `Page at /${page.slug}` : "This page was deleted."}
            {page && page.state !== "live" ? (
              <span className="mt-1 block font-semibold text-amber-800">
                {HIDDEN_PAGE_REASONS[page.state]}
              </span>
            ) : null}
          </p>
        ) : null}
        {link.kind === "page" ? (
          <details
            open={
              Boolean(link.label?.en) ||
              Object.keys(errors).some((key) => key.startsWith(`${path}.label`))
            }
            className="group/label"
          >
            <summary className="cursor-pointer font-medium text-ev-700 text-sm">
              {`Own label for ${name}`}
            </summary>
            <div className="mt-2">
              <LabelFields
                name={name}
                label={link.label}
                path={`${path}.label`}
                errors={errors}
                hint="Empty: the page's own title in each language."
                onChange={(locale, value) => setLabel(link, locale, value)}
              />
            </div>
          </details>
        ) : (
          <LabelFields
            name={name}
            label={link.label}
            path={`${path}.label`}
            errors={errors}
            required
            onChange={(locale, value) => setLabel(link, locale, value)}
          />
        )}
        {link.kind === "link" ? (
          <TextInput
            id={`${path}.href`}
            label="Address"
            accessibleName={`Address of ${name}`}
            value={link.href}
            error={errors[`${path}.href`]}
            hint="https://… for another site, or a path of this site such as /news."
            onChange={(value) =>
              updateLink(link.uid, (was) => (was.kind === "link" ? { ...was, href: value } : was))
            }
          />
        ) : null}
      </div>
    );
  };

  const newLink = (choice: string): LinkEntry | GroupEntry | undefined => {
    const [kind, value = ""] = choice.split(":");
    const section = MENU_SECTIONS.find((known) => known === value);
    if (kind === "section" && section) return { kind: "section", section, uid: uid() };
    if (kind === "page" && value) return { kind: "page", page: value, uid: uid() };
    if (kind === "link") return { kind: "link", href: "https://", label: { en: "" }, uid: uid() };
    if (kind === "group") return { kind: "group", label: { en: "" }, items: [], uid: uid() };
    return undefined;
  };

  return (
    <section aria-labelledby="menus-heading" className="space-y-6">
      <div>
        <h3 id="menus-heading" className="font-semibold text-ink text-lg">
          Menus
        </h3>
        <p className="mt-1 max-w-2xl text-slate-600 text-sm">
          The header's links in the order visitors see them, with groups that open a list, and the
          footer's columns of links. 'Contact Us' always ends the header; what does not fit on its
          one line goes into 'More'. Saved as a draft: preview, then publish.
        </p>
        {props.edited ? null : (
          <p className="mt-2 max-w-2xl rounded-xl bg-mist px-4 py-3 text-slate-700 text-sm">
            These are the menus the site shows today: the built-in sections and the pages ticked 'In
            the header menu' or 'In the footer'. Once you save them here, this screen decides the
            menus and those ticks no longer change them.
          </p>
        )}
      </div>
      {props.notice ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 text-sm ring-1 ring-emerald-200"
        >
          {props.notice}
        </p>
      ) : null}
      <FormAlert>{answer?.formError}</FormAlert>

      <fieldset className="min-w-0 rounded-3xl p-4 ring-1 ring-slate-200 sm:p-6">
        <legend className="px-1 font-semibold text-ink">Header</legend>
        <p className="text-slate-600 text-sm">
          {`${header.length} of at most ${MENU_LIMITS.header} items; a group counts as one and holds up to ${MENU_LIMITS.group} links.`}
        </p>
        {errors.header ? <p className="mt-2 text-red-700 text-sm">{errors.header}</p> : null}
        <ol className="mt-4 space-y-3">
          {header.map((item, index) => {
            const name = nameOf(item);
            const path = `header.${index}`;
            return (
              <li
                key={item.uid}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <ItemBar
                  kind={item.kind}
                  name={name}
                  error={errors[path]}
                  onUp={index > 0 ? () => setHeader((was) => moved(was, index, -1)) : undefined}
                  onDown={
                    index < header.length - 1
                      ? () => setHeader((was) => moved(was, index, 1))
                      : undefined
                  }
                  onRemove={() => setHeader((was) => was.filter((other) => other !== item))}
                />
                {item.kind === "group" ? (
                  <>
                    <div className="mt-3">
                      <LabelFields
                        name={name}
                        label={item.label}
                        path={`${path}.label`}
                        errors={errors}
                        required
                        onChange={(locale, value) => setLabel(item, locale, value)}
                      />
                    </div>
                    <ol
                      aria-label={`Links of ${name}`}
                      className="mt-4 space-y-3 border-slate-200 border-l-2 pl-3 sm:pl-4"
                    >
                      {item.items.map((child, at) => {
                        const childPath = `${path}.items.${at}`;
                        const childName = nameOf(child);
                        return (
                          <li
                            key={child.uid}
                            className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
                          >
                            <ItemBar
                              kind={child.kind}
                              name={childName}
                              error={errors[childPath]}
                              onUp={
                                at > 0
                                  ? () =>
                                      setHeader((was) =>
                                        was.map((other) =>
                                          other === item
                                            ? { ...item, items: moved(item.items, at, -1) }
                                            : other,
                                        ),
                                      )
                                  : undefined
                              }
                              onDown={
                                at < item.items.length - 1
                                  ? () =>
                                      setHeader((was) =>
                                        was.map((other) =>
                                          other === item
                                            ? { ...item, items: moved(item.items, at, 1) }
                                            : other,
                                        ),
                                      )
                                  : undefined
                              }
                              outOf={{
                                label: `Move ${childName} out of ${name}`,
                                onClick: () =>
                                  setHeader((was) => {
                                    const without = was.map((other) =>
                                      other === item
                                        ? {
                                            ...item,
                                            items: item.items.filter((c) => c !== child),
                                          }
                                        : other,
                                    );
                                    without.splice(index + 1, 0, child);
                                    return without;
                                  }),
                              }}
                              onRemove={() =>
                                setHeader((was) =>
                                  was.map((other) =>
                                    other === item
                                      ? { ...item, items: item.items.filter((c) => c !== child) }
                                      : other,
                                  ),
                                )
                              }
                            />
                            {linkFields(child, childPath)}
                          </li>
                        );
                      })}
                    </ol>
                    <AddControl
                      label={`Add to ${name}`}
                      pages={props.pages}
                      disabled={item.items.length >= MENU_LIMITS.group}
                      full={`${name} holds ${MENU_LIMITS.group} links, the most a group holds.`}
                      onAdd={(choice) => {
                        const added = newLink(choice);
                        if (!added || added.kind === "group") return;
                        setHeader((was) =>
                          was.map((other) =>
                            other === item ? { ...item, items: [...item.items, added] } : other,
                          ),
                        );
                      }}
                    />
                  </>
                ) : (
                  <>
                    {linkFields(item, path)}
                    {groups.length > 0 ? (
                      <MoveInto
                        name={name}
                        groups={groups.map((group) => ({
                          uid: group.uid,
                          name: nameOf(group),
                          full: group.items.length >= MENU_LIMITS.group,
                        }))}
                        onMove={(target) =>
                          setHeader((was) =>
                            was
                              .filter((other) => other !== item)
                              .map((other) =>
                                other.uid === target && other.kind === "group"
                                  ? { ...other, items: [...other.items, item] }
                                  : other,
                              ),
                          )
                        }
                      />
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ol>
        <AddControl
          label="Add to the header"
          pages={props.pages}
          groups
          disabled={header.length >= MENU_LIMITS.header}
          full={`The header holds ${MENU_LIMITS.header} items, the most it holds: put some in a group.`}
          onAdd={(choice) => {
            const added = newLink(choice);
            if (added) setHeader((was) => [...was, added]);
          }}
        />
      </fieldset>

      <fieldset className="min-w-0 rounded-3xl p-4 ring-1 ring-slate-200 sm:p-6">
        <legend className="px-1 font-semibold text-ink">Footer</legend>
        <p className="text-slate-600 text-sm">
          {`Up to ${MENU_LIMITS.columns} columns of links, shown before 'Our Sectors' and the contact details; the legal pages stay at the bottom.`}
        </p>
        {errors.footer ? <p className="mt-2 text-red-700 text-sm">{errors.footer}</p> : null}
        <ol className="mt-4 space-y-4">
          {footer.map((column, index) => {
            const name = nameOf(column);
            const path = `footer.${index}`;
            const setLinks = (change: (links: LinkEntry[]) => LinkEntry[]) =>
              setFooter((was) =>
                was.map((other) =>
                  other === column ? { ...column, links: change(column.links) } : other,
                ),
              );
            return (
              <li
                key={column.uid}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <ItemBar
                  kind="column"
                  name={name}
                  error={errors[path]}
                  onUp={index > 0 ? () => setFooter((was) => moved(was, index, -1)) : undefined}
                  onDown={
                    index < footer.length - 1
                      ? () => setFooter((was) => moved(was, index, 1))
                      : undefined
                  }
                  onRemove={() => setFooter((was) => was.filter((other) => other !== column))}
                />
                <div className="mt-3">
                  <LabelFields
                    name={`Heading of ${name}`}
                    label={column.heading}
                    path={`${path}.heading`}
                    errors={errors}
                    required
                    onChange={(locale, value) => setLabel(column, locale, value)}
                  />
                </div>
                <ol aria-label={`Links of ${name}`} className="mt-4 space-y-3">
                  {column.links.map((link, at) => {
                    const linkPath = `${path}.links.${at}`;
                    return (
                      <li
                        key={link.uid}
                        className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
                      >
                        <ItemBar
                          kind={link.kind}
                          name={nameOf(link)}
                          error={errors[linkPath]}
                          onUp={at > 0 ? () => setLinks((was) => moved(was, at, -1)) : undefined}
                          onDown={
                            at < column.links.length - 1
                              ? () => setLinks((was) => moved(was, at, 1))
                              : undefined
                          }
                          onRemove={() => setLinks((was) => was.filter((other) => other !== link))}
                        />
                        {linkFields(link, linkPath)}
                      </li>
                    );
                  })}
                </ol>
                <AddControl
                  label={`Add to ${name}`}
                  pages={props.pages}
                  disabled={column.links.length >= MENU_LIMITS.column}
                  full={`A column holds at most ${MENU_LIMITS.column} links.`}
                  onAdd={(choice) => {
                    const added = newLink(choice);
                    if (added && added.kind !== "group") setLinks((was) => [...was, added]);
                  }}
                />
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          disabled={footer.length >= MENU_LIMITS.columns}
          onClick={() => setFooter((was) => [...was, keyed({ heading: { en: "" }, links: [] })])}
          className="mt-4 inline-flex items-center gap-2 rounded-full px-4 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-700/40 transition hover:bg-ev-50 disabled:opacity-50"
        >
          <Plus aria-hidden="true" size={16} />
          Add a footer column
        </button>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <fetcher.Form method="post" action="/admin/site/menus">
          <input type="hidden" name="version" value={answer?.version ?? props.version} />
          <input type="hidden" name="section" value="menus" />
          <input type="hidden" name="menus" value={JSON.stringify(plain(header, footer))} />
          <PrimaryButton pending={fetcher.state !== "idle"} pendingLabel="Saving...">
            Save draft
          </PrimaryButton>
        </fetcher.Form>
        {props.edited ? (
          <fetcher.Form method="post" action="/admin/site/menus">
            <input type="hidden" name="version" value={answer?.version ?? props.version} />
            <input type="hidden" name="section" value="menus" />
            <button
              type="submit"
              name="reset"
              value="1"
              className="rounded-full px-5 py-3 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 transition hover:bg-slate-50"
            >
              Reset menus to default
            </button>
          </fetcher.Form>
        ) : null}
      </div>
    </section>
  );
}

const KIND_LABELS: Record<string, string> = {
  section: "Section",
  page: "Page",
  link: "Link",
  group: "Group",
  column: "Column",
};

/** An item's kind, its name, and its buttons: up, down, out of its group, remove. */
function ItemBar(props: {
  kind: string;
  name: string;
  error?: string;
  onUp?: () => void;
  onDown?: () => void;
  outOf?: { label: string; onClick: () => void };
  onRemove: () => void;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <span className="rounded-full bg-ev-50 px-2 py-0.5 font-semibold text-ev-800 text-xs">
            {KIND_LABELS[props.kind]}
          </span>
          <span className="truncate font-semibold text-ink">{props.name}</span>
        </p>
        <div className="flex gap-1">
          <IconButton label={`Move ${props.name} up`} disabled={!props.onUp} onClick={props.onUp}>
            <ArrowUp aria-hidden="true" size={16} />
          </IconButton>
          <IconButton
            label={`Move ${props.name} down`}
            disabled={!props.onDown}
            onClick={props.onDown}
          >
            <ArrowDown aria-hidden="true" size={16} />
          </IconButton>
          {props.outOf ? (
            <IconButton label={props.outOf.label} onClick={props.outOf.onClick}>
              <CornerLeftUp aria-hidden="true" size={16} />
            </IconButton>
          ) : null}
          <IconButton label={`Remove ${props.name}`} onClick={props.onRemove}>
            <Trash2 aria-hidden="true" size={16} />
          </IconButton>
        </div>
      </div>
      {props.error ? <p className="mt-2 text-red-700 text-sm">{props.error}</p> : null}
    </div>
  );
}

function TextInput(props: {
  id: string;
  label: string;
  accessibleName: string;
  value: string;
  error?: string;
  hint?: string;
  lang?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const id = `menus-${props.id.replace(/\./g, "-")}`;
  const described = [props.error ? `${id}-error` : "", props.hint ? `${id}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="text-red-700">
            {" *"}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        aria-label={props.accessibleName}
        value={props.value}
        lang={props.lang}
        required={props.required}
        maxLength={props.id.endsWith("href") ? MENU_LIMITS.href : MENU_LIMITS.label}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-slate-500 text-xs">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A label in the three languages, side by side from 640 px. */
function LabelFields(props: {
  name: string;
  label?: MenuLabel;
  path: string;
  errors: Record<string, string>;
  hint?: string;
  required?: boolean;
  onChange: (locale: keyof MenuLabel, value: string) => void;
}) {
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-3">
        {LANGUAGES.map(([locale, language]) => (
          <TextInput
            key={locale}
            id={`${props.path}.${locale}`}
            label={`${language} label`}
            accessibleName={`${props.name}: ${language} label`}
            value={props.label?.[locale] ?? ""}
            lang={locale}
            required={props.required && locale === "en"}
            error={props.errors[`${props.path}.${locale}`]}
            onChange={(value) => props.onChange(locale, value)}
          />
        ))}
      </div>
      <p className="mt-1 text-slate-500 text-xs">
        {props.hint ?? "Amharic and Afaan Oromo left empty show the English."}
      </p>
    </div>
  );
}

/** A choice of what to add (a section, a page, a link, a group) and its button. */
function AddControl(props: {
  label: string;
  pages: MenuPageChoice[];
  groups?: boolean;
  disabled: boolean;
  full: string;
  onAdd: (choice: string) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState("link:");
  if (props.disabled) return <p className="mt-4 text-slate-600 text-sm">{props.full}</p>;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      <div className="min-w-0 grow sm:max-w-xs">
        <label htmlFor={id} className="font-medium text-ink text-sm">
          {`${props.label}:`}
        </label>
        <select
          id={id}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={inputClass}
        >
          <option value="link:">A link</option>
          {props.groups ? <option value="group:">A group</option> : null}
          <optgroup label="Sections">
            {MENU_SECTIONS.map((section: MenuSection) => (
              <option key={section} value={`section:${section}`}>
                {MENU_SECTION_LABELS[section]}
              </option>
            ))}
          </optgroup>
          {props.pages.length > 0 ? (
            <optgroup label="Pages">
              {props.pages
                .filter((page) => page.state !== "trashed")
                .map((page) => (
                  <option key={page.id} value={`page:${page.id}`}>
                    {page.state === "live" ? page.title : `${page.title} (not published)`}
                  </option>
                ))}
            </optgroup>
          ) : null}
        </select>
      </div>
      <button
        type="button"
        onClick={() => props.onAdd(choice)}
        className="inline-flex items-center gap-2 rounded-full px-4 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-700/40 transition hover:bg-ev-50"
      >
        <Plus aria-hidden="true" size={16} />
        {props.label}
      </button>
    </div>
  );
}

/** Moves a header item into one of the groups: one button per group (there are few). */
function MoveInto(props: {
  name: string;
  groups: { uid: string; name: string; full: boolean }[];
  onMove: (group: string) => void;
}): ReactNode {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {props.groups.map((group) => (
        <button
          key={group.uid}
          type="button"
          disabled={group.full}
          onClick={() => props.onMove(group.uid)}
          aria-label={`Move ${props.name} into ${group.name}`}
          title={group.full ? `${group.name} is full` : undefined}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full px-3 py-1.5 font-medium text-slate-700 text-xs ring-1 ring-slate-300 transition hover:bg-slate-50 disabled:opacity-50"
        >
          <CornerDownRight aria-hidden="true" size={14} className="shrink-0" />
          <span className="truncate">{`Into ${group.name}`}</span>
        </button>
      ))}
    </div>
  );
}
