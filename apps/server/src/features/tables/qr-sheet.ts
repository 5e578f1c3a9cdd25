import QRCode from 'qrcode';

/** A4 portrait in millimetres, 3 x 4 codes per page; pages are stacked so a browser prints one per sheet. */
const PAGE = { width: 210, height: 297 };
const GRID = { columns: 3, rows: 4 };
const CELL = { width: PAGE.width / GRID.columns, height: PAGE.height / GRID.rows };
const QR_SIZE = 50;
const LABEL_SIZE = 8;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The dark modules of a QR code as one path in module units (one square per module). */
function qrPath(link: string): { d: string; size: number } {
  const qr = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (data[row * size + column]) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { d: parts.join(''), size };
}

/**
 * A printable SVG: each active table's QR code (linking to /eat/<code>) with its number below,
 * inside a light cut line. Vector output stays sharp at any printer resolution.
 */
export function renderQrSheet(tables: readonly { label: string; link: string }[]): string {
  const perPage = GRID.columns * GRID.rows;
  const pages = Math.max(1, Math.ceil(tables.length / perPage));
  const height = PAGE.height * pages;
  const cells = tables.map((table, index) => {
    const page = Math.floor(index / perPage);
    const slot = index % perPage;
    const x = (slot % GRID.columns) * CELL.width;
    const y = page * PAGE.height + Math.floor(slot / GRID.columns) * CELL.height;
    const { d, size } = qrPath(table.link);
    const scale = QR_SIZE / size;
    const qrX = x + (CELL.width - QR_SIZE) / 2;
    const qrY = y + 8;
    return [
      `<g class="table">`,
      `<rect x="${x + 2}" y="${y + 2}" width="${CELL.width - 4}" height="${CELL.height - 4}" fill="none" stroke="#cccccc" stroke-width="0.2" stroke-dasharray="2 2"/>`,
      `<rect x="${qrX - 2}" y="${qrY - 2}" width="${QR_SIZE + 4}" height="${QR_SIZE + 4}" fill="#ffffff"/>`,
      `<path transform="translate(${qrX} ${qrY}) scale(${scale.toFixed(5)})" d="${d}" fill="#000000" shape-rendering="crispEdges"/>`,
      `<text x="${x + CELL.width / 2}" y="${qrY + QR_SIZE + 10}" font-family="Inter, Arial, sans-serif" font-size="${LABEL_SIZE}" font-weight="700" text-anchor="middle">${escapeXml(table.label)}</text>`,
      `</g>`,
    ].join('');
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}mm" height="${height}mm" viewBox="0 0 ${PAGE.width} ${height}">`,
    `<rect width="${PAGE.width}" height="${height}" fill="#ffffff"/>`,
    ...cells,
    `</svg>`,
  ].join('\n');
}
