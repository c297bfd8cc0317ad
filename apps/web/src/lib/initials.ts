/** "Achieng Otieno" -> "AO", "wanjiru.k" -> "WK", "amani" -> "A", "" -> "?" (generated here, docs/rules/accounts-and-auth.md#profile-menu-and-settings: no third-party service). */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = parts.slice(0, 2).map((p) => Array.from(p)[0]!.toLocaleUpperCase());
  return letters.join('') || '?';
}

const palette = [
  'from-clay to-gold',
  'from-ink to-clay',
  'from-clay-dark to-clay',
  'from-stone-700 to-gold',
  'from-emerald-800 to-gold',
] as const;

/** A steady colour per name, so a person keeps the same avatar everywhere. */
export function paletteOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return palette[hash % palette.length]!;
}
