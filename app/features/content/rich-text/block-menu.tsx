/**
 * The toolbar's '+' button ('Insert block') and its menu of blocks: the arrow keys move through
 * it, Enter chooses, Escape closes it and gives the focus back to the button.
 */
import { Plus } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { BLOCK_NAMES, type BlockType } from "~/lib/blocks";
import { BLOCK_ICONS } from "./block-node-view";

/** What each block is, in the menu. */
const BLOCK_HINTS: Record<BlockType, string> = {
  image: "A picture, small, medium or full width",
  gallery: "2 to 12 images in a grid",
  people: "Cards: photo, name, role, biography",
  downloads: "Documents to download",
  cta: "A heading and a button",
  columns: "Two or three columns of text",
  quote: "Words someone said, and who",
  figures: "Numbers and what they count",
};

export function InsertBlockMenu({
  types,
  onChoose,
}: {
  types: readonly BlockType[];
  onChoose: (type: BlockType) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
  /** Which item takes the focus as the menu opens. */
  const [start, setStart] = useState<"first" | "last">("first");

  useEffect(() => {
    if (!open) return;
    const list = [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    (start === "last" ? list[list.length - 1] : list[0])?.focus();
    // A click outside closes it.
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) {
        if (!button.current?.contains(event.target)) setOpen(false);
      }
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, start]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    // The toolbar's own arrow keys are not this menu's.
    event.stopPropagation();
    const list = items();
    const at = list.findIndex((item) => item === document.activeElement);
    const go = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        go(at + 1);
        break;
      case "ArrowUp":
        go(at - 1);
        break;
      case "Home":
        go(0);
        break;
      case "End":
        go(list.length - 1);
        break;
      case "Escape":
        close();
        break;
      case "Tab":
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <span className="relative inline-flex">
      <button
        ref={button}
        type="button"
        tabIndex={-1}
        aria-label="Insert block"
        title="Insert block"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setStart("first");
          setOpen((was) => !was);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setStart(event.key === "ArrowUp" ? "last" : "first");
            setOpen(true);
          }
        }}
        className="inline-flex h-9 items-center gap-1 rounded-lg bg-ev-700 pr-2.5 pl-2 font-semibold text-sm text-white transition hover:bg-ev-900 aria-expanded:bg-ev-900"
      >
        <Plus aria-hidden="true" size={18} />
        <span aria-hidden="true" className="hidden sm:inline">
          Block
        </span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label="Blocks"
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute top-full left-0 z-30 mt-2 w-[min(20rem,calc(100vw-2.5rem))] rounded-2xl bg-white p-1.5 shadow-2xl ring-1 ring-slate-200"
        >
          {types.map((type) => {
            const Icon = BLOCK_ICONS[type];
            return (
              <button
                key={type}
                type="button"
                role="menuitem"
                tabIndex={-1}
                // 'People block': unique beside the toolbar's own Image and Quote buttons.
                aria-label={`${BLOCK_NAMES[type]} block`}
                aria-describedby={`${id}-${type}-hint`}
                onClick={() => {
                  setOpen(false);
                  onChoose(type);
                }}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left transition hover:bg-ev-50 focus:bg-ev-50 focus:outline-none"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 flex-none items-center justify-center rounded-lg bg-ev-50 text-ev-700 ring-1 ring-ev-100"
                >
                  <Icon size={18} />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink text-sm">{BLOCK_NAMES[type]}</span>
                  <span id={`${id}-${type}-hint`} className="block text-slate-600 text-xs">
                    {BLOCK_HINTS[type]}
                  </span>
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
    </span>
  );
}
