/**
 * The mark beside an item shown in English on a page in another language because it has no
 * translation yet ('In English', in the page's language).
 */
export function InEnglish({ label }: { label: string }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-600 text-xs">
      {label}
    </span>
  );
}
