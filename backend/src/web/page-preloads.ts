import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What Vite's build manifest (storefront/dist/.vite/manifest.json) says of one chunk. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file, its static imports' files and every stylesheet among them, each once. */
function closure(manifest: Manifest, key: string, files = new Set<string>(), css = new Set<string>()) {
  const chunk = manifest[key];
  if (chunk && !files.has(chunk.file)) {
    files.add(chunk.file);
    chunk.css?.forEach((sheet) => css.add(sheet));
    chunk.imports?.forEach((imported) => closure(manifest, imported, files, css));
  }
  return { files, css };
}

/**
 * The links that let a browser fetch a page's own module, the chunks it imports and their styles with
 * the HTML, instead of only once the entry has run and asked for them: a round trip and a download
 * sooner on every first visit (issue 18.3). What index.html already loads is left out. Styles are linked:
 * the page arrives rendered (issue 30), so its first paint needs them, with JavaScript or without (the
 * page's loader sees them linked and does not add them again).
 * Answers no links while the build has no manifest (an old build).
 */
export function pagePreloads(storefrontDir: string): (module: string | undefined) => string[] {
  const file = join(storefrontDir, '.vite', 'manifest.json');
  // Read once per process, like index.html; a build that appears after the start is picked up on the next request.
  let manifest: Manifest | undefined;
  let inIndex: { files: Set<string>; css: Set<string> } | undefined;
  // A page's links are worked out once; every later request for it reuses them.
  const linksOf = new Map<string, string[]>();
  return (module) => {
    if (!manifest && existsSync(file)) {
      manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      const entry = Object.keys(manifest).find((key) => manifest![key].isEntry);
      inIndex = entry ? closure(manifest, entry) : { files: new Set(), css: new Set() };
    }
    if (!manifest || !module || !manifest[module]) return [];
    const known = linksOf.get(module);
    if (known) return known;
    const page = closure(manifest, module);
    const links = [
      ...[...page.files]
        .filter((chunk) => !inIndex!.files.has(chunk))
        .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`),
      ...[...page.css]
        .filter((sheet) => !inIndex!.css.has(sheet))
        .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`),
    ];
    linksOf.set(module, links);
    return links;
  };
}

/** The page with the links at the end of its head. */
export function withPreloads(html: string, links: string[]): string {
  return links.length ? html.replace(/\s*<\/head>/i, () => `\n    ${links.join('\n    ')}\n  </head>`) : html;
}
