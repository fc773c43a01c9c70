import { frontendJestConfig } from '../jest.frontend.js';

export default frontendJestConfig(import.meta.dirname);
