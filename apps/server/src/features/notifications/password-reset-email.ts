import { directionOf, type TLanguage } from '@menudelite/shared/i18n/languages';
import { fillTranslation, mjmlToHtml, renderTemplate } from './engine.ts';
import { PASSWORD_RESET_STRINGS } from './strings/password-reset.ts';

export type TRenderedEmail = { subject: string; text: string; html: string };

const TEXT = `<%= it.greeting %>

<%= it.intro %>
<%= it.link %>

<%= it.ignore %>
`;

/**
 * The MJML layout; `<%= %>` values are escaped by the HTML engine. greetingHtml is already escaped
 * (the name inside it is the account holder's input), hence raw `<%~ %>`. The root's lang and dir
 * make Arabic read right to left.
 */
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
        <mj-text><%= it.intro %></mj-text>
        <mj-button href="<%= it.link %>" background-color="#1c7ed6" color="#ffffff" font-size="15px"><%= it.button %></mj-button>
        <mj-text font-size="13px" color="#52606d"><%= it.linkHint %><br /><a href="<%= it.link %>"><%= it.link %></a></mj-text>
        <mj-text font-size="13px" color="#52606d"><%= it.ignore %></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** The password-reset e-mail in the recipient's language: subject, a plain-text part and an HTML part. */
export async function renderPasswordResetEmail(language: TLanguage, params: { name: string; link: string }): Promise<TRenderedEmail> {
  const s = PASSWORD_RESET_STRINGS[language];
  const dir = directionOf(language);
  const text = renderTemplate('text', TEXT, {
    greeting: fillTranslation('text', s.greeting, params),
    intro: s.intro,
    link: params.link,
    ignore: s.ignore,
  });
  const html = await mjmlToHtml(
    renderTemplate('html', MJML, {
      lang: language,
      dir,
      align: dir === 'rtl' ? 'right' : 'left',
      subject: s.subject,
      greetingHtml: fillTranslation('html', s.greeting, params),
      intro: s.intro,
      button: s.button,
      linkHint: s.linkHint,
      ignore: s.ignore,
      link: params.link,
    }),
  );
  return { subject: s.subject, text, html };
}
