import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menu.example.test' });
  venue = await createVenue(t);
});
afterAll(() => t.close());

/** The dark modules of the QR code for `text`, as qr-sheet.ts draws them. */
function modulePath(text: string): string {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  let d = '';
  for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (data[row * size + col]) d += `M${col} ${row}h1v1h-1z`;
  return d;
}

describe('QR code sheet', () => {
  it('prints an A4 SVG with a QR code per active table linking to /eat/<code>, numbered', async () => {
    const tables = [];
    for (let n = 1; n <= 13; n++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tables', headers: venue.headers, payload: { tableDisplayId: `T${n}`, isActive: n !== 13 } });
      tables.push(res.json());
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/tables/qr-sheet.svg', headers: venue.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const svg = res.body;
    // 12 active tables fill exactly one A4 page.
    expect(svg).toContain('width="210mm" height="297mm"');
    expect(svg.match(/<g class="table">/g)).toHaveLength(12);
    for (const table of tables.slice(0, 12)) {
      expect(svg).toContain(`d="${modulePath(`https://menu.example.test/eat/${table.code}`)}"`);
      expect(svg).toContain(`>${table.tableDisplayId}</text>`);
    }
    expect(svg).not.toContain('>T13</text>');
  });

  it('needs a venue token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tables/qr-sheet.svg' })).statusCode).toBe(401);
  });
});
