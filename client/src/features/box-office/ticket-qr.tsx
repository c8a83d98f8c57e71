/** What a QR code's SVG (from the qrcode library on the server) may hold: its box and its path's moves. */
const VIEW_BOX = /viewBox="(\d+ \d+ \d+ \d+)"/;
const DARK_PATH = /<path stroke="#000000" d="([MmHhVvZz0-9. -]+)"\/>/;

/**
 * A ticket's QR code, drawn again from the server's SVG rather than inlined as it came: only its
 * view box and the dark path's moves are read (each checked against what a path of moves may
 * hold), so nothing else in it could reach the page. Black on white, with a quiet zone.
 */
export function TicketQr({ svg, label }: { svg: string; label: string }) {
  const box = VIEW_BOX.exec(svg)?.[1];
  const moves = DARK_PATH.exec(svg)?.[1];
  if (!box || !moves) return <p className="field-error">The QR code of this ticket could not be shown: quote its code at the door.</p>;
  return (
    <svg className="ticket-qr" role="img" aria-label={label} viewBox={box} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width="100%" height="100%" fill="#ffffff" />
      <path stroke="#000000" d={moves} />
    </svg>
  );
}
