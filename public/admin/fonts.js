/*
 * The web editor declares its three fonts with addresses on a CDN (cdn.jsdelivr.net). fonts.css declares the same
 * faces with the package's own files, served by this site; this removes the CDN declarations as soon as the editor
 * adds them, so the browser never falls back to them (it would, for the few characters a font file lacks).
 */
(function () {
  function dropCdnFonts() {
    for (const sheet of document.styleSheets) {
      if (sheet.href) continue;
      let rules;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (let i = rules.length - 1; i >= 0; i--) {
        if (rules[i] instanceof CSSFontFaceRule && rules[i].cssText.includes('cdn.jsdelivr.net')) sheet.deleteRule(i);
      }
    }
  }
  new MutationObserver(dropCdnFonts).observe(document.head, { childList: true, subtree: true, characterData: true });
})();
