// Shared jest settings for the three front-end workspaces: ESM + TypeScript + jsdom.
/** @param {string} rootDir */
export function frontendJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: '<rootDir>/../jest.frontend.environment.js',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css|svg|png|jpg|webp)(\\?.*)?$': '<rootDir>/../jest.asset-stub.cjs',
    },
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          useESM: true,
          tsconfig: {
            jsx: 'react-jsx',
            module: 'ESNext',
            moduleResolution: 'bundler',
            esModuleInterop: true,
            isolatedModules: true,
            types: ['jest', 'node', '@testing-library/jest-dom'],
          },
          diagnostics: false,
        },
      ],
    },
    setupFilesAfterEnv: ['<rootDir>/../jest.frontend.setup.js'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Test kits (`*.test-kit.ts(x)`, `test-support/`) serve the tests and are never suites of their own.
    testPathIgnorePatterns: ['/node_modules/', '\\.test-kit\\.tsx?$', '/test-support/'],
  };
}
