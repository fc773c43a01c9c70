/** A brilliant-cut diamond in side view with a few glints: pure decoration. */
export function HeroIllustration() {
  return (
    <svg
      className="hero-illustration"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 240 200"
      fill="none"
      stroke="currentColor"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <circle cx="120" cy="100" r="92" className="hero-illustration__halo" />
      <g strokeWidth="1.6">
        <path d="M84 58h72l36 30-72 78-72-78z" />
        <path d="M48 88h144" />
      </g>
      <g strokeWidth="0.9" className="hero-illustration__facets">
        <path d="M84 58l-8 30 26-30 18 30 18-30 26 30-8-30" />
        <path d="M76 88l44 78 44-78M102 88l18 78 18-78" />
        <path d="M48 88l72 78 72-78" />
      </g>
      <g strokeWidth="1.2" className="hero-illustration__glints">
        <path d="M186 36v14M179 43h14" />
        <path d="M52 132v10M47 137h10" />
        <path d="M206 124v8M202 128h8" />
      </g>
    </svg>
  );
}
