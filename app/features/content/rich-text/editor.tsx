/**
 * The rich-text editor (TipTap, on ProseMirror), loaded only by the edit screens (React.lazy in
 * rich-text-field.tsx): a toolbar, the editable text, and the dialogs for links, images and
 * videos. What the form sends is Markdown (to-markdown.ts), in a hidden field of the field's
 * name, kept up to date as the text changes and written once more as the form is sent.
 */
import { Editor, Extension, type JSONContent } from "@tiptap/core";
import { closeHistory } from "@tiptap/pm/history";
import { NodeSelection, Selection, TextSelection, type Transaction } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import {
  Bold,
  Film,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Table2,
  Undo2,
} from "lucide-react";
import {
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { FileDrop, PendingUploads, useUploads } from "~/features/media/file-drop";
import { mediaUrl, videoKey } from "~/features/media/files";
import { MediaPicture } from "~/features/media/media-picture";
import { ACCEPTED_IMAGES, ALT_MAX, MEDIA_MESSAGES, refuseVideo } from "~/features/media/rules";
import type { ClientMedia } from "~/features/media/upload";
import {
  BLOCK_TYPES,
  type Block,
  type ImageAlignment,
  type ImageSize,
  isImageAlignment,
  isImageSize,
} from "~/lib/blocks";
import { parseTextVideo, TEXT_VIDEO_ERROR } from "~/lib/video-embed";
import { BlockDialog, type DialogBlockType } from "./block-dialogs";
import { InsertBlockMenu } from "./block-menu";
import { BlockCards, BlockViews } from "./block-node-view";
import { cleanPastedHtml } from "./clean-paste";
import { EditorDialog } from "./editor-dialog";
import { BlockNode, type RichTextKind, richTextExtensions, textAttr } from "./extensions";
import { markdownToEditorHtml } from "./from-markdown";
import { useLibrary } from "./media-library";
import { toMarkdown } from "./to-markdown";
import "./editor.css";

export interface RichTextEditorProps {
  /** The editable region's id (a form error focuses it). */
  id: string;
  /** The form field the Markdown is sent in. */
  name: string;
  /** The id of the element naming the field ('Content'). */
  labelId: string;
  /** What the field's hint and error say (ids). */
  describedBy: string;
  /** The Markdown to open, read when the editor is made (what the text area holds by then). */
  initial: () => string;
  /**
   * Called as the editor is made, in the same moment: the text area it replaces goes; whether
   * that had the focus (the editor then takes it, the cursor at the end of the text).
   */
  onStart?: () => boolean;
  invalid: boolean;
  required: boolean;
  lang?: string;
  /** What the text may hold (extensions.ts): an article's everything, or a section's text. */
  kind?: RichTextKind;
}

/** Plain text that is Markdown rather than prose: made formatting when pasted. */
const MARKDOWN_TEXT =
  /(^|\n)(#{1,6} |[-*+] |\d+\. |> |```|\|.*\||::[a-z]+[[{])|\*\*[^*\n]+\*\*|\[[^\]\n]+\]\([^)\s]+\)|!\[[^\]\n]*\]\(/;

/** How long the Markdown waits for typing to pause before it is written out. */
const SYNC_AFTER_MS = 250;

type DialogState =
  | { kind: "link"; href: string }
  | { kind: "image"; media?: ClientMedia; at?: number; replace?: number }
  | {
      kind: "image-details";
      pos: number;
      src: string;
      alt: string;
      caption: string;
      size: ImageSize;
      align: ImageAlignment;
    }
  | { kind: "video" }
  /** A block's dialog: a new block, or the one at `pos`. */
  | { kind: "block"; type: DialogBlockType; pos?: number; data?: unknown }
  | null;

/** A block taken out: 'People block removed' until the text changes. */
interface RemovedNotice {
  name: string;
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, name, labelId, describedBy, initial, onStart, invalid, required, lang } = props;
  const kind = props.kind ?? "article";
  const mount = useRef<HTMLDivElement>(null);
  /** The editable text's attributes: named by the field's label, described by its hint and error. */
  const attributes = (): Record<string, string> => ({
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    ...(required ? { "aria-required": "true" } : {}),
    ...(lang ? { lang } : {}),
    class: `${kind === "text" ? "prose-site" : "prose-article"} rte-content`,
  });
  const hidden = useRef<HTMLTextAreaElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The Markdown the form holds until the first change: what the editor opened.
  const [initialMarkdown] = useState(initial);
  const [, setRevision] = useState(0);
  /** The toolbar's state as last drawn (toolbarState). */
  const shownState = useRef("");
  const [dialog, setDialog] = useState<DialogState>(null);
  const openLink = useRef<() => void>(() => {});
  const openImageDetails = useRef<(pos?: number) => boolean>(() => false);
  const imageFiles = useRef<(files: File[], at?: number) => boolean>(() => false);
  /** The text's blocks, each drawn as a card (block-node-view.tsx). */
  const [blockViews] = useState(() => new BlockViews());
  const [removed, setRemoved] = useState<RemovedNotice | null>(null);

  // The editor itself, made once per field: its text comes from the stored Markdown at mount (a
  // new text, restored or refused, remounts the field).
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; later props are applied below
  useEffect(() => {
    if (!mount.current) return;
    // What the text area holds now, as the editor takes its place (typing until this moment).
    const opened = initial();
    const input = hidden.current;
    if (input && input.value !== opened) input.value = opened;
    const instance = new Editor({
      element: mount.current,
      extensions: [
        ...richTextExtensions(kind, {
          block: BlockNode.extend({ addNodeView: () => blockViews.renderer() }),
        }),
        Extension.create({
          name: "siteShortcuts",
          addKeyboardShortcuts: () => ({
            "Mod-k": () => {
              openLink.current();
              return true;
            },
            // A selected image: its description and caption.
            Enter: () => openImageDetails.current(),
          }),
        }),
      ],
      content: markdownToEditorHtml(opened),
      editorProps: {
        attributes: attributes(),
        transformPastedHTML: cleanPastedHtml,
        handlePaste: (_view, event) => {
          const html = event.clipboardData?.getData("text/html") ?? "";
          const text = event.clipboardData?.getData("text/plain") ?? "";
          // Word and Excel put a picture of what was copied beside its text: the text it is.
          const files = [...(event.clipboardData?.files ?? [])];
          if (files.length > 0 && !html && !text) return imageFiles.current(files);
          if (!html && MARKDOWN_TEXT.test(text)) {
            instance.commands.insertContent(markdownToEditorHtml(text));
            return true;
          }
          return false;
        },
        // The keys the editor handles itself (not the characters the browser types in) act where
        // the page shows the cursor.
        handleKeyDown: (view, event) => {
          if (event.key.length > 1 || event.ctrlKey || event.metaKey || event.altKey) {
            selectionFromPage(view);
          }
          return false;
        },
        handleDoubleClickOn: (_view, pos, node) =>
          node.type.name === "figure" ? openImageDetails.current(pos) : false,
        handleDrop: (view, event) => {
          const files = [...(event.dataTransfer?.files ?? [])];
          if (files.length === 0) return false;
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          return imageFiles.current(files, at);
        },
      },
      // The toolbar is drawn again when what it shows changes, not at every key typed.
      onTransaction: ({ editor: changed }) => {
        const state = toolbarState(changed, kind);
        if (state === shownState.current) return;
        shownState.current = state;
        setRevision((n) => n + 1);
      },
    });
    // The Markdown in the hidden field: after a pause in typing, and at once when the form is
    // sent. Listened for from the editor's first moment: a change made before React's next
    // render (text filled in at once) is sent too.
    const form = input?.form;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Until the text is changed the field sends the Markdown it opened with, as it was stored
    // (the editor writes the same words in its own way: a save of other fields changes nothing).
    let changed = false;
    const write = () => {
      clearTimeout(timer);
      if (!input) return;
      const markdown = toMarkdown(instance.getJSON());
      if (input.value === markdown) return;
      // As if typed (the element's own setter, past React's record of the value): the form's
      // autosave and its validation (React's onChange) hear it.
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(
        input,
        markdown,
      );
      input.dispatchEvent(new Event("input", { bubbles: true }));
    };
    const onUpdate = () => {
      changed = true;
      clearTimeout(timer);
      timer = setTimeout(write, SYNC_AFTER_MS);
    };
    const onFormData = (event: FormDataEvent) => {
      if (changed) write();
      event.formData.set(name, input?.value ?? "");
    };
    instance.on("update", onUpdate);
    form?.addEventListener("formdata", onFormData);
    // The field the form sends from now on (React's next render says the same).
    if (input) input.disabled = false;
    if (onStart?.()) {
      // At once, not at the next frame as TipTap's focus command does: a key pressed meanwhile
      // would reach neither the text area (gone) nor the editor.
      instance.view.dispatch(instance.state.tr.setSelection(Selection.atEnd(instance.state.doc)));
      instance.view.focus();
    }
    setEditor(instance);
    return () => {
      clearTimeout(timer);
      form?.removeEventListener("formdata", onFormData);
      instance.destroy();
    };
  }, []);

  // A form error marks the text (and names the message) without making the editor anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attributes` reads exactly these
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes() } });
  }, [editor, describedBy, invalid]);

  openImageDetails.current = (pos) => {
    if (!editor) return false;
    const at = pos ?? editor.state.selection.from;
    const node = editor.state.doc.nodeAt(at);
    if (node?.type.name !== "figure") return false;
    // Only a selected image (Enter elsewhere splits the line as usual).
    if (pos === undefined && !editor.isActive("figure")) return false;
    const { attrs } = node;
    setDialog({
      kind: "image-details",
      pos: at,
      src: textAttr(attrs, "src"),
      alt: textAttr(attrs, "alt"),
      caption: textAttr(attrs, "caption"),
      size: isImageSize(attrs.size) ? attrs.size : "full",
      align: isImageAlignment(attrs.align) ? attrs.align : "centre",
    });
    return true;
  };

  // The removal notice goes with the next change of the text (its Undo would undo that instead).
  useEffect(() => {
    if (!editor || !removed) return;
    const clear = () => setRemoved(null);
    editor.on("update", clear);
    return () => {
      editor.off("update", clear);
    };
  }, [editor, removed]);

  openLink.current = () => {
    if (!editor) return;
    selectionFromPage(editor.view);
    setDialog({ kind: "link", href: textAttr(editor.getAttributes("link"), "href") });
  };

  const { pending, upload, dismiss } = useUploads(
    useCallback((media: ClientMedia) => {
      if (media.kind !== "image") return;
      setDialog((was) => ({
        kind: "image",
        media,
        at: was?.kind === "image" ? was.at : undefined,
        replace: was?.kind === "image" ? was.replace : undefined,
      }));
    }, []),
    { refuse: refuseVideo },
  );

  imageFiles.current = (files, at) => {
    // A section's text holds no images: a file dropped or pasted there is not taken in.
    if (kind === "text") return true;
    const images = files.filter((file) => file.type.startsWith("image/"));
    if (images.length === 0) return false;
    setDialog({ kind: "image", at });
    void upload(images.slice(0, 1));
    return true;
  };

  const toolbarLabel = `${document.getElementById(labelId)?.textContent ?? "Text"} formatting`;
  /** A dialog closed (cancelled or done): back to the text where it was. */
  const closeDialog = () => {
    setDialog(null);
    editor?.commands.focus();
  };

  return (
    <div className="rte rounded-xl border border-slate-300 bg-white focus-within:border-ev-600 focus-within:ring-2 focus-within:ring-ev-600/20">
      {editor ? (
        <Toolbar label={toolbarLabel} controls={id}>
          <InsertBlockMenu
            types={
              kind === "article" ? BLOCK_TYPES : BLOCK_TYPES.filter((type) => type !== "image")
            }
            onChoose={(type) =>
              setDialog(type === "image" ? { kind: "image" } : { kind: "block", type })
            }
          />
          <Separator />
          {toolGroups(
            editor,
            {
              link: () => openLink.current(),
              image: () => setDialog({ kind: "image" }),
              video: () => setDialog({ kind: "video" }),
            },
            kind,
          ).map((group, index) => (
            <Fragment key={group[0]?.label}>
              {index > 0 ? <Separator /> : null}
              {group.map(({ label, shortcut, active, disabled, run, Icon }) => (
                <ToolButton
                  key={label}
                  label={label}
                  shortcut={shortcut}
                  active={active}
                  disabled={disabled}
                  onClick={run}
                >
                  <Icon size={18} />
                </ToolButton>
              ))}
            </Fragment>
          ))}
        </Toolbar>
      ) : null}
      {editor?.isActive("table") ? <TableTools editor={editor} /> : null}
      <div role="status">
        {editor && removed ? (
          <div className="flex flex-wrap items-center gap-3 border-slate-200 border-b bg-ink px-4 py-2 text-sm text-white">
            <span>{`${removed.name} block removed`}</span>
            <button
              type="button"
              // Unique beside the toolbar's own Undo.
              aria-label={`Undo removing the ${removed.name} block`}
              onClick={() => {
                setRemoved(null);
                editor.chain().focus().undo().run();
              }}
              className="rounded-full bg-white/10 px-3 py-1 font-semibold ring-1 ring-white/40 transition hover:bg-white/20"
            >
              Undo
            </button>
          </div>
        ) : null}
      </div>
      <div ref={mount} />
      {editor ? (
        <BlockCards
          editor={editor}
          views={blockViews}
          actions={{
            edit: (pos, type, data) =>
              setDialog(
                type === "image"
                  ? { kind: "image", at: pos, replace: pos }
                  : { kind: "block", type, pos, data },
              ),
            removed: (name) => setRemoved({ name }),
          }}
        />
      ) : null}
      <textarea
        ref={hidden}
        hidden
        name={name}
        // Out of the form until the editor holds the text (the text area sends it till then).
        disabled={!editor}
        defaultValue={initialMarkdown}
        tabIndex={-1}
        // A form error focuses the editable text, not this field.
        data-focus={id}
      />
      {pending.length > 0 && dialog?.kind !== "image" ? (
        <div className="border-slate-200 border-t px-4 pb-3">
          <PendingUploads pending={pending} onDismiss={dismiss} />
        </div>
      ) : null}
      {editor && dialog?.kind === "link" ? (
        <LinkDialog editor={editor} href={dialog.href} onClose={closeDialog} />
      ) : null}
      {editor && dialog?.kind === "image" ? (
        <ImageDialog
          editor={editor}
          media={dialog.media}
          at={dialog.at}
          pending={pending}
          onDismiss={dismiss}
          onFiles={(files) => void upload(files.slice(0, 1))}
          onChoose={(media) =>
            setDialog({ kind: "image", media, at: dialog.at, replace: dialog.replace })
          }
          replace={dialog.replace}
          onClose={closeDialog}
        />
      ) : null}
      {editor && dialog?.kind === "block" ? (
        <BlockDialog
          type={dialog.type}
          data={dialog.data}
          editing={dialog.pos !== undefined}
          onSave={(block) => {
            saveBlock(editor, block, dialog.pos);
            closeDialog();
          }}
          onClose={closeDialog}
        />
      ) : null}
      {editor && dialog?.kind === "image-details" ? (
        <ImageDetailsDialog editor={editor} {...dialog} onClose={closeDialog} />
      ) : null}
      {editor && dialog?.kind === "video" ? (
        <VideoDialog editor={editor} onClose={closeDialog} />
      ) : null}
    </div>
  );
}

