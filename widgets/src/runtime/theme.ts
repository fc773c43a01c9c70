const themeProperties = { accent: '--gem-accent', radius: '--gem-radius', font: '--gem-font' } as const;

export const themeAttributes = Object.keys(themeProperties);

/** `:host` rule carrying the accent/radius/font attributes as custom properties (partner CSS on the element still wins). */
export function themeCss(host: Element): string {
  const declarations = Object.entries(themeProperties).flatMap(([attribute, property]) => {
    const value = host.getAttribute(attribute)?.trim();
    // Values are pasted into a stylesheet: one that could end the declaration, the rule or the sheet is ignored.
    if (!value || /[;{}]|\/\*/.test(value)) return [];
    return `${property}: ${attribute === 'radius' && /^\d+(\.\d+)?$/.test(value) ? `${value}px` : value};`;
  });
  return declarations.length ? `:host { ${declarations.join(' ')} }` : '';
}
