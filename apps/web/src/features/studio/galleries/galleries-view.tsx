import {
  GALLERY_TITLE_MAX,
  galleriesTexts,
  STUDIO_CLIENT_NAME_MAX,
  paths,
  type StudioGalleryClient,
  type StudioGallerySummary,
  type StudioGalleryCreateInput,
  studioGalleryCreateSchema,
} from '@studio/shared';
import { formatDate } from '@studio/shared/i18n/format';
import { useQuery } from '@tanstack/react-query';
import { Images, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckboxField, FormAlert, FormField, Spinner } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { pathTo } from '@/config/paths';
import { refusalMessage } from '@/lib/api-client';
import { studioDayIn } from '@/lib/calendar-date';
import { StudioPageHeading } from '../shared/studio-shell';
import { primaryButton } from '../shared/ui';
import { studioGalleriesQuery, useCreateStudioGallery } from './galleries-api';

const t = galleriesTexts.studio;
const manager = galleriesTexts.manager;

/** A day as Nairobi reads it, e.g. "26 February 2027". */
const dayOf = (iso: string) => formatDate(iso, 'day');

/** Where a client's invitation stands, in words. */
export const invitationLine = (client: StudioGalleryClient) =>
  t.invitation({
    state: client.accepted ? 'accepted' : client.invitedAt ? 'sent' : 'none',
    date: client.invitedAt ? dayOf(client.invitedAt) : '',
  });

const FIELDS = ['title', 'clientName', 'clientEmail', 'expiresOn', 'selectionMin', 'selectionMax'] as const;
type Field = (typeof FIELDS)[number];

/** A bound of the client's selection as typed: empty is none; anything else the schema checks as a whole number. */
const bound = (typed: string) => (typed.trim() === '' ? null : Number(typed));

function CreateForm() {
  const create = useCreateStudioGallery();
  const navigate = useNavigate();
  const [downloads, setDownloads] = useState(true);
  const { form, pending, control, outcome } = useForm({
    fields: FIELDS,
    initial: () => ({
      title: '',
      clientName: '',
      clientEmail: '',
      expiresOn: studioDayIn(90),
      selectionMin: '',
      selectionMax: '',
    }),
    validate: (values) =>
      validateWith<Field, StudioGalleryCreateInput>(studioGalleryCreateSchema, {
        ...values,
        selectionMin: bound(values.selectionMin),
        selectionMax: bound(values.selectionMax),
        clientDownloads: downloads,
      }),
    send: (input) => create.mutateAsync(input),
    clearOnChange: 'field',
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, t.createFailed),
    onSuccess: (view) => navigate(pathTo(paths.studioGallery, { id: view.id })),
  });
  return (
    <form {...form} className="grid gap-4">
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField {...control('title')} label={manager.title} maxLength={GALLERY_TITLE_MAX} />
        </div>
        <FormField
          {...control('clientName')}
          label={t.clientName}
          autoComplete="off"
          maxLength={STUDIO_CLIENT_NAME_MAX}
        />
        <FormField {...control('clientEmail')} label={t.clientEmail} type="email" autoComplete="off" />
        <FormField {...control('expiresOn')} label={manager.openUntil} type="date" min={studioDayIn(1)} />
        <div className="hidden sm:block" />
        <FormField {...control('selectionMin')} label={manager.selectionMin} type="number" min={0} />
        <FormField {...control('selectionMax')} label={manager.selectionMax} type="number" min={1} />
        <CheckboxField
          id="studio-gallery-downloads"
          className="sm:col-span-2"
          label={t.clientDownloads}
          checked={downloads}
          onCheckedChange={setDownloads}
        />
      </fieldset>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
      <div>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? <Spinner /> : <Plus aria-hidden className="size-4" />} {t.create}
        </button>
      </div>
    </form>
  );
}

function GalleryCardsList({ cards }: { cards: (galleries: StudioGallerySummary[]) => ReactNode }) {
  const list = useQuery(studioGalleriesQuery());
  if (list.isPending) return <LoadingBlock label={t.loading} />;
  if (list.isError)
    return (
      <LoadError
        message={refusalMessage(list.error, t.loadFailed)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (list.data.length === 0) return <EmptyState icon={<Images aria-hidden className="size-6" />} title={t.empty} />;
  return cards(list.data);
}

/** A studio gallery's client and where their invitation stands, under its title in a card. */
export function ClientLines({ client }: { client: StudioGalleryClient }) {
  return (
    <>
      <p className="mt-1 text-sm [overflow-wrap:anywhere] text-stone-700 dark:text-stone-300">
        {t.client({ name: client.name, email: client.email })}
      </p>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{invitationLine(client)}</p>
    </>
  );
}

/**
 * /studio/galleries (docs/decisions/0047-studio-client-galleries.md): the studio's own clients'
 * galleries, and a form to make one. `cards` shows the list (the galleries' cards, composed by the
 * route with `ClientLines`).
 */
export function StudioGalleriesView({ cards }: { cards: (galleries: StudioGallerySummary[]) => ReactNode }) {
  return (
    <>
      <StudioPageHeading title={t.title}>{t.intro}</StudioPageHeading>
      <section aria-labelledby="new-studio-gallery" className={`${panelClass} mb-8 p-5 sm:p-8`}>
        <h2 id="new-studio-gallery" className="mb-4 font-serif text-2xl text-ink dark:text-white">
          {t.newGallery}
        </h2>
        <CreateForm />
      </section>
      <GalleryCardsList cards={cards} />
    </>
  );
}
