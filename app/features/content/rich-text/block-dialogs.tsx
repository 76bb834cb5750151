/**
 * The dialogs that make and change a block of the text (app/lib/blocks.ts): one per type, each
 * with its fields; lists (people, images, files, figures) add, remove and reorder their items.
 * Saving checks the block as the server does (blockFieldProblems): each problem is shown at its
 * field, and a block with problems is not put in the text.
 */
import { FilePlus2, Plus, UserPlus } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { MediaPicture } from "~/features/media/media-picture";
import { type ClientMedia, formatBytes } from "~/features/media/upload";
import {
  BLOCK_NAMES,
  type Block,
  type BlockType,
  blockFieldProblems,
  parseBlock,
} from "~/lib/blocks";
import {
  AddButton,
  FieldError,
  type FieldErrors,
  FocalPoint,
  ImageChooser,
  INPUT_CLASS,
  ListItem,
  moved,
  shownImage,
  TextInput,
} from "./block-fields";
import { EditorDialog } from "./editor-dialog";
import { useLibraryDocuments, useSitePages } from "./media-library";

/** The blocks made in these dialogs (an image is the text's own image, with its dialog). */
export type DialogBlockType = Exclude<BlockType, "image">;

/** A value of unknown JSON (a stored block's, perhaps hand-edited) read without trusting it. */
function field(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  return Object.getOwnPropertyDescriptor(value, key)?.value;
}
const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const num = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
/** An optional text: left out when empty. */
const optional = <K extends string>(key: K, value: string) =>
  value.trim() ? { [key]: value.trim() } : {};

export function BlockDialog({
  type,
  data,
  editing,
  onSave,
  onClose,
}: {
  type: DialogBlockType;
  /** The block's fields as stored (unknown JSON: they may not be valid), or none for a new one. */
  data: unknown;
  editing: boolean;
  onSave: (block: Block) => void;
  onClose: () => void;
}) {
  const props = { data, editing, onSave, onClose };
  switch (type) {
    case "gallery":
      return <GalleryDialog {...props} />;
    case "people":
      return <PeopleDialog {...props} />;
    case "downloads":
      return <DownloadsDialog {...props} />;
    case "cta":
      return <CtaDialog {...props} />;
    case "columns":
      return <ColumnsDialog {...props} />;
    case "quote":
      return <QuoteDialog {...props} />;
    case "figures":
      return <FiguresDialog {...props} />;
  }
}

interface DialogProps {
  data: unknown;
  editing: boolean;
  onSave: (block: Block) => void;
  onClose: () => void;
}

/** A block's dialog: its title, its problems' count, and the button that saves it. */
function BlockForm({
  type,
  editing,
  onClose,
  submit,
  problems,
  children,
}: {
  type: DialogBlockType;
  editing: boolean;
  onClose: () => void;
  submit: () => void;
  problems: number;
  children: ReactNode;
}) {
  const name = BLOCK_NAMES[type];
  const fields = useRef<HTMLDivElement>(null);
  // Its first field takes the focus once the dialog shows (the dialog would give it to its
  // first button, a list item's 'Remove').
  useEffect(() => {
    fields.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, []);
  return (
    <EditorDialog
      open
      wide
      title={editing ? `Edit ${name} block` : `Add a ${name} block`}
      submitLabel={editing ? `Save ${name} block` : `Insert ${name} block`}
      onSubmit={submit}
      onClose={onClose}
    >
      {problems > 0 ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 text-sm ring-1 ring-red-200"
        >
          {problems === 1
            ? "This block has a problem, shown at its field."
            : `This block has ${problems} problems, each shown at its field.`}
        </p>
      ) : null}
      <div ref={fields} className="space-y-5">
        {children}
      </div>
    </EditorDialog>
  );
}

/** Checks a block's fields as the server will: saves it, or shows each problem at its field. */
function useBlockCheck(type: DialogBlockType, onSave: (block: Block) => void) {
  const [errors, setErrors] = useState<FieldErrors>(new Map());
  const submit = (data: unknown) => {
    const problems = blockFieldProblems(type, data);
    if (problems.length > 0) {
      const map = new Map<string, string>();
      for (const problem of problems) {
        const key = problem.path.join(".");
        if (!map.has(key)) map.set(key, problem.message);
      }
      setErrors(map);
      // The first field with a problem, once it says so.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>("dialog [aria-invalid='true']")?.focus(),
      );
      return;
    }
    const parsed = parseBlock(type, data);
    if (parsed.ok) onSave(parsed.block);
  };
  return { errors, submit, error: (...path: (string | number)[]) => errors.get(path.join(".")) };
}

