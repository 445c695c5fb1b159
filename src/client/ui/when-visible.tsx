import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the screen, `fallback` until then: a lazily loaded
 * part below the fold (a chart and its library) is not downloaded and run while a phone is still
 * painting what it shows first (issue 26). `margin`: how far ahead of the screen it starts.
 */
export function WhenVisible({
  children,
  fallback,
  margin = '300px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place}>{fallback}</div>;
}
