/** Numbered pages (the page number lives in the address, so every page can be shared). */
export function Paging({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  label: string;
}) {
  if (pages <= 1) return null;
  const numbers = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...numbers].sort((a, b) => a - b);
  return (
    <nav className="paging" aria-label={label}>
      <button type="button" className="paging__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ol className="paging__numbers">
        {sorted.map((n, index) => (
          <li key={n}>
            {index > 0 && n - sorted[index - 1] > 1 && (
              <span className="paging__gap" aria-hidden="true">
                …
              </span>
            )}
            <button
              type="button"
              className={`paging__number${n === page ? ' is-current' : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="paging__step" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="catalog__loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
