import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { isBuiltInRole } from '@menudelite/shared/team/permissions';
import { renderActionEmail, type TRenderedEmail } from './action-email.ts';
import { fillTranslation } from './engine.ts';
import { TEAM_INVITE_STRINGS } from './strings/team-invite.ts';

/** The team invitation in the venue's language: a built-in role named in that language, a custom role by its own name. */
export function renderTeamInviteEmail(
  language: TLanguage,
  params: { venue: string; inviter: string; role: string; roleName: string; link: string },
): Promise<TRenderedEmail> {
  const s = TEAM_INVITE_STRINGS[language];
  const values = { venue: params.venue, inviter: params.inviter, role: isBuiltInRole(params.role) ? s.roles[params.role] : params.roleName };
  return renderActionEmail(language, {
    subject: fillTranslation('text', s.subject, values),
    greeting: s.greeting,
    greetingHtml: fillTranslation('html', s.greeting, {}),
    intro: fillTranslation('text', s.intro, values),
    introHtml: fillTranslation('html', s.intro, values),
    button: s.button,
    linkHint: s.linkHint,
    footer: [s.expiry, s.ignore],
    link: params.link,
  });
}
