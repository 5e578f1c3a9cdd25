import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { checkEditorDoc, docPlainText, excerptOf } from '@menudelite/shared/blog/editor-doc';
import { BLOG_AUTO_EXCERPT_MAX } from '@menudelite/shared/blog/contracts';
import type { TDb } from '../database.ts';
import { newId } from '../../lib/ids.ts';
import { findUserByEmail } from '../../features/auth/public.ts';
import { BLOG_PUBLISH_JOB, renderPostHtml } from '../../features/blog/public.ts';
import { enqueueInTransaction } from '../../features/jobs/public.ts';
import { platformImageUrls, storePlatformImage } from '../../features/media/public.ts';

const DEMO_ADMIN_EMAIL = 'admin@demo.menudelite.test';
const DAY_MS = 24 * 3_600_000;
const ASSETS = fileURLToPath(new URL('../../../../web/src/features/public-info/assets/', import.meta.url));

type TNode = Record<string, unknown>;
const text = (value: string, marks?: TNode[]): TNode => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const p = (...content: TNode[]): TNode => ({ type: 'paragraph', content });
const h = (level: 2 | 3, value: string): TNode => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const bullets = (...items: string[]): TNode => ({ type: 'bulletList', content: items.map((item) => ({ type: 'listItem', content: [p(text(item))] })) });
const numbered = (...items: string[]): TNode => ({
  type: 'orderedList',
  attrs: { start: 1, type: null },
  content: items.map((item) => ({ type: 'listItem', content: [p(text(item))] })),
});
const link = (value: string, href: string) => text(value, [{ type: 'link', attrs: { href } }]);
const bold = (value: string) => text(value, [{ type: 'bold' }]);

type TDemoPost = {
  slug: string;
  title: string;
  language: 'en' | 'ar';
  /** Days from now: negative is the past (published), positive the future (scheduled); null a draft. */
  publishedInDays: number | null;
  cover: string | null;
  content: (image: string | null) => TNode[];
};

/**
 * The demo blog (issue 12): four published posts by the demo platform admin (three in English, one
 * in Arabic), with headings, lists, a link and a cover picture each, one with a picture in the body;
 * a draft; and a post scheduled a week ahead with its publish job. Pictures go through the media
 * pipeline's platform scope, from the public pages' screenshots (else a generated picture). Times are
 * days from now, never a time of day. Idempotent: a post whose slug exists is left alone.
 */
const POSTS: TDemoPost[] = [
  {
    slug: 'five-menu-photos-that-sell',
    title: 'Five menu photos that sell more',
    language: 'en',
    publishedInDays: -2,
    cover: 'orders-dashboard.webp',
    content: (image) => [
      p(text('Guests order with their eyes. A clear photo next to a dish is the cheapest upgrade a menu can get, and it works on every phone.')),
      h(2, 'What to photograph first'),
      numbered('Your three best sellers', 'The dish with the highest margin', 'Anything guests ask the server to describe'),
      h(2, 'How to shoot it'),
      bullets('Daylight from a window, never the flash', 'One plate, one angle, a plain background', 'Square crops: they fit the menu card'),
      ...(image ? [{ type: 'image', attrs: { src: image, alt: 'The orders dashboard of a MenuDelite venue', title: null } }] : []),
      p(
        text('Upload photos in '),
        bold('Menu → Items'),
        text('. See '),
        link('how pricing works', '/pricing'),
        text(' or '),
        link('what diners see', '/customers'),
      ),
    ],
  },
  {
    slug: 'split-the-bill-without-the-maths',
    title: 'Split the bill without the maths',
    language: 'en',
    publishedInDays: -9,
    cover: 'table-bill.webp',
    content: () => [
      p(text('The end of a long dinner should not be a calculator session. With table bills every guest scans the table code and pays their share.')),
      h(2, 'Three ways to split'),
      bullets('Evenly between everyone at the table', 'By the items each guest had', 'A custom amount, for the generous friend'),
      h(3, 'Tips stay simple'),
      p(text('Each guest chooses a tip on their own share. Staff see what is paid and what is left on the table, live.')),
      { type: 'blockquote', content: [p(text('“Our tables turn ten minutes faster on Friday nights.”'))] },
      p(
        text('Read more on '),
        link('DelitePay', '/delitePayInfo'),
        text(' or the '),
        link('W3C payment request notes', 'https://www.w3.org/TR/payment-request/'),
        text('.'),
      ),
    ],
  },
  {
    slug: 'the-virtual-table',
    title: 'The virtual table: ordering at the counter, the kiosk and the hotel room',
    language: 'en',
    publishedInDays: -20,
    cover: 'virtual-table.webp',
    content: () => [
      p(text('Not every guest sits at a numbered table. The virtual table gives a kiosk, a counter or a hotel room the same menu and the same checkout.')),
      h(2, 'Where it helps'),
      bullets('Take-away counters with a queue', 'Self-service kiosks', 'Room service in hotels'),
      h(2, 'Getting started'),
      numbered('Create a virtual table in Settings', 'Print its QR code', 'Watch the orders arrive in the kitchen view'),
      p(text('More on '), link('the virtual table page', '/deliteVirtual'), text('.')),
    ],
  },
  {
    slug: 'five-menu-photos-that-sell-ar',
    title: 'خمس صور لقائمة الطعام تزيد المبيعات',
    language: 'ar',
    publishedInDays: -2,
    cover: 'delitepay-preview.webp',
    content: () => [
      p(text('يطلب الضيوف بأعينهم. صورة واضحة بجانب الطبق هي أرخص تحسين لقائمة الطعام، وتعمل على كل هاتف.')),
      h(2, 'ماذا تصوّر أولاً'),
      numbered('الأطباق الثلاثة الأكثر مبيعاً', 'الطبق ذو الهامش الأعلى', 'أي طبق يطلب الضيوف وصفه'),
      h(2, 'كيف تصوّره'),
      bullets('ضوء النهار من النافذة، دون فلاش', 'طبق واحد وزاوية واحدة وخلفية بسيطة'),
      p(text('اطّلع على '), link('الأسعار', '/pricing'), text('.')),
    ],
  },
  {
    slug: 'loyalty-cards-that-guests-keep',
    title: 'Loyalty cards that guests keep (draft)',
    language: 'en',
    publishedInDays: null,
    cover: null,
    content: () => [h(2, 'Why paper cards get lost'), p(text('Notes for a post on wallet passes.'))],
  },
  {
    slug: 'reservations-without-no-shows',
    title: 'Reservations without no-shows',
    language: 'en',
    publishedInDays: 7,
    cover: null,
    content: () => [
      p(text('A small deposit changes everything. Here is how venues cut no-shows with card holds.')),
      h(2, 'The numbers'),
      bullets('Deposits on busy nights only', 'A reminder the day before', 'Release the hold when the guest arrives'),
    ],
  },
];

