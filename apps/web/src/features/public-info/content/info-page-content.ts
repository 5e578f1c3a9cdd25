/**
 * An info page (issue 12: /delitePayInfo, /deliteClubInfo, /deliteVirtual) is data: which blocks it
 * has, in order, and where its buttons lead. Every word lives in the public-info namespace under the
 * page's key (`<page>.hero.title`, `<page>.steps.<id>.title`...), so a new page is a content file,
 * a locale block and a route, and the layout stays one component.
 */
export type TInfoIcon = 'page' | 'link' | 'qr' | 'card' | 'refund' | 'list' | 'spark';

export type TInfoAction = {
  to: string;
  /** A key of the public-info namespace. */
  labelKey: string;
  kind: 'primary' | 'secondary' | 'subtle';
  testId: string;
};

export type TInfoPageContent = {
  /** The locale key holding the page's text. */
  page: string;
  /** The route, for the canonical URL. */
  path: string;
  /** Cards under the hero: `<page>.highlights.<id>.title|body`. */
  highlights: readonly { id: string; icon: TInfoIcon }[];
  /** Numbered steps: `<page>.steps.<id>.title|body`; their heading is `<page>.steps.title`. */
  steps: readonly string[];
  /** Text blocks: `<page>.sections.<id>.title|body`, bullet points `.points.<p>`, a highlighted `.note` when `note` is set. */
  sections: readonly { id: string; icon: TInfoIcon; points?: readonly string[]; note?: boolean }[];
  /** Questions: `<page>.faq.<id>.question|answer`; their heading is `<page>.faqTitle` if the page has one, else `common.faqTitle` (venues'). */
  faq: readonly string[];
  /** Values for the page's strings (`{{path}}`...), the same in every language. */
  values?: Record<string, string>;
  /** Hero buttons; the closing band repeats those of kind primary and secondary. */
  actions: readonly TInfoAction[];
};
