/**
 * `<ematix-gallery>`: the behaviour of ui/Gallery.astro, scoped to its own element so several galleries can share
 * a page. Without JavaScript the gallery is a plain grid of every picture; this adds
 * the 'Load Error' placeholder for a picture that fails to load (also one that failed before this ran). The
 * small-screen rotation of a gallery with `rotate` is ./GalleryControls.astro's, so that it comes only to pages
 * that have one.
 */
export class EmatixGallery extends HTMLElement {
  connectedCallback() {
    // `error` does not bubble: listen in the capture phase, and look for pictures that failed before this ran.
    this.addEventListener(
      'error',
      (event) => event.target instanceof HTMLImageElement && this.showLoadError(event.target),
      true,
    );
    for (const img of this.querySelectorAll('img'))
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) this.showLoadError(img);
  }

  /** Replaces a picture that failed to load with a visible placeholder labelled 'Load Error'. */
  showLoadError(img: HTMLImageElement) {
    const target = img.closest('picture') ?? img;
    const box = document.createElement('div');
    box.dataset.loadError = '';
    box.className = 'flex aspect-[8/5] w-full items-center justify-center bg-ink-soft font-semibold text-ink-muted';
    box.textContent = 'Load Error';
    if (img.alt) {
      const name = document.createElement('span');
      name.className = 'sr-only';
      name.textContent = `: ${img.alt}`;
      box.append(name);
    }
    target.replaceWith(box);
  }
}

if (!customElements.get('ematix-gallery')) customElements.define('ematix-gallery', EmatixGallery);
