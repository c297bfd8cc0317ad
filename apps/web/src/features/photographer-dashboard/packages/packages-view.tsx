import {
  PACKAGES_MAX_PER_PORTFOLIO,
  type PhotographerPackage,
  packagesTexts,
  paths,
  photographerDashboardTexts,
} from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Clock, Eye, EyeOff, Package, PackageCheck, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/ui/toasts';
import { myPortfolioQuery } from '../portfolio/portfolio-api';
import { myPackagesQuery, useDeletePackage, useReorderPackages, useSetPackageActive } from './packages-api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { PackageForm } from './package-form';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { panelClass } from '@/components/ui/panel';
import { primaryButton } from '@/components/ui/buttons';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-stone-300 text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 dark:border-stone-600 dark:text-stone-100 dark:hover:border-white';
const textButton =
  'inline-flex min-h-10 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-semibold text-ink transition-colors hover:border-ink disabled:opacity-60 dark:border-stone-600 dark:text-stone-100 dark:hover:border-white';

type Move = 'up' | 'down';
const pageTexts = photographerDashboardTexts.packagesPage;
const moveButtonId = (id: string, move: Move) => `package-${id}-move-${move}`;

/**
 * Packages (docs/rules/history.md#issue-12): the photographer's offers, in the order the profile shows them. Each can be
 * moved up or down (buttons, so the keyboard can), edited, hidden or shown, and deleted after a
 * confirmation; the form below adds one or edits the one chosen.
 */