async function coverBytes(file: string | null, index: number): Promise<Buffer> {
  const path = file ? `${ASSETS}${file}` : null;
  if (path && existsSync(path)) return readFileSync(path);
  // No screenshot at hand (a server deployed without the web sources): a plain generated picture.
  const hue = (index * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,65%)"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/><circle cx="960" cy="240" r="150" fill="rgba(255,255,255,0.25)"/></svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

export async function seedDemoBlog(db: TDb, dataDir = process.env.DATA_DIR ?? './data'): Promise<void> {
  const admin = await findUserByEmail(db, DEMO_ADMIN_EMAIL);
  if (!admin) return;
  const existing = await db.selectFrom('blog_posts').select('slug').where('is_deleted', '=', false).execute();
  const have = new Set(existing.map((row) => row.slug));
  const now = Date.now();
  for (const [index, post] of POSTS.entries()) {
    if (have.has(post.slug)) continue;
    let coverId: string | null = null;
    if (post.cover !== null || post.publishedInDays !== null) {
      const stored = await storePlatformImage(dataDir, await coverBytes(post.cover, index));
      await db
        .insertInto('blog_images')
        .values({
          id: stored.id,
          uploaded_by_user_id: admin.id,
          source_type: stored.sourceType,
          width: stored.width,
          height: stored.height,
          bytes: stored.bytes,
          created_at: new Date(now).toISOString(),
        })
        .execute();
      coverId = stored.id;
    }
    const doc = { type: 'doc', content: post.content(coverId ? platformImageUrls(coverId).md : null) };
    const checked = checkEditorDoc(doc);
    if (!checked.ok) throw new Error(`demo blog post ${post.slug}: ${checked.reason}`);
    const publishedAt = post.publishedInDays === null ? null : new Date(now + post.publishedInDays * DAY_MS).toISOString();
    const status = post.publishedInDays === null ? 'draft' : post.publishedInDays > 0 ? 'scheduled' : 'published';
    const created = new Date(now - 30 * DAY_MS + index * 60_000).toISOString();
    const id = newId();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('blog_posts')
        .values({
          id,
          slug: post.slug,
          title: post.title,
          excerpt: excerptOf(docPlainText(checked.doc), BLOG_AUTO_EXCERPT_MAX),
          language: post.language,
          cover_image_id: coverId,
          content_json: JSON.stringify(doc),
          html: renderPostHtml(checked.doc),
          status,
          published_at: publishedAt,
          publish_job_id: null,
          author_user_id: admin.id,
          is_deleted: false,
          created_at: created,
          updated_at: publishedAt && status === 'published' ? publishedAt : created,
        })
        .execute();
      if (status === 'scheduled' && publishedAt) {
        await enqueueInTransaction(
          trx,
          BLOG_PUBLISH_JOB,
          { postId: id, at: publishedAt },
          { runAt: publishedAt, uniqueKey: `${BLOG_PUBLISH_JOB}:${id}:${publishedAt}` },
        );
      }
    });
  }
}
