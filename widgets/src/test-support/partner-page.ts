/** A partner page in jsdom: widget elements added as a partner would, and the events the page hears. */

/** Appends `<tagName>` with the attributes (api-base defaults to https://shop.example) to the page. */
export function addWidget(tagName: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tagName);
  for (const [name, value] of Object.entries({ 'api-base': 'https://shop.example', ...attributes }))
    element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** The details of every `type` event that reaches the document, in order. */
export function recordEvents(type: string): unknown[] {
  const details: unknown[] = [];
  document.addEventListener(type, (event) => details.push((event as CustomEvent).detail));
  return details;
}