function ListHeading({ id, children, hint }: { id: string; children: ReactNode; hint?: string }) {
  return (
    <div>
      <h3 id={id} className="font-semibold text-ink">
        {children}
      </h3>
      {hint ? <p className="text-slate-600 text-sm">{hint}</p> : null}
    </div>
  );
}

interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
}

const readImage = (value: unknown): GalleryImage => ({
  src: str(field(value, "src")),
  alt: str(field(value, "alt")),
  caption: str(field(value, "caption")),
});

function GalleryDialog({ data, editing, onSave, onClose }: DialogProps) {
  const id = useId();
  const [images, setImages] = useState<GalleryImage[]>(() =>
    list(field(data, "images")).map(readImage),
  );
  const check = useBlockCheck("gallery", onSave);
  const add = useCallback((media: ClientMedia) => {
    setImages((was) =>
      was.length >= 12
        ? was
        : [...was, { src: MediaPicture.src(media), alt: media.alt, caption: "" }],
    );
  }, []);
  const update = (index: number, change: Partial<GalleryImage>) =>
    setImages((was) => was.map((image, i) => (i === index ? { ...image, ...change } : image)));
  const submit = () =>
    check.submit({
      images: images.map((image) => ({
        src: image.src,
        alt: image.alt,
        ...optional("caption", image.caption),
      })),
    });
  return (
    <BlockForm
      type="gallery"
      editing={editing}
      onClose={onClose}
      submit={submit}
      problems={check.errors.size}
    >
      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <ListHeading id={`${id}-list`} hint="From 2 to 12 images; each opens larger on the page.">
          {`Images (${images.length})`}
        </ListHeading>
        <FieldError message={check.error("images")} />
        {images.length > 0 ? (
          <ol className="space-y-3">
            {images.map((image, index) => (
              <ListItem
                // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be in twice
                key={`${image.src}-${index}`}
                title={image.alt || `Image ${index + 1}`}
                itemName="image"
                index={index}
                count={images.length}
                onMove={(to) => setImages((was) => moved(was, index, to))}
                onRemove={() => setImages((was) => was.filter((_, i) => i !== index))}
                aside={
                  shownImage(image.src) ? (
                    <img
                      src={shownImage(image.src)}
                      alt=""
                      className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
                    />
                  ) : (
                    <FieldError message={check.error("images", index, "src")} />
                  )
                }
              >
                <TextInput
                  label={`Alt text of image ${index + 1}`}
                  required
                  value={image.alt}
                  onChange={(alt) => update(index, { alt })}
                  error={check.error("images", index, "alt")}
                  maxLength={300}
                />
                <TextInput
                  label={`Caption of image ${index + 1} (optional)`}
                  value={image.caption}
                  onChange={(caption) => update(index, { caption })}
                  maxLength={300}
                />
              </ListItem>
            ))}
          </ol>
        ) : null}
      </section>
      {images.length < 12 ? (
        <ImageChooser label="Add images to the gallery" onChoose={add} multiple />
      ) : (
        <p className="text-slate-600 text-sm">A gallery holds at most 12 images.</p>
      )}
    </BlockForm>
  );
}

interface Person {
  name: string;
  role: string;
  bio: string;
  photo?: { src: string; alt: string; focus: { x: number; y: number } };
}

const readPerson = (value: unknown): Person => {
  const photo = field(value, "photo");
  const focus = field(photo, "focus");
  return {
    name: str(field(value, "name")),
    role: str(field(value, "role")),
    bio: str(field(value, "bio")),
    ...(photo
      ? {
          photo: {
            src: str(field(photo, "src")),
            alt: str(field(photo, "alt")),
            focus: { x: num(field(focus, "x")) ?? 50, y: num(field(focus, "y")) ?? 50 },
          },
        }
      : {}),
  };
};

const NO_PERSON: Person = { name: "", role: "", bio: "" };

