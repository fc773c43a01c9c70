import type { ReactNode } from 'react';

export function CatalogHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="catalog-hero">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="catalog-hero__title">{title}</h1>
        <p className="catalog-hero__intro">{intro}</p>
        {children}
      </div>
    </div>
  );
}
