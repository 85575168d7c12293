/** Drawn illustration (no photo download): three women standing together. */
export function WomenIllustration({ label, className }: { label: string; className?: string }) {
  const women = [
    { x: 130, sari: "#c54c08", border: "#ffc170", skin: "#9c3c0f", tall: 0 },
    { x: 240, sari: "#197a6b", border: "#ffdba8", skin: "#7e3310", tall: -14 },
    { x: 350, sari: "#be185d", border: "#fde68a", skin: "#b45309", tall: 0 },
  ];
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label={label} className={className}>
      <rect x="0" y="0" width="480" height="360" rx="32" fill="#fff8ed" />
      <circle cx="240" cy="150" r="120" fill="#ffefd4" />
      <circle cx="240" cy="150" r="80" fill="#ffdba8" opacity="0.6" />
      <path d="M0 300 Q240 280 480 300 V328 Q480 360 448 360 H32 Q0 360 0 328Z" fill="#d5f2ea" />
      {women.map((w) => (
        <g key={w.x} transform={`translate(0 ${w.tall})`}>
          {/* hair bun and head */}
          <circle cx={w.x + 14} cy={104} r="11" fill="#14142b" />
          <circle cx={w.x} cy={112} r="22" fill={w.skin} />
          <path
            d={`M${w.x - 22} ${110} Q${w.x} ${80} ${w.x + 22} ${110} Q${w.x + 8} ${96} ${w.x - 22} ${110}Z`}
            fill="#14142b"
          />
          <circle cx={w.x} cy={103} r="2.5" fill="#be123c" />
          {/* body: sari */}
          <path
            d={`M${w.x - 30} ${150} Q${w.x} ${134} ${w.x + 30} ${150} L${w.x + 42} ${296} H${w.x - 42}Z`}
            fill={w.sari}
          />
          {/* pallu across the shoulder */}
          <path
            d={`M${w.x + 28} ${148} L${w.x - 34} ${236} L${w.x - 20} ${244} L${w.x + 34} ${166}Z`}
            fill={w.border}
          />
          <path d={`M${w.x - 42} ${290} H${w.x + 42}`} stroke={w.border} strokeWidth="8" />
        </g>
      ))}
      {/* notebook held by the first woman */}
      <rect x="146" y="190" width="34" height="42" rx="3" fill="#ffffff" stroke="#154f47" strokeWidth="3" />
      <path d="M152 202 H174 M152 212 H174 M152 222 H168" stroke="#45b39f" strokeWidth="3" />
      {/* spool of thread held by the third woman */}
      <rect x="312" y="196" width="26" height="8" rx="2" fill="#9c3c0f" />
      <rect x="316" y="204" width="18" height="22" fill="#6d28d9" />
      <rect x="312" y="226" width="26" height="8" rx="2" fill="#9c3c0f" />
      {/* joined hands in the middle */}
      <circle cx="185" cy="246" r="9" fill="#9c3c0f" />
      <circle cx="295" cy="246" r="9" fill="#b45309" />
      {/* sparkles */}
      <path d="M72 80 l6 14 l14 6 l-14 6 l-6 14 l-6 -14 l-14 -6 l14 -6Z" fill="#fd8311" />
      <path d="M410 60 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4Z" fill="#249884" />
    </svg>
  );
}
