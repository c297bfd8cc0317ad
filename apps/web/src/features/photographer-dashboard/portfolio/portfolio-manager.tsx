import { IMAGES_MAX_PER_PORTFOLIO, paths, photographerDashboardTexts, portfolioTexts, siteTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDeletePortfolio, myPortfolioQuery } from './portfolio-api';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ImageList } from './image-list';
import { ImageUploader } from './image-uploader';
import { dangerButton } from '@/components/ui/buttons';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { PortfolioForm, saveFailureText } from './portfolio-form';
import { useToast } from '@/components/ui/toasts';

const pageTexts = photographerDashboardTexts.portfolioPage;

function DeletePortfolio({ id }: { id: string }) {
  const toast = useToast();
  const remove = useDeletePortfolio();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    remove.mutate(id, {
      onSuccess: (res) => {
        setConfirming(false);
        if (res.success) toast({ kind: 'success', text: portfolioTexts.deleted });
        else toast({ kind: 'error', text: siteTexts.error({ message: res.message }) });
      },
      onError: (err) => {
        setConfirming(false);
        toast({ kind: 'error', text: saveFailureText(err) });
      },
    });
  return (
    <section
      aria-labelledby="delete-portfolio"
      className={`${panelClass} border-red-200 p-5 sm:p-8 dark:border-red-900/70`}
    >
      <h2 id="delete-portfolio" className="font-serif text-2xl text-ink dark:text-white">
        {pageTexts.deleteTitle}
      </h2>
      <p className="mt-2 max-w-prose text-sm leading-relaxed text-stone-700 dark:text-stone-300">
        {pageTexts.deleteBody}
      </p>
      <button type="button" className={`${dangerButton} mt-5`} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="size-4" /> {pageTexts.deleteTitle}
      </button>
      <ConfirmDialog
        open={confirming}
        message={portfolioTexts.confirmDelete}
        detail={pageTexts.deleteDetail}
        confirmLabel={pageTexts.deleteTitle}
        busy={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/**
 * The Portfolio page (docs/rules/product.md#screens, #states): create mode while there is no portfolio; after a successful save
 * it is update mode, with the photographs and the delete; a delete returns to create mode with the
 * form cleared.
 */
export function PortfolioManager() {
  const id = useId();
  const portfolio = useQuery(myPortfolioQuery());

  if (portfolio.isPending) return <LoadingBlock label={pageTexts.loading} rows={5} />;
  if (portfolio.isError)
    return (
      <>
        <DashboardPageHeading eyebrow={pageTexts.eyebrow} title={pageTexts.title} />
        <LoadError message={pageTexts.failure} onRetry={() => void portfolio.refetch()} />
      </>
    );

  const p = portfolio.data;
  return (
    <>
      <DashboardPageHeading eyebrow={pageTexts.eyebrow} title={p ? pageTexts.title : pageTexts.createTitle}>
        {p ? (
          <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span>{pageTexts.intro}</span>
            <Link
              to={paths.photographerProfile.replace(':id', encodeURIComponent(p._id))}
              className="inline-flex items-center gap-1.5 font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
            >
              {pageTexts.viewPublic} <ExternalLink aria-hidden className="size-4" />
            </Link>
          </span>
        ) : (
          pageTexts.createIntro
        )}
      </DashboardPageHeading>

      <div className="space-y-6">
        {/* A new key after a create or a delete: the form starts again from what was saved (or empty). */}
        <PortfolioForm key={p?._id ?? 'new'} portfolio={p} />

        {/* Creating, the form takes the first photographs itself (docs/rules/history.md#issue-23). */}
        {p && (
          <section aria-labelledby={`${id}-photos`} className={`${panelClass} p-5 sm:p-8`}>
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id={`${id}-photos`} className="font-serif text-2xl text-ink dark:text-white">
                {pageTexts.photographs}
              </h2>
              <p className="text-sm text-stone-600 tabular-nums dark:text-stone-400">
                {pageTexts.photoCount({ count: p.gallery.length, max: IMAGES_MAX_PER_PORTFOLIO })}
              </p>
            </div>
            <div className="mt-6 space-y-8">
              <ImageUploader inPortfolio={p.gallery.length} />
              <ImageList key={p._id} portfolio={p} />
            </div>
          </section>
        )}

        {p && <DeletePortfolio id={p._id} />}
      </div>
    </>
  );
}
