import type { Locale } from '@studio/shared/i18n/locales';
import { campaignLanguages, escapeHtml, STUDIO_NAME, studioMailTexts } from '@studio/shared';
import { inLocale } from '../../lib/request-context';
import { markdownToText, renderMarkdown } from '../../lib/markdown';
import type { MailMessage } from '../../mail/mailer';

/** The one-click unsubscribe address of a subscriber (GET shows a page, POST is RFC 8058's one click). */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** A newsletter's words: its subject and Markdown body. */
export interface NewsletterWords {
  subject: string;
  body: string;
}

/**
 * What a subscriber reading `language` is sent (docs/rules/public-pages.md#languages): the Kiswahili version when the
 * newsletter has one, else the English.
 */
export function newsletterIn(
  campaign: NewsletterWords & { subjectSw?: string | null; bodySw?: string | null },
  language: Locale,
): NewsletterWords {
  if (language === 'sw' && campaignLanguages(campaign).includes('sw'))
    return { subject: campaign.subjectSw!, body: campaign.bodySw! };
  return { subject: campaign.subject, body: campaign.body };
}

/**
 * A newsletter as its recipients get it: HTML from the server's safe Markdown renderer, and plain
 * text, its footer in the recipient's language, whatever request is running.
 */
export function renderNewsletter(campaign: NewsletterWords, unsubscribe: string, language: Locale) {
  const [footer, subscribedNote, unsubscribeLink] = inLocale(language, () => [
    studioMailTexts.unsubscribeFooter({ url: unsubscribe }),
    studioMailTexts.subscribedNote({ studio: STUDIO_NAME }),
    studioMailTexts.unsubscribeLink,
  ]);
  const text = [markdownToText(campaign.body), `— ${STUDIO_NAME}, Nairobi`, footer].join('\n\n');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f6f3ee;font-family:Georgia,serif;color:#1c1917">
<div style="max-width:600px;margin:0 auto;padding:32px 24px;font-size:16px;line-height:1.6">
<p style="font-size:20px;letter-spacing:.08em;text-transform:uppercase;margin:0 0 24px">${escapeHtml(STUDIO_NAME)}</p>
${renderMarkdown(campaign.body)}
<p style="font-size:13px;color:#78716c;margin-top:32px">— ${escapeHtml(STUDIO_NAME)}, Nairobi<br>
${escapeHtml(subscribedNote)}
<a href="${escapeHtml(unsubscribe)}" style="color:#78716c">${escapeHtml(unsubscribeLink)}</a></p>
</div></body></html>`;
  return { subject: campaign.subject, text, html };
}

/** One recipient's mail, with its own unsubscribe link and the List-Unsubscribe headers of RFC 8058. */
export function newsletterMail(
  campaign: NewsletterWords,
  to: string,
  unsubscribe: string,
  language: Locale,
  messageId?: string,
): MailMessage {
  return {
    to,
    ...renderNewsletter(campaign, unsubscribe, language),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(messageId ? { messageId } : {}),
  };
}
