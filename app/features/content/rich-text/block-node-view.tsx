/**
 * A block of the text as the editor shows it: a card summing it up (its kind, names, pictures)
 * with its buttons: edit, move up, move down, remove. ProseMirror draws each block node into an
 * element of its own (a node view); React draws the card into it (a portal), so the cards share
 * the editor's state and dialogs. Moving and removing are each one transaction: Ctrl+Z (or the
 * notice's 'Undo') takes one back.
 */
import type { Editor, NodeViewRenderer } from "@tiptap/core";
import { closeHistory } from "@tiptap/pm/history";
import { NodeSelection } from "@tiptap/pm/state";
import {
  AlertTriangle,
  ArrowDown,
  ArrowUp,
  Columns3,
  Download,
  FileText,
  GalleryHorizontalEnd,
  Hash,
  ImageIcon,
  type LucideIcon,
  Megaphone,
  Pencil,
  Quote,
  Trash2,
  Users,
} from "lucide-react";
import {
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import { BLOCK_NAMES, type Block, type BlockType, isBlockType, parseBlock } from "~/lib/blocks";
import { shownImage } from "./block-fields";
import { textAttr } from "./extensions";

type ProseMirrorNode = Parameters<NodeViewRenderer>[0]["node"];

export const BLOCK_ICONS: Record<BlockType, LucideIcon> = {
  image: ImageIcon,
  gallery: GalleryHorizontalEnd,
  people: Users,
  downloads: Download,
  cta: Megaphone,
  columns: Columns3,
  quote: Quote,
  figures: Hash,
};

/** One block's element in the text, and where it is. */
export interface BlockView {
  key: number;
  dom: HTMLElement;
  node: ProseMirrorNode;
  getPos: () => number | undefined;
}

/** The blocks the text shows now: React draws a card into each (BlockCards). */
export class BlockViews {
  private views = new Set<BlockView>();
  private list: BlockView[] = [];
  private listeners = new Set<() => void>();
  private next = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.list;

  private changed() {
    this.list = [...this.views];
    for (const listener of this.listeners) listener();
  }

  /** The node view ProseMirror makes for each block node. */
  renderer(): NodeViewRenderer {
    return ({ node, getPos }) => {
      const dom = document.createElement("div");
      dom.className = "rte-block";
      dom.contentEditable = "false";
      dom.dataset.blockType = textAttr(node.attrs, "type");
      const view: BlockView = { key: this.next++, dom, node, getPos };
      this.views.add(view);
      this.changed();
      return {
        dom,
        update: (updated) => {
          if (updated.type !== view.node.type) return false;
          view.node = updated;
          dom.dataset.blockType = textAttr(updated.attrs, "type");
          this.changed();
          return true;
        },
        selectNode: () => dom.classList.add("ProseMirror-selectednode"),
        deselectNode: () => dom.classList.remove("ProseMirror-selectednode"),
        // The card's buttons are the card's: the editor does not take their clicks and keys.
        stopEvent: (event) =>
          event.target instanceof Element &&
          event.target !== dom &&
          event.target.closest("button, a, input, textarea, select") !== null,
        ignoreMutation: () => true,
        destroy: () => {
          this.views.delete(view);
          this.changed();
        },
      };
    };
  }
}

/** A block node's type and what its fields say: the block, or its problems. */
export function readBlockNode(
  node: ProseMirrorNode,
):
  | { ok: true; type: BlockType; block: Block; data: unknown }
  | { ok: false; type: BlockType; problems: string[]; data: unknown } {
  const given = textAttr(node.attrs, "type");
  const type = isBlockType(given) ? given : "quote";
  let data: unknown;
  try {
    data = JSON.parse(textAttr(node.attrs, "json"));
  } catch {
    return { ok: false, type, problems: [`${BLOCK_NAMES[type]} block: its data is damaged`], data };
  }
  const parsed = parseBlock(type, data);
  return parsed.ok
    ? { ok: true, type, block: parsed.block, data }
    : { ok: false, type, problems: parsed.problems, data };
}

type Direction = -1 | 1;

/** Moves the block at `pos` past its neighbour, in one transaction; its new place. */
export function moveBlock(editor: Editor, pos: number, direction: Direction): number | null {
  const { state } = editor;
  const node = state.doc.nodeAt(pos);
  if (!node) return null;
  const $pos = state.doc.resolve(pos);
  const index = $pos.index();
  const neighbour = $pos.parent.maybeChild(index + direction);
  if (!neighbour) return null;
  const target = direction < 0 ? pos - neighbour.nodeSize : pos + neighbour.nodeSize;
  const tr = state.tr.delete(pos, pos + node.nodeSize).insert(target, node);
  tr.setSelection(NodeSelection.create(tr.doc, target)).scrollIntoView();
  // A step of its own in the history, however soon after the last change.
  editor.view.dispatch(closeHistory(tr));
  return target;
}

/** Takes the block at `pos` out of the text, in one transaction. */
export function removeBlock(editor: Editor, pos: number) {
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  editor.view.dispatch(
    closeHistory(editor.state.tr.delete(pos, pos + node.nodeSize).scrollIntoView()),
  );
  editor.commands.focus();
}

/** What a card's buttons do (the editor's dialogs and notices). */
export interface CardActions {
  edit: (pos: number, type: BlockType, data: unknown) => void;
  removed: (name: string) => void;
}

/** The cards of the text's blocks, each drawn into its block's element. */
export function BlockCards({
  editor,
  views,
  actions,
}: {
  editor: Editor;
  views: BlockViews;
  actions: CardActions;
}) {
  const list = useSyncExternalStore(views.subscribe, views.snapshot, views.snapshot);
  // Drawn again as the text changes: a block's place (first, last) moves with the text around it.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    editor.on("update", redraw);
    return () => {
      editor.off("update", redraw);
    };
  }, [editor]);
  /** After a move, the moved card's button takes the focus again (its element is new). */
  const focusAfterMove = useRef<{ pos: number; direction: Direction } | null>(null);
  const placed = list
    .map((view) => ({ view, pos: view.getPos() }))
    .filter((entry): entry is { view: BlockView; pos: number } => entry.pos !== undefined)
    .sort((a, b) => a.pos - b.pos);
  const counts = new Map<BlockType, number>();
  const childCount = editor.state.doc.childCount;

  useLayoutEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    const entry = placed.find(({ pos }) => pos === pending.pos);
    if (!entry) return;
    focusAfterMove.current = null;
    const buttons = [
      ...entry.view.dom.querySelectorAll<HTMLButtonElement>("button[data-move]"),
    ].filter((button) => !button.disabled);
    const same = buttons.find((button) => button.dataset.move === String(pending.direction));
    (same ?? buttons[0])?.focus();
  });

  return (
    <>
      {placed.map(({ view, pos }) => {
        const read = readBlockNode(view.node);
        const seen = (counts.get(read.type) ?? 0) + 1;
        counts.set(read.type, seen);
        const total = placed.filter(
          (other) => readBlockNode(other.view.node).type === read.type,
        ).length;
        const name = BLOCK_NAMES[read.type];
        // 'People block', or 'People block 2' where the text has several.
        const label = total > 1 ? `${name} block ${seen}` : `${name} block`;
        const index = editor.state.doc.resolve(pos).index();
        return createPortal(
          <BlockCard
            read={read}
            label={label}
            first={index === 0}
            last={index >= childCount - 1}
            // Where the block is when the button is pressed (typing above it moves it).
            onEdit={() => actions.edit(view.getPos() ?? pos, read.type, read.data)}
            onMove={(direction) => {
              const target = moveBlock(editor, view.getPos() ?? pos, direction);
              if (target !== null) focusAfterMove.current = { pos: target, direction };
            }}
            onRemove={() => {
              removeBlock(editor, view.getPos() ?? pos);
              actions.removed(name);
            }}
          />,
          view.dom,
          String(view.key),
        );
      })}
    </>
  );
}