/** One button of the toolbar: its name, key, state and command. */
interface Tool {
  label: string;
  shortcut?: string;
  /** Pressed (aria-pressed) where the cursor is; undefined for a button that acts once. */
  active?: boolean;
  disabled?: boolean;
  run: () => void;
  Icon: LucideIcon;
}

/** The toolbar's buttons in their groups, as the cursor's place makes them. */
function toolGroups(
  editor: Editor,
  open: { link: () => void; image: () => void; video: () => void },
  kind: RichTextKind,
): Tool[][] {
  const groups = allToolGroups(editor, open);
  if (kind === "article") return groups;
  return groups
    .map((group) => group.filter((tool) => !ARTICLE_ONLY_TOOLS.has(tool.label)))
    .filter((group) => group.length > 0);
}

const NO_DIALOGS = { link: () => {}, image: () => {}, video: () => {} };

/** What the toolbar shows of the editor's state: each button's pressed and disabled, the table's. */
function toolbarState(editor: Editor, kind: RichTextKind): string {
  const flags = toolGroups(editor, NO_DIALOGS, kind)
    .flat()
    .map((tool) => `${tool.active ? 1 : 0}${tool.disabled ? 1 : 0}`);
  return `${flags.join("")}${editor.isActive("table") ? "t" : ""}`;
}

