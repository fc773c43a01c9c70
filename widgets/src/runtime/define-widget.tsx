import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import baseCss from './base.css?inline';
import { resolveApiBase } from './api-base';
import { addShadowStylesheet } from './shadow-stylesheet';
import { themeAttributes, themeCss } from './theme';

export interface WidgetProps<Attribute extends string = string> {
  /** The custom element itself: events for the partner are dispatched on it. */
  host: HTMLElement;
  /** Shop origin without a trailing slash, for API calls and links to the shop. */
  apiBase: string;
  attributes: Readonly<Record<Attribute, string | null>>;
}

/**
 * Registers `tagName` as a custom element that renders `Component` into its own shadow root, styled by
 * the shared base stylesheet plus `widgetCss`, and re-rendered whenever an observed attribute changes.
 */
export function defineWidget<Attribute extends string>(
  tagName: string,
  Component: ComponentType<WidgetProps<Attribute>>,
  observedAttributes: readonly Attribute[],
  widgetCss = '',
): void {
  // Partners sometimes paste the script twice: the first definition stays, the second is a no-op.
  if (customElements.get(tagName)) return;

  class WidgetElement extends HTMLElement {
    static observedAttributes = ['api-base', ...themeAttributes, ...observedAttributes];
    readonly #mountPoint = document.createElement('div');
    readonly #setThemeCss: (css: string) => void;
    #root: Root | null = null;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      addShadowStylesheet(shadow, baseCss + widgetCss);
      this.#setThemeCss = addShadowStylesheet(shadow);
      this.#mountPoint.className = 'gem-root';
      shadow.append(this.#mountPoint);
    }

    connectedCallback() {
      this.#root ??= createRoot(this.#mountPoint);
      this.#render();
    }

    attributeChangedCallback() {
      if (this.#root) this.#render();
    }

    disconnectedCallback() {
      // Deferred: a move (disconnect then connect in the same task) keeps the widget and its state,
      // and React is never unmounted in the middle of the partner's own rendering.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = null;
      });
    }

    #render() {
      this.#setThemeCss(themeCss(this));
      const attributes = Object.fromEntries(observedAttributes.map((name) => [name, this.getAttribute(name)]));
      this.#root?.render(
        <Component
          host={this}
          apiBase={resolveApiBase(this)}
          attributes={attributes as Record<Attribute, string | null>}
        />,
      );
    }
  }

  customElements.define(tagName, WidgetElement);
}
