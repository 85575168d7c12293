/** Drawn illustration (no photo download): a village learning centre with a teacher and children. */
export function EducationIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 480 360" role="img" aria-label={label} className={className}>
      <rect x="0" y="0" width="480" height="360" rx="32" fill="#eefaf7" />
      <circle cx="400" cy="70" r="34" fill="#ffc170" />
      <circle cx="400" cy="70" r="50" fill="#ffc170" opacity="0.25" />
      {/* ground */}
      <path d="M0 292 Q240 262 480 292 V328 Q480 360 448 360 H32 Q0 360 0 328Z" fill="#aee4d6" />
      {/* tree */}
      <rect x="52" y="196" width="12" height="92" rx="4" fill="#9c3c0f" />
      <circle cx="58" cy="180" r="40" fill="#45b39f" />
      <circle cx="34" cy="204" r="24" fill="#249884" />
      <circle cx="84" cy="202" r="26" fill="#249884" />
      {/* blackboard */}
      <rect x="150" y="70" width="200" height="120" rx="10" fill="#154f47" />
      <rect x="150" y="70" width="200" height="120" rx="10" fill="none" stroke="#c54c08" strokeWidth="8" />
      <text x="172" y="118" fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="30" fontWeight="700">
        अ आ इ
      </text>
      <text x="172" y="164" fill="#ffdba8" fontFamily="system-ui, sans-serif" fontSize="28" fontWeight="700">
        1 + 2 = 3
      </text>
      <rect x="236" y="190" width="8" height="40" fill="#7e3310" />
      {/* teacher */}
      <circle cx="390" cy="150" r="18" fill="#9c3c0f" />
      <path d="M372 146 Q390 118 408 146 Q400 132 390 134 Q378 134 372 146Z" fill="#14423c" />
      <path d="M368 176 Q390 164 412 176 L420 268 H360Z" fill="#fd8311" />
      <path d="M372 182 L344 150" stroke="#9c3c0f" strokeWidth="9" strokeLinecap="round" />
      <rect x="372" y="266" width="10" height="24" rx="4" fill="#14423c" />
      <rect x="398" y="266" width="10" height="24" rx="4" fill="#14423c" />
      {/* mat */}
      <rect x="110" y="276" width="250" height="18" rx="9" fill="#ffdba8" />
      {/* children */}
      {[
        { x: 150, shirt: "#249884", hair: "#14423c" },
        { x: 220, shirt: "#c54c08", hair: "#062622" },
        { x: 290, shirt: "#197a6b", hair: "#14423c" },
      ].map((child) => (
        <g key={child.x}>
          <circle cx={child.x} cy={226} r="15" fill="#b45309" />
          <path
            d={`M${child.x - 15} ${222} Q${child.x} ${198} ${child.x + 15} ${222} Q${child.x} ${212} ${child.x - 15} ${222}Z`}
            fill={child.hair}
          />
          <path
            d={`M${child.x - 20} ${282} Q${child.x - 18} ${246} ${child.x} ${244} Q${child.x + 18} ${246} ${child.x + 20} ${282}Z`}
            fill={child.shirt}
          />
          <path
            d={`M${child.x - 16} ${262} L${child.x} ${270} L${child.x + 16} ${262} L${child.x + 16} ${252} L${child.x} ${258} L${child.x - 16} ${252}Z`}
            fill="#ffffff"
          />
          <path d={`M${child.x} ${258} V${270}`} stroke="#79cfbc" strokeWidth="2" />
        </g>
      ))}
    </svg>
  );
}