/** The buttons a section's text has no use for (its schema lacks what they make). */
const ARTICLE_ONLY_TOOLS = new Set(["Heading 2", "Heading 3", "Table", "Image", "Video"]);

function allToolGroups(
  editor: Editor,
  open: { link: () => void; image: () => void; video: () => void },
): Tool[][] {
  const chain = () => editor.chain().focus();
  return [
    [
      {
        label: "Bold",
        shortcut: "Ctrl+B",
        active: editor.isActive("bold"),
        run: () => chain().toggleBold().run(),
        Icon: Bold,
      },
      {
        label: "Italic",
        shortcut: "Ctrl+I",
        active: editor.isActive("italic"),
        run: () => chain().toggleItalic().run(),
        Icon: Italic,
      },
    ],
    [
      {
        label: "Heading 2",
        active: editor.isActive("heading", { level: 2 }),
        run: () => chain().toggleHeading({ level: 2 }).run(),
        Icon: Heading2,
      },
      {
        label: "Heading 3",
        active: editor.isActive("heading", { level: 3 }),
        run: () => chain().toggleHeading({ level: 3 }).run(),
        Icon: Heading3,
      },
    ],
    [
      {
        label: "Bulleted list",
        active: editor.isActive("bulletList"),
        run: () => chain().toggleBulletList().run(),
        Icon: List,
      },
      {
        label: "Numbered list",
        active: editor.isActive("orderedList"),
        run: () => chain().toggleOrderedList().run(),
        Icon: ListOrdered,
      },
      {
        label: "Quote",
        active: editor.isActive("blockquote"),
        run: () => chain().toggleBlockquote().run(),
        Icon: Quote,
      },
    ],
    [
      {
        label: "Link",
        shortcut: "Ctrl+K",
        active: editor.isActive("link"),
        run: open.link,
        Icon: Link2,
      },
      {
        label: "Table",
        active: editor.isActive("table"),
        // In its first cell, to fill it in (never in place of an image or video clicked on).
        run: () =>
          chain()
            .command(({ tr }) => besideSelectedBlock(tr))
            .insertTable({ rows: 3, cols: 3, withHeaderRow: true })
            .command(({ tr }) => {
              // A line to go on writing after the table.
              const { $from } = tr.selection;
              for (let depth = $from.depth; depth > 0; depth--) {
                if ($from.node(depth).type.name === "table") {
                  paragraphAfter(tr, $from.after(depth));
                  break;
                }
              }
              return true;
            })
            .run(),
        Icon: Table2,
      },
      { label: "Image", run: open.image, Icon: ImageIcon },
      { label: "Video", run: open.video, Icon: Film },
    ],
    [
      {
        label: "Undo",
        shortcut: "Ctrl+Z",
        disabled: !editor.can().undo(),
        run: () => chain().undo().run(),
        Icon: Undo2,
      },
      {
        label: "Redo",
        shortcut: "Ctrl+Shift+Z",
        disabled: !editor.can().redo(),
        run: () => chain().redo().run(),
        Icon: Redo2,
      },
    ],
  ];
}

