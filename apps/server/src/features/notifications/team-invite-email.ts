import { directionOf, type TLanguage } from '@menudelite/shared/i18n/languages';
import { isBuiltInRole } from '@menudelite/shared/team/permissions';
import { fillTranslation, mjmlToHtml, renderTemplate } from './engine.ts';
import type { TRenderedEmail } from './password-reset-email.ts';
import { TEAM_INVITE_STRINGS } from './strings/team-invite.ts';

const TEXT = `<%= it.greeting %>

<%= it.intro %>
<%= it.link %>

<%= it.expiry %>
<%= it.ignore %>
`;

/** The MJML layout; introHtml is filled and escaped by fillTranslation (venue and inviter names are user input), hence raw. */
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
        <mj-text><%= it.greeting %></mj-text>
        <mj-text><%~ it.introHtml %></mj-text>
        <mj-button href="<%= it.link %>" background-color="#1c7ed6" color="#ffffff" font-size="15px"><%= it.button %></mj-button>
        <mj-text font-size="13px" color="#52606d"><%= it.linkHint %><br /><a href="<%= it.link %>"><%= it.link %></a></mj-text>
        <mj-text font-size="13px" color="#52606d"><%= it.expiry %> <%= it.ignore %></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** The team invitation in the venue's language: a built-in role named in that language, a custom role by its own name. */
export async function renderTeamInviteEmail(
  language: TLanguage,
  params: { venue: string; inviter: string; role: string; roleName: string; link: string },
): Promise<TRenderedEmail> {
  const s = TEAM_INVITE_STRINGS[language];
  const dir = directionOf(language);
  const values = { venue: params.venue, inviter: params.inviter, role: isBuiltInRole(params.role) ? s.roles[params.role] : params.roleName };
  const subject = fillTranslation('text', s.subject, values);
  const text = renderTemplate('text', TEXT, {
    greeting: s.greeting,
    intro: fillTranslation('text', s.intro, values),
    link: params.link,
    expiry: s.expiry,
    ignore: s.ignore,
  });
  const html = await mjmlToHtml(
    renderTemplate('html', MJML, {
      lang: language,
      dir,
      align: dir === 'rtl' ? 'right' : 'left',
      subject,
      greeting: s.greeting,
      introHtml: fillTranslation('html', s.intro, values),
      button: s.button,
      linkHint: s.linkHint,
      expiry: s.expiry,
      ignore: s.ignore,
      link: params.link,
    }),
  );
  return { subject, text, html };
}
