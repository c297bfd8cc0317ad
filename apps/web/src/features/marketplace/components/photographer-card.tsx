import { localHref } from '@studio/shared/i18n/current-locale';
import { directoryTexts, type PhotographerCard as Card } from '@studio/shared';
import { Camera, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Picture } from '@/components/media/picture';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { RatingSummary } from '@/components/ui/rating-summary';
import { pathTo, paths } from '@/config/paths';
import {
  type CardImage,
  cardExperience,
  cardImages,
  cardLocation,
  cardMessage,
  cardName,
  cardPrice,
  KES_VIEW,
  type PriceView,
  cardSpeciality,
} from '../utils/card-format';

/** How wide the card's photographs are shown: one column on phones, two from 640 px, three from 1024 px. */
const SIZES = {
  main: '(min-width: 1280px) 270px, (min-width: 1024px) 22vw, (min-width: 640px) 31vw, 62vw',
  side: '(min-width: 1280px) 135px, (min-width: 1024px) 11vw, (min-width: 640px) 16vw, 31vw',
  single: '(min-width: 1280px) 400px, (min-width: 1024px) 32vw, (min-width: 640px) 46vw, 92vw',
} as const;

/** How a card's photographs load: the page's first card first, the next ones at once, the rest lazily. */
export type CardLoad = 'first' | 'eager' | 'lazy';

/** The load of the card at this place in a list. */
export const cardLoadAt = (index: number): CardLoad => (index === 0 ? 'first' : index < 3 ? 'eager' : 'lazy');

function CardPhoto({ image, sizes, load }: { image: CardImage; sizes: string; load: CardLoad }) {
  const priority = load === 'first' ? true : load === 'eager' ? 'eager' : false;
  const imgClassName =
    'size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none';
  if (image.kind === 'variants')
    return (
      <Picture
        image={image.image}
        sizes={sizes}
        alt=""
        priority={priority}
        deferred={load === 'lazy'}
        className="block size-full"
        imgClassName={imgClassName}
      />
    );
  return (
    <img
      src={image.url}
      alt=""
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority === true ? 'high' : 'auto'}
      className={imgClassName}
    />
  );
}

/** Up to three photographs: one large and two beside it, or fewer at full width. */
function Mosaic({ images, load }: { images: CardImage[]; load: CardLoad }) {
  // Only the main photograph of the first card goes first: the others would compete with it.
  const beside = load === 'lazy' ? 'lazy' : 'eager';
  const [first, second, third] = images;
  if (!first)
    return (
      <div className="grid size-full place-items-center bg-gradient-to-br from-sand to-stone-200 text-stone-500 dark:from-stone-800 dark:to-stone-900 dark:text-stone-500">
        <Camera aria-hidden className="size-10" strokeWidth={1.25} />
      </div>
    );
  if (!second) return <CardPhoto image={first} sizes={SIZES.single} load={load} />;
  if (!third)
    return (
      <div className="grid size-full grid-cols-2 gap-0.5">
        <div className="overflow-hidden">
          <CardPhoto image={first} sizes={SIZES.main} load={load} />
        </div>
        <div className="overflow-hidden">
          <CardPhoto image={second} sizes={SIZES.main} load={beside} />
        </div>
      </div>
    );
  return (
    <div className="grid size-full grid-cols-3 grid-rows-2 gap-0.5">
      <div className="col-span-2 row-span-2 overflow-hidden">
        <CardPhoto image={first} sizes={SIZES.main} load={load} />
      </div>
      <div className="overflow-hidden">
        <CardPhoto image={second} sizes={SIZES.side} load={beside} />
      </div>
      <div className="overflow-hidden">
        <CardPhoto image={third} sizes={SIZES.side} load={beside} />
      </div>
    </div>
  );
}

function Fact({ label, children, lines = 1 }: { label: string; children: ReactNode; lines?: 1 | 2 }) {
  return (
    <div className="min-w-0">
      <dt className="text-[0.6875rem] font-semibold uppercase tracking-[0.16em] text-stone-600 dark:text-stone-400">
        {label}
      </dt>
      <dd
        className={`mt-0.5 text-sm font-semibold text-ink dark:text-stone-100 ${lines === 2 ? 'line-clamp-2' : 'truncate'}`}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * A photographer in a list (docs/rules/product.md#screens): up to 3 photographs with the speciality over them, the
 * profile picture (or initials), name, location, price, experience and two lines of their
 * message, each with the spec's fallback. The whole card opens /photographer/{id}; `action` (the
 * favourite heart) sits on the photographs, above the card's link.
 */
export function PhotographerCard({
  photographer: p,
  action,
  headingLevel = 3,
  load = 'lazy',
  prices = KES_VIEW,
}: {
  photographer: Card;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  load?: CardLoad;
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the currency the visitor reads prices in, and the studio's rate. */
  prices?: PriceView;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = cardPrice(p, prices);
  const name = cardName(p.name);
  return (
    <article className="render-when-near group relative flex h-full [--render-size:460px] flex-col overflow-hidden rounded-2xl border border-stone-200/80 bg-white shadow-sm outline-offset-4 outline-clay transition-[box-shadow,transform] duration-300 hover:-translate-y-0.5 hover:shadow-xl has-[a:focus-visible]:outline-2 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-stone-800 dark:bg-stone-900 dark:outline-gold">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand dark:bg-stone-800">
        <Mosaic images={cardImages(p)} load={load} />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-black/55 to-transparent"
        />
        <p className="absolute right-3 bottom-3 max-w-[calc(100%-6.5rem)] truncate rounded-full bg-black/55 px-3 py-1 text-xs font-semibold tracking-wide text-white">
          {cardSpeciality(p.speciality)}
        </p>
        {p.featured && (
          <p className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-gold px-2.5 py-1 text-[0.6875rem] font-bold uppercase tracking-[0.14em] text-ink shadow-sm">
            <Star aria-hidden className="size-3 fill-current" /> {directoryTexts.card.featured}
          </p>
        )}
        {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
      </div>

      <div className="flex flex-1 flex-col px-5 pt-0 pb-5">
        <div className="relative -mt-7 flex items-end gap-3">
          <PersonAvatar
            name={name}
            src={p.profile_picture}
            className="size-14 text-lg ring-4 ring-white dark:ring-stone-900"
          />
        </div>
        <Heading className="mt-3 font-serif text-xl leading-snug text-ink dark:text-white">
          <a
            href={localHref(pathTo(paths.photographerProfile, { id: p._id }))}
            className="[overflow-wrap:anywhere] after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-clay-dark dark:group-hover:text-gold"
          >
            {name}
          </a>
        </Heading>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600 dark:text-stone-400">
          <MapPin aria-hidden className="size-4 shrink-0 text-clay dark:text-gold" />
          <span className="truncate">{cardLocation(p.location)}</span>
        </p>
        <RatingSummary rating={p.rating} className="mt-1.5 text-sm" />
        <p className="mt-3 mb-4 line-clamp-2 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
          {cardMessage(p.message)}
        </p>
        <dl className="mt-auto grid grid-cols-2 gap-4 border-t border-stone-200 pt-4 dark:border-stone-800">
          {/* docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the photographer's own figure, then its value in the view's currency: two lines. */}
          <Fact label={directoryTexts.card.price} lines={price.other ? 2 : 1}>
            {price.main}
            {price.other && (
              <>
                {' '}
                <span className="font-normal text-stone-600 dark:text-stone-400">{price.other}</span>
              </>
            )}
          </Fact>
          <Fact label={directoryTexts.card.experience}>{cardExperience(p)}</Fact>
        </dl>
      </div>
    </article>
  );
}
