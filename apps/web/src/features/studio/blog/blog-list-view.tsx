import { BLOG_STATUSES, type StudioBlogPost, STUDIO_BLOG_SEARCH_MAX, studioBlogTexts } from '@studio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ExternalLink, Newspaper, Plus, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { inputClass } from '@/components/form/fields';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { keepScrollState } from '@/lib/navigation-state';
import { type BlogListParams, blogListQuery, blogListSearch, parseBlogListParams } from './blog-api';
import { formatNairobi } from '../shared/nairobi-time';
import { BlogStatusBadge } from './blog-status-badge';
import { Pager } from '../shared/pager';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { primaryButton } from '../shared/ui';

const STATUSES = ['all', ...BLOG_STATUSES] as const;

function SearchForm({ params }: { params: BlogListParams }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(params.q);
  useEffect(() => setText(params.q), [params.q]);
  return (
    <form
      role="search"
      aria-label={studioBlogTexts.searchLabel}
      onSubmit={(e) => {
        e.preventDefault();
        navigate({ search: blogListSearch({ ...params, q: text.trim(), page: 1 }) }, { state: keepScrollState });
      }}
      className="min-w-0 flex-1"
    >
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
        {studioBlogTexts.searchLabel}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={studioBlogTexts.searchPlaceholder}
          maxLength={STUDIO_BLOG_SEARCH_MAX}
          autoComplete="off"
          className={`${inputClass} border-stone-300 pl-11 dark:border-stone-600`}
        />
      </div>
    </form>
  );
}

function StatusLinks({ params, counts }: { params: BlogListParams; counts?: Record<string, number> }) {
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <span id="studio-blog-status" className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        {studioBlogTexts.statusFilter}
      </span>
      <div
        role="group"
        aria-labelledby="studio-blog-status"
        className="flex max-w-full gap-1 self-start overflow-x-auto rounded-full bg-white p-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700"
      >
        {STATUSES.map((status) => {
          const current = params.status === status;
          return (
            <Link
              key={status}
              to={{ search: blogListSearch({ ...params, status, page: 1 }) }}
              state={keepScrollState}
              aria-current={current ? 'true' : undefined}
              className={`rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-3.5 ${
                current
                  ? 'bg-ink text-white dark:bg-white dark:text-ink'
                  : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
              }`}
            >
              {studioBlogTexts.statuses[status]}
              {counts?.[status] !== undefined && (
                <span className="ml-1.5 tabular-nums opacity-70">{counts[status]}</span>
              )}
            </Link>
          );
        })}
      </div>
    </div>
  );
}

function whenLine(post: StudioBlogPost): string {
  if (post.status === 'scheduled' && post.publishAt)
    return studioBlogTexts.scheduledFor({ when: formatNairobi(post.publishAt) });
  if (post.status === 'published' && post.publishAt)
    return studioBlogTexts.publishedOn({ when: formatNairobi(post.publishAt) });
  return studioBlogTexts.updatedOn({ when: formatNairobi(post.updatedAt) });
}

function PostRow({ post }: { post: StudioBlogPost }) {
  return (
    <li className="flex gap-4 px-4 py-4 sm:px-6">
      <div className="hidden size-16 shrink-0 overflow-hidden rounded-lg bg-sand sm:block dark:bg-stone-800">
        {post.cover ? (
          <img
            src={post.cover.src}
            srcSet={post.cover.srcSetWebp}
            sizes="64px"
            alt=""
            width={64}
            height={64}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <Newspaper aria-hidden className="m-auto mt-5 size-6 text-stone-400" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={`/studio/blog/${post._id}`}
            className="font-serif text-lg leading-snug font-semibold [overflow-wrap:anywhere] text-ink hover:text-clay hover:underline dark:text-white dark:hover:text-gold"
          >
            {post.title}
          </Link>
          <BlogStatusBadge status={post.status} />
        </div>
        <p className="mt-1 text-sm [overflow-wrap:anywhere] text-stone-600 dark:text-stone-400">
          {`/blogs/${post.slug}`} · {post.author}
        </p>
        <p className="mt-0.5 text-sm text-stone-700 dark:text-stone-300">{whenLine(post)}</p>
      </div>
      {post.status === 'published' && (
        <a
          href={post.url}
          target="_blank"
          rel="noreferrer"
          className="grid size-10 shrink-0 place-items-center self-center rounded-full text-stone-600 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800"
        >
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">
            {studioBlogTexts.view}: {post.title}
          </span>
        </a>
      )}
    </li>
  );
}

/** /studio/blog (docs/rules/history.md#issue-14, ADR 0023): every post with its status, searched and filtered in the address. */
export function BlogListView() {
  const [searchParams] = useSearchParams();
  const params = parseBlogListParams(searchParams);
  const list = useQuery({ ...blogListQuery(params), placeholderData: keepPreviousData });
  const data = list.data;

  let results: ReactNode;
  if (list.isPending) results = <LoadingBlock label={studioBlogTexts.loading} rows={5} />;
  else if (list.isError && !data)
    results = (
      <LoadError message={studioBlogTexts.failure} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    );
  else if (!data || data.data.length === 0)
    results = <EmptyState icon={<Newspaper className="size-5" />} title={studioBlogTexts.empty} />;
  else
    results = (
      <>
        <ul className={`${panelClass} divide-y divide-stone-200 overflow-hidden dark:divide-stone-800`}>
          {data.data.map((post) => (
            <PostRow key={post._id} post={post} />
          ))}
        </ul>
        <Pager
          page={params.page}
          totalPages={data.meta.totalPages}
          label={studioBlogTexts.title}
          search={(page) => blogListSearch({ ...params, page })}
        />
      </>
    );

  return (
    <>
      <StudioPageHeading title={studioBlogTexts.title}>
        <p>{studioBlogTexts.intro}</p>
      </StudioPageHeading>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchForm params={params} />
        <Link to="/studio/blog/new" className={`${primaryButton} h-12 px-6`}>
          <Plus aria-hidden className="size-4" /> {studioBlogTexts.newPost}
        </Link>
      </div>
      <StatusLinks params={params} counts={data?.counts} />
      <div className="mt-6">{results}</div>
    </>
  );
}
