/** The brand's small diamond mark, drawn beside the shop name. */
export function BrandMark() {
  return (
    <svg
      className="brand__mark"
      aria-hidden="true"
      focusable="false"
      width="28"
      height="28"
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeLinejoin="round"
    >
      <path d="M9 8h14l6 7-13 13L3 15z" strokeWidth="1.5" />
      <path d="M3 15h26M9 8l3.5 7L16 8l3.5 7L23 8M12.5 15L16 28l3.5-13" strokeWidth="1" />
    </svg>
  );
}
