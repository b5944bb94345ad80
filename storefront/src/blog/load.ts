import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { BLOG_UNAVAILABLE } from './abort-reasons';
import type { BlogListData, BlogPostData } from './blog-model';

function reader(pageContext: PageContextServer) {
  if (!pageContext.blog) throw new Error('the blog reader is missing from pageContext');
  return pageContext.blog;
}

/**
 * spec §8: "Could not load the blog right now." — logged, then rethrown to the error page (the blog's error
 * state, HTTP 503), never a broken page.
 */
function unavailable(err: unknown): never {
  console.error('Could not load the blog right now.', err);
  throw render(503, BLOG_UNAVAILABLE);
}

export async function loadBlogList(pageContext: PageContextServer): Promise<BlogListData> {
  try {
    return {
      kind: 'list',
      locale: pageContext.locale,
      posts: await reader(pageContext).list(pageContext.locale),
    };
  } catch (err) {
    return unavailable(err);
  }
}

export async function loadBlogPost(pageContext: PageContextServer): Promise<BlogPostData & { url: string }> {
  const slug = pageContext.routeParams.slug ?? '';
  let post;
  try {
    post = await reader(pageContext).post(slug);
  } catch (err) {
    return unavailable(err);
  }
  // A post that is not (or no longer) published: the list.
  if (!post) throw redirect('/blog');
  const site = (pageContext.siteUrl ?? '').replace(/\/+$/, '');
  return { kind: 'post', locale: pageContext.locale, post, url: `${site}/blog/${post.slug}` };
}
