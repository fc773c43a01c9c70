import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus the web platform pieces it lacks: text encoding (React Router 7 at import time) and the
 * fetch API classes (React Router navigations, react-admin's fetchJson, openapi-fetch). They are lent
 * from Node, which implements the same standards. Tests mock `fetch` itself: nothing reaches the network.
 */
export default class FrontendTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['TextEncoder', 'TextDecoder', 'Response', 'Headers', 'FormData']) {
      this.global[name] ??= globalThis[name];
    }
    // Node's Request only accepts Node's AbortSignal, so both must come from the same place.
    this.global.AbortController = globalThis.AbortController;
    this.global.AbortSignal = globalThis.AbortSignal;
    // A browser's Request resolves '/api/shop' against the page; Node's has no page, so lend it this one's.
    const window = this.global;
    this.global.Request = class DocumentRequest extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, window.document.baseURI) : input, init);
      }
    };
  }
}
