import { expect, test } from '@jest/globals';
import { emit } from './emit';

test('emit dispatches a CustomEvent that bubbles out of shadow roots around the element', () => {
  const partnerComponent = document.createElement('div');
  const widget = document.createElement('gem-anything');
  partnerComponent.attachShadow({ mode: 'open' }).append(widget);
  document.body.append(partnerComponent);
  const received: Event[] = [];
  document.addEventListener('gem:test', (event) => received.push(event), { once: true });

  emit(widget, 'gem:test', { widget: 'gem-anything' });

  expect(received).toHaveLength(1);
  expect(received[0]).toBeInstanceOf(CustomEvent);
  expect((received[0] as CustomEvent).detail).toEqual({ widget: 'gem-anything' });
  expect(received[0]).toMatchObject({ bubbles: true, composed: true });
});
