import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { renderActionEmail, type TRenderedEmail } from './action-email.ts';
import { fillTranslation } from './engine.ts';
import { PASSWORD_RESET_STRINGS } from './strings/password-reset.ts';

/** The password-reset e-mail in the recipient's language: subject, a plain-text part and an HTML part. */
export function renderPasswordResetEmail(language: TLanguage, params: { name: string; link: string }): Promise<TRenderedEmail> {
  const s = PASSWORD_RESET_STRINGS[language];
  return renderActionEmail(language, {
    subject: s.subject,
    greeting: fillTranslation('text', s.greeting, params),
    greetingHtml: fillTranslation('html', s.greeting, params),
    intro: s.intro,
    introHtml: fillTranslation('html', s.intro, {}),
    button: s.button,
    linkHint: s.linkHint,
    footer: [s.ignore],
    link: params.link,
  });
}
