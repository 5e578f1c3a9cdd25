import { directionOf, type TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TRenderedEmail } from './action-email.ts';
import { fillTranslation, mjmlToHtml, renderTemplate } from './engine.ts';
import { RECEIPT_STRINGS, type TReceiptMethodKey } from './strings/receipt.ts';

/** What a receipt e-mail shows. Amounts are minor units of `currency`; zero fees and a zero tip are left out. */
export type TReceiptEmailInput = {
  venueName: string;
  currency: TCurrency;
  reference: string;
  /** `part`: only a part of the line was paid; the name gets the translated marker. */
  lines: readonly { name: string; quantity: number; amount: number; part?: boolean }[];
  subtotal: number;
  discount: number;
  orderFee: number;
  deliveryFee: number;
  processingFee: number;
  tip: number;
  /** Paid with points or a gift card (orders); `total` is what was paid otherwise. */
  tendered?: number;
  total: number;
  paymentMethod: TReceiptMethodKey;
  cardLast4: string | null;
  paidAt: string;
  timeZone: string;
  viewUrl: string;
};

type TRow = { label: string; amount: string };

/** Lines and totals are tables whose amount column sits at the end of the reading direction (left in Arabic). */
const MJML = `<mjml lang="<%= it.lang %>" dir="<%= it.dir %>">
  <mj-head>
    <mj-title><%= it.subject %></mj-title>
    <mj-attributes>
      <mj-all font-family="Inter, 'Noto Sans Arabic', Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2933" align="<%= it.align %>" />
      <mj-table font-size="15px" line-height="22px" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#ffffff" padding="24px" direction="<%= it.dir %>">
      <mj-column direction="<%= it.dir %>">
        <mj-text font-size="20px" font-weight="700"><%= it.venue %></mj-text>
        <mj-text font-size="17px" font-weight="700"><%= it.heading %></mj-text>
        <mj-text><%~ it.introHtml %></mj-text>
        <mj-text font-size="13px" color="#52606d"><%= it.referenceLabel %>: <bdi><%= it.reference %></bdi><br /><%= it.paidAtLabel %>: <%= it.paidAt %></mj-text>
        <mj-table>
          <% it.lines.forEach(function (line) { %><tr><td style="padding:4px 0;text-align:<%= it.align %>"><%= line.label %></td><td style="padding:4px 0;text-align:<%= it.end %>;white-space:nowrap" dir="ltr"><%= line.amount %></td></tr>
          <% }) %>
        </mj-table>
        <mj-divider border-width="1px" border-color="#e4e7eb" />
        <mj-table>
          <% it.totals.forEach(function (row) { %><tr><td style="padding:2px 0;text-align:<%= it.align %>;color:#52606d"><%= row.label %></td><td style="padding:2px 0;text-align:<%= it.end %>;white-space:nowrap" dir="ltr"><%= row.amount %></td></tr>
          <% }) %><tr><td style="padding:6px 0;text-align:<%= it.align %>;font-weight:700"><%= it.totalLabel %></td><td style="padding:6px 0;text-align:<%= it.end %>;font-weight:700;white-space:nowrap" dir="ltr"><%= it.total %></td></tr>
        </mj-table>
        <mj-text><%= it.paymentLabel %>: <%= it.payment %></mj-text>
        <mj-button href="<%= it.link %>" background-color="#1c7ed6" color="#ffffff" font-size="15px"><%= it.button %></mj-button>
        <mj-text font-size="13px" color="#52606d"><%= it.linkHint %><br /><a href="<%= it.link %>"><%= it.link %></a></mj-text>
        <mj-text font-size="13px" color="#52606d"><%= it.keep %></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** The paid time on the venue's wall clock, in the reader's language (Latin digits, like the amounts). */
function paidAtText(language: TLanguage, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** The name with the "(part)" marker; isolated, so a Latin name keeps the marker on its side in Arabic (and the reverse). */
function partName(pattern: string, name: string): string {
  return fillTranslation('text', pattern, { name: `\u2068${name}\u2069` });
}

/** The receipt of a payment in `language`: lines, fees, tip, total, how it was paid (card's last four digits), a link to the order or bill. */
export async function renderReceiptEmail(language: TLanguage, receipt: TReceiptEmailInput): Promise<TRenderedEmail> {
  const s = RECEIPT_STRINGS[language];
  const money = (minor: number) => formatMoney(minor, receipt.currency);
  const optional: [string, number][] = [
    [s.orderFee, receipt.orderFee],
    [s.deliveryFee, receipt.deliveryFee],
    [s.processingFee, receipt.processingFee],
    [s.tip, receipt.tip],
  ];
  const tendered = receipt.tendered ?? 0;
  const totals: TRow[] = [
    { label: s.subtotal, amount: money(receipt.subtotal) },
    ...(receipt.discount > 0 ? [{ label: s.discount, amount: money(-receipt.discount) }] : []),
    ...optional.filter(([, amount]) => amount > 0).map(([label, amount]) => ({ label, amount: money(amount) })),
    ...(tendered > 0 ? [{ label: s.tendered, amount: money(-tendered) }] : []),
  ];
  const method = s.methods[receipt.paymentMethod];
  // A Latin venue name inside an Arabic sentence (or the reverse) keeps its own order and punctuation.
  const venue = `\u2068${receipt.venueName}\u2069`;
  const dir = directionOf(language);
  const data = {
    subject: fillTranslation('text', s.subject, { venue: receipt.venueName }),
    venue,
    heading: s.heading,
    intro: fillTranslation('text', s.intro, { venue }),
    introHtml: fillTranslation('html', s.intro, { venue }),
    referenceLabel: s.reference,
    reference: receipt.reference,
    paidAtLabel: s.paidAt,
    paidAt: paidAtText(language, receipt.paidAt, receipt.timeZone),
    lines: receipt.lines.map((line) => ({ label: `${line.quantity} × ${line.part ? partName(s.part, line.name) : line.name}`, amount: money(line.amount) })),
    totals,
    totalLabel: s.total,
    total: money(receipt.total),
    paymentLabel: s.paymentMethod,
    payment: receipt.cardLast4 ? `${method} · ${fillTranslation('text', s.cardEnding, { last4: receipt.cardLast4 })}` : method,
    button: s.button,
    linkHint: s.linkHint,
    keep: s.keep,
    link: receipt.viewUrl,
  };
  const text = [
    data.intro,
    '',
    `${data.referenceLabel}: ${data.reference}`,
    `${data.paidAtLabel}: ${data.paidAt}`,
    '',
    ...data.lines.map((line) => `${line.label}  ${line.amount}`),
    '',
    ...totals.map((row) => `${row.label}: ${row.amount}`),
    `${data.totalLabel}: ${data.total}`,
    '',
    `${data.paymentLabel}: ${data.payment}`,
    '',
    data.link,
    '',
    data.keep,
  ].join('\n');
  const html = await mjmlToHtml(
    renderTemplate('html', MJML, { ...data, lang: language, dir, align: dir === 'rtl' ? 'right' : 'left', end: dir === 'rtl' ? 'left' : 'right' }),
  );
  return { subject: data.subject, text, html };
}
