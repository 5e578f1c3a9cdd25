import { directionOf, type TLanguage } from '@menudelite/shared/i18n/languages';
import { mjmlToHtml, renderTemplate } from './engine.ts';

export type TRenderedEmail = { subject: string; text: string; html: string };

/**
 * The parts of an e-mail that asks the reader to open one link. `greetingHtml` and `introHtml` are
 * already escaped (fillTranslation 'html': names in them are user input), so the layout puts them
 * in raw; every other value is escaped by the HTML engine.
 */
export type TActionEmail = {
  subject: string;
  greeting: string;
  greetingHtml: string;
  intro: string;
  introHtml: string;
  button: string;
  linkHint: string;
  /** Closing lines under the link (expiry, "ignore it if it was not you"). */
  footer: string[];
  link: string;
};

const TEXT = `<%= it.greeting %>

<%= it.intro %>
<%= it.link %>

<%= it.footer.join('\\n') %>
`;

/** One MJML layout for every such e-mail; the root's lang and dir make Arabic read right to left. */
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
        <mj-text font-size="20px" font-weight="700">MenuDelite</mj-text>
        <mj-text><%~ it.greetingHtml %></mj-text>
        <mj-text><%~ it.introHtml %></mj-text>
        <mj-button href="<%= it.link %>" background-color="#1c7ed6" color="#ffffff" font-size="15px"><%= it.button %></mj-button>
        <mj-text font-size="13px" color="#52606d"><%= it.linkHint %><br /><a href="<%= it.link %>"><%= it.link %></a></mj-text>
        <mj-text font-size="13px" color="#52606d"><%= it.footer.join(' ') %></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** Subject, a plain-text part and an HTML part of a one-link e-mail in `language`. */
export async function renderActionEmail(language: TLanguage, email: TActionEmail): Promise<TRenderedEmail> {
  const dir = directionOf(language);
  const text = renderTemplate('text', TEXT, email);
  const html = await mjmlToHtml(renderTemplate('html', MJML, { ...email, lang: language, dir, align: dir === 'rtl' ? 'right' : 'left' }));
  return { subject: email.subject, text, html };
}