/** The toolbar's own buttons (not the items of the '+' menu open in it). */
const TOOLBAR_BUTTONS = "button:not([role=menuitem])";

/** A toolbar whose buttons the arrow keys move between (one tab stop for all of them). */
function Toolbar({
  label,
  controls,
  children,
}: {
  label: string;
  controls: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(ref.current?.querySelectorAll<HTMLButtonElement>(TOOLBAR_BUTTONS) ?? []),
    ].filter((button) => !button.disabled);
    const active = document.activeElement;
    const index = active instanceof HTMLButtonElement ? buttons.indexOf(active) : -1;
    const next =
      event.key === "ArrowRight"
        ? buttons[(index + 1) % buttons.length]
        : event.key === "ArrowLeft"
          ? buttons[(index - 1 + buttons.length) % buttons.length]
          : event.key === "Home"
            ? buttons[0]
            : event.key === "End"
              ? buttons[buttons.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    for (const button of buttons) button.tabIndex = button === next ? 0 : -1;
    next.focus();
  };
  // One tab stop: the first enabled button, or the one last moved to.
  useEffect(() => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>(TOOLBAR_BUTTONS) ?? [])];
    if (buttons.some((button) => button.tabIndex === 0 && !button.disabled)) return;
    const first = buttons.find((button) => !button.disabled);
    for (const button of buttons) button.tabIndex = button === first ? 0 : -1;
  });
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-xl border-slate-200 border-b bg-slate-50/95 px-2 py-1.5 backdrop-blur"
    >
      {children}
    </div>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200" />;
}

