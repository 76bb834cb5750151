import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { SECTION_NAV } from "./content";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";

/** The hero's navigation: section links on wide screens, a collapsible menu on phones. */
export function HomeHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="absolute inset-x-0 top-0 z-30">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-5 py-5 sm:px-8"
      >
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {SECTION_NAV.map((item) => (
            <li key={item.target}>
              <SectionLink
                to={item.target}
                className={
                  item.target === "contact"
                    ? "ml-3 rounded-full bg-white px-5 py-2.5 font-semibold text-ev-900 text-sm shadow-sm transition hover:bg-copper-100"
                    : "rounded-full px-4 py-2.5 font-medium text-sm text-white/90 transition hover:bg-white/10 hover:text-white"
                }
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex items-center justify-center rounded-full p-2.5 text-white ring-1 ring-white/30 transition hover:bg-white/10 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
          {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
      </nav>
      <div
        id={menuId}
        hidden={!open}
        className="mx-4 rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-black/5 lg:hidden"
      >
        <ul>
          {SECTION_NAV.map((item) => (
            <li key={item.target}>
              <SectionLink
                to={item.target}
                onNavigate={() => setOpen(false)}
                className="block rounded-xl px-4 py-3 font-medium text-ink transition hover:bg-ev-50"
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
