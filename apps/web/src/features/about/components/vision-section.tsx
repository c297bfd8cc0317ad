import { englishLang } from '@studio/shared';
import { useStudioContent } from '@/lib/studio-content';

/** docs/rules/product.md#screens /about: the studio's vision. */
export function VisionSection() {
  const { about } = useStudioContent();
  const [lead, ...rest] = about.vision.paragraphs;
  return (
    <section
      aria-labelledby="about-vision-title"
      className="bg-ink py-20 text-stone-100 sm:py-28 dark:bg-stone-950"
      data-testid="vision"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[0.7fr_1.3fr] lg:gap-20">
        <h2
          id="about-vision-title"
          className="font-serif text-4xl text-gold sm:text-5xl"
          {...englishLang(about.vision, 'title')}
        >
          {about.vision.title}
        </h2>
        <div {...englishLang(about.vision, 'paragraphs')}>
          <p className="font-serif text-2xl leading-snug text-balance sm:text-4xl">{lead}</p>
          {rest.map((p) => (
            <p key={p} className="mt-6 text-lg leading-relaxed text-stone-300">
              {p}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
