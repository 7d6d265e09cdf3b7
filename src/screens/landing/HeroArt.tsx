/** A whole pizza seen from above, cut into slices; decorative. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <circle cx="80" cy="80" r="78" fill="var(--color-crust)" />
      <circle cx="80" cy="80" r="66" fill="var(--color-cheese)" />
      <g stroke="var(--color-crust)" strokeWidth="3" opacity="0.7">
        <path d="M80 14v132M14 80h132M33 33l94 94M127 33l-94 94" />
      </g>
      <g fill="var(--color-brand-strong)">
        <circle cx="58" cy="50" r="9" />
        <circle cx="104" cy="54" r="8" />
        <circle cx="112" cy="98" r="9" />
        <circle cx="62" cy="106" r="8" />
        <circle cx="84" cy="80" r="7" />
      </g>
      <g fill="var(--color-basil)">
        <ellipse cx="76" cy="40" rx="6" ry="3" transform="rotate(-25 76 40)" />
        <ellipse cx="122" cy="76" rx="6" ry="3" transform="rotate(40 122 76)" />
        <ellipse cx="44" cy="82" rx="6" ry="3" transform="rotate(70 44 82)" />
        <ellipse cx="92" cy="122" rx="6" ry="3" transform="rotate(-10 92 122)" />
      </g>
    </svg>
  );
}
