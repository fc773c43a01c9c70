/** Dispatches a partner-facing event that bubbles out of the element and through any shadow roots around it. */
export function emit<Detail>(element: Element, type: `gem:${string}`, detail: Detail): void {
  element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