function ToolButton({
  label,
  shortcut,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      aria-keyshortcuts={shortcut?.replace("Ctrl", "Control")}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keeps the text's selection: the click does not take focus from it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 transition hover:bg-white hover:text-ink aria-pressed:bg-ev-100 aria-pressed:text-ev-900 disabled:opacity-40"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** The buttons for the table the cursor is in. */
function TableTools({ editor }: { editor: Editor }) {
  const action = (label: string, run: () => boolean) => (
    <button
      key={label}
      type="button"
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      className="rounded-full px-3 py-1 font-semibold text-slate-700 text-xs ring-1 ring-slate-300 hover:bg-white"
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-2 border-slate-200 border-b bg-slate-50 px-3 py-2">
      <legend className="sr-only">Table</legend>
      {action("Add row", () => editor.chain().focus().addRowAfter().run())}
      {action("Add column", () => editor.chain().focus().addColumnAfter().run())}
      {action("Delete row", () => editor.chain().focus().deleteRow().run())}
      {action("Delete column", () => editor.chain().focus().deleteColumn().run())}
      {action("Delete table", () => editor.chain().focus().deleteTable().run())}
    </fieldset>
  );
}

/**
 * Where the person has just put the cursor or selected words, in the editor's own record too.
 * A key pressed at once after Ctrl+End or Shift+arrows can reach the editor before the browser's
 * "selection changed" event does: Enter would then break the line at the old place, a link go in
 * at the old cursor instead of onto the selected words.
 */
function selectionFromPage(view: EditorView) {
  if (view.composing) return;
  const page = view.dom.ownerDocument.getSelection();
  if (!(view.state.selection instanceof TextSelection)) return;
  if (!page?.anchorNode || !page.focusNode) return;
  if (!view.dom.contains(page.anchorNode) || !view.dom.contains(page.focusNode)) return;
  try {
    const anchor = view.posAtDOM(page.anchorNode, page.anchorOffset);
    const head = view.posAtDOM(page.focusNode, page.focusOffset);
    const { selection } = view.state;
    if (selection.anchor === anchor && selection.head === head) return;
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
  } catch {
    // A point the editor cannot place (inside a card): its own record stands.
  }
}

/**
 * Puts a block (an image, a video) into the text at the cursor (or at `at`, where a file was
 * dropped), never in place of a block selected as a whole, and the cursor in the paragraph after
 * it (a new one when none follows): typing goes on after the block and never replaces it.
 */
function insertBlock(editor: Editor, content: JSONContent, at?: number) {
  editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      // A step of its own in the history (Ctrl+Z takes out the block, not the typing before it).
      closeHistory(tr);
      const node = state.schema.nodeFromJSON(content);
      if (at === undefined) besideSelectedBlock(tr);
      const from = at ?? tr.selection.from;
      const to = at ?? tr.selection.to;
      // Where the text's structure lets the block go (a paragraph is split, or the block goes
      // beside it when the cursor is at its start or end).
      tr.replaceRangeWith(from, to, node);
      let end = from;
      tr.mapping.maps[tr.mapping.maps.length - 1]?.forEach((_start, _end, _newStart, newEnd) => {
        end = newEnd;
      });
      const $end = tr.doc.resolve(end);
      const caret = $end.parent.inlineContent ? end : paragraphAfter(tr, end);
      if (caret === null) return false;
      tr.setSelection(TextSelection.create(tr.doc, caret)).scrollIntoView();
      return true;
    })
    .run();
}

