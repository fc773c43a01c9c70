import { frontendJestConfig } from '../jest.frontend.js';

// The forms compute booking times in the shop's zone (Europe/London), whatever the browser's: the widget
// tests run in a zone far from it, so any slip into the local zone shows. Workers inherit it; an
// in-band run changes this process's zone, which Node picks up on assignment.
process.env.TZ = 'Pacific/Auckland';

export default frontendJestConfig(import.meta.dirname);
