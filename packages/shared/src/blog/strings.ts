import type { TLanguage } from '../i18n/languages.ts';

/**
 * The few words of the public blog pages (the list and a post), in the 14 languages. The server
 * renders them into the HTML of /blogs and /blogs/:id (ssr-markup.ts) and the web app's blog pages
 * render the same markup with the same words, so both come from here.
 */
export type TBlogStrings = {
  /** The list's heading, the header link and the <title> of /blogs. */
  blog: string;
  /** The meta description of /blogs. */
  blogDescription: string;
  olderPosts: string;
  newestPosts: string;
  /** `{name}` is the author's name. */
  byAuthor: string;
  noPosts: string;
  /** The header's label for its navigation. */
  blogNavigation: string;
  /** The pager's label. */
  pagination: string;
};

export const BLOG_STRINGS: Record<TLanguage, TBlogStrings> = {
  en: {
    blog: 'Blog',
    blogDescription: 'News, product updates and stories from restaurants using MenuDelite.',
    olderPosts: 'Older posts',
    newestPosts: 'Newest posts',
    byAuthor: 'By {name}',
    noPosts: 'No posts yet.',
    blogNavigation: 'Blog navigation',
    pagination: 'Pages',
  },
  es: {
    blog: 'Blog',
    blogDescription: 'Noticias, novedades del producto e historias de restaurantes que usan MenuDelite.',
    olderPosts: 'Entradas anteriores',
    newestPosts: 'Entradas más recientes',
    byAuthor: 'Por {name}',
    noPosts: 'Todavía no hay entradas.',
    blogNavigation: 'Navegación del blog',
    pagination: 'Páginas',
  },
  zh: {
    blog: '博客',
    blogDescription: '来自 MenuDelite 的新闻、产品更新以及使用它的餐厅的故事。',
    olderPosts: '较早的文章',
    newestPosts: '最新文章',
    byAuthor: '作者：{name}',
    noPosts: '还没有文章。',
    blogNavigation: '博客导航',
    pagination: '分页',
  },
  ar: {
    blog: 'المدونة',
    blogDescription: 'أخبار وتحديثات المنتج وقصص من المطاعم التي تستخدم MenuDelite.',
    olderPosts: 'مقالات أقدم',
    newestPosts: 'أحدث المقالات',
    byAuthor: 'بقلم {name}',
    noPosts: 'لا توجد مقالات بعد.',
    blogNavigation: 'تصفح المدونة',
    pagination: 'الصفحات',
  },
  ru: {
    blog: 'Блог',
    blogDescription: 'Новости, обновления продукта и истории ресторанов, работающих с MenuDelite.',
    olderPosts: 'Более ранние записи',
    newestPosts: 'Новые записи',
    byAuthor: 'Автор: {name}',
    noPosts: 'Записей пока нет.',
    blogNavigation: 'Навигация по блогу',
    pagination: 'Страницы',
  },
  ja: {
    blog: 'ブログ',
    blogDescription: 'MenuDelite のニュース、製品アップデート、導入レストランのストーリー。',
    olderPosts: '以前の記事',
    newestPosts: '最新の記事',
    byAuthor: '著者：{name}',
    noPosts: 'まだ記事はありません。',
    blogNavigation: 'ブログのナビゲーション',
    pagination: 'ページ',
  },
  ko: {
    blog: '블로그',
    blogDescription: 'MenuDelite의 소식, 제품 업데이트, 그리고 MenuDelite를 쓰는 레스토랑 이야기.',
    olderPosts: '이전 글',
    newestPosts: '최신 글',
    byAuthor: '작성자: {name}',
    noPosts: '아직 글이 없습니다.',
    blogNavigation: '블로그 탐색',
    pagination: '페이지',
  },
  de: {
    blog: 'Blog',
    blogDescription: 'Neuigkeiten, Produkt-Updates und Geschichten von Restaurants, die MenuDelite nutzen.',
    olderPosts: 'Ältere Beiträge',
    newestPosts: 'Neueste Beiträge',
    byAuthor: 'Von {name}',
    noPosts: 'Noch keine Beiträge.',
    blogNavigation: 'Blog-Navigation',
    pagination: 'Seiten',
  },
  fr: {
    blog: 'Blog',
    blogDescription: 'Actualités, nouveautés du produit et histoires de restaurants qui utilisent MenuDelite.',
    olderPosts: 'Articles plus anciens',
    newestPosts: 'Articles les plus récents',
    byAuthor: 'Par {name}',
    noPosts: 'Aucun article pour le moment.',
    blogNavigation: 'Navigation du blog',
    pagination: 'Pages',
  },
  pl: {
    blog: 'Blog',
    blogDescription: 'Aktualności, nowości w produkcie i historie restauracji korzystających z MenuDelite.',
    olderPosts: 'Starsze wpisy',
    newestPosts: 'Najnowsze wpisy',
    byAuthor: 'Autor: {name}',
    noPosts: 'Nie ma jeszcze wpisów.',
    blogNavigation: 'Nawigacja bloga',
    pagination: 'Strony',
  },
  pt: {
    blog: 'Blog',
    blogDescription: 'Notícias, novidades do produto e histórias de restaurantes que usam o MenuDelite.',
    olderPosts: 'Publicações anteriores',
    newestPosts: 'Publicações mais recentes',
    byAuthor: 'Por {name}',
    noPosts: 'Ainda não há publicações.',
    blogNavigation: 'Navegação do blog',
    pagination: 'Páginas',
  },
  it: {
    blog: 'Blog',
    blogDescription: 'Notizie, novità del prodotto e storie di ristoranti che usano MenuDelite.',
    olderPosts: 'Articoli precedenti',
    newestPosts: 'Articoli più recenti',
    byAuthor: 'Di {name}',
    noPosts: 'Ancora nessun articolo.',
    blogNavigation: 'Navigazione del blog',
    pagination: 'Pagine',
  },
  nl: {
    blog: 'Blog',
    blogDescription: 'Nieuws, productupdates en verhalen van restaurants die MenuDelite gebruiken.',
    olderPosts: 'Oudere berichten',
    newestPosts: 'Nieuwste berichten',
    byAuthor: 'Door {name}',
    noPosts: 'Nog geen berichten.',
    blogNavigation: 'Blognavigatie',
    pagination: "Pagina's",
  },
  hi: {
    blog: 'ब्लॉग',
    blogDescription: 'MenuDelite से खबरें, प्रोडक्ट अपडेट और इसे इस्तेमाल करने वाले रेस्टोरेंट की कहानियाँ।',
    olderPosts: 'पुरानी पोस्ट',
    newestPosts: 'नई पोस्ट',
    byAuthor: 'लेखक: {name}',
    noPosts: 'अभी कोई पोस्ट नहीं है।',
    blogNavigation: 'ब्लॉग नेविगेशन',
    pagination: 'पृष्ठ',
  },
};

export function blogStrings(language: TLanguage): TBlogStrings {
  return BLOG_STRINGS[language] ?? BLOG_STRINGS.en;
}

/** The published date as readers of the post's language write it, in UTC so server and browser agree. */
export function formatBlogDate(iso: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