/** A block from its dialog: put in at the cursor, or in place of the one at `pos`. */
function saveBlock(editor: Editor, block: Block, pos?: number) {
  const attrs = { type: block.type, json: JSON.stringify(block.data) };
  if (pos === undefined) {
    insertBlock(editor, { type: "contentBlock", attrs });
    return;
  }
  editor.view.dispatch(closeHistory(editor.state.tr.setNodeMarkup(pos, undefined, attrs)));
  editor.commands.focus();
}

/** A block selected as a whole (an image clicked on): the cursor goes just after it instead. */
function besideSelectedBlock(tr: Transaction) {
  if (!(tr.selection instanceof NodeSelection)) return true;
  const after = tr.selection.to;
  const $after = tr.doc.resolve(after);
  const caret = $after.nodeAfter?.isTextblock ? after + 1 : paragraphAfter(tr, after);
  if (caret !== null) tr.setSelection(TextSelection.create(tr.doc, caret));
  return true;
}

/**
 * The start of the paragraph that follows the block ending at `end`: the one there, or a new
 * empty one put there (an empty paragraph at the end is not saved: to-markdown.ts).
 */
function paragraphAfter(tr: Transaction, end: number): number | null {
  const next = tr.doc.resolve(end).nodeAfter;
  if (next?.isTextblock) return end + 1;
  const paragraph = tr.doc.type.schema.nodes.paragraph?.create();
  if (!paragraph) return null;
  tr.insert(end, paragraph);
  return end + 1;
}

/** A link's address: the same rule as the schema's (SAFE_HREF), with a host for the web. */
const LINK_ADDRESS =
  /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|\/(?![/\\])[^\s]*|#[^\s]*)$/i;

