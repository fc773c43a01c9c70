// `node --test eslint/layers.test.js`: the layers rule, on the paths it judges (run by `npm run lint`).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import rule from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const file = (path) => `${process.cwd()}/backend/src/${path}`;
const upward = { errors: [{ messageId: 'upward' }] };

tester.run('layers', rule, {
  valid: [
    { filename: file('common/api-error.ts'), code: "import { x } from './escape-markup.js';" },
    { filename: file('config/config.ts'), code: "import { x } from '../common/safe-url.js';" },
    { filename: file('modules/orders/orders.service.ts'), code: "import { x } from '../../config/config.js';" },
    { filename: file('modules/orders/orders.service.ts'), code: "import { x } from '../catalog/index.js';" },
    { filename: file('database/entities.ts'), code: "import { x } from '../modules/catalog/index.js';" },
    { filename: file('http/request-log.ts'), code: "import { AppConfig } from '../config/config.js';" },
    { filename: file('web/share-images.ts'), code: "import { x } from '../database/seeders/art/render-art.js';" },
    { filename: file('web/serve-web-apps.ts'), code: "import { x } from '../http/index.js';" },
    { filename: file('app.module.ts'), code: "import { x } from './web/index.js';" },
    { filename: file('import-thread.ts'), code: "import { x } from './database/mikro-orm.config.js';" },
    { filename: file('scripts/bench-feeds.ts'), code: "import { x } from '../app.js';" },
    { filename: file('modules/orders/orders.service.ts'), code: "import { Injectable } from '@nestjs/common';" },
    // Tests are not judged (a spec may use test support or anything it checks).
    { filename: file('modules/catalog/search/x.spec.ts'), code: "import { x } from '../../../app.js';" },
    // Files outside backend/src are not judged.
    { filename: `${process.cwd()}/backend/test/x.test.ts`, code: "import { x } from '../src/app.js';" },
  ],
  invalid: [
    { filename: file('common/all-exceptions.filter.ts'), code: "import { CACHE } from '../http/index.js';", ...upward },
    { filename: file('common/request-log.ts'), code: "import { AppConfig } from '../config/config.js';", ...upward },
    { filename: file('config/config.ts'), code: "import { x } from '../modules/mail/index.js';", ...upward },
    {
      filename: file('modules/catalog/catalog.module.ts'),
      code: "import { DemoArtController } from '../../database/seeders/art/demo-art.controller.js';",
      ...upward,
    },
    {
      filename: file('modules/catalog/products.controller.ts'),
      code: "import { x } from '../../http/index.js';",
      ...upward,
    },
    { filename: file('modules/inventory/import-thread.ts'), code: "export * from '../../app.js';", ...upward },
    { filename: file('database/seeders/x.ts'), code: "const m = await import('../../web/index.js');", ...upward },
    { filename: file('http/x.ts'), code: "import { x } from '../web/serve-web-apps.js';", ...upward },
    { filename: file('web/x.ts'), code: "import { x } from '../main.js';", ...upward },
  ],
});
