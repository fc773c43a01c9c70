import { headingLevelOf } from '../runtime';

interface WidgetHeadingProps {
  id: string;
  /** The `heading` attribute: null uses the fallback; an empty value hides the heading from sight, not from screen readers. */
  text: string | null;
  fallback: string;
  /** The `heading-level` attribute (1–6, default 2), so the widget fits the partner's outline. */
  level: string | null;
}

/** A form widget's title, which also names its section for screen readers. */
export function WidgetHeading({ id, text, fallback, level }: WidgetHeadingProps) {
  const Heading = `h${headingLevelOf(level, 2)}` as const;
  const shown = text?.trim();
  return (
    <Heading id={id} className={text !== null && !shown ? 'gem-visually-hidden' : 'gem-widget-heading'}>
      {shown || fallback}
    </Heading>
  );
}
