import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `offset` px: the one scroll listener
 * of the page chrome (passive; React skips the render while the answer stays
 * the same, so only a crossing costs one).
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
