/** The eyebrow, heading and lead paragraph every home section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = "light",
  align = "left",
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: "light" | "dark";
  align?: "left" | "center";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <p
        className={`font-semibold text-sm uppercase tracking-[0.25em] ${
          tone === "dark" ? "text-copper-400" : "text-copper-600"
        }`}
      >
        {eyebrow}
      </p>
      <h2
        id={`${id}-heading`}
        className={`mt-3 font-display text-3xl leading-tight sm:text-4xl lg:text-5xl ${
          tone === "dark" ? "text-white" : "text-ink"
        }`}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={`mt-5 text-lg leading-relaxed ${tone === "dark" ? "text-white/80" : "text-slate-600"}`}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
