/**
 * Adds a stylesheet to a shadow root and returns a function that replaces its text. Constructable
 * stylesheets need no CSP `style-src 'unsafe-inline'` on the partner's page; <style> is the fallback
 * for engines without them (and jsdom).
 */
export function addShadowStylesheet(shadow: ShadowRoot, css = ''): (css: string) => void {
  if ('adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return (text) => sheet.replaceSync(text);
  }
  const style = document.createElement('style');
  style.textContent = css;
  shadow.append(style);
  return (text) => {
    style.textContent = text;
  };
}
