/** The blog (docs/api/blog.md). Other code uses only these. */
export { blogRoutes } from './routes.ts';
/** The server-rendered blog pages and sitemap.xml (plugins/web-app-blog.ts) read live posts through this. */
export { createBlogPublicService, type TBlogPublicService } from './service.ts';
export { BLOG_PUBLISH_JOB } from './publish-job.ts';
/** Post HTML from checked editor JSON (the demo seed writes its posts with it). */
export { renderPostHtml } from './render.ts';
