import {
  BLOG_COVER_ALT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SECTIONS_MAX,
  BLOG_SLUG_MAX,
  BLOG_STATUSES,
  BLOG_TITLE_MAX,
  type BlogStatus,
  IMAGE_MAX_BYTES,
  type StudioBlogInput,
  type StudioBlogPost,
  studioBlogInputSchema,
  studioBlogTexts as t,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, ImagePlus, Images, Plus, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  fieldBorder,
  FieldError,
  FormAlert,
  FormField,
  inputClass,
  RadioGroupField,
  Spinner,
  TextArea,
  TextAreaField,
} from '@/components/form/fields';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { MarkdownBody } from '@/components/ui/markdown-body';
import { staffQuery } from '../support/support-api';
import { useToast } from '@/components/ui/toasts';
import { ApiError, refusalMessage } from '@/lib/api-client';
import {
  blogPostQuery,
  previewBlogPost,
  useDeleteBlogPost,
  useLibraryBlogCover,
  useRemoveBlogCover,
  useSaveBlogPost,
  useUploadBlogCover,
} from './blog-api';
import { formatNairobi, fromNairobiInput, toNairobiInput } from '../shared/nairobi-time';
import { BlogStatusBadge } from './blog-status-badge';
import { MediaPicker } from '../media/media-picker';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { dangerButton, primaryButton, secondaryButton } from '../shared/ui';

const FIELDS = [
  'title',
  'slug',
  'excerpt',
  'author',
  'content',
  'status',
  'publishAt',
  'coverAlt',
  'sections',
  // docs/rules/public-pages.md#languages: the optional Kiswahili version, named as the schema's paths (server errors land there).
  'sw.title',
  'sw.excerpt',
  'sw.content',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
interface Section {
  key: number;
  title: string;
  content: string;
  /** docs/rules/public-pages.md#languages: its optional Kiswahili title and body ('' is none). */
  sw: { title: string; content: string };
}

const labelClass = 'block text-sm font-semibold text-stone-800 dark:text-stone-200';
const hintClass = 'mt-1.5 text-sm text-stone-600 dark:text-stone-400';

const valuesOf = (post?: StudioBlogPost): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  author: post?.author ?? '',
  content: post?.content ?? '',
  status: post?.status ?? 'draft',
  publishAt: post?.status === 'scheduled' ? toNairobiInput(post.publishAt) : '',
  coverAlt: post?.coverAlt ?? '',
  sections: '',
  'sw.title': post?.sw.title ?? '',
  'sw.excerpt': post?.sw.excerpt ?? '',
  'sw.content': post?.sw.content ?? '',
});

/** The form's values as the API takes them. */
function inputOf(values: Values, sections: Section[]): Record<string, unknown> {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    author: values.author,
    content: values.content,
    status: values.status,
    publishAt: values.status === 'scheduled' ? fromNairobiInput(values.publishAt) || undefined : null,
    coverAlt: values.coverAlt,
    sections: sections.map(({ title, content, sw }) => ({ title, content, sw })),
    // Every field is sent: one left empty is none (the English shows on the Kiswahili page).
    sw: { title: values['sw.title'], excerpt: values['sw.excerpt'], content: values['sw.content'] },
  };
}

/**
 * The first message of a section's fields, per section ("sections.2.title" -> "2"), and of its Kiswahili fields apart
 * ("sections.2.sw.content" -> "2.sw").
 */
function sectionErrorsOf(errors: Record<string, string | string[] | undefined>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const m = /^sections\.(\d+)(\.sw)?/.exec(key);
    const text = Array.isArray(message) ? message[0] : message;
    const place = m ? `${m[1]}${m[2] ?? ''}` : undefined;
    if (place && text && found[place] === undefined) found[place] = text;
  }
  return found;
}

let sectionKey = 0;
const withKeys = (sections: { title: string; content: string; sw?: Section['sw'] }[]): Section[] =>
  sections.map((s) => ({ ...s, sw: s.sw ?? { title: '', content: '' }, key: ++sectionKey }));

