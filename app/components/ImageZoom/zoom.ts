/** Image zoom, loaded on the first click on a doc image. */

const ZOOM_MS = 300;
const SCROLL_CLOSE_PX = 40;

/** Opens `img` centred over the page; closes on click, Escape, 40 px of scrolling or a resize. */
export function zoomImage(img: HTMLImageElement): () => void {
  const rect = img.getBoundingClientRect();
  const overlay = document.createElement('div');
  overlay.className = 'rs-zoom';
  const clone = img.cloneNode() as HTMLImageElement;
  clone.removeAttribute('loading');
  clone.className = 'rs-zoom__image';
  overlay.append(clone);
  document.body.append(overlay);

  const scale = Math.min((innerWidth * 0.9) / rect.width, (innerHeight * 0.9) / rect.height, 3);
  const dx = innerWidth / 2 - (rect.left + rect.width / 2);
  const dy = innerHeight / 2 - (rect.top + rect.height / 2);
  Object.assign(clone.style, {
    left: `${rect.left}px`,
    top: `${rect.top}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
  });
  requestAnimationFrame(() => {
    overlay.classList.add('rs-zoom--open');
    clone.style.transform = `translate(${dx}px, ${dy}px) scale(${scale})`;
  });

  const startY = scrollY;
  const close = () => {
    removeEventListener('scroll', onScroll);
    removeEventListener('resize', close);
    removeEventListener('keydown', onKey);
    overlay.classList.remove('rs-zoom--open');
    clone.style.transform = '';
    setTimeout(() => overlay.remove(), ZOOM_MS);
  };
  const onScroll = () => Math.abs(scrollY - startY) > SCROLL_CLOSE_PX && close();
  const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
  overlay.addEventListener('click', close, { once: true });
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('resize', close, { once: true });
  addEventListener('keydown', onKey);
  return close;
}
