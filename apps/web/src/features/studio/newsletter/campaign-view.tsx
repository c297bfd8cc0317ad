import {
  type Campaign,
  type CampaignInput,
  type CampaignPreview,
  campaignLanguages,
  campaignInputSchema,
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  paths,
  studioMailTexts as t,
} from '@studio/shared';
import type { Locale } from '@studio/shared/i18n/locales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Eye, FlaskConical, Save, Send, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { outcomeNotice, useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, Spinner, TextAreaField } from '@/components/form/fields';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { studioKeys } from '../shared/studio-api';
import {
  campaignQuery,
  campaignsQuery,
  previewCampaign,
  saveCampaign,
  testCampaign,
  useDeleteCampaign,
  useSendCampaign,
} from '../shared/mail-api';
import { formatNairobi } from '../shared/nairobi-time';
import { CampaignProgress } from './newsletter-view';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { dangerButton, primaryButton, secondaryButton } from '../shared/ui';

const FIELDS = ['subject', 'body', 'subjectSw', 'bodySw'] as const;
type Field = (typeof FIELDS)[number];

/** A newsletter's words as the form holds them (no Kiswahili version: empty). */
const formValues = (campaign: Campaign | null): Record<Field, string> => ({
  subject: campaign?.subject ?? '',
  body: campaign?.body ?? '',
  subjectSw: campaign?.subjectSw ?? '',
  bodySw: campaign?.bodySw ?? '',
});

interface Preview {
  language: Locale;
  mail: CampaignPreview;
}

/**
 * The e-mail as each of its readers gets it: the English, and the Kiswahili when the newsletter
 * has a Kiswahili version (docs/rules/public-pages.md#languages).
 */
async function previewsOf(input: CampaignInput): Promise<Preview[]> {
  return Promise.all(
    campaignLanguages(input).map(async (language) => ({
      language,
      mail: await previewCampaign({ ...input, language }),
    })),
  );
}

/** The e-mail as a recipient sees it, in a sandboxed frame (no scripts, no same-origin access). */
function PreviewFrame({ preview }: { preview: Preview }) {
  const title = preview.language === 'sw' ? t.previewTitleSw : t.previewTitle;
  const id = `newsletter-preview-${preview.language}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-serif text-2xl text-ink dark:text-white">
        {title}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {t.subjectLabel}: <strong lang={preview.language}>{preview.mail.subject}</strong>
      </p>
      <iframe
        title={title}
        sandbox=""
        srcDoc={preview.mail.html}
        className="mt-3 h-[32rem] w-full rounded-2xl border border-stone-200 bg-white dark:border-stone-700"
      />
    </section>
  );
}

function Editor({ campaign, confirmed }: { campaign: Campaign | null; confirmed: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const send = useSendCampaign();
  const remove = useDeleteCampaign();
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState<'test' | 'preview' | null>(null);
  const form = useForm({
    fields: FIELDS,
    initial: () => formValues(campaign),
    validate: (values) => validateWith<Field, CampaignInput>(campaignInputSchema, values),
    send: (data) => saveCampaign(campaign?.id ?? null, data),
    keepOnSuccess: (_sent, result) => formValues(result.campaign),
    success: () => t.draftSaved,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: studioKeys.all });
      if (!campaign) navigate(`${paths.studioNewsletter}/${result.campaign.id}`, { replace: true });
    },
  });
  const notice = outcomeNotice(form.outcome);
  const checked = () => validateWith<Field, CampaignInput>(campaignInputSchema, form.values);

  /** Saves what is typed first (the server sends the saved draft). */
  const saved = async (): Promise<string | null> => {
    const { data } = checked();
    if (!data || !campaign) return null;
    await saveCampaign(campaign.id, data);
    return campaign.id;
  };

  const doPreview = async () => {
    const { data } = checked();
    if (!data) return toast({ kind: 'error', text: t.bodyRequired });
    setBusy('preview');
    try {
      setPreviews(await previewsOf(data));
    } catch (err) {
      toast({ kind: 'error', text: refusalMessage(err, t.previewFailure) });
    } finally {
      setBusy(null);
    }
  };
  const doTest = async () => {
    setBusy('test');
    try {
      const id = await saved();
      if (!id) return;
      const { to } = await testCampaign(id);
      toast({ kind: 'success', text: t.testSent({ email: to }) });
    } catch (err) {
      toast({ kind: 'error', text: refusalMessage(err, t.testFailure) });
    } finally {
      setBusy(null);
    }
  };
  const doSend = async () => {
    try {
      const id = await saved();
      if (!id) return setConfirming(false);
      await send.mutateAsync(id);
      toast({ kind: 'success', text: t.sendStarted });
    } catch (err) {
      toast({ kind: 'error', text: refusalMessage(err, t.sendFailure) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <form {...form.form} className={`${panelClass} p-5 sm:p-6`}>
        <fieldset disabled={form.pending} className="grid gap-5">
          <FormField
            {...form.control('subject')}
            label={t.subjectLabel}
            maxLength={NEWSLETTER_SUBJECT_MAX + 50}
            autoComplete="off"
          />
          <TextAreaField
            {...form.control('body')}
            label={t.bodyLabel}
            hint={t.bodyHint}
            rows={14}
            maxLength={NEWSLETTER_BODY_MAX + 100}
            className="font-mono text-sm"
          />
          <fieldset className="grid gap-4 rounded-2xl border border-stone-200 p-4 sm:p-5 dark:border-stone-700">
            <legend className="px-1 font-semibold text-ink dark:text-white">{t.kiswahiliVersion}</legend>
            <p className="-mt-1 text-sm text-stone-700 dark:text-stone-300">{t.kiswahiliVersionHint}</p>
            <FormField
              {...form.control('subjectSw')}
              lang="sw"
              label={t.subjectSwLabel}
              maxLength={NEWSLETTER_SUBJECT_MAX + 50}
              autoComplete="off"
            />
            <TextAreaField
              {...form.control('bodySw')}
              lang="sw"
              label={t.bodySwLabel}
              rows={10}
              maxLength={NEWSLETTER_BODY_MAX + 100}
              className="font-mono text-sm"
            />
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={primaryButton}>
              {form.pending ? <Spinner /> : <Save aria-hidden className="size-4" />} {t.saveDraft}
            </button>
            <button type="button" className={secondaryButton} onClick={() => void doPreview()} disabled={busy !== null}>
              {busy === 'preview' ? <Spinner /> : <Eye aria-hidden className="size-4" />} {t.preview}
            </button>
            {campaign && (
              <>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => void doTest()}
                  disabled={busy !== null}
                >
                  {busy === 'test' ? <Spinner /> : <FlaskConical aria-hidden className="size-4" />} {t.sendTest}
                </button>
                <button
                  type="button"
                  className={primaryButton}
                  onClick={() =>
                    checked().data ? setConfirming(true) : void form.form.onSubmit({ preventDefault() {} } as never)
                  }
                  disabled={busy !== null || confirmed === 0}
                >
                  <Send aria-hidden className="size-4" /> {t.send}
                </button>
                <button
                  type="button"
                  className={dangerButton}
                  onClick={() => setDeleting(true)}
                  disabled={busy !== null}
                >
                  <Trash2 aria-hidden className="size-4" /> {t.deleteDraft}
                </button>
              </>
            )}
            <p
              role="status"
              className={`text-sm font-medium ${notice?.kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
            >
              {notice?.text}
            </p>
          </div>
          {campaign && confirmed === 0 && (
            <p className="text-sm text-stone-700 dark:text-stone-300">{t.noConfirmedSubscribers}</p>
          )}
        </fieldset>
      </form>
      <ConfirmDialog
        open={confirming}
        message={t.sendConfirmTitle}
        detail={t.sendConfirmBody({ count: confirmed })}
        confirmLabel={t.send}
        busy={send.isPending}
        onConfirm={() => void doSend()}
        onCancel={() => setConfirming(false)}
      />
      {campaign && (
        <ConfirmDialog
          open={deleting}
          message={t.deleteConfirmTitle}
          detail={t.deleteConfirmBody({ subject: campaign.subject })}
          confirmLabel={t.deleteConfirm}
          busy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(campaign.id, {
              onSuccess: () => {
                setDeleting(false);
                toast({ kind: 'success', text: t.draftDeleted });
                navigate(paths.studioNewsletter);
              },
              onError: (err) => {
                setDeleting(false);
                toast({ kind: 'error', text: refusalMessage(err, t.deleteFailure) });
              },
            })
          }
        />
      )}
      {previews.map((p) => (
        <PreviewFrame key={p.language} preview={p} />
      ))}
    </>
  );
}

