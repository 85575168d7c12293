/** Drawn hero picture (no photo to download): children reading outside a village school at sunrise. */
export function HeroIllustration({ title, className }: { title: string; className?: string }) {
  return (
    <svg viewBox="0 0 480 380" role="img" aria-label={title} className={className}>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffefd4" />
          <stop offset="1" stopColor="#d5f2ea" />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="460" height="360" rx="40" fill="url(#hero-sky)" />
      {/* sun */}
      <g stroke="#ff9d38" strokeWidth="5" strokeLinecap="round">
        <path d="M372 38v14M372 132v14M318 92h14M412 92h14M334 54l10 10M400 120l10 10M334 130l10-10M400 64l10-10" />
      </g>
      <circle cx="372" cy="92" r="30" fill="#fd8311" />
      {/* hills */}
      <path d="M10 250c60-40 130-50 200-20s150 20 260-30v170H10z" fill="#79cfbc" />
      <path d="M10 290c90-30 170-30 250-5s140 10 210-15v100H10z" fill="#45b39f" />
      {/* school */}
      <rect x="170" y="168" width="170" height="102" rx="6" fill="#fff8ed" stroke="#154f47" strokeWidth="4" />
      <path d="M158 172l97-58 97 58z" fill="#ee6707" stroke="#154f47" strokeWidth="4" strokeLinejoin="round" />
      <rect x="236" y="214" width="38" height="56" rx="4" fill="#197a6b" />
      <rect x="188" y="196" width="32" height="28" rx="4" fill="#aee4d6" stroke="#154f47" strokeWidth="3" />
      <rect x="290" y="196" width="32" height="28" rx="4" fill="#aee4d6" stroke="#154f47" strokeWidth="3" />
      <circle cx="255" cy="146" r="11" fill="#fff8ed" stroke="#154f47" strokeWidth="3" />
      <path d="M255 114V70" stroke="#154f47" strokeWidth="3" />
      <path d="M255 70h30v8h-30zM255 78h30v8h-30zM255 86h30v8h-30z" fill="#ff9d38" />
      <path d="M255 78h30v8h-30z" fill="#ffffff" />
      <path d="M255 86h30v8h-30z" fill="#249884" />
      {/* tree */}
      <rect x="82" y="196" width="12" height="80" rx="5" fill="#9c3c0f" />
      <circle cx="88" cy="180" r="42" fill="#197a6b" />
      <circle cx="64" cy="200" r="26" fill="#249884" />
      <circle cx="114" cy="198" r="24" fill="#249884" />
      {/* children reading */}
      <g>
        <circle cx="150" cy="262" r="15" fill="#9c3c0f" />
        <path d="M142 250c6-8 20-8 24 4-8-3-16-3-24-4z" fill="#14423c" />
        <path d="M128 330c0-30 10-50 22-50s22 20 22 50z" fill="#fd8311" />
        <circle cx="330" cy="258" r="16" fill="#7e3310" />
        <path d="M314 256c2-14 28-16 32 0-10-6-22-6-32 0z" fill="#14423c" />
        <path d="M306 330c0-32 12-52 24-52s24 20 24 52z" fill="#166257" />
        {/* the shared book */}
        <path
          d="M196 300l44-10 44 10v34l-44-10-44 10z"
          fill="#ffffff"
          stroke="#154f47"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M240 290v34" stroke="#154f47" strokeWidth="3" />
        <path
          d="M206 306l24-5M206 316l24-5M250 301l24 5M250 311l24 5"
          stroke="#79cfbc"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M168 296c12 4 22 8 30 12M312 296c-12 4-22 8-30 12"
          stroke="#9c3c0f"
          strokeWidth="7"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
