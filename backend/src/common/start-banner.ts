/**
 * What a developer needs after `npm start`, as plain text rather than one JSON line among many:
 * where the shop is and, while it works, the demo administrator's login.
 */
export function startBanner(shop: {
  version: string;
  port: number;
  demoLogin?: { email: string; password: string };
}): string {
  const base = `http://localhost:${shop.port}`;
  const rows = [
    ['Storefront', `${base}/`],
    ['Console', `${base}/admin`],
    ['API docs', `${base}/api/docs`],
    ...(shop.demoLogin ? [['Demo admin', `${shop.demoLogin.email} / ${shop.demoLogin.password}`]] : []),
  ];
  return [
    '',
    `  Lumen Jewelers ${shop.version} is running (development)`,
    '',
    ...rows.map(([name, value]) => `    ${name.padEnd(12)}${value}`),
    '',
    '',
  ].join('\n');
}
