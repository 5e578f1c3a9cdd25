// Tables owned by the blog feature (db/table-owners.ts).
import type { DbBool } from './common.ts';

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  language: string;
  cover_image_id: string | null;
  content_json: string;
  html: string;
  /** draft | scheduled | published */
  status: string;
  published_at: string | null;
  publish_job_id: string | null;
  author_user_id: string;
  is_deleted: DbBool;
  created_at: string;
  updated_at: string;
}

export interface BlogImagesTable {
  id: string;
  uploaded_by_user_id: string;
  source_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

export interface BlogSchema {
  blog_posts: BlogPostsTable;
  blog_images: BlogImagesTable;
}
