import { Eta, type TemplateFunction } from 'eta';
import mjml2html from 'mjml';

/**
 * Two Eta engines: one escapes every interpolation (HTML and MJML, where a diner's or a venue's name
 * must never become markup), one does not (plain-text e-mail parts and SMS).
 */
const engines = {
  html: new Eta({ autoEscape: true, useWith: false }),
  text: new Eta({ autoEscape: false, useWith: false }),
};
const compiled = new Map<string, TemplateFunction>();

/** Renders an Eta template; each (mode, source) pair is compiled once. */
export function renderTemplate(mode: keyof typeof engines, source: string, data: object): string {
  const key = `${mode}\u0000${source}`;
  let fn = compiled.get(key);
  if (!fn) {
    fn = engines[mode].compile(source);
    compiled.set(key, fn);
  }
  return fn.call(engines[mode], data);
}

/** Translations write placeholders as `{name}`, readable for translators; they become Eta interpolations here. */
export function translationToEta(text: string): string {
  return text.replace(/\{(\w+)\}/g, '<%= it.$1 %>');
}

/** Fills a translated string's `{placeholders}` through Eta, escaped for HTML or not. */
export function fillTranslation(mode: keyof typeof engines, text: string, params: Record<string, string | number>): string {
  return renderTemplate(mode, translationToEta(text), params);
}

/** MJML to e-mail-client-safe HTML. Strict validation: a broken template fails its test, not a customer's inbox. */
export async function mjmlToHtml(source: string): Promise<string> {
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length) throw new Error(`MJML template invalid: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}
