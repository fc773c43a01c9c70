import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FacetCounts } from './searchTypes';

/** A chosen option of an OptionList: a ticked box or a pressed single-choice button. */
const CHOSEN_OPTION = 'input:checked, [aria-pressed="true"]';

/**
 * A collapsible section of a filter panel; its button is named by the section title. It opens as the
 * spec says (`defaultOpen`), except that a section holding a choice from the address starts open, so
 * no active filter hides in a closed section.
 */
export function FilterSection({
  title,
  defaultOpen = true,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (bodyRef.current?.querySelector(CHOSEN_OPTION)) setOpen(true);
  }, []);
  return (
    <section className="filter-section">
      <h3 className="filter-section__heading">
        <button
          type="button"
          className="filter-section__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <span className="filter-section__chevron" aria-hidden="true" />
        </button>
      </h3>
      <div ref={bodyRef} id={id} className="filter-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** The facet count of an option, found case-insensitively; undefined when the server sent none. */
export function facetCount(facets: FacetCounts | undefined, ...names: string[]): number | undefined {
  if (!facets) return undefined;
  const wanted = names.map((name) => name.toLowerCase());
  for (const [key, count] of Object.entries(facets)) if (wanted.includes(key.toLowerCase())) return count;
  return 0;
}

interface OptionListProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  facets?: FacetCounts;
  /** Multi choice: every chosen value; single choice: at most one. */
  selected: readonly string[];
  onToggle(value: string): void;
  /** Checkboxes (multi) or toggle buttons (single choice: choosing the chosen value again clears it). */
  mode: 'multi' | 'single';
  icon?(value: string): ReactNode;
  layout?: 'list' | 'tiles' | 'chips';
  /**
   * Leaves out the options with a count of 0 (a grade no piece has, given the other filters) instead of
   * dimming them; a chosen option stays, so it can be unticked.
   */
  hideAbsent?: boolean;
}

/**
 * The options of one filter. Each control is named by its option only ('Oval'); its facet count
 * ('(312)') describes it, and options with a count of 0 stay visible, dimmed, unless `hideAbsent`.
 * A facet's counts leave out that facet's own choice, so ticking one option never hides its neighbours.
 */
export function OptionList({
  legend,
  options,
  facets,
  selected,
  onToggle,
  mode,
  icon,
  layout = 'list',
  hideAbsent = false,
}: OptionListProps) {
  const baseId = useId();
  return (
    <fieldset className={`filter-options filter-options--${layout}`}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option, index) => {
        const count = facetCount(facets, option.value, option.label);
        const checked = selected.some((value) => value.toLowerCase() === option.value.toLowerCase());
        if (hideAbsent && count === 0 && !checked) return null;
        const countId = `${baseId}-${index}`;
        const className = `filter-option${checked ? ' is-selected' : ''}${count === 0 ? ' is-empty' : ''}`;
        const countText =
          count === undefined ? null : (
            <span id={countId} className="filter-option__count">
              ({count.toLocaleString('en-US')})
            </span>
          );
        if (mode === 'single') {
          return (
            <div key={option.value} className={`${className} filter-option--single`}>
              <button
                type="button"
                className="filter-option__button"
                aria-pressed={checked}
                aria-describedby={count === undefined ? undefined : countId}
                onClick={() => onToggle(option.value)}
              >
                {icon?.(option.value)}
                <span className="filter-option__label">{option.label}</span>
              </button>
              {countText}
            </div>
          );
        }
        return (
          <div key={option.value} className={className}>
            <label className="filter-option__control">
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(option.value)}
                aria-describedby={count === undefined ? undefined : countId}
              />
              {icon?.(option.value)}
              <span className="filter-option__label">{option.label}</span>
            </label>
            {countText}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Mobile drawer behaviour: opening moves focus into the panel, Escape closes it, focus returns to the
 * button that opened it, and the page behind does not scroll while it is open.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    const opener = document.activeElement as HTMLElement | null;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('.catalog__panel-close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open]);
  return { open, setOpen, panelRef };
}

/** The 'Filters' button of small screens, with a badge counting the active filters. */
export function FiltersButton({ count, onClick, controls }: { count: number; onClick(): void; controls: string }) {
  const badgeId = useId();
  return (
    <>
      <button
        type="button"
        className="button button--secondary catalog__filters-button"
        onClick={onClick}
        aria-controls={controls}
        aria-describedby={count ? badgeId : undefined}
      >
        Filters
        {count > 0 && (
          <span className="catalog__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {count > 0 && (
        <span className="visually-hidden" id={badgeId}>
          {count === 1 ? '1 active filter' : `${count} active filters`}
        </span>
      )}
    </>
  );
}
