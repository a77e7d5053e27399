import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The QR code of an address, drawn in the browser as an SVG (qrcode is loaded only when one shows):
 * the organiser puts it on screen or on paper and a judge or a competitor scans it.
 */
export function QrCodeImage({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => {
        if (live) setSvg(drawn);
      }),
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return <Loader size="sm" aria-label="Préparation du QR code" />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={size} height={size} />;
}
