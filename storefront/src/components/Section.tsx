import { useId, type ReactNode } from 'react';
import './Section.css';

interface SectionProps {
  title: string;
  eyebrow?: string;
  intro?: string;
  /** 'muted' draws the section on the warm surface colour, to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
}

/** A home-page band: centred heading block, then content, labelled by its heading for assistive tech. */
export function Section({ title, eyebrow, intro, tone = 'plain', className, children }: SectionProps) {
  const headingId = useId();
  const classes = ['section', `section--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={headingId} className={classes}>
      <div className="container">
        <div className="section__heading">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId}>{title}</h2>
          {intro && <p className="section__intro">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
