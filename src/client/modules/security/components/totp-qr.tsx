import { useEffect, useState } from 'react';
import { pl } from '../../../i18n/pl.ts';
import { Spinner } from '../../../ui/button.tsx';
import { qrPath } from '../lib/totp-uri.ts';

/**
 * The otpauth:// URI as a QR code, drawn as SVG in the browser: the secret never leaves the page.
 * The encoder is loaded only here (it is needed once per admin).
 */
export function TotpQr({ uri }: { uri: string }) {
  const t = pl.twoFactor.security;
  const [qr, setQr] = useState<{ uri: string; size: number; path: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('uqr').then(({ encode }) => {
      if (cancelled) return;
      const { data, size } = encode(uri, { ecc: 'M', border: 2 });
      setQr({ uri, size, path: qrPath(data) });
    });
    return () => {
      cancelled = true;
    };
  }, [uri]);

  if (!qr || qr.uri !== uri) {
    return (
      <div className="grid size-52 place-items-center rounded-xl border border-slate-200 bg-white" role="status">
        <Spinner className="size-6 text-indigo-600" />
        <span className="sr-only">{t.qrLoading}</span>
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={t.qrLabel}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="size-52 rounded-xl border border-slate-200 bg-white"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#0f172a" />
    </svg>
  );
}
