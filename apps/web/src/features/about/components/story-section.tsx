import { englishLang } from '@studio/shared';
import { useStudioContent } from '@/lib/studio-content';

export function StorySection() {
  const { about } = useStudioContent();
  return (
    <section aria-labelledby="about-story-title" className="container-page py-20 sm:py-28">
      <div className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <h2
          id="about-story-title"
          className="font-serif text-4xl leading-tight sm:text-5xl"
          {...englishLang(about.story, 'title')}
        >
          {about.story.title}
        </h2>
        <div
          className="space-y-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300"
          {...englishLang(about.story, 'paragraphs')}
        >
          {about.story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
