import { studioContentTexts as texts } from '@studio/shared';
import { Plus } from 'lucide-react';
import { type DragEvent, Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { describedBy } from '@/components/form/described-by';
import { CheckboxField, fieldBorder, FieldError, inputClass } from '@/components/form/fields';
import { ApiError } from '@/lib/api-client';
import { SaveBar } from '../shared/save-bar';
import { ItemButtons } from '../shared/item-buttons';
import { panelClass } from '@/components/ui/panel';
import { secondaryButton } from '../shared/ui';
import type { MediaAccept } from '../media/media-choices';
import { MediaField } from '../media/media-field';
import { FilmField } from '../media/film-field';

/** One field of every item of a list (a slide's heading, a question's answer, a service's price). */
export interface ItemField {
  name: string;
  label: string;
  /**
   * text, textarea; select: one of `options`; lines: a list of words, one a line; int: a whole number; checkbox: yes or no;
   * hidden: kept as it is (an id, a list of photographs the form does not edit); media: a picture
   * chosen in the visual picker (docs/rules/history.md#issue-23), of the kind `accept` says; film: a wedding film, a
   * sample or one uploaded in place.
   */
  kind: 'text' | 'textarea' | 'select' | 'lines' | 'int' | 'checkbox' | 'hidden' | 'media' | 'film';
  /** A media field's kind of picture: a photograph (the default), a portrait or a logo. */
  accept?: MediaAccept;
  /** An optional media field's choice of none, when not "No second photograph". */
  noneLabel?: string;
  hint?: string;
  /** The schema's longest, shown as a count while typing. */
  max?: number;
  /** Left out of the item when empty (an optional picture offers 'none'). */
  optional?: boolean;
  /** Not shown for such items (a quoted review's avatar: the site draws its author's initials). */
  hiddenWhen?: (item: Item) => boolean;
  /** Shown but not editable (a quoted review's words). */
  readOnly?: (item: Item) => boolean;
  options?: readonly { value: string; label: string }[];
  /** A small image beside a select's choice (e.g. an avatar). */
  preview?: (value: string) => string | undefined;
  /** An avatar is round; a logo keeps its shape. */
  previewShape?: 'round' | 'wide';
  /** A heading shown above the first field of each group (a page's sections). */
  group?: string;
  /** The same in every language (a path of the site): a page's words get no Kiswahili version of it. */
  sameInEveryLanguage?: boolean;
  /** The language of what is typed, when not the console's (an item's Kiswahili version: spelling, screen readers). */
  lang?: 'en' | 'sw';
}

export type Item = Record<string, unknown>;
type Schema = Parameters<typeof validateWith>[0];

export interface ListEditorProps {
  /** The list's name (the kind's), for assistive technology. */
  listLabel: string;
  /** The saved items, as the server answered them. */
  items: readonly Item[];
  version: number;
  fields: readonly ItemField[];
  /** The list's shared schema (the same one the server checks with). */
  schema: Schema;
  itemLabel: (n: number) => string;
  /** A line naming an item in its header, e.g. the question itself. */
  itemTitle: (item: Item) => string;
  addLabel: string;
  /** A new item, given the items there are (e.g. to pick a network not yet listed). */
  blank: (items: Item[]) => Item;
  /** Tidies an item built from the form before it is checked (e.g. drops an unchosen second photo). */
  normalize?: (item: Item) => Item;
  min: number;
  max: number;
  save: (version: number, data: Item[]) => Promise<unknown>;
  /** Starts again from what the server has now (after a 409, or to discard the changes). */
  onReload: () => void;
  /** A badge in an item's header (e.g. 'Quoted review'). */
  itemBadge?: (item: Item) => ReactNode;
  /** More ways to add an item (e.g. quoting a review), given the function that adds one. */
  adders?: (add: (item: Item) => void, items: Item[]) => ReactNode;
  /** A save is a draft, published from the frame above (docs/rules/history.md#issue-23). */
  draft?: boolean;
  /** One block, not a list (a page's own words): no list around it, no moving, adding or removing. */
  single?: boolean;
  /**
   * 'grid' (docs/rules/history.md#issue-23, the gallery and the portfolio tabs): items are tiles in columns that can also
   * be dragged to a new place; the move buttons stay, for the keyboard and for touch screens.
   */
  layout?: 'list' | 'grid';
}

/** An item's field as the form holds it: text. */
function encode(field: ItemField, value: unknown): string {
  if (value === undefined || value === null) return '';
  switch (field.kind) {
    case 'lines':
      return Array.isArray(value) ? value.join('\n') : String(value);
    case 'checkbox':
      return value ? 'true' : '';
    case 'hidden':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** The form's text as the item's field, for the shared schema to check. */
function decode(field: ItemField, text: string): unknown {
  // An empty picture slot is no picture: a list's slot beyond its length, or "No second photograph".
  if ((field.optional || field.kind === 'media') && text.trim() === '') return undefined;
  switch (field.kind) {
    case 'lines':
      return text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    case 'int':
      return /^\s*\d+\s*$/.test(text) ? Number(text) : text;
    case 'checkbox':
      return text === 'true';
    case 'hidden':
      return text ? JSON.parse(text) : undefined;
    default:
      return text;
  }
}

/** A field's value in an item; a dotted name reaches into an object (`links.instagram`). */
function valueAt(item: Item, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Item)[key] : undefined), item);
}

