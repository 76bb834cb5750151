import type { SectorSlug } from "./content";

/** Decorative contour lines for dark hero backgrounds. */
export function ContourPattern({ className = "" }: { className?: string }) {
  const rings = [60, 110, 160, 210, 260, 310, 360, 410];
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 800 800"
      preserveAspectRatio="xMidYMid slice"
      fill="none"
    >
      {rings.map((r, i) => (
        <ellipse
          key={r}
          cx={560}
          cy={300}
          rx={r * 1.25}
          ry={r}
          transform={`rotate(${-18 + i * 3} 560 300)`}
          stroke={i % 3 === 0 ? "#d98a4e" : "#14a37f"}
          strokeOpacity={0.18 - i * 0.012}
          strokeWidth={1.5}
        />
      ))}
    </svg>
  );
}

function ManufacturingArt() {
  return (
    <>
      <defs>
        <linearGradient id="mf-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0a6e57" />
          <stop offset="1" stopColor="#063b30" />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill="url(#mf-sky)" />
      <circle cx="318" cy="62" r="34" fill="#14a37f" opacity="0.35" />
      <path d="M0 190h400v50H0z" fill="#052a22" />
      <path d="M0 190h400" stroke="#14a37f" strokeWidth="2" strokeDasharray="18 14" opacity="0.6" />
      {/* Charging station */}
      <rect x="292" y="104" width="40" height="86" rx="8" fill="#d1faee" />
      <rect x="300" y="114" width="24" height="20" rx="4" fill="#0a6e57" />
      <path d="m313 140-8 16h9l-5 14 12-19h-9l5-11z" fill="#b8652e" />
      <path d="M332 150c22 0 22 36 0 36h-40" stroke="#d1faee" strokeWidth="4" fill="none" />
      {/* Car */}
      <path
        d="M70 170c0-14 10-24 26-28l34-26c8-6 18-9 28-9h56c12 0 22 5 30 13l24 24c16 2 28 12 28 26v12H70z"
        fill="#ecfdf8"
      />
      <path
        d="M140 118h32v28h-62zM180 118h30c6 0 11 3 15 7l20 21h-65z"
        fill="#0a6e57"
        opacity="0.85"
      />
      <circle cx="120" cy="184" r="18" fill="#0e1a1f" />
      <circle cx="120" cy="184" r="7" fill="#d98a4e" />
      <circle cx="238" cy="184" r="18" fill="#0e1a1f" />
      <circle cx="238" cy="184" r="7" fill="#d98a4e" />
    </>
  );
}

function MiningArt() {
  return (
    <>
      <defs>
        <linearGradient id="mn-rock" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a3023" />
          <stop offset="1" stopColor="#24160f" />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill="#7d401c" />
      <circle cx="84" cy="58" r="30" fill="#f0b27a" opacity="0.55" />
      <path d="M0 120 90 52l60 40 70-62 90 74 90-30v166H0z" fill="url(#mn-rock)" />
      <path
        d="M0 150c70-18 130 10 200-6s130-24 200-6"
        stroke="#b8652e"
        strokeWidth="10"
        fill="none"
        opacity="0.9"
      />
      <path
        d="M0 184c80-14 150 12 220-2s120-20 180-8"
        stroke="#d98a4e"
        strokeWidth="6"
        fill="none"
        opacity="0.8"
      />
      <path
        d="M0 214c90-10 140 8 210 0s130-14 190-4"
        stroke="#9a5024"
        strokeWidth="8"
        fill="none"
        opacity="0.85"
      />
      {[
        [120, 150],
        [250, 146],
        [320, 182],
        [70, 210],
        [180, 188],
      ].map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${(y ?? 0) - 9}l9 9-9 9-9-9z`}
          fill="#f8e6d8"
          opacity="0.9"
        />
      ))}
      {/* Headframe */}
      <path d="M300 118V64h8l22 54M300 64l-20 54" stroke="#f8e6d8" strokeWidth="4" fill="none" />
      <circle cx="304" cy="64" r="7" fill="none" stroke="#f8e6d8" strokeWidth="4" />
    </>
  );
}

function ExportArt() {
  return (
    <>
      <defs>
        <linearGradient id="ex-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4a3023" />
          <stop offset="1" stopColor="#24160f" />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill="url(#ex-bg)" />
      {/* Hills of Oromia */}
      <path d="M0 190c60-40 110-46 170-20s120 10 230-30v100H0z" fill="#0a6e57" opacity="0.55" />
      <path d="M0 210c80-26 150-20 220 0s120 4 180-12v42H0z" fill="#063b30" opacity="0.8" />
      {/* Cup */}
      <path d="M220 96h96v44c0 26-20 46-48 46s-48-20-48-46z" fill="#f8e6d8" />
      <path
        d="M316 108h10c12 0 18 8 18 17s-6 17-18 17h-12"
        stroke="#f8e6d8"
        strokeWidth="8"
        fill="none"
      />
      <ellipse cx="268" cy="96" rx="48" ry="9" fill="#b8652e" />
      <path
        d="M250 62c-8 10 8 14 0 24M270 56c-8 12 8 16 0 28M290 62c-8 10 8 14 0 24"
        stroke="#f8e6d8"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.6"
        fill="none"
      />
      {/* Beans */}
      {[
        [88, 90, -30],
        [128, 128, 20],
        [70, 146, 60],
        [150, 76, -70],
      ].map(([x, y, r]) => (
        <g key={`${x}-${y}`} transform={`rotate(${r} ${x} ${y})`}>
          <ellipse cx={x} cy={y} rx="22" ry="15" fill="#9a5024" />
          <path
            d={`M${(x ?? 0) - 18} ${y}c10-8 26 8 36 0`}
            stroke="#24160f"
            strokeWidth="3"
            fill="none"
          />
        </g>
      ))}
    </>
  );
}

const ART: Record<SectorSlug, () => React.JSX.Element> = {
  manufacturing: ManufacturingArt,
  mining: MiningArt,
  export: ExportArt,
};

/** A decorative illustration of a sector (400×240, scales to its box). */
export function SectorIllustration({
  sector,
  className = "",
}: {
  sector: SectorSlug;
  className?: string;
}) {
  const Art = ART[sector];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 240"
      preserveAspectRatio="xMidYMid slice"
      className={className}
    >
      <Art />
    </svg>
  );
}