const WIDE = '(min-width: 1024px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** True on a desktop-wide window, where Write and Preview sit side by side (docs/rules/history.md#issue-23). */
const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );

/** How long typing pauses before the live preview asks the server again. */
const PREVIEW_DELAY_MS = 400;

/**
 * Write and Preview of the body: the preview is the server's rendering, as the public page shows
 * it, under the post's title and author. On a wide window both sit side by side and the preview
 * follows the typing (docs/rules/history.md#issue-23); on a phone they are two tabs.
 */
function BodyEditor({
  field,
  error,
  sections,
  content,
  title,
  author,
}: {
  field: ReturnType<ReturnType<typeof useForm<Field, StudioBlogInput>>['field']>;
  error?: string;
  sections: Section[];
  content: string;
  title: string;
  author: string;
}) {
  const wide = useWide();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ html?: string; error?: string; loading: boolean }>({ loading: false });
  const id = useId();
  const showsPreview = wide || tab === 'preview';
  const looked = useRef(false);

  useEffect(() => {
    if (!showsPreview) return;
    const controller = { cancelled: false };
    setPreview((p) => ({ ...p, loading: true, error: undefined }));
    // The first look is at once; then the preview waits for a pause in the typing.
    const timer = setTimeout(
      () =>
        previewBlogPost(
          content,
          sections.map(({ title: heading, content: text }) => ({ title: heading, content: text })),
        ).then(
          (html) => !controller.cancelled && setPreview({ html, loading: false }),
          (err) =>
            !controller.cancelled && setPreview({ loading: false, error: refusalMessage(err, t.previewFailure) }),
        ),
      looked.current ? PREVIEW_DELAY_MS : 0,
    );
    looked.current = true;
    return () => {
      controller.cancelled = true;
      clearTimeout(timer);
    };
  }, [showsPreview, content, sections]);

  const tabClass = (on: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${
      on
        ? 'bg-ink text-white dark:bg-white dark:text-ink'
        : 'text-stone-700 hover:bg-sand dark:text-stone-300 dark:hover:bg-stone-800'
    }`;

  const previewPanel = (
    <div
      aria-live={wide ? 'off' : undefined}
      aria-label={wide ? t.preview : undefined}
      role={wide ? 'region' : undefined}
      // Side by side it scrolls on its own: the keyboard reaches it too (docs/rules/platform.md#accessibility).
      tabIndex={wide ? 0 : undefined}
      className="min-h-48 rounded-lg border border-stone-300 bg-paper p-5 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none sm:p-8 lg:max-h-[70vh] lg:overflow-y-auto dark:border-stone-600 dark:bg-stone-950"
    >
      {(title.trim() || author.trim()) && (
        <header className="mx-auto mb-6 max-w-[68ch] border-b border-stone-200 pb-4 dark:border-stone-800">
          {title.trim() && <p className="font-serif text-3xl text-ink dark:text-white">{title}</p>}
          {author.trim() && <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t.byAuthor({ author })}</p>}
        </header>
      )}
      {preview.loading && !preview.html ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner /> {t.preview}…
        </p>
      ) : preview.error ? (
        <FormAlert text={preview.error} />
      ) : preview.html?.trim() ? (
        <MarkdownBody html={preview.html} className="mx-auto max-w-[68ch]" />
      ) : (
        <p className="text-sm text-stone-600 italic dark:text-stone-400">{t.previewEmpty}</p>
      )}
    </div>
  );

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label htmlFor={field.id} className={labelClass}>
          {t.fields.content}
        </label>
        {wide ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t.livePreview}</p>
        ) : (
          <div
            role="tablist"
            aria-label={`${t.write} / ${t.preview}`}
            className="flex gap-1 rounded-full p-1 ring-1 ring-stone-200 dark:ring-stone-700"
          >
            <button
              type="button"
              role="tab"
              id={`${id}-write`}
              aria-selected={tab === 'write'}
              aria-controls={`${id}-panel`}
              onClick={() => setTab('write')}
              className={tabClass(tab === 'write')}
            >
              {t.write}
            </button>
            <button
              type="button"
              role="tab"
              id={`${id}-preview`}
              aria-selected={tab === 'preview'}
              aria-controls={`${id}-panel`}
              onClick={() => setTab('preview')}
              className={tabClass(tab === 'preview')}
            >
              {t.preview}
            </button>
          </div>
        )}
      </div>
      {wide ? (
        <div className="mt-2 grid grid-cols-2 gap-4">
          <TextArea {...field} invalid={Boolean(error)} rows={24} className="font-mono text-sm" />
          {previewPanel}
        </div>
      ) : (
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className="mt-2">
          <TextArea
            {...field}
            invalid={Boolean(error)}
            rows={16}
            hidden={tab !== 'write'}
            className="font-mono text-sm"
          />
          {tab === 'preview' && previewPanel}
        </div>
      )}
      {(wide || tab === 'write') && (
        <p id={`${field.id}-hint`} className={hintClass}>
          {t.fields.contentHint}
        </p>
      )}
      <FieldError fieldId={field.id} error={error} />
    </div>
  );
}

function SectionsEditor({
  sections,
  setSections,
  errors,
}: {
  sections: Section[];
  setSections: (next: Section[]) => void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const update = (key: number, change: Partial<Section>) =>
    setSections(sections.map((s) => (s.key === key ? { ...s, ...change } : s)));
  return (
    <fieldset className="space-y-4">
      <legend className={labelClass}>{t.fields.sections}</legend>
      {sections.map((section, i) => (
        <div key={section.key} className="space-y-3 rounded-xl border border-stone-200 p-4 dark:border-stone-700">
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <FormField
                id={`${id}-${section.key}-title`}
                label={`${t.fields.sectionTitle} ${i + 1}`}
                value={section.title}
                onValueChange={(title) => update(section.key, { title })}
                maxLength={BLOG_TITLE_MAX}
                error={errors[i]}
              />
            </div>
            <button
              type="button"
              onClick={() => setSections(sections.filter((s) => s.key !== section.key))}
              className="mb-1.5 grid size-11 shrink-0 place-items-center self-start rounded-full text-stone-600 hover:bg-sand hover:text-red-700 dark:text-stone-300 dark:hover:bg-stone-800"
              style={{ marginTop: '1.75rem' }}
            >
              <X aria-hidden className="size-5" />
              <span className="sr-only">
                {t.fields.removeSection} {i + 1}
              </span>
            </button>
          </div>
          <TextAreaField
            id={`${id}-${section.key}-content`}
            label={t.fields.sectionContent}
            value={section.content}
            onValueChange={(content) => update(section.key, { content })}
            rows={6}
            className="font-mono text-sm"
          />
          <FormField
            id={`${id}-${section.key}-sw-title`}
            label={`${t.fields.swSectionTitle} ${i + 1}`}
            hint={t.fields.swSectionHint}
            value={section.sw.title}
            onValueChange={(title) => update(section.key, { sw: { ...section.sw, title } })}
            maxLength={BLOG_TITLE_MAX}
            error={errors[`${i}.sw`]}
            lang="sw"
          />
          <TextAreaField
            id={`${id}-${section.key}-sw-content`}
            label={t.fields.swSectionContent}
            value={section.sw.content}
            onValueChange={(content) => update(section.key, { sw: { ...section.sw, content } })}
            rows={6}
            lang="sw"
            className="font-mono text-sm"
          />
        </div>
      ))}
      {sections.length < BLOG_SECTIONS_MAX && (
        <button
          type="button"
          onClick={() =>
            setSections([...sections, { key: ++sectionKey, title: '', content: '', sw: { title: '', content: '' } }])
          }
          className={secondaryButton}
        >
          <Plus aria-hidden className="size-4" /> {t.fields.addSection}
        </button>
      )}
    </fieldset>
  );
}

/** A cover's file as chosen: its problem (type, size), if any, before anything is sent. */
const coverProblem = (file: File) =>
  !/^image\/(jpeg|png|webp|avif)$/.test(file.type) ? t.coverType : file.size > IMAGE_MAX_BYTES ? t.coverTooLarge : null;

/**
 * The cover: what it is now, a picture to upload (seen before it is sent), and removing it. On a
 * new post (docs/rules/history.md#issue-23) the chosen picture waits in `pending` and is uploaded once the post is saved.
 */
function CoverEditor({
  post,
  alt,
  pending,
  onPending,
}: {
  post?: StudioBlogPost;
  alt: string;
  pending?: File | null;
  onPending?: (file: File | null) => void;
}) {
  const id = useId();
  const toast = useToast();
  const upload = useUploadBlogCover();
  const remove = useRemoveBlogCover();
  const library = useLibraryBlogCover();
  const [picking, setPicking] = useState(false);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const file = post ? ownFile : (pending ?? null);
  const setFile = post ? setOwnFile : (f: File | null) => onPending?.(f);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) return setLocalUrl(null);
    const url = URL.createObjectURL(file);
    setLocalUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return setFile(null);
    const problem = coverProblem(chosen);
    if (problem) {
      setError(problem);
      // A new post never waits with a file it could not send.
      if (!post) return setFile(null);
    }
    setFile(chosen);
  };

  const send = () => {
    if (!post || !file || error) return;
    upload.mutate(
      { id: post._id, file, alt },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = '';
          toast({ kind: 'success', text: t.saved });
        },
        onError: (err) => setError(coverUploadError(err)),
      },
    );
  };

  const shown = localUrl ?? post?.cover?.src;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t.fields.cover}
      </label>
      <div className="mt-2 overflow-hidden rounded-xl bg-sand dark:bg-stone-800">
        {shown ? (
          <img
            src={shown}
            alt={localUrl ? '' : (post?.cover?.alt ?? '')}
            className="aspect-[16/9] w-full object-cover"
            data-testid="cover-preview"
          />
        ) : (
          <div className="grid aspect-[16/9] place-items-center text-stone-500">
            <ImagePlus aria-hidden className="size-8" />
          </div>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        onChange={(e) => choose(e.target.files?.[0])}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="mt-3 block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:font-semibold file:text-ink hover:file:bg-stone-200 dark:text-stone-300 dark:file:bg-stone-800 dark:file:text-stone-100"
      />
      <p id={`${id}-hint`} className={hintClass}>
        {post ? t.coverHint : `${t.coverHint} ${t.coverWithPost}`}
      </p>
      <FieldError fieldId={id} error={error} />
      {post && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={send}
            disabled={!file || !!error || upload.isPending}
            className={secondaryButton}
          >
            {upload.isPending ? <Spinner /> : <ImagePlus aria-hidden className="size-4" />}
            {upload.isPending ? t.coverUploading : post.cover ? t.replaceCover : t.uploadCover}
          </button>
          <button
            type="button"
            onClick={() => setPicking(true)}
            disabled={library.isPending}
            className={secondaryButton}
          >
            {library.isPending ? <Spinner /> : <Images aria-hidden className="size-4" />}
            {t.coverFromLibrary}
          </button>
          {picking && (
            <MediaPicker
              open
              accept="own"
              onClose={() => setPicking(false)}
              onChoose={(image) => {
                setPicking(false);
                setError(null);
                library.mutate(
                  { id: post._id, image },
                  {
                    onSuccess: () => toast({ kind: 'success', text: t.saved }),
                    onError: (err) => setError(coverUploadError(err)),
                  },
                );
              }}
            />
          )}
          {post.cover && (
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(post._id, { onError: (err) => setError(refusalMessage(err, t.saveFailure)) })
              }
              className={secondaryButton}
            >
              <X aria-hidden className="size-4" /> {t.removeCover}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** What a refused cover upload says: the server's words under the picture, else the failure. */
const coverUploadError = (err: unknown) =>
  err instanceof ApiError && err.errors?.image?.[0] ? err.errors.image[0] : refusalMessage(err, t.saveFailure);

function StatusPicker({
  form,
  error,
  publishAtError,
}: {
  form: ReturnType<typeof useForm<Field, StudioBlogInput>>;
  error?: string;
  publishAtError?: string;
}) {
  const id = useId();
  const status = form.values.status as BlogStatus;
  const publishAt = form.field('publishAt', { hint: true });
  return (
    <div>
      <RadioGroupField
        id={form.fieldId('status')}
        // Not the field's name: the form keeps the status in its state, not in the DOM.
        name={`${id}-status`}
        legend={t.fields.status}
        cards
        value={status}
        options={BLOG_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
        onValueChange={(s) => form.change('status', s)}
        error={error}
      />
      {status === 'scheduled' && (
        <div className="mt-4">
          <label htmlFor={publishAt.id} className={labelClass}>
            {t.fields.publishAt}
          </label>
          <input
            {...publishAt}
            type="datetime-local"
            className={`${inputClass} mt-1.5 ${fieldBorder(publishAtError)} sm:max-w-xs`}
          />
          <p id={`${publishAt.id}-hint`} className={hintClass}>
            {t.timeZoneNote}
          </p>
          <FieldError fieldId={publishAt.id} error={publishAtError} />
        </div>
      )}
    </div>
  );
}

/**
 * The author (docs/rules/history.md#issue-23): one of the staff, by name, not free text. A post written before keeps its
 * author as an option while it is not one of the staff, so that saving it changes nothing.
 */
function AuthorPicker({
  form,
  current,
}: {
  form: ReturnType<typeof useForm<Field, StudioBlogInput>>;
  current?: string;
}) {
  const staff = useQuery(staffQuery());
  const names = [...new Set((staff.data?.admins ?? []).map((a) => a.username))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  const keep = current && !names.includes(current) ? current : null;
  const fieldId = form.fieldId('author');
  const error = form.errors.author;
  return (
    <div>
      <label htmlFor={fieldId} className={labelClass}>
        {t.fields.author}
      </label>
      <select
        {...form.field('author', { hint: true })}
        className={`${inputClass} mt-1.5 ${fieldBorder(error)}`}
        aria-busy={staff.isPending}
      >
        <option value="">{t.chooseAuthor}</option>
        {keep && <option value={keep}>{t.formerAuthor({ name: keep })}</option>}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p id={`${fieldId}-hint`} className={hintClass}>
        {staff.isError ? t.authorsFailure : t.authorHint}
      </p>
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}

function EditorForm({ post }: { post?: StudioBlogPost }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveBlogPost();
  const remove = useDeleteBlogPost();
  const [sections, setSectionsState] = useState<Section[]>(() => withKeys(post?.sections ?? []));
  const [sectionErrors, setSectionErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  // docs/rules/history.md#issue-23: a new post's cover, chosen before the first save and uploaded right after it.
  const [pendingCover, setPendingCover] = useState<File | null>(null);
  const uploadCover = useUploadBlogCover();
  const sectionsRef = useRef(sections);
  sectionsRef.current = sections;
  const setSections = (next: Section[]) => {
    setSectionsState(next);
    setSectionErrors({});
  };

  const validate = (values: Values) => {
    const checked = validateWith<Field | string, StudioBlogInput>(
      studioBlogInputSchema,
      inputOf(values, sectionsRef.current),
    );
    const errors = { ...checked.errors } as Partial<Record<Field, string>> & Record<string, string | undefined>;
    const perSection = sectionErrorsOf(errors);
    setSectionErrors(perSection);
    if (Object.keys(perSection).length) errors.sections = Object.values(perSection)[0];
    if (values.status === 'scheduled' && !errors.publishAt && values.publishAt) {
      const at = Date.parse(fromNairobiInput(values.publishAt));
      if (!Number.isNaN(at) && at <= Date.now()) errors.publishAt = t.publishAtPast;
    }
    const clean = Object.fromEntries(
      Object.entries(errors).filter(([k, v]) => v && (FIELDS as readonly string[]).includes(k)),
    ) as Partial<Record<Field, string>>;
    return Object.keys(clean).length ? { errors: clean } : { data: checked.data, errors: clean };
  };

  const form = useForm<Field, StudioBlogInput, StudioBlogPost>({
    fields: FIELDS,
    initial: () => valuesOf(post),
    validate,
    send: async (input) => {
      const saved = await save.mutateAsync({ id: post?._id, input });
      if (post || !pendingCover) return saved;
      try {
        return await uploadCover.mutateAsync({ id: saved._id, file: pendingCover, alt: input.coverAlt ?? '' });
      } catch (err) {
        // The post is saved: its editor opens, and says the cover still has to be added.
        toast({ kind: 'error', text: t.coverAfterSaveFailed, detail: coverUploadError(err) });
        return saved;
      }
    },
    keepOnSuccess: (_sent, saved) => valuesOf(saved),
    success: () => t.saved,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, t.saveFailure),
    onSuccess: (saved) => {
      toast({ kind: 'success', text: t.saved });
      setSectionsState(withKeys(saved.sections));
      if (!post) navigate(`/studio/blog/${saved._id}`, { replace: true });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.errors) setSectionErrors(sectionErrorsOf(err.errors));
    },
  });
  const { errors, pending } = form;

  const text = (name: Field, label: string, max: number, hint?: ReactNode, extra: object = {}) => (
    <FormField {...form.control(name)} label={label} maxLength={max} hint={hint} {...extra} />
  );

  return (
    <>
      <form {...form.form} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <fieldset disabled={pending} className="min-w-0 space-y-6">
          <div className={`${panelClass} space-y-6 p-5 sm:p-8`}>
            {text('title', t.fields.title, BLOG_TITLE_MAX)}
            {text('slug', t.fields.slug, BLOG_SLUG_MAX, t.fields.slugHint, {
              autoCapitalize: 'none',
              spellCheck: false,
            })}
            {post && post.oldSlugs.length > 0 && (
              <p className="-mt-4 text-sm text-stone-600 dark:text-stone-400">
                {t.redirectsHere({ paths: post.oldSlugs.map((s) => `/blogs/${s}`).join(', ') })}
              </p>
            )}
            <TextAreaField
              {...form.control('excerpt')}
              label={t.fields.excerpt}
              hint={t.fields.excerptHint}
              rows={3}
              maxLength={BLOG_EXCERPT_MAX}
            />
            <AuthorPicker form={form} current={post?.author} />
            <BodyEditor
              field={form.field('content', { hint: true })}
              error={errors.content}
              content={form.values.content}
              sections={sections}
              title={form.values.title}
              author={form.values.author}
            />
            <div>
              <SectionsEditor sections={sections} setSections={setSections} errors={sectionErrors} />
              {errors.sections && Object.keys(sectionErrors).length === 0 && (
                <FieldError fieldId={form.fieldId('sections')} error={errors.sections} />
              )}
            </div>
          </div>
          <fieldset
            className={`${panelClass} space-y-6 p-5 sm:p-8`}
            aria-describedby={`${form.fieldId('sw.title')}-group`}
          >
            <legend className="float-left w-full font-sans text-lg font-semibold text-ink dark:text-white">
              {t.fields.kiswahili}
            </legend>
            <p id={`${form.fieldId('sw.title')}-group`} className={`${hintClass} clear-left`}>
              {t.fields.kiswahiliHint}
            </p>
            {text('sw.title', t.fields.swTitle, BLOG_TITLE_MAX, undefined, { lang: 'sw' })}
            <TextAreaField
              {...form.control('sw.excerpt')}
              label={t.fields.swExcerpt}
              rows={3}
              maxLength={BLOG_EXCERPT_MAX}
              lang="sw"
            />
            <TextAreaField
              {...form.control('sw.content')}
              label={t.fields.swContent}
              hint={t.fields.contentHint}
              rows={12}
              lang="sw"
              className="font-mono text-sm"
            />
          </fieldset>
        </fieldset>

        <div className="space-y-6">
          <fieldset disabled={pending} className={`${panelClass} space-y-5 p-5 sm:p-6`}>
            <StatusPicker form={form} error={errors.status} publishAtError={errors.publishAt} />
            <FormAlert text={form.outcome.kind === 'error' ? form.outcome.detail : undefined} />
            <button type="submit" className={`${primaryButton} w-full`}>
              {pending && <Spinner />}
              {pending ? t.saving : post ? t.save : t.create}
            </button>
          </fieldset>
          <div className={`${panelClass} space-y-5 p-5 sm:p-6`}>
            <CoverEditor post={post} alt={form.values.coverAlt} pending={pendingCover} onPending={setPendingCover} />
            {text('coverAlt', t.fields.coverAlt, BLOG_COVER_ALT_MAX, t.fields.coverAltHint)}
          </div>
          {post && (
            <button type="button" onClick={() => setConfirming(true)} className={`${dangerButton} w-full`}>
              <Trash2 aria-hidden className="size-4" /> {t.deletePost}
            </button>
          )}
        </div>
      </form>
      {post && (
        <ConfirmDialog
          open={confirming}
          message={t.deleteConfirmTitle}
          detail={t.deleteConfirmBody({ title: post.title })}
          confirmLabel={t.deleteConfirm}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(post._id, {
              onSuccess: () => {
                setConfirming(false);
                toast({ kind: 'success', text: t.deleted });
                navigate('/studio/blog');
              },
              onError: (err) => {
                setConfirming(false);
                toast({ kind: 'error', text: refusalMessage(err, t.saveFailure) });
              },
            })
          }
        />
      )}
    </>
  );
}

/** /studio/blog/new and /studio/blog/:id (docs/rules/history.md#issue-14, ADR 0023): the post editor. */
export function BlogEditorView({ id }: { id: string }) {
  const isNew = id === 'new';
  const query = useQuery({ ...blogPostQuery(id), enabled: !isNew });
  const post = query.data;

  let body: ReactNode;
  if (isNew) body = <EditorForm key="new" />;
  else if (query.isPending) body = <LoadingBlock label={t.loading} rows={6} />;
  else if (query.isError && !post)
    body = (
      <LoadError
        message={query.error instanceof ApiError && query.error.status === 404 ? t.notFound : t.failure}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <EditorForm key={post!._id} post={post} />;

  return (
    <>
      <Link
        to="/studio/blog"
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-stone-700 hover:text-clay dark:text-stone-300 dark:hover:text-gold"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t.backToList}
      </Link>
      <StudioPageHeading title={isNew ? t.newTitle : (post?.title ?? t.editTitle)}>
        {post && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <BlogStatusBadge status={post.status} />
            <span className="text-sm">
              {post.status === 'scheduled' && post.publishAt
                ? t.scheduledFor({ when: formatNairobi(post.publishAt) })
                : post.status === 'published' && post.publishAt
                  ? t.publishedOn({ when: formatNairobi(post.publishAt) })
                  : t.updatedOn({ when: formatNairobi(post.updatedAt) })}
            </span>
            {post.status === 'published' && (
              <a
                href={post.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-clay-dark hover:underline dark:text-gold"
              >
                {t.view} <ExternalLink aria-hidden className="size-3.5" />
              </a>
            )}
          </p>
        )}
      </StudioPageHeading>
      {body}
    </>
  );
}
