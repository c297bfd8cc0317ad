import { blogTexts, STUDIO_NAME } from '@studio/shared';
import { data, type LoaderFunctionArgs, redirect, useLoaderData, useParams } from 'react-router';
import { type BlogPostLoaderData, loadBlogPost } from '@/features/blogs/api/blog-queries';
import { BlogPostView } from '@/features/blogs/components/blog-post-view';
import { blogTitle, metaDescription } from '@/features/blogs/utils/blog-format';
import { Island } from '@/lib/island';
import type { RouteHandle, RouteMeta } from '@/lib/route-meta';

/** Reads the post and the list on the server (and in the client-routed app, when reached from it). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const postId = params.postId ?? '';
  const result = await loadBlogPost(postId, request.signal);
  // A former slug (the API followed its 301) or another spelling of the slug: the post's own address, for good.
  if (result.post && postId !== result.post._id && postId !== result.post.slug) {
    throw redirect(`/blogs/${encodeURIComponent(result.post.slug)}`, 301);
  }
  // An unknown post answers 404, so crawlers do not index the "not found" page.
  return data(result, { status: result.notFound ? 404 : 200 });
}

function postMeta({ data: loaded }: { data: unknown }): RouteMeta {
  const post = (loaded as BlogPostLoaderData | undefined)?.post;
  if (!post) return { title: blogTexts.notFound, description: blogTexts.notFound, noindex: true };
  const description = metaDescription(post.excerpt || post.content);
  return {
    title: blogTitle(post),
    description,
    image: post.image ?? undefined,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: blogTitle(post),
      description,
      ...(post.image ? { image: post.image } : {}),
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author || 'Unknown' },
      publisher: { '@type': 'Organization', name: STUDIO_NAME },
    },
  };
}

export const handle: RouteHandle = { islands: true, meta: postMeta };

/** docs/rules/product.md#screens /blogs/:postId: served as HTML; the post and its recent posts, which poll, are its island. */
export function Component() {
  const { postId = '' } = useParams();
  const initial = useLoaderData() as BlogPostLoaderData;
  return <Island key={postId} name="blog-post" component={BlogPostView} props={{ postId, initial }} />;
}
