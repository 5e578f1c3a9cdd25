/** The head-tag builder moved to packages/shared/src/site/head-tags.ts (the server renders the blog's tags with it too). */
export { documentTitle, headTags, SITE_NAME, type THeadTag, type TPageMeta } from '@menudelite/shared/site/head-tags';