function PeopleDialog({ data, editing, onSave, onClose }: DialogProps) {
  const id = useId();
  const [people, setPeople] = useState<Person[]>(() => {
    const stored = list(field(data, "people")).map(readPerson);
    return stored.length > 0 ? stored : [NO_PERSON];
  });
  const [choosing, setChoosing] = useState<number | null>(null);
  const check = useBlockCheck("people", onSave);
  const update = (index: number, change: Partial<Person>) =>
    setPeople((was) => was.map((person, i) => (i === index ? { ...person, ...change } : person)));
  const submit = () =>
    check.submit({
      people: people.map((person) => ({
        name: person.name,
        ...optional("role", person.role),
        ...optional("bio", person.bio),
        ...(person.photo
          ? {
              photo: {
                src: person.photo.src,
                ...optional("alt", person.photo.alt),
                focus: person.photo.focus,
              },
            }
          : {}),
      })),
    });
  return (
    <BlockForm
      type="people"
      editing={editing}
      onClose={onClose}
      submit={submit}
      problems={check.errors.size}
    >
      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <ListHeading
          id={`${id}-list`}
          hint="Cards with a photo, a name, a role and a short biography."
        >
          {`People (${people.length})`}
        </ListHeading>
        <FieldError message={check.error("people")} />
        <ol className="space-y-3">
          {people.map((person, index) => {
            const photo = person.photo;
            const src = shownImage(photo?.src);
            return (
              <ListItem
                // biome-ignore lint/suspicious/noArrayIndexKey: people are told apart by place
                key={index}
                title={person.name.trim() || `Person ${index + 1}`}
                itemName="person"
                index={index}
                count={people.length}
                onMove={(to) => setPeople((was) => moved(was, index, to))}
                onRemove={() => setPeople((was) => was.filter((_, i) => i !== index))}
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextInput
                    label={`Name of person ${index + 1}`}
                    required
                    value={person.name}
                    onChange={(name) => update(index, { name })}
                    error={check.error("people", index, "name")}
                    maxLength={120}
                    autoFocus={!editing && index === 0}
                  />
                  <TextInput
                    label={`Role of person ${index + 1}`}
                    value={person.role}
                    onChange={(role) => update(index, { role })}
                    error={check.error("people", index, "role")}
                    maxLength={160}
                  />
                </div>
                <TextInput
                  label={`Biography of person ${index + 1}`}
                  multiline
                  value={person.bio}
                  onChange={(bio) => update(index, { bio })}
                  error={check.error("people", index, "bio")}
                  hint="A few sentences."
                  maxLength={2000}
                />
                {photo ? (
                  <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
                    {src ? (
                      <FocalPoint
                        src={src}
                        name={`person ${index + 1}'s photo`}
                        focus={photo.focus}
                        onChange={(focus) => update(index, { photo: { ...photo, focus } })}
                      />
                    ) : (
                      <FieldError message={check.error("people", index, "photo", "src")} />
                    )}
                    <div className="space-y-3">
                      <TextInput
                        label={`Photo description of person ${index + 1} (optional)`}
                        value={photo.alt}
                        onChange={(alt) => update(index, { photo: { ...photo, alt } })}
                        hint="The name beside it already says who it is."
                        maxLength={300}
                      />
                      <p className="text-slate-600 text-sm">
                        Click the photo (or use the arrow keys) at the point the card keeps in view,
                        such as the face.
                      </p>
                      <button
                        type="button"
                        onClick={() => update(index, { photo: undefined })}
                        className="rounded-full px-4 py-2 font-semibold text-red-700 text-sm ring-1 ring-red-200 transition hover:bg-red-50"
                      >
                        {`Remove photo of person ${index + 1}`}
                      </button>
                    </div>
                  </div>
                ) : choosing === index ? (
                  <ImageChooser
                    label={`Choose a photo for person ${index + 1}`}
                    onChoose={(media) => {
                      update(index, {
                        photo: { src: MediaPicture.src(media), alt: "", focus: { x: 50, y: 50 } },
                      });
                      setChoosing(null);
                    }}
                  />
                ) : (
                  <AddButton
                    label={`Add a photo of person ${index + 1}`}
                    onClick={() => setChoosing(index)}
                  />
                )}
              </ListItem>
            );
          })}
        </ol>
        <AddButton
          label="Add a person"
          icon={<UserPlus aria-hidden="true" size={16} />}
          disabled={people.length >= 48}
          onClick={() => setPeople((was) => [...was, NO_PERSON])}
        />
      </section>
    </BlockForm>
  );
}

interface DownloadItem {
  href: string;
  name: string;
  format: string;
  bytes?: number;
}

const readDownload = (value: unknown): DownloadItem => ({
  href: str(field(value, "href")),
  name: str(field(value, "name")),
  format: str(field(value, "format")),
  bytes: num(field(value, "bytes")),
});

/** A file's type as a reader says it, from its name: 'PDF', 'XLSX'. */
const formatOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toUpperCase() ?? "";

