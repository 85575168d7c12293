import type { QrPath } from "~/lib/qr-svg.server";

/** A QR code the server drew (lib/qr-svg.server.ts), as an image with its words for screen readers. */
export function QrCode({ qr, label, testId, amount }: { qr: QrPath; label: string; testId?: string; amount?: string }) {
  const { size, path } = qr;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      data-amount={amount}
      viewBox={`-3 -3 ${size + 6} ${size + 6}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full"
    >
      <rect x={-3} y={-3} width={size + 6} height={size + 6} fill="#ffffff" />
      <path d={path} fill="#062622" />
    </svg>
  );
}
