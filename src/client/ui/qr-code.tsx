import { useEffect, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Spinner } from './button.tsx';

/** One SVG path drawing every dark module of a QR matrix as a 1×1 square. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * A value as a QR code, drawn as SVG in the browser (the value never leaves the page). The
 * encoder is loaded only when a code is shown.
 */
export function QrCode({
  value,
  label,
  loadingLabel,
  className,
}: {
  value: string;
  label: string;
  loadingLabel: string;
  className?: string;
}) {
  const [qr, setQr] = useState<{ value: string; size: number; path: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('uqr').then(({ encode }) => {
      if (cancelled) return;
      const { data, size } = encode(value, { ecc: 'M', border: 2 });
      setQr({ value, size, path: qrPath(data) });
    });
    return () => {
      cancelled = true;
    };
  }, [value]);

  const box = cn('size-52 rounded-xl border border-slate-200 bg-white', className);
  if (!qr || qr.value !== value) {
    return (
      <div className={cn('grid place-items-center', box)} role="status">
        <Spinner className="size-6 text-indigo-600" />
        <span className="sr-only">{loadingLabel}</span>
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className={box}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#0f172a" />
    </svg>
  );
}
