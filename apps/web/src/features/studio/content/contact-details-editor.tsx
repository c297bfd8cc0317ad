import {
  type ContactDetails,
  type ContentBlock,
  CONTACT_DIRECTIONS_MAX,
  contactDetailsSchema,
  OPENING_HOURS_MAX,
  studioContentTexts as texts,
} from '@studio/shared';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { storedItem } from '@studio/shared/schemas/content/kiswahili';
import { z } from 'zod/mini';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { FieldError, FormField } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { useSaveContentBlock } from './content-api';
import { TextAreaField } from '@/components/form/fields';
import { nearestFields } from './content-list-editor';
import { SaveBar } from '../shared/save-bar';
import { ItemButtons } from '../shared/item-buttons';
import { panelClass } from '@/components/ui/panel';
import { secondaryButton } from '../shared/ui';

/** The block's own fields, named as the server names its errors (`data.location.mapUrl`). */
const SINGLE = [
  'data.phone',
  'data.email',
  'data.privacyEmail',
  'data.location.label',
  'data.location.addressLines',
  'data.location.mapUrl',
  'data.location.directions',
  'data.postalAddress',
  'data.responseTime',
  'data.sw.responseTime',
  'data.location.sw.directions',
] as const;
type Single = (typeof SINGLE)[number];
const HOURS = 'data.openingHours';
const HOURS_PARTS = ['days', 'hours', 'sw.days', 'sw.hours'] as const;
const hoursName = (i: number, part: (typeof HOURS_PARTS)[number]) => `${HOURS}.${i}.${part}`;

const schema = z.object({ data: contactDetailsSchema });

function toValues(d: ContactDetails): Record<string, string> {
  const single: Record<Single, string> = {
    'data.phone': d.phone,
    'data.email': d.email,
    'data.privacyEmail': d.privacyEmail,
    'data.location.label': d.location.label,
    'data.location.addressLines': d.location.addressLines.join('\n'),
    'data.location.mapUrl': d.location.mapUrl,
    'data.location.directions': d.location.directions,
    'data.postalAddress': d.postalAddress,
    'data.responseTime': d.responseTime,
    'data.sw.responseTime': d.sw?.responseTime ?? '',
    'data.location.sw.directions': d.location.sw?.directions ?? '',
  };
  const hours = d.openingHours.flatMap((h, i) => [
    [hoursName(i, 'days'), h.days],
    [hoursName(i, 'hours'), h.hours],
    [hoursName(i, 'sw.days'), h.sw?.days ?? ''],
    [hoursName(i, 'sw.hours'), h.sw?.hours ?? ''],
  ]);
  return { ...single, ...Object.fromEntries(hours) };
}

function build(values: Record<string, string>, rows: number): ContactDetails {
  const v = (name: string) => values[name] ?? '';
  return storedItem({
    phone: v('data.phone'),
    email: v('data.email'),
    privacyEmail: v('data.privacyEmail'),
    location: storedItem({
      label: v('data.location.label'),
      addressLines: v('data.location.addressLines')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      mapUrl: v('data.location.mapUrl'),
      directions: v('data.location.directions'),
      // The Kiswahili as the server keeps it: the words typed, none when all are empty.
      sw: { directions: v('data.location.sw.directions') },
    }),
    postalAddress: v('data.postalAddress'),
    openingHours: Array.from({ length: rows }, (_, i) =>
      storedItem({
        days: v(hoursName(i, 'days')),
        hours: v(hoursName(i, 'hours')),
        sw: { days: v(hoursName(i, 'sw.days')), hours: v(hoursName(i, 'sw.hours')) },
      }),
    ),
    responseTime: v('data.responseTime'),
    sw: { responseTime: v('data.sw.responseTime') },
  });
}

const groupTitle = 'font-sans text-base font-semibold text-ink dark:text-white';

/**
 * /studio/content/contactDetails: the studio's phone, e-mails, address, opening hours and answer
 * time (the contact page and the legal pages read them), saved whole as the lists are, as a draft.
 */
export function ContactDetailsEditor({
  block,
  onReload,
}: {
  block: ContentBlock<'contactDetails'>;
  onReload: () => void;
}) {
  return <ContactForm details={block.data} version={block.version} onReload={onReload} />;
}

function ContactForm(props: { details: ContactDetails; version: number; onReload: () => void }) {
  const save = useSaveContentBlock('contactDetails');
  const [rows, setRows] = useState(() => props.details.openingHours.map((_, i) => i));
  const nextRow = useRef(rows.length);
  const versionRef = useRef(props.version);
  versionRef.current = props.version;
  const focusAfter = useRef<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const baseId = useId();

  const names = [...SINGLE, ...rows.flatMap((_, i) => HOURS_PARTS.map((part) => hoursName(i, part))), HOURS, 'data'];
  const form = useForm<string, { data: ContactDetails }>({
    fields: names,
    initial: () => toValues(props.details),
    validate: (values) => {
      const checked = validateWith<string, { data: ContactDetails }>(schema as never, {
        data: build(values, rows.length),
      });
      return { ...checked, errors: nearestFields(checked.errors, names) };
    },
    send: ({ data }) =>
      save.mutateAsync({ version: versionRef.current, data }).catch((err: unknown) => {
        // The server names the deepest place (data.location.addressLines.2): it stands under the field.
        if (err instanceof ApiError && err.errors) {
          const near = nearestFields(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])), names);
          const errors = Object.fromEntries(Object.entries(near).map(([k, v]) => [k, [v]]));
          throw new ApiError(err.status, err.message, err.code, errors);
        }
        throw err;
      }),
    keepOnSuccess: (sent) => sent,
    success: () => texts.draftSaved,
    onSuccess: () => setConflict(false),
    onError: (err) => setConflict(err instanceof ApiError && err.status === 409),
  });

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  /** Reorders, removes or adds a line of opening hours: the values follow their lines. */
  const restructure = (order: (number | 'new')[], nextRows: number[]) => {
    const current = build(form.values, rows.length);
    const hours = order.map((at) => (at === 'new' ? { days: '', hours: '' } : current.openingHours[at]!));
    form.clear();
    form.setValues(toValues({ ...current, openingHours: hours }));
    setRows(nextRows);
  };
  const moveId = (key: number, dir: 'up' | 'down') => `${baseId}-${dir}-${key}`;
  const move = (i: number, to: number) => {
    const order = rows.map((_, k) => k);
    [order[i], order[to]] = [order[to]!, order[i]!];
    restructure(
      order,
      order.map((k) => rows[k]!),
    );
    const atEnd = to === 0 || to === rows.length - 1;
    const dir = to < i ? 'up' : 'down';
    focusAfter.current = moveId(rows[i]!, atEnd ? (dir === 'up' ? 'down' : 'up') : dir);
  };
  const remove = (i: number) => {
    restructure(
      rows.map((_, k) => k).filter((k) => k !== i),
      rows.filter((_, k) => k !== i),
    );
    focusAfter.current = `${baseId}-add`;
  };
  const add = () => {
    const key = nextRow.current++;
    restructure([...rows.map((_, k) => k), 'new'], [...rows, key]);
    focusAfter.current = form.fieldId(hoursName(rows.length, 'days'));
  };

  // A line of opening hours just added has no value yet.
  const control = (name: string) => ({ ...form.control(name), value: form.values[name] ?? '' });
  const dirty = JSON.stringify(build(form.values, rows.length)) !== JSON.stringify(props.details);
  const text = (
    name: Single,
    label: string,
    extra: { hint?: string; type?: string; inputMode?: 'tel'; lang?: 'sw'; optional?: boolean } = {},
  ) => <FormField {...control(name)} label={label} {...extra} className="scroll-mb-32" />;
  const area = (
    name: Single,
    label: string,
    rowsShown: number,
    extra: { hint?: string; maxLength?: number; lang?: 'sw'; optional?: boolean } = {},
  ) => <TextAreaField {...control(name)} label={label} rows={rowsShown} {...extra} className="scroll-mb-32" />;
  /** A word's optional Kiswahili: left empty, the English shows on the Kiswahili pages. */
  const inKiswahili = (label: string) => ({
    label: texts.kiswahiliField({ field: label }),
    extra: { hint: texts.kiswahiliHint, lang: 'sw' as const, optional: true },
  });
  const swResponse = inKiswahili(texts.fields.responseTime);
  const swDirections = inKiswahili(texts.fields.directions);

  return (
    <form {...form.form}>
      <fieldset disabled={form.pending} className="grid min-w-0 gap-5">
        <FieldError fieldId={`${baseId}-data`} error={form.errors.data} />
        <section aria-labelledby={`${baseId}-reach`} className={`${panelClass} grid gap-4 p-4 sm:p-6`}>
          <h3 id={`${baseId}-reach`} className={groupTitle}>
            {texts.contactGroups.reach}
          </h3>
          {text('data.phone', texts.fields.phone, { hint: texts.hints.phone, type: 'tel', inputMode: 'tel' })}
          {text('data.email', texts.fields.email, { type: 'email' })}
          {text('data.privacyEmail', texts.fields.privacyEmail, { type: 'email' })}
          {text('data.responseTime', texts.fields.responseTime)}
          {text('data.sw.responseTime', swResponse.label, swResponse.extra)}
        </section>

        <section aria-labelledby={`${baseId}-location`} className={`${panelClass} grid gap-4 p-4 sm:p-6`}>
          <h3 id={`${baseId}-location`} className={groupTitle}>
            {texts.contactGroups.location}
          </h3>
          {text('data.location.label', texts.fields.locationLabel)}
          {area('data.location.addressLines', texts.fields.addressLines, 4)}
          {text('data.location.mapUrl', texts.fields.mapUrl, { hint: texts.hints.mapUrl })}
          {area('data.location.directions', texts.fields.directions, 4, { maxLength: CONTACT_DIRECTIONS_MAX })}
          {area('data.location.sw.directions', swDirections.label, 4, {
            ...swDirections.extra,
            maxLength: CONTACT_DIRECTIONS_MAX,
          })}
          {text('data.postalAddress', texts.fields.postalAddress)}
        </section>

        <section aria-labelledby={`${baseId}-hours`} className={`${panelClass} grid gap-4 p-4 sm:p-6`}>
          <h3 id={`${baseId}-hours`} className={groupTitle}>
            {texts.contactGroups.hours}
          </h3>
          <FieldError fieldId={form.fieldId(HOURS)} error={form.errors[HOURS]} />
          <ol aria-label={texts.contactGroups.hours} className="grid gap-4">
            {rows.map((key, i) => {
              const label = texts.item.openingHours({ n: i + 1 });
              return (
                <li
                  key={key}
                  aria-label={label}
                  className="grid gap-3 border-stone-200 border-t pt-4 first:border-t-0 first:pt-0 sm:grid-cols-[1fr_1fr_auto] sm:items-start dark:border-stone-800"
                >
                  <FormField {...control(hoursName(i, 'days'))} label={texts.fields.days} />
                  <FormField {...control(hoursName(i, 'hours'))} label={texts.fields.hours} />
                  <div className="flex gap-2 sm:pt-7 sm:[grid-row:span_2]">
                    <ItemButtons
                      label={label}
                      index={i}
                      count={rows.length}
                      moveId={(dir) => moveId(key, dir)}
                      onMove={move}
                      onRemove={() => remove(i)}
                    />
                  </div>
                  <FormField
                    {...control(hoursName(i, 'sw.days'))}
                    label={texts.kiswahiliField({ field: texts.fields.days })}
                    lang="sw"
                    optional
                  />
                  <FormField
                    {...control(hoursName(i, 'sw.hours'))}
                    label={texts.kiswahiliField({ field: texts.fields.hours })}
                    lang="sw"
                    optional
                  />
                </li>
              );
            })}
          </ol>
          <div>
            <button
              type="button"
              id={`${baseId}-add`}
              className={secondaryButton}
              onClick={add}
              disabled={rows.length >= OPENING_HOURS_MAX}
            >
              <Plus aria-hidden className="size-4" /> {texts.add.openingHours}
            </button>
          </div>
        </section>
      </fieldset>

      <SaveBar
        pending={form.pending}
        dirty={dirty}
        outcome={form.outcome}
        conflict={conflict}
        onReload={props.onReload}
        saveLabel={texts.saveDraft}
      />
    </form>
  );
}