export function PackagesView() {
  const portfolio = useQuery(myPortfolioQuery());
  const packages = useQuery(myPackagesQuery());
  const reorder = useReorderPackages();
  const setActive = useSetPackageActive();
  const remove = useDeletePackage();
  const toast = useToast();
  const [editing, setEditing] = useState<PhotographerPackage | null>(null);
  const [deleting, setDeleting] = useState<PhotographerPackage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The move button to give focus back to once the list has its new order. */
  const refocus = useRef<{ id: string; move: Move; index: number } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const list = packages.data ?? [];
  useEffect(() => {
    const target = refocus.current;
    // Once the list shows the package at its new place (moving a node takes its focus away).
    if (!target || list[target.index]?.id !== target.id) return;
    refocus.current = null;
    const wanted = document.getElementById(moveButtonId(target.id, target.move)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(target.id, target.move === 'up' ? 'down' : 'up'));
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const moved = list[index];
    // One move at a time (the buttons stay enabled, so focus never falls off them).
    if (!moved || to < 0 || to >= list.length || reorder.isPending) return;
    const ids = list.map((p) => p.id);
    ids.splice(index, 1);
    ids.splice(to, 0, moved.id);
    refocus.current = { id: moved.id, move: by < 0 ? 'up' : 'down', index: to };
    setAnnouncement(pageTexts.moved({ title: moved.title, position: to + 1, total: list.length }));
    reorder.mutate(ids, {
      onError: () => {
        refocus.current = null;
        setAnnouncement('');
        toast({ kind: 'error', text: packagesTexts.actionFailure });
      },
    });
  };

  const toggle = (pkg: PhotographerPackage) =>
    setActive.mutate(
      { pkg, active: !pkg.active },
      {
        onSuccess: ({ data }) =>
          toast({ kind: 'success', text: data.active ? packagesTexts.shown : packagesTexts.hidden }),
        onError: () => toast({ kind: 'error', text: packagesTexts.actionFailure }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ kind: 'success', text: packagesTexts.deleted });
        if (editing?.id === deleting.id) setEditing(null);
        setDeleting(null);
      },
      onError: () => {
        toast({ kind: 'error', text: packagesTexts.actionFailure });
        setDeleting(null);
      },
    });
  };

  const startEditing = (pkg: PhotographerPackage) => {
    setEditing(pkg);
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus({ preventScroll: true });
    });
  };

  const heading = (
    <DashboardPageHeading eyebrow={pageTexts.eyebrow} title={packagesTexts.pageTitle}>
      {packagesTexts.intro}
    </DashboardPageHeading>
  );

  if (portfolio.isPending || packages.isPending)
    return (
      <>
        {heading}
        <LoadingBlock label={pageTexts.loading} rows={3} />
      </>
    );
  if (portfolio.isError || packages.isError)
    return (
      <>
        {heading}
        <LoadError
          message={packagesTexts.failure}
          onRetry={() => {
            void portfolio.refetch();
            void packages.refetch();
          }}
        />
      </>
    );
  if (portfolio.data === null)
    return (
      <>
        {heading}
        <EmptyState icon={<Package className="size-5" />} title={packagesTexts.needsPortfolio}>
          <Link to={paths.photographerPortfolio} className={`${primaryButton} mt-4`}>
            {pageTexts.createPortfolio}
          </Link>
        </EmptyState>
      </>
    );

  const full = list.length >= PACKAGES_MAX_PER_PORTFOLIO;
  return (
    <>
      {heading}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {list.length === 0 ? (
        <EmptyState icon={<Package className="size-5" />} title={packagesTexts.empty} />
      ) : (
        <ol aria-label={pageTexts.listLabel} className="grid gap-4">
          {list.map((p, i) => (
            <li key={p.id} className={`${panelClass} p-5 sm:p-6 ${p.active ? '' : 'bg-stone-50 dark:bg-stone-900/60'}`}>
              <article aria-labelledby={`package-${p.id}-title`} className="flex flex-col gap-4 sm:flex-row">
                <div className="flex shrink-0 gap-2 sm:flex-col">
                  <button
                    type="button"
                    id={moveButtonId(p.id, 'up')}
                    className={iconButton}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={packagesTexts.moveUp({ title: p.title })}
                    title={pageTexts.moveUp}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    id={moveButtonId(p.id, 'down')}
                    className={iconButton}
                    disabled={i === list.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={packagesTexts.moveDown({ title: p.title })}
                    title={pageTexts.moveDown}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <h2
                      id={`package-${p.id}-title`}
                      className="font-serif text-xl text-ink [overflow-wrap:anywhere] dark:text-white"
                    >
                      {p.title}
                    </h2>
                    {!p.active && (
                      <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800 dark:bg-stone-700 dark:text-stone-100">
                        {packagesTexts.hiddenBadge}
                      </span>
                    )}
                  </div>
                  <p className="mt-1 font-semibold tabular-nums text-clay-dark dark:text-gold">
                    {packagesTexts.price({ kes: p.priceKes, usd: p.priceUsd })}
                  </p>
                  <p className="mt-1 flex items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
                    <Clock aria-hidden className="size-4 shrink-0 text-stone-500" />
                    {packagesTexts.duration({ value: p.durationValue, unit: p.durationUnit })}
                  </p>
                  {p.deliverables && (
                    <p className="mt-1 flex items-start gap-2 text-sm text-stone-700 dark:text-stone-300">
                      <PackageCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
                      <span className="[overflow-wrap:anywhere]">{p.deliverables}</span>
                    </p>
                  )}
                  <div className="mt-4 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={textButton}
                      onClick={() => startEditing(p)}
                      aria-label={pageTexts.editLabel({ title: p.title })}
                    >
                      <Pencil aria-hidden className="size-4" /> {pageTexts.edit}
                    </button>
                    <button
                      type="button"
                      className={textButton}
                      onClick={() => toggle(p)}
                      aria-label={
                        p.active ? pageTexts.hideLabel({ title: p.title }) : pageTexts.showLabel({ title: p.title })
                      }
                      disabled={setActive.isPending && setActive.variables?.pkg.id === p.id}
                    >
                      {p.active ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
                      {p.active ? pageTexts.hide : pageTexts.show}
                    </button>
                    <button
                      type="button"
                      className={`${textButton} text-red-700 hover:border-red-700 dark:text-red-300`}
                      onClick={() => setDeleting(p)}
                      aria-label={pageTexts.deleteLabel({ title: p.title })}
                    >
                      <Trash2 aria-hidden className="size-4" /> {pageTexts.delete}
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}

      <div ref={formRef} className="mt-8 scroll-mt-24">
        {full && !editing ? (
          <p className={`${panelClass} p-5 text-stone-700 dark:text-stone-300`}>{packagesTexts.full}</p>
        ) : (
          <PackageForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        )}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        message={packagesTexts.deleteConfirmTitle}
        detail={deleting ? packagesTexts.deleteConfirmBody({ title: deleting.title }) : undefined}
        confirmLabel={pageTexts.deleteConfirm}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
