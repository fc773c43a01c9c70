import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, searchDestination } from './productLookup';
import { SearchIcon } from './SearchIcon';
import './productSearch.css';

interface ProductSearchFormProps {
  /** What the box starts with (the results page shows the search it answers). */
  initialQuery?: string;
  /** A short hint where the box is narrow (the header); the label always says what the box takes. */
  placeholder?: string;
  className?: string;
}

/**
 * Search by stock number, certificate number or name. Enter (or the button) opens the product a stock or
 * certificate number names, otherwise the results page.
 */
export function ProductSearchForm({
  initialQuery = '',
  placeholder = 'Stock number, certificate number or name',
  className = '',
}: ProductSearchFormProps) {
  const inputId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const [searching, setSearching] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q || searching) return;
    setSearching(true);
    try {
      navigate(await searchDestination(q));
    } finally {
      setSearching(false);
    }
  };

  return (
    <form
      role="search"
      action="/search"
      className={`product-search ${className}`}
      onSubmit={submit}
      aria-busy={searching || undefined}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search by stock number, certificate number or name
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        className="product-search__input"
        placeholder={placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="product-search__button">
        <SearchIcon size={18} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
