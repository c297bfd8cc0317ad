import { escapeHtml, STUDIO_NAME } from '@studio/shared';

export interface MailContent {
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}

/** Renders a studio e-mail as plain text and simple, inline-styled HTML. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    `— ${STUDIO_NAME}, Nairobi`,
    ...(content.footer ? [content.footer] : []),
  ].join('\n\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f6f3ee;font-family:Georgia,serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;letter-spacing:.08em;text-transform:uppercase;margin:0 0 24px">${escapeHtml(STUDIO_NAME)}</p>
${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.6;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c1917;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px;font-family:Arial,sans-serif">${escapeHtml(content.action.label)}</a></p>`
    : ''
}
<p style="font-size:13px;color:#78716c;margin-top:32px">— ${escapeHtml(STUDIO_NAME)}, Nairobi${content.footer ? `<br>${escapeHtml(content.footer)}` : ''}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
