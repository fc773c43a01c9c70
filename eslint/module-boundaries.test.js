// `node --test eslint/module-boundaries.test.js`: the module-boundaries rule, on the paths it judges (run by `npm run lint`).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import rule from './module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const file = (path) => `${process.cwd()}/backend/src/${path}`;

tester.run('module-boundaries', rule, {
  valid: [
    {
      filename: file('modules/orders/orders.service.ts'),
      code: "import { ProductRepository } from '../catalog/index.js';",
    },
    {
      filename: file('modules/catalog/search/search.service.ts'),
      code: "import { rules } from '../admin/product-rules.js';",
    },
    { filename: file('modules/orders/orders.service.ts'), code: "import { clock } from '../../common/time/clock.js';" },
    { filename: file('app.module.ts'), code: "export { CatalogModule } from './modules/catalog/index.js';" },
    {
      filename: file('modules/media/media.service.ts'),
      code: "import { escape } from '../../common/escape-markup.js';",
    },
    { filename: file('modules/orders/orders.service.ts'), code: "import { Injectable } from '@nestjs/common';" },
  ],
  invalid: [
    {
      filename: file('modules/orders/orders.service.ts'),
      code: "import { rules } from '../catalog/admin/product-rules.js';",
      errors: [{ messageId: 'inner' }],
    },
    {
      filename: file('app.module.ts'),
      code: "import { LeadsModule } from './modules/leads/leads.module.js';",
      errors: [{ messageId: 'inner' }],
    },
    {
      filename: file('modules/seo/seo.service.ts'),
      code: "export * from '../catalog/product.presenter.js';",
      errors: [{ messageId: 'inner' }],
    },
    {
      filename: file('modules/imports/import-runner.ts'),
      code: "const m = import('../catalog/search/x.js');",
      errors: [{ messageId: 'inner' }],
    },
    {
      filename: file('common/money.ts'),
      code: "import { Shop } from '../modules/shop/index.js';",
      errors: [{ messageId: 'common' }],
    },
    {
      filename: file('modules/media/media.service.ts'),
      code: "import { CatalogModule } from '../catalog/index.js';",
      options: [{ independent: ['media'] }],
      errors: [{ messageId: 'independent' }],
    },
  ],
});