/**
 * Sets a field's value in an item (nothing when undefined); a dotted name makes the object it
 * needs, a list where the next key is a number (`images.0.src`).
 */
function setAt(item: Item, path: string, value: unknown) {
  if (value === undefined) return;
  const keys = path.split('.');
  let at = item;
  keys.slice(0, -1).forEach((key, k) => {
    if (!at[key] || typeof at[key] !== 'object') at[key] = /^\d+$/.test(keys[k + 1]!) ? [] : {};
    at = at[key] as Item;
  });
  at[keys.at(-1)!] = value;
}

/** A message about `data.0.description.2` stands under `data.0.description`: the nearest field the form has. */
export function nearestFields(errors: Record<string, string | undefined>, names: readonly string[]) {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    let at = key;
    while (!names.includes(at) && at.includes('.')) at = at.slice(0, at.lastIndexOf('.'));
    const target = names.includes(at) ? at : 'data';
    if (!(target in found)) found[target] = message;
  }
  return found;
}

const name = (i: number, field: string) => `data.${i}.${field}`;

/**
 * A list of the studio's content edited as one form (hero slides, FAQs): each item's fields, and
 * buttons to move an item up or down, remove it and add one. Nothing reaches the site until Save,
 * which sends the whole list, checked first by the shared schema; the server's messages land
 * under the fields they name (`data.0.text`), a 409 says someone else saved first.
 */
export function ListEditor(props: ListEditorProps) {
  const { fields, items } = props;
  const [ids, setIds] = useState(() => items.map((_, i) => i));
  const nextId = useRef(items.length);
  const versionRef = useRef(props.version);
  versionRef.current = props.version;
  const focusAfter = useRef<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const baseId = useId();

  const toValues = (list: readonly Item[]) =>
    Object.fromEntries(
      list.flatMap((item, i) => fields.map((f) => [name(i, f.name), encode(f, valueAt(item, f.name))])),
    );
  const build = (values: Record<string, string>, count = ids.length): Item[] =>
    Array.from({ length: count }, (_, i) => {
      const item: Item = {};
      for (const f of fields) setAt(item, f.name, decode(f, values[name(i, f.name)] ?? ''));
      return props.normalize ? props.normalize(item) : item;
    });

  const names = [...ids.flatMap((_, i) => fields.map((f) => name(i, f.name))), 'data'];
  const form = useForm<string, { data: Item[] }>({
    fields: names,
    initial: () => toValues(items),
    validate: (values) => {
      const checked = validateWith<string, { data: Item[] }>(z.object({ data: props.schema as never }) as never, {
        data: build(values),
      });
      return { ...checked, errors: nearestFields(checked.errors, names) };
    },
    send: ({ data }) =>
      props.save(versionRef.current, data).catch((err: unknown) => {
        // The server names the deepest place (data.0.inclusions.3): its message stands under the field.
        if (err instanceof ApiError && err.errors) {
          const near = nearestFields(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])), names);
          throw new ApiError(
            err.status,
            err.message,
            err.code,
            Object.fromEntries(Object.entries(near).map(([k, v]) => [k, [v]])),
          );
        }
        throw err;
      }),
    keepOnSuccess: (sent) => sent,
    success: () => (props.draft ? texts.draftSaved : texts.saved),
    onSuccess: () => setConflict(false),
    onError: (err) => setConflict(err instanceof ApiError && err.status === 409),
  });

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const itemId = (key: number) => `${baseId}-item-${key}`;
  const moveId = (key: number, dir: 'up' | 'down') => `${baseId}-${dir}-${key}`;

  /** Reorders, removes or adds: the values follow their items; old messages go (they named places). */
  const restructure = (order: (number | 'new')[], nextIds: number[], added?: Item) => {
    const current = build(form.values);
    const list = order.map((at) => (at === 'new' ? (added ?? props.blank(current)) : current[at]!));
    form.clear();
    form.setValues(toValues(list));
    setIds(nextIds);
  };
  const move = (i: number, to: number, dragged = false) => {
    if (i === to || to < 0 || to >= ids.length) return;
    const order = ids.map((_, k) => k);
    const [moved] = order.splice(i, 1);
    order.splice(to, 0, moved!);
    const nextIds = order.map((k) => ids[k]!);
    restructure(order, nextIds);
    const key = ids[i]!;
    if (dragged) {
      focusAfter.current = itemId(key);
      return;
    }
    // Focus stays on the item's button in its new place (or its other one at an end).
    const dir = to < i ? 'up' : 'down';
    const atEnd = to === 0 || to === ids.length - 1;
    focusAfter.current = moveId(key, atEnd ? (dir === 'up' ? 'down' : 'up') : dir);
  };
  const grid = props.layout === 'grid';
  const dragFrom = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const dragProps = (i: number) =>
    grid
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            dragFrom.current = i;
            e.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only with some data.
            e.dataTransfer.setData('text/plain', String(i));
          },
          onDragOver: (e: DragEvent) => {
            if (dragFrom.current === null) return;
            e.preventDefault();
            setDropAt(i);
          },
          onDragEnd: () => {
            dragFrom.current = null;
            setDropAt(null);
          },
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            const from = dragFrom.current;
            dragFrom.current = null;
            setDropAt(null);
            if (from !== null) move(from, i, true);
          },
        }
      : {};
  const remove = (i: number) => {
    const order = ids.map((_, k) => k).filter((k) => k !== i);
    const nextIds = ids.filter((_, k) => k !== i);
    restructure(order, nextIds);
    const neighbour = nextIds[Math.min(i, nextIds.length - 1)];
    focusAfter.current = neighbour === undefined ? null : itemId(neighbour);
  };
  const add = (item?: Item) => {
    const key = nextId.current++;
    restructure([...ids.map((_, k) => k), 'new'], [...ids, key], item);
    const first = fields.find((f) => f.kind !== 'hidden' && !f.readOnly?.(item ?? {}));
    focusAfter.current = first ? form.fieldId(name(ids.length, first.name)) : itemId(key);
  };

  const dirty = JSON.stringify(build(form.values)) !== JSON.stringify(build(toValues(items), items.length));
  const listError = form.errors.data;

  return (
    <form {...form.form} aria-describedby={listError ? `${baseId}-list-error` : undefined}>
      <fieldset disabled={form.pending} className="min-w-0">
        {listError && (
          <div className="mb-4">
            <FieldError fieldId={`${baseId}-list`} error={listError} />
          </div>
        )}
        <ol
          aria-label={props.listLabel}
          className={grid ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4' : 'grid gap-5'}
        >
          {ids.map((key, i) => {
            const label = props.itemLabel(i + 1);
            const title = props.itemTitle(build(form.values)[i] ?? {});
            return (
              <li
                key={key}
                {...dragProps(i)}
                className={`${panelClass} ${grid ? `cursor-grab p-3 ${dropAt === i ? 'ring-2 ring-gold' : ''}` : 'p-4 sm:p-6'}`}
              >
                <section aria-labelledby={itemId(key)}>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3
                      id={itemId(key)}
                      tabIndex={-1}
                      className="min-w-0 flex-1 font-sans text-base font-semibold text-ink [overflow-wrap:anywhere] focus:outline-none focus-visible:ring-2 focus-visible:ring-gold dark:text-white"
                    >
                      {label}
                      {title && (
                        <span className="mt-0.5 block text-sm font-normal text-stone-600 dark:text-stone-400">
                          {title}
                        </span>
                      )}
                      {props.itemBadge?.(build(form.values)[i] ?? {})}
                    </h3>
                    <div className={props.single ? 'hidden' : 'flex gap-2'}>
                      <ItemButtons
                        label={label}
                        index={i}
                        count={ids.length}
                        moveId={(dir) => moveId(key, dir)}
                        onMove={move}
                        onRemove={props.max > props.min ? () => remove(i) : undefined}
                        removeDisabled={ids.length <= props.min}
                      />
                    </div>
                  </div>
                  <div className="mt-4 grid gap-4">
                    {fields
                      .filter((f) => f.kind !== 'hidden' && !f.hiddenWhen?.(build(form.values)[i] ?? {}))
                      .map((f, k, shown) => (
                        <Fragment key={f.name}>
                          {f.group && f.group !== shown[k - 1]?.group && (
                            <h4 className="mt-4 border-stone-200 border-t pt-5 font-sans text-base font-semibold text-ink first:mt-0 first:border-t-0 first:pt-0 dark:border-stone-800 dark:text-white">
                              {f.group}
                            </h4>
                          )}
                          <ItemInput
                            field={f}
                            control={form.field(name(i, f.name), { hint: Boolean(f.hint) })}
                            onValue={(value) => form.change(name(i, f.name), value)}
                            readOnly={f.readOnly?.(build(form.values)[i] ?? {}) ?? false}
                            error={form.errors[name(i, f.name)]}
                            compact={grid}
                          />
                        </Fragment>
                      ))}
                  </div>
                </section>
              </li>
            );
          })}
        </ol>
        {ids.length === 0 && <p className="text-stone-600 dark:text-stone-400">{texts.empty}</p>}
        <div className="mt-5">
          {props.max > props.min && (
            <button type="button" className={secondaryButton} onClick={() => add()} disabled={ids.length >= props.max}>
              <Plus aria-hidden className="size-4" /> {props.addLabel}
            </button>
          )}
        </div>
        {props.adders && ids.length < props.max && props.adders((item) => add(item), build(form.values))}
      </fieldset>

      <SaveBar
        pending={form.pending}
        dirty={dirty}
        outcome={form.outcome}
        conflict={conflict}
        onReload={props.onReload}
        saveLabel={props.draft ? texts.saveDraft : undefined}
      />
    </form>
  );
}

interface Control {
  id: string;
  name: string;
  value: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

function ItemInput({
  field,
  control,
  onValue,
  readOnly,
  error,
  compact = false,
}: {
  field: ItemField;
  control: Control;
  onValue: (value: string) => void;
  readOnly: boolean;
  error: string | undefined;
  /** A tile of a grid: the picture fills its width. */
  compact?: boolean;
}) {
  const labelClass = 'block text-sm font-semibold text-stone-800 dark:text-stone-200';
  const value = control.value ?? '';
  const hint = field.hint && (
    <p id={`${control.id}-hint`} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">
      {field.hint}
    </p>
  );
  const described = describedBy(control.id, Boolean(field.hint), error);
  if (field.kind === 'media')
    return (
      <MediaField
        id={control.id}
        label={field.label}
        value={value}
        accept={field.accept ?? 'photo'}
        optional={field.optional}
        noneLabel={field.noneLabel}
        onValue={onValue}
        error={error}
        describedBy={described}
        hint={hint}
        compact={compact}
      />
    );
  if (field.kind === 'film')
    return (
      <FilmField
        id={control.id}
        label={field.label}
        value={value}
        onValue={onValue}
        error={error}
        describedBy={described}
        hint={hint}
      />
    );
  if (field.kind === 'checkbox')
    return (
      <CheckboxField
        id={control.id}
        name={control.name}
        // Its value is the form's own text ('true' or ''), so the form reads no change from the DOM.
        value={value}
        label={field.label}
        hint={field.hint}
        checked={value === 'true'}
        onCheckedChange={(checked) => onValue(checked ? 'true' : '')}
        error={error}
      />
    );
  if (field.kind === 'select') {
    const options = field.options ?? [];
    const known = options.some((o) => o.value === value);
    const preview = field.preview?.(value);
    return (
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-end">
        <div>
          <label htmlFor={control.id} className={labelClass}>
            {field.label}
          </label>
          <select
            {...control}
            value={value}
            aria-describedby={described}
            className={`${inputClass} mt-1.5 scroll-mb-32 ${fieldBorder(error)}`}
          >
            {!known && <option value={value}>{value || '—'}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {hint}
          <FieldError fieldId={control.id} error={error} />
        </div>
        {preview &&
          (field.previewShape === 'wide' ? (
            <img src={preview} alt="" className="h-14 w-auto max-w-40 rounded bg-white p-1 dark:bg-stone-100" />
          ) : (
            <img src={preview} alt="" width="64" height="64" className="size-16 rounded-full bg-sand" />
          ))}
      </div>
    );
  }
  const multiline = field.kind === 'textarea' || field.kind === 'lines';
  const Tag = multiline ? 'textarea' : 'input';
  const count = field.max ? (
    <span aria-hidden className="text-xs text-stone-500 tabular-nums dark:text-stone-400">
      {value.length}/{field.max}
    </span>
  ) : null;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={control.id} className={labelClass}>
          {field.label}
        </label>
        {!readOnly && count}
      </div>
      <Tag
        {...control}
        value={value}
        readOnly={readOnly}
        lang={field.lang}
        {...(multiline
          ? { rows: field.kind === 'lines' ? Math.min(8, Math.max(3, value.split('\n').length + 1)) : 4 }
          : { type: 'text', ...(field.kind === 'int' ? { inputMode: 'numeric' as const } : {}) })}
        aria-describedby={described}
        className={`${inputClass} mt-1.5 scroll-mb-32 ${readOnly ? 'bg-stone-100 text-stone-700 dark:bg-stone-800' : ''} ${fieldBorder(error)}`}
      />
      {hint}
      <FieldError fieldId={control.id} error={error} />
    </div>
  );
}
