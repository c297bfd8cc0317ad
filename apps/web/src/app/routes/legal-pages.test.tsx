import type { ContactDetails, StudioContent } from '@studio/shared';
import { allStrings, paths } from '@studio/shared';
import { setLocaleSource } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import { loadAllAreas } from '@studio/shared/i18n/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { studioContentQuery } from '@/lib/studio-content';
import { Component as PrivacyPolicyPage } from './privacy-policy';
import { Component as TermsPage } from './terms';
import type { LegalDocument } from '@/features/legal/content/legal-document';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';
import { privacyPolicySw } from '@/features/legal/content/privacy-policy.sw';
import { termsOfService } from '@/features/legal/content/terms';
import { termsOfServiceSw } from '@/features/legal/content/terms.sw';

const contact = {
  phone: '+254 700 123 456',
  email: 'hello@picha.studio',
  privacyEmail: 'privacy@picha.studio',
  location: { addressLines: ['Studio 4, Riverside Lane', 'Westlands, Nairobi'] },
  postalAddress: 'P.O. Box 12345-00100, Nairobi',
} as unknown as ContactDetails;

const documents = [
  { name: 'privacy policy', en: privacyPolicy, sw: privacyPolicySw, path: paths.privacyPolicy },
  { name: 'terms of service', en: termsOfService, sw: termsOfServiceSw, path: paths.terms },
];

/** A document's shape: its sections' ids and, in each, the kind and size of every block. */
const shape = (doc: LegalDocument) =>
  doc.sections.map((s) => ({
    id: s.id,
    blocks: s.blocks.map((b) =>
      b.kind === 'p'
        ? 'p'
        : b.kind === 'list'
          ? `list of ${b.items.length}`
          : `table of ${b.rows.length}x${b.head.length}`,
    ),
  }));

describe('the Kiswahili legal documents (docs/decisions/0046-languages.md)', () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it.each(documents)('the $name has the English sections, ids, blocks and date, and says the English prevails', (d) => {
    const en = d.en(contact);
    const sw = d.sw(contact);
    expect(sw.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    expect(shape(sw)).toEqual(shape(en));
    expect(sw.intro).toHaveLength(en.intro.length);
    expect(sw.lastUpdated).toBe(en.lastUpdated);
    expect(sw.title).not.toBe(en.title);
    // The English documents have no translation line; the Kiswahili one links to the English page.
    expect(en.translation).toBeUndefined();
    expect(sw.translation?.href).toBe(d.path);
    expect(sw.translation?.note).toMatch(/Kiingereza/);
    // The same contact details, every one the English quotes.
    const quoted = (doc: LegalDocument) =>
      [contact.phone, contact.email, contact.privacyEmail, contact.postalAddress, ...contact.location.addressLines]
        .filter((detail) => allStrings(doc).some((text) => text.includes(detail)))
        .sort();
    expect(quoted(sw)).toEqual(quoted(en));
  });

  it('names the Data Protection Act, 2019 as officially named on first mention', () => {
    expect(privacyPolicySw(contact).intro.join(' ')).toContain(
      'Sheria ya Ulinzi wa Data, 2019 (Data Protection Act, 2019)',
    );
  });

  function renderPage(Page: ComponentType) {
    const client = new QueryClient();
    client.setQueryData(studioContentQuery.queryKey, { contactDetails: contact } as unknown as StudioContent);
    return renderToString(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
  }

  it.each([
    { Page: PrivacyPolicyPage, doc: privacyPolicySw, path: paths.privacyPolicy, eyebrow: 'Data yako' },
    { Page: TermsPage, doc: termsOfServiceSw, path: paths.terms, eyebrow: 'Masharti, kwa maneno rahisi' },
  ])('the server renders the Kiswahili document on a Kiswahili page ($path)', async ({ Page, doc, path, eyebrow }) => {
    await loadAllAreas('sw');
    setLocaleSource(() => 'sw');
    const html = renderPage(Page);
    const sw = doc(contact);
    expect(html).toContain(`>${sw.title}</h1>`);
    expect(html).toContain(eyebrow);
    expect(html).toContain('Ilisasishwa mara ya mwisho:');
    expect(html).toContain('Yaliyomo');
    expect(html).toContain(`href="${path}" hrefLang="en"`);
    for (const s of sw.sections) {
      expect(html).toContain(`id="${s.id}"`);
      expect(html).toContain(s.title);
    }
    expect(html).not.toMatch(/Last updated|Contents|Your data|The small print/);
  });

  it.each([
    { Page: PrivacyPolicyPage, doc: privacyPolicy, eyebrow: 'Your data' },
    { Page: TermsPage, doc: termsOfService, eyebrow: 'The small print, in plain words' },
  ])('the English page stays English, with no translation line', ({ Page, doc, eyebrow }) => {
    const html = renderPage(Page);
    expect(html).toContain(`>${doc(contact).title}</h1>`);
    expect(html).toContain(eyebrow);
    expect(html).toContain('Last updated: <time');
    expect(html).toContain('>Contents</h2>');
    expect(html).not.toContain('Kiingereza');
  });
});