function CardButton({
  label,
  onClick,
  disabled,
  children,
  move,
  danger = false,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  move?: Direction;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      data-move={move}
      onMouseDown={(event) => event.stopPropagation()}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-ink disabled:opacity-30 disabled:hover:bg-transparent ${
        danger ? "hover:bg-red-50 hover:text-red-700" : ""
      }`}
    >
      {children}
    </button>
  );
}

function BlockCard({
  read,
  label,
  first,
  last,
  onEdit,
  onMove,
  onRemove,
}: {
  read: ReturnType<typeof readBlockNode>;
  label: string;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
}) {
  const Icon = read.ok ? BLOCK_ICONS[read.type] : AlertTriangle;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card of buttons and a summary, not a form's fieldset
    <div
      role="group"
      aria-label={label}
      className={`rte-block-card not-prose ${read.ok ? "" : "rte-block-card-invalid"}`}
    >
      <div className="rte-block-card-head">
        <span className="rte-block-card-icon" aria-hidden="true">
          <Icon size={18} />
        </span>
        <span className="rte-block-card-kind">{BLOCK_NAMES[read.type]}</span>
        <span className="rte-block-card-count">
          {read.ok ? countOf(read.block) : "Needs fixing"}
        </span>
        <span className="rte-block-card-actions">
          <button
            type="button"
            aria-label={`Edit ${label}`}
            onMouseDown={(event) => event.stopPropagation()}
            onClick={onEdit}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 font-semibold text-ev-700 text-sm transition hover:bg-ev-50"
          >
            <Pencil aria-hidden="true" size={15} />
            Edit
          </button>
          <CardButton
            label={`Move ${label} up`}
            disabled={first}
            move={-1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" size={18} />
          </CardButton>
          <CardButton
            label={`Move ${label} down`}
            disabled={last}
            move={1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" size={18} />
          </CardButton>
          <CardButton label={`Remove ${label}`} danger onClick={onRemove}>
            <Trash2 aria-hidden="true" size={18} />
          </CardButton>
        </span>
      </div>
      <div className="rte-block-card-body">
        {read.ok ? (
          <Summary block={read.block} />
        ) : (
          <div className="space-y-1 text-red-800 text-sm">
            <p className="font-semibold">
              This block cannot be published until it is fixed: press Edit.
            </p>
            <ul className="list-disc pl-5">
              {read.problems.slice(0, 5).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function countOf(block: Block): string {
  switch (block.type) {
    case "image":
      return "";
    case "gallery":
      return plural(block.data.images.length, "image", "images");
    case "people":
      return plural(block.data.people.length, "person", "people");
    case "downloads":
      return plural(block.data.items.length, "file", "files");
    case "cta":
      return "";
    case "columns":
      return block.data.columns.length === 3 ? "Three columns" : "Two columns";
    case "quote":
      return "";
    case "figures":
      return plural(block.data.figures.length, "figure", "figures");
  }
}

/** A few words of a column's Markdown, without its marks. */
const plainWords = (markdown: string, max = 140) => {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>~-]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

function Summary({ block }: { block: Block }) {
  switch (block.type) {
    case "image":
      return null;
    case "gallery":
      return (
        <ul className="rte-block-thumbs">
          {block.data.images.slice(0, 8).map((image, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be in twice
            <li key={index}>
              {shownImage(image.src) ? <img src={shownImage(image.src)} alt={image.alt} /> : null}
            </li>
          ))}
          {block.data.images.length > 8 ? (
            <li className="rte-block-more">{`+${block.data.images.length - 8}`}</li>
          ) : null}
        </ul>
      );
    case "people":
      return (
        <ul className="rte-block-people">
          {block.data.people.slice(0, 6).map((person, index) => {
            const src = shownImage(person.photo?.src);
            const focus = person.photo?.focus;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: people are told apart by place
              <li key={index}>
                {src ? (
                  <img
                    src={src}
                    alt=""
                    style={focus ? { objectPosition: `${focus.x}% ${focus.y}%` } : undefined}
                  />
                ) : (
                  <span className="rte-block-initials" aria-hidden="true">
                    {initials(person.name)}
                  </span>
                )}
                <span className="min-w-0">
                  <strong>{person.name}</strong>
                  {person.role ? <span>{person.role}</span> : null}
                </span>
              </li>
            );
          })}
          {block.data.people.length > 6 ? (
            <li className="rte-block-more">{`+${block.data.people.length - 6} more`}</li>
          ) : null}
        </ul>
      );
    case "downloads":
      return (
        <div className="space-y-2">
          {block.data.title ? <p className="font-semibold text-ink">{block.data.title}</p> : null}
          <ul className="rte-block-files">
            {block.data.items.slice(0, 5).map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: files are told apart by place
              <li key={index}>
                <FileText aria-hidden="true" size={16} />
                <span className="min-w-0 truncate">{item.name}</span>
                {item.format ? <span className="rte-block-tag">{item.format}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      );
    case "cta":
      return (
        <div className="rte-block-cta">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{block.data.heading}</p>
            {block.data.text ? <p className="text-slate-600 text-sm">{block.data.text}</p> : null}
          </div>
          <span className="rte-block-cta-button">
            {block.data.label}
            <span className="sr-only">{` (leads to ${block.data.href})`}</span>
          </span>
        </div>
      );
    case "columns":
      return (
        <div className={`rte-block-columns rte-block-columns-${block.data.columns.length}`}>
          {block.data.columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place
            <p key={index}>{plainWords(column) || "(empty)"}</p>
          ))}
        </div>
      );
    case "quote":
      return (
        <figure className="rte-block-quote">
          <blockquote>{`“${plainWords(block.data.text, 220)}”`}</blockquote>
          {block.data.by ? (
            <figcaption>
              {`— ${block.data.by}`}
              {block.data.role ? `, ${block.data.role}` : ""}
            </figcaption>
          ) : null}
        </figure>
      );
    case "figures":
      return (
        <dl className="rte-block-figures">
          {block.data.figures.map((figure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: figures are told apart by place
            <div key={index}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}