function LinkDialog({
  editor,
  href,
  onClose,
}: {
  editor: Editor;
  href: string;
  onClose: () => void;
}) {
  const [address, setAddress] = useState(href);
  const [error, setError] = useState("");
  const id = useId();
  const apply = () => {
    let value = address.trim();
    if (/^www\./i.test(value)) value = `https://${value}`;
    if (!LINK_ADDRESS.test(value)) {
      setError(
        "Please enter an address starting with https://, mailto: or / (a page of this site)",
      );
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain
        .insertContent({
          type: "text",
          text: value,
          marks: [{ type: "link", attrs: { href: value } }],
        })
        .run();
    } else {
      chain.setMark("link", { href: value }).run();
    }
    onClose();
  };
  return (
    <EditorDialog
      open
      title={href ? "Edit link" : "Add a link"}
      submitLabel="Apply link"
      onSubmit={apply}
      onClose={onClose}
      extraActions={
        href ? (
          <button
            type="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetMark("link").run();
              onClose();
            }}
            className="mr-auto rounded-full px-5 py-2.5 font-semibold text-red-700 ring-1 ring-red-200 transition hover:bg-red-50"
          >
            Remove link
          </button>
        ) : null
      }
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-href`} className="block font-medium text-ink text-sm">
          Link address
        </label>
        <input
          id={`${id}-href`}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError("");
          }}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens to type the address
          autoFocus
          inputMode="url"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink"
        />
        <p id={`${id}-hint`} className="text-slate-600 text-sm">
          https://… for another site, /news/… for a page of this one, mailto:… for an e-mail.
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </EditorDialog>
  );
}

const SIZE_LABELS: Record<ImageSize, string> = {
  small: "Small",
  medium: "Medium",
  full: "Full width",
};
const ALIGNMENT_LABELS: Record<ImageAlignment, string> = {
  left: "Left",
  centre: "Centre",
  right: "Right",
};

/** A radio group of the image dialogs (its size, its place). */
function ChoiceGroup<T extends string>({
  legend,
  hint,
  labels,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  const entries = Object.entries(labels).filter(
    (entry): entry is [T, string] => typeof entry[1] === "string",
  );
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-ink text-sm">{legend}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {entries.map(([key, label]) => (
          <label
            key={key}
            className="cursor-pointer rounded-lg px-3 py-1.5 font-medium text-slate-700 text-sm transition has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-copper-500"
          >
            <input
              type="radio"
              name={name}
              value={key}
              checked={value === key}
              onChange={() => onChange(key)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      {hint ? <p className="text-slate-600 text-sm">{hint}</p> : null}
    </fieldset>
  );
}

/** An image's alt text (required), caption, size and place, as both image dialogs ask for them. */
function useImageDescription(
  initialAlt: string,
  initialCaption: string,
  initialSize: ImageSize = "full",
  initialAlign: ImageAlignment = "centre",
) {
  const id = useId();
  const [alt, setAlt] = useState(initialAlt);
  const [caption, setCaption] = useState(initialCaption);
  const [size, setSize] = useState<ImageSize>(initialSize);
  const [align, setAlign] = useState<ImageAlignment>(initialAlign);
  const [error, setError] = useState("");
  /** Whether the image is described; otherwise says so, at the field. */
  const described = () => {
    if (alt.trim()) return true;
    setError(MEDIA_MESSAGES.altRequired);
    document.getElementById(`${id}-alt`)?.focus();
    return false;
  };
  const fields = (
    <>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-alt`} className="block font-medium text-ink text-sm">
          Alt text <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-alt`}
          value={alt}
          onChange={(event) => {
            setAlt(event.target.value);
            setError("");
          }}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens to describe the image
          autoFocus
          required
          maxLength={ALT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-alt-hint${error ? ` ${id}-alt-error` : ""}`}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink"
        />
        <p id={`${id}-alt-hint`} className="text-slate-600 text-sm">
          Read aloud by screen readers, and shown when the image cannot load.
        </p>
        {error ? (
          <p id={`${id}-alt-error`} role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-caption`} className="block font-medium text-ink text-sm">
          Caption (optional)
        </label>
        <input
          id={`${id}-caption`}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          maxLength={300}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink"
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-4">
        <ChoiceGroup legend="Size" labels={SIZE_LABELS} value={size} onChange={setSize} />
        <ChoiceGroup
          legend="Alignment"
          labels={ALIGNMENT_LABELS}
          value={align}
          onChange={setAlign}
        />
      </div>
      <p className="-mt-2 text-slate-600 text-sm">
        Text flows beside a small or medium image placed left or right; on phones every image is
        full width.
      </p>
    </>
  );
  return { alt: alt.trim(), caption: caption.trim(), size, align, setAlt, described, fields };
}

function ImageDialog({
  editor,
  media,
  at,
  replace,
  pending,
  onDismiss,
  onFiles,
  onChoose,
  onClose,
}: {
  editor: Editor;
  media?: ClientMedia;
  at?: number;
  /** An image block that could not be read, at this place: the new image takes its place. */
  replace?: number;
  pending: ReturnType<typeof useUploads>["pending"];
  onDismiss: (key: string) => void;
  onFiles: (files: File[]) => void;
  onChoose: (media: ClientMedia) => void;
  onClose: () => void;
}) {
  const id = useId();
  const description = useImageDescription(media?.alt ?? "", "");
  const { setAlt } = description;
  // A new choice brings its own description.
  useEffect(() => setAlt(media?.alt ?? ""), [media, setAlt]);
  const library = useLibrary("image");
  const insert = () => {
    if (!media || !description.described()) return;
    const { alt, caption, size, align } = description;
    const src = MediaPicture.src(media);
    const node = editor.schema.nodes.figure
      ? { type: "figure", attrs: { src, alt, caption, size, align } }
      : // A section's text has no images of its own: a sized image is a block there.
        {
          type: "contentBlock",
          attrs: {
            type: "image",
            json: JSON.stringify({ src, alt, ...(caption ? { caption } : {}), size, align }),
          },
        };
    const old = replace === undefined ? null : editor.state.doc.nodeAt(replace);
    if (replace !== undefined && old) {
      editor.view.dispatch(editor.state.tr.delete(replace, replace + old.nodeSize));
    }
    insertBlock(editor, node, at);
    onClose();
  };
  return (
    <EditorDialog
      open
      wide
      title={media ? "Describe the image" : "Add an image"}
      submitLabel={media ? "Insert image" : undefined}
      onSubmit={insert}
      onClose={onClose}
    >
      {media ? (
        <div className="flex flex-col gap-4 sm:flex-row">
          <MediaPicture
            media={media}
            alt=""
            sizes="240px"
            className="aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover sm:w-60"
          />
          <div className="min-w-0 flex-1 space-y-4">
            <p className="break-words text-slate-700 text-sm">{media.originalName}</p>
            {description.fields}
          </div>
        </div>
      ) : (
        <>
          <FileDrop
            label="Upload an image"
            hint="JPEG, PNG, WebP, AVIF or GIF, up to 25 MB; or drop it here."
            accept={ACCEPTED_IMAGES}
            disabled={pending.some((entry) => !entry.error)}
            onFiles={onFiles}
          />
          <PendingUploads pending={pending} onDismiss={onDismiss} />
          <section aria-labelledby={`${id}-library`} className="space-y-3">
            <h3 id={`${id}-library`} className="font-semibold text-ink">
              Or choose one from the media library
            </h3>
            {library.loading ? (
              <p className="text-slate-600 text-sm">Loading the media library…</p>
            ) : library.items.length === 0 ? (
              <p className="text-slate-600 text-sm">No images in the library yet.</p>
            ) : (
              <ul className="grid max-h-72 grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-4">
                {library.items.slice(0, 60).map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => onChoose(item)}
                      aria-label={`Use ${item.originalName}`}
                      className="block w-full overflow-hidden rounded-xl ring-1 ring-slate-200 transition hover:ring-2 hover:ring-ev-600"
                    >
                      <MediaPicture
                        media={item}
                        alt=""
                        sizes="160px"
                        className="aspect-[3/2] w-full bg-slate-100 object-cover"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </EditorDialog>
  );
}

/** An image already in the text: its description (required) and caption. */
function ImageDetailsDialog({
  editor,
  pos,
  src,
  alt,
  caption,
  size,
  align,
  onClose,
}: {
  editor: Editor;
  pos: number;
  src: string;
  alt: string;
  caption: string;
  size: ImageSize;
  align: ImageAlignment;
  onClose: () => void;
}) {
  const description = useImageDescription(alt, caption, size, align);
  const save = () => {
    if (!description.described()) return;
    editor
      .chain()
      .focus()
      .setNodeSelection(pos)
      .updateAttributes("figure", {
        alt: description.alt,
        caption: description.caption,
        size: description.size,
        align: description.align,
      })
      .run();
    onClose();
  };
  return (
    <EditorDialog
      open
      title="Describe the image"
      submitLabel="Save image details"
      onSubmit={save}
      onClose={onClose}
    >
      <img src={src} alt="" className="max-h-48 rounded-xl bg-slate-100 object-contain" />
      {description.fields}
    </EditorDialog>
  );
}

function VideoDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const [address, setAddress] = useState("");
  const [title, setTitle] = useState("");
  const [error, setError] = useState("");
  const library = useLibrary("video");
  const insert = () => {
    const src = address.trim();
    if (!parseTextVideo(src)) {
      setError(TEXT_VIDEO_ERROR);
      document.getElementById(`${id}-src`)?.focus();
      return;
    }
    insertBlock(editor, { type: "video", attrs: { src, title: title.trim() } });
    onClose();
  };
  return (
    <EditorDialog
      open
      title="Add a video"
      submitLabel="Insert video"
      onSubmit={insert}
      onClose={onClose}
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-src`} className="block font-medium text-ink text-sm">
          Video address
        </label>
        <input
          id={`${id}-src`}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError("");
          }}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens to type the address
          autoFocus
          list={`${id}-library`}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink"
        />
        <datalist id={`${id}-library`}>
          {library.items.map((item) => (
            <option key={item.id} value={mediaUrl(videoKey(item))}>
              {item.originalName}
            </option>
          ))}
        </datalist>
        <p id={`${id}-hint`} className="text-slate-600 text-sm">
          A YouTube or Vimeo address, or a video of the media library (offered as you type). The
          page loads its player only when a visitor presses play.
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-title`} className="block font-medium text-ink text-sm">
          Video title
        </label>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={160}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink"
        />
      </div>
    </EditorDialog>
  );
}
