import { type CurrentUser, siteTexts } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import { LOCALE_NAME, LOCALES, type Locale, localePath } from '@studio/shared/i18n/locales';
import { useId, useState } from 'react';
import { RadioGroupField } from '@/components/form/fields';
import { failureText } from '@/components/form/failure-text';
import { useUpdateLanguage } from '../api/account-api';
import { SettingsSection } from './account-settings';

const t = siteTexts.language.preference;

/**
 * The account's language (docs/rules/public-pages.md#languages): its e-mails and notifications are
 * written in it. Choosing saves at once and opens this page again in the language chosen.
 */
export function LanguageSettings({ user }: { user: CurrentUser }) {
  const id = useId();
  const save = useUpdateLanguage();
  // Held here, not read from the mutation, so the radio shows the choice in the same render as the
  // click; the mutation's variables arrive a tick later and React would undo the check meanwhile.
  const [picked, setPicked] = useState<Locale>();
  const chosen = picked ?? user.language ?? currentLocale();
  const choose = (language: Locale) => {
    setPicked(language);
    save.mutate(
      { language },
      {
        onError: () => setPicked(undefined),
        onSuccess: () => {
          const { pathname, search, hash } = window.location;
          window.location.assign(localePath(`${pathname}${search}${hash}`, language));
        },
      },
    );
  };
  return (
    <SettingsSection title={t.title} description={t.description}>
      <RadioGroupField
        id={id}
        name="language"
        legend={t.title}
        value={chosen}
        options={LOCALES.map((locale) => ({ value: locale, label: <span lang={locale}>{LOCALE_NAME[locale]}</span> }))}
        onValueChange={choose}
        disabled={save.isPending}
        error={save.isError ? failureText(save.error) : undefined}
        cards
      />
    </SettingsSection>
  );
}
