import { type CurrentUser, siteTexts } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import { LOCALE_NAME, LOCALES, type Locale, localePath } from '@studio/shared/i18n/locales';
import { useId } from 'react';
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
  const chosen = save.variables?.language ?? user.language ?? currentLocale();
  const choose = (language: Locale) =>
    save.mutate(
      { language },
      {
        onSuccess: () => {
          const { pathname, search, hash } = window.location;
          window.location.assign(localePath(`${pathname}${search}${hash}`, language));
        },
      },
    );
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
