/** Where a self-hosted font's stylesheet lives. No zod here: the web app's entry loads fonts through it. */
export function fontSlug(family: string): string {
  return family.trim().toLowerCase().replace(/\s+/g, '-');
}

export function fontStylesheetUrl(family: string): string {
  return `/fonts/${fontSlug(family)}/index.css`;
}
