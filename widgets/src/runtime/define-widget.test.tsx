import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { waitFor } from '@testing-library/react/pure';
import { useEffect } from 'react';
import { shadowQueries } from '../test-support/shop-api';
import { defineWidget, type WidgetProps } from './define-widget';

const unmounted = jest.fn<() => void>();

function Greeting({ apiBase, attributes }: WidgetProps<'name'>) {
  useEffect(() => unmounted, []);
  return (
    <p>
      Hello {attributes.name ?? 'nobody'} via {apiBase}
    </p>
  );
}

defineWidget('test-greeting', Greeting, ['name'], '.greeting { color: teal }');

function addGreeting(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('test-greeting');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const nextMicrotask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  document.body.replaceChildren();
  unmounted.mockClear();
});

describe('defineWidget', () => {
  test('renders into an open shadow root, never into the light DOM', async () => {
    const element = addGreeting({ name: 'Ada' });

    await shadowQueries(element).findByText('Hello Ada via http://localhost');
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.childNodes).toHaveLength(0);
  });

  test('puts the base and widget stylesheets in the shadow root (as <style> where sheets cannot be adopted)', () => {
    const element = addGreeting();

    const styles = [...element.shadowRoot!.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toContain('test-asset-stub'); // base.css?inline, stubbed by jest
    expect(styles).toContain('.greeting { color: teal }');
    expect(element.shadowRoot!.querySelector('script')).toBeNull();
  });

  test('upgrades elements that were in the page before the definition', async () => {
    document.body.innerHTML = '<test-early name="Grace"></test-early>';
    defineWidget('test-early', Greeting, ['name']);

    await shadowQueries(document.querySelector('test-early')!).findByText('Hello Grace via http://localhost');
  });

  test('re-renders when an observed attribute changes', async () => {
    const element = addGreeting({ name: 'Ada' });
    await shadowQueries(element).findByText('Hello Ada via http://localhost');

    element.setAttribute('name', 'Grace');

    await shadowQueries(element).findByText('Hello Grace via http://localhost');
  });

  test('takes the API base from the api-base attribute, without a trailing slash', async () => {
    const element = addGreeting({ name: 'Ada', 'api-base': 'https://shop.example/' });

    await shadowQueries(element).findByText('Hello Ada via https://shop.example');
  });

  test('maps the accent, radius and font attributes to custom properties on :host', () => {
    const element = addGreeting({ accent: '#0a7b83', radius: '4', font: 'Georgia, serif' });
    const themeStyle = () => element.shadowRoot!.querySelectorAll('style')[1].textContent;

    expect(themeStyle()).toMatch(/^:host \{.*\}$/);
    expect(themeStyle()).toContain('--gem-accent: #0a7b83');
    expect(themeStyle()).toContain('--gem-radius: 4px');
    expect(themeStyle()).toContain('--gem-font: Georgia, serif');

    element.setAttribute('radius', '1rem');
    expect(themeStyle()).toContain('--gem-radius: 1rem');
  });

  test('ignores theme values that would break out of the :host rule', () => {
    const element = addGreeting({ accent: 'red; } * { display: none', font: 'Georgia' });

    expect(element.shadowRoot!.querySelectorAll('style')[1].textContent).toBe(':host { --gem-font: Georgia; }');
  });

  test('unmounts the component when the element leaves the page, but not when it only moves', async () => {
    const element = addGreeting({ name: 'Ada' });
    await shadowQueries(element).findByText('Hello Ada via http://localhost');

    document.body.prepend(document.createElement('div'), element);
    await nextMicrotask();
    expect(unmounted).not.toHaveBeenCalled();

    element.remove();
    await nextMicrotask();
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot!.querySelector('.gem-root')!.childNodes).toHaveLength(0);
  });

  test('renders again when a removed element is put back', async () => {
    const element = addGreeting({ name: 'Ada' });
    element.remove();
    await nextMicrotask();

    document.body.append(element);

    await waitFor(() => expect(element.shadowRoot!.textContent).toContain('Hello Ada'));
  });

  test('defining the same tag again (script pasted twice) is a no-op, not an error', () => {
    const firstDefinition = customElements.get('test-greeting');

    expect(() => defineWidget('test-greeting', () => <p>second</p>, [])).not.toThrow();
    expect(customElements.get('test-greeting')).toBe(firstDefinition);
  });
});
