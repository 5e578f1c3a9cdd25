import { directionOf, type TLanguage } from '@menudelite/shared/i18n/languages';
import type { TRenderedEmail } from './action-email.ts';
import { fillTranslation, mjmlToHtml, renderTemplate } from './engine.ts';
import { GIFT_CARD_STRINGS } from './strings/gift-card.ts';

/** What the recipient's gift card e-mail shows; `amount` is already formatted in the venue's currency. */
export type TGiftCardEmailInput = {
  venueName: string;
  fromName: string;
  recipientName: string;
  amount: string;
  /** Grouped XXXX-XXXX-XXXX-XXXX. */
  code: string;
  message: string | null;
  /** Background colour of the card block (the product's design). */
  accent: string;
  link: string;
};

const TEXT = `<%= it.greeting %>

<%= it.intro %>
<% if (it.message) { %>
<%= it.messageLabel %>: "<%= it.message %>"
<% } %>
<%= it.codeLabel %>: <%= it.code %>
<%= it.balanceLabel %>: <%= it.amount %>

<%= it.howTo %>
<%= it.link %>

<%= it.keep %>
`;

/** The code sits in a card-coloured block, left to right inside an Arabic e-mail (dir="ltr" on the code only). */
const MJML = `<mjml lang="<%= it.lang %>" dir="<%= it.dir %>">
  <mj-head>
    <mj-title><%= it.subject %></mj-title>
    <mj-attributes>
      <mj-all font-family="Inter, 'Noto Sans Arabic', Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#1f2933" align="<%= it.align %>" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700"><%= it.venue %></mj-text>
        <mj-text><%~ it.greetingHtml %></mj-text>
        <mj-text><%~ it.introHtml %></mj-text>
        <% if (it.message) { %><mj-text font-style="italic" color="#52606d"><%= it.messageLabel %>: “<%= it.message %>”</mj-text><% } %>
      </mj-column>
    </mj-section>
    <mj-section background-color="<%= it.accent %>" padding="20px" border-radius="12px">
      <mj-column>
        <mj-text color="#ffffff" font-size="13px" align="center"><%= it.codeLabel %></mj-text>
        <mj-text color="#ffffff" font-size="24px" font-weight="700" align="center" letter-spacing="2px"><span dir="ltr" style="font-family:'DejaVu Sans Mono',Menlo,monospace"><%= it.code %></span></mj-text>
        <mj-text color="#ffffff" font-size="15px" align="center"><%= it.balanceLabel %>: <span dir="ltr"><%= it.amount %></span></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text><%~ it.howToHtml %></mj-text>
        <mj-button href="<%= it.link %>" background-color="#1c7ed6" color="#ffffff" font-size="15px"><%= it.button %></mj-button>
        <mj-text font-size="13px" color="#52606d"><%= it.linkHint %><br /><a href="<%= it.link %>"><%= it.link %></a></mj-text>
        <mj-text font-size="13px" color="#52606d"><%= it.keep %></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** The recipient's e-mail with the code and balance, in the language the buyer chose for them. Names and the message are escaped in HTML. */
export async function renderGiftCardEmail(language: TLanguage, m: TGiftCardEmailInput): Promise<TRenderedEmail> {
  const s = GIFT_CARD_STRINGS[language];
  const values = { from: m.fromName, recipient: m.recipientName, venue: m.venueName, amount: m.amount };
  const dir = directionOf(language);
  const subject = fillTranslation('text', s.subject, values);
  const data = {
    ...s,
    subject,
    greeting: fillTranslation('text', s.greeting, values),
    greetingHtml: fillTranslation('html', s.greeting, values),
    intro: fillTranslation('text', s.intro, values),
    introHtml: fillTranslation('html', s.intro, values),
    howTo: fillTranslation('text', s.howTo, values),
    howToHtml: fillTranslation('html', s.howTo, values),
    venue: m.venueName,
    amount: m.amount,
    code: m.code,
    message: m.message,
    accent: m.accent,
    link: m.link,
    lang: language,
    dir,
    align: dir === 'rtl' ? 'right' : 'left',
  };
  const text = renderTemplate('text', TEXT, data);
  const html = await mjmlToHtml(renderTemplate('html', MJML, data));
  return { subject, text, html };
}
