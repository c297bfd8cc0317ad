import { z } from 'zod/mini';
import { contentText } from './home';

/** SPEC 3 FAQ item: question, answer. */
export const faqItemSchema = z.object({
  question: contentText(),
  answer: contentText(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