function DownloadsDialog({ data, editing, onSave, onClose }: DialogProps) {
  const id = useId();
  const [title, setTitle] = useState(str(field(data, "title")));
  const [items, setItems] = useState<DownloadItem[]>(() =>
    list(field(data, "items")).map(readDownload),
  );
  const library = useLibraryDocuments();
  const check = useBlockCheck("downloads", onSave);
  const update = (index: number, change: Partial<DownloadItem>) =>
    setItems((was) => was.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const submit = () =>
    check.submit({
      ...optional("title", title),
      items: items.map((item) => ({
        href: item.href,
        name: item.name,
        ...optional("format", item.format),
        ...(item.bytes === undefined ? {} : { bytes: item.bytes }),
      })),
    });
  const chosen = new Set(items.map((item) => item.href));
  return (
    <BlockForm
      type="downloads"
      editing={editing}
      onClose={onClose}
      submit={submit}
      problems={check.errors.size}
    >
      <TextInput
        label="Heading of the list (optional)"
        value={title}
        onChange={setTitle}
        error={check.error("title")}
        maxLength={160}
        autoFocus
      />
      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <ListHeading id={`${id}-list`}>{`Files (${items.length})`}</ListHeading>
        <FieldError message={check.error("items")} />
        {items.length > 0 ? (
          <ol className="space-y-3">
            {items.map((item, index) => (
              <ListItem
                // biome-ignore lint/suspicious/noArrayIndexKey: files are told apart by place
                key={index}
                title={item.name || `File ${index + 1}`}
                itemName="file"
                index={index}
                count={items.length}
                onMove={(to) => setItems((was) => moved(was, index, to))}
                onRemove={() => setItems((was) => was.filter((_, i) => i !== index))}
              >
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem]">
                  <TextInput
                    label={`Name of file ${index + 1}`}
                    required
                    value={item.name}
                    onChange={(name) => update(index, { name })}
                    error={check.error("items", index, "name")}
                    maxLength={200}
                  />
                  <TextInput
                    label={`Type of file ${index + 1}`}
                    value={item.format}
                    onChange={(format) => update(index, { format })}
                    error={check.error("items", index, "format")}
                    maxLength={16}
                  />
                </div>
                <TextInput
                  label={`Address of file ${index + 1}`}
                  required
                  inputMode="url"
                  value={item.href}
                  onChange={(href) => update(index, { href, bytes: undefined })}
                  error={check.error("items", index, "href")}
                  hint={
                    item.bytes === undefined
                      ? "/uploads/… or /documents/… on this site, or https://…"
                      : `From the library: ${formatBytes(item.bytes)}`
                  }
                />
              </ListItem>
            ))}
          </ol>
        ) : null}
        <AddButton
          label="Add a file by its address"
          icon={<FilePlus2 aria-hidden="true" size={16} />}
          disabled={items.length >= 40}
          onClick={() => setItems((was) => [...was, { href: "", name: "", format: "" }])}
        />
      </section>
      <section
        aria-labelledby={`${id}-library`}
        className="space-y-3 rounded-2xl border border-slate-300 border-dashed p-4"
      >
        <h3 id={`${id}-library`} className="font-semibold text-ink text-sm">
          Add PDFs from the library
        </h3>
        {library.loading ? (
          <p className="text-slate-600 text-sm">Loading the library…</p>
        ) : library.files.length === 0 ? (
          <p className="text-slate-600 text-sm">
            No PDFs in the library yet: upload them in Media.
          </p>
        ) : (
          <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto">
            {library.files.map((file) => (
              <li key={file.media} className="flex items-center gap-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink text-sm">
                    {file.originalName}
                  </span>
                  <span className="text-slate-600 text-xs">
                    {`${formatOf(file.originalName) || "PDF"} · ${formatBytes(file.bytes)}`}
                  </span>
                </span>
                <button
                  type="button"
                  disabled={chosen.has(file.url) || items.length >= 40}
                  aria-label={`Add ${file.originalName}`}
                  onClick={() =>
                    setItems((was) => [
                      ...was,
                      {
                        href: file.url,
                        name: file.originalName.replace(/\.[a-z0-9]{1,8}$/i, ""),
                        format: formatOf(file.originalName) || "PDF",
                        bytes: file.bytes,
                      },
                    ])
                  }
                  className="inline-flex items-center gap-1 rounded-full px-3 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-700/30 transition hover:bg-ev-50 disabled:opacity-40"
                >
                  <Plus aria-hidden="true" size={14} />
                  {chosen.has(file.url) ? "Added" : "Add"}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </BlockForm>
  );
}

const CONTACT = "/#contact";

function CtaDialog({ data, editing, onSave, onClose }: DialogProps) {
  const id = useId();
  const [heading, setHeading] = useState(str(field(data, "heading")));
  const [text, setText] = useState(str(field(data, "text")));
  const [label, setLabel] = useState(str(field(data, "label")));
  const storedHref = str(field(data, "href"));
  const [href, setHref] = useState(storedHref || CONTACT);
  const pages = useSitePages();
  const [target, setTarget] = useState<"page" | "contact" | "address">(
    !storedHref || storedHref === CONTACT
      ? "contact"
      : storedHref.startsWith("/") && !storedHref.includes("#")
        ? "page"
        : "address",
  );
  const check = useBlockCheck("cta", onSave);
  const submit = () =>
    check.submit({
      heading,
      ...optional("text", text),
      label,
      href: target === "contact" ? CONTACT : href.trim(),
    });
  const radio = (value: typeof target, words: string) => (
    <label className="flex items-center gap-2 text-ink text-sm">
      <input
        type="radio"
        name={`${id}-target`}
        checked={target === value}
        onChange={() => {
          setTarget(value);
          if (value === "page") setHref(pages?.[0] ?? "/");
          if (value === "address") setHref("");
        }}
        className="size-4 accent-ev-700"
      />
      {words}
    </label>
  );
  const hrefError = check.error("href");
  return (
    <BlockForm
      type="cta"
      editing={editing}
      onClose={onClose}
      submit={submit}
      problems={check.errors.size}
    >
      <TextInput
        label="Heading"
        required
        value={heading}
        onChange={setHeading}
        error={check.error("heading")}
        maxLength={160}
        autoFocus
      />
      <TextInput
        label="Text (optional)"
        multiline
        value={text}
        onChange={setText}
        error={check.error("text")}
        maxLength={600}
      />
      <TextInput
        label="Button text"
        required
        value={label}
        onChange={setLabel}
        error={check.error("label")}
        maxLength={60}
        hint="What the button says: 'Contact us', 'See our sectors'."
      />
      <fieldset className="space-y-3" aria-describedby={hrefError ? `${id}-href-error` : undefined}>
        <legend className="font-medium text-ink text-sm">The button leads to</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {radio("contact", "The contact form")}
          {radio("page", "A page of this site")}
          {radio("address", "Another address")}
        </div>
        {target === "page" ? (
          <div className="space-y-1.5">
            <label htmlFor={`${id}-page`} className="block font-medium text-ink text-sm">
              Page
            </label>
            <select
              id={`${id}-page`}
              value={href}
              onChange={(event) => setHref(event.target.value)}
              aria-invalid={hrefError ? true : undefined}
              className={INPUT_CLASS}
            >
              {(pages ?? []).includes(href) ? null : <option value={href}>{href}</option>}
              {(pages ?? []).map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </select>
            {pages === null ? (
              <p className="text-slate-600 text-sm">Loading the site's pages…</p>
            ) : null}
          </div>
        ) : target === "address" ? (
          <TextInput
            label="Button address"
            required
            inputMode="url"
            value={href}
            onChange={setHref}
            hint="https://… for another site, /… for a page of this one."
          />
        ) : null}
        <FieldError id={`${id}-href-error`} message={hrefError} />
      </fieldset>
    </BlockForm>
  );
}

function ColumnsDialog({ data, editing, onSave, onClose }: DialogProps) {
  const id = useId();
  const [columns, setColumns] = useState<string[]>(() => {
    const stored = list(field(data, "columns")).map(str);
    return stored.length >= 2 ? stored.slice(0, 3) : ["", ""];
  });
  const check = useBlockCheck("columns", onSave);
  const submit = () => check.submit({ columns: columns.map((column) => column.trim()) });
  return (
    <BlockForm
      type="columns"
      editing={editing}
      onClose={onClose}
      submit={submit}
      problems={check.errors.size}
    >
      <fieldset className="space-y-2">
        <legend className="font-medium text-ink text-sm">Number of columns</legend>
        <div className="flex gap-6">
          {[2, 3].map((count) => (
            <label key={count} className="flex items-center gap-2 text-ink text-sm">
              <input
                type="radio"
                name={`${id}-count`}
                checked={columns.length === count}
                onChange={() =>
                  setColumns((was) =>
                    count === 2 ? was.slice(0, 2) : [...was, ...Array(3 - was.length).fill("")],
                  )
                }
                className="size-4 accent-ev-700"
              />
              {count === 2 ? "Two" : "Three"}
            </label>
          ))}
        </div>
        <p className="text-slate-600 text-sm">
          Side by side on wide screens, one after the other on phones. Each column takes Markdown:
          **bold**, *italic*, [a link](https://…), lists.
        </p>
      </fieldset>
      <FieldError message={check.error("columns")} />
      <div className={`grid gap-4 ${columns.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2"}`}>
        {columns.map((column, index) => (
          <TextInput
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place
            key={index}
            label={`Column ${index + 1}`}
            multiline
            rows={8}
            value={column}
            onChange={(value) =>
              setColumns((was) => was.map((old, i) => (i === index ? value : old)))
            }
            error={check.error("columns", index)}
            autoFocus={index === 0}
          />
        ))}
      </div>
    </BlockForm>
  );
}

function QuoteDialog({ data, editing, onSave, onClose }: DialogProps) {
  const [text, setText] = useState(str(field(data, "text")));
  const [by, setBy] = useState(str(field(data, "by")));
  const [role, setRole] = useState(str(field(data, "role")));
  const check = useBlockCheck("quote", onSave);
  const submit = () => check.submit({ text, ...optional("by", by), ...optional("role", role) });
  return (
    <BlockForm
      type="quote"
      editing={editing}
      onClose={onClose}
      submit={submit}
      problems={check.errors.size}
    >
      <TextInput
        label="Quote"
        required
        multiline
        rows={4}
        value={text}
        onChange={setText}
        error={check.error("text")}
        maxLength={2000}
        autoFocus
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Said by (optional)"
          value={by}
          onChange={setBy}
          error={check.error("by")}
          maxLength={120}
        />
        <TextInput
          label="Their role (optional)"
          value={role}
          onChange={setRole}
          error={check.error("role")}
          maxLength={160}
        />
      </div>
    </BlockForm>
  );
}

interface Figure {
  value: string;
  label: string;
}

function FiguresDialog({ data, editing, onSave, onClose }: DialogProps) {
  const id = useId();
  const [figures, setFigures] = useState<Figure[]>(() => {
    const stored = list(field(data, "figures")).map((value) => ({
      value: str(field(value, "value")),
      label: str(field(value, "label")),
    }));
    return stored.length > 0 ? stored : [{ value: "", label: "" }];
  });
  const check = useBlockCheck("figures", onSave);
  const update = (index: number, change: Partial<Figure>) =>
    setFigures((was) => was.map((figure, i) => (i === index ? { ...figure, ...change } : figure)));
  const submit = () => check.submit({ figures });
  return (
    <BlockForm
      type="figures"
      editing={editing}
      onClose={onClose}
      submit={submit}
      problems={check.errors.size}
    >
      <section aria-labelledby={`${id}-list`} className="space-y-3">
        <ListHeading id={`${id}-list`} hint="A number and what it counts, as on the home page.">
          {`Figures (${figures.length})`}
        </ListHeading>
        <FieldError message={check.error("figures")} />
        <ol className="space-y-3">
          {figures.map((figure, index) => (
            <ListItem
              // biome-ignore lint/suspicious/noArrayIndexKey: figures are told apart by place
              key={index}
              title={figure.value ? `${figure.value} ${figure.label}` : `Figure ${index + 1}`}
              itemName="figure"
              index={index}
              count={figures.length}
              onMove={(to) => setFigures((was) => moved(was, index, to))}
              onRemove={() => setFigures((was) => was.filter((_, i) => i !== index))}
            >
              <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <TextInput
                  label={`Number of figure ${index + 1}`}
                  required
                  value={figure.value}
                  onChange={(value) => update(index, { value })}
                  error={check.error("figures", index, "value")}
                  hint="12,000 · 8 · 35%"
                  maxLength={24}
                  autoFocus={!editing && index === 0}
                />
                <TextInput
                  label={`Label of figure ${index + 1}`}
                  required
                  value={figure.label}
                  onChange={(label) => update(index, { label })}
                  error={check.error("figures", index, "label")}
                  hint="What it counts: Employees, Sectors."
                  maxLength={120}
                />
              </div>
            </ListItem>
          ))}
        </ol>
        <AddButton
          label="Add a figure"
          icon={<Plus aria-hidden="true" size={16} />}
          disabled={figures.length >= 8}
          onClick={() => setFigures((was) => [...was, { value: "", label: "" }])}
        />
      </section>
    </BlockForm>
  );
}
