import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default, too short on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });
