import { useEffect } from 'react';
import { documentTitle, headTags, type TPageMeta } from './head-tags';

/** Points a tag at its new value; answers how to put back what was there before. */
function applyTag(tag: ReturnType<typeof headTags>[number]): () => void {
  const [keyName, keyValue] = tag.key;
  const existing = document.head.querySelector(`${tag.element}[${keyName}="${keyValue}"]`);
  if (existing) {
    const before = existing.getAttribute(tag.valueAttribute);
    existing.setAttribute(tag.valueAttribute, tag.value);
    return () => (before === null ? existing.removeAttribute(tag.valueAttribute) : existing.setAttribute(tag.valueAttribute, before));
  }
  const created = document.createElement(tag.element);
  created.setAttribute(keyName, keyValue);
  created.setAttribute(tag.valueAttribute, tag.value);
  document.head.append(created);
  return () => created.remove();
}

/**
 * Sets the page's title and head tags while it is shown and puts back what was there before
 * (index.html's description; nothing else), so the next page never inherits a stale preview.
 * No package: a public page needs a handful of tags, and a head manager would weigh more than
 * the page itself.
 */
export function usePageMeta({ title, description, path, language, image, type, publishedTime }: TPageMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    const undo = headTags({ title, description, path, language, image, type, publishedTime }, window.location.origin).map(applyTag);
    document.title = documentTitle(title);
    return () => {
      for (const restore of undo) restore();
      document.title = previousTitle;
    };
  }, [title, description, path, language, image, type, publishedTime]);
}
