// jest.frontend.setup.js registers the jest-dom matchers on @jest/globals' expect; this gives them their types.
/// <reference types="@testing-library/jest-dom/jest-globals" />