/** A sent (or sending) newsletter: its progress, refreshed while sending, and the mail. */
function Sent({ campaign }: { campaign: Campaign }) {
  const [previews, setPreviews] = useState<Preview[]>([]);
  const { subject, body, subjectSw, bodySw } = campaign;
  useEffect(() => {
    void previewsOf({ subject, body, ...(subjectSw && bodySw ? { subjectSw, bodySw } : {}) }).then(
      setPreviews,
      () => {},
    );
  }, [subject, body, subjectSw, bodySw]);
  return (
    <>
      <div className={`${panelClass} p-5 sm:p-6`} aria-live="polite">
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {t.campaignStatus[campaign.status]}
          {campaign.sendStartedAt && ` · ${formatNairobi(campaign.sendStartedAt)}`}
          {campaign.sentByEmail && ` · ${campaign.sentByEmail}`}
        </p>
        <CampaignProgress campaign={campaign} />
      </div>
      {previews.map((p) => (
        <PreviewFrame key={p.language} preview={p} />
      ))}
    </>
  );
}

/** /studio/newsletter/:id and /studio/newsletter/new (docs/rules/history.md#issue-14): write, preview, test and send a newsletter. */
export function CampaignView({ id }: { id: string | null }) {
  const campaign = useQuery({ ...campaignQuery(id ?? ''), enabled: id !== null });
  const list = useQuery(campaignsQuery());
  const confirmed = list.data?.confirmed ?? 0;
  const back = (
    <Link
      to={paths.studioNewsletter}
      className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-stone-700 hover:text-clay dark:text-stone-300 dark:hover:text-gold"
    >
      <ArrowLeft aria-hidden className="size-4" /> {t.back}
    </Link>
  );
  if (id === null)
    return (
      <>
        {back}
        <StudioPageHeading title={t.campaignNew} />
        <Editor campaign={null} confirmed={confirmed} />
      </>
    );
  if (campaign.isPending) return <LoadingBlock label={t.newsletterTitle} rows={4} />;
  if (campaign.isError)
    return (
      <>
        {back}
        <LoadError
          message={refusalMessage(campaign.error, t.campaignLoadFailure)}
          onRetry={() => void campaign.refetch()}
          retrying={campaign.isFetching}
        />
      </>
    );
  const c = campaign.data.campaign;
  return (
    <>
      {back}
      <StudioPageHeading title={c.subject} />
      {c.status === 'draft' ? <Editor key={c.id} campaign={c} confirmed={confirmed} /> : <Sent campaign={c} />}
    </>
  );
}
