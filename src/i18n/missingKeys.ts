/** A nested resource flattened to i18next's dotted keys: { a: { b: 'x' } } -> ['a.b']. */
export function flattenKeys(resource: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flattenKeys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The keys of `reference` that `translation` lacks or leaves empty. */
export function missingKeys(reference: Readonly<Record<string, unknown>>, translation: Readonly<Record<string, unknown>> | null): string[] {
  const present = new Set(translation ? flattenKeys(translation).filter((key) => readKey(translation, key) !== '') : []);
  return flattenKeys(reference).filter((key) => !present.has(key));
}

function readKey(resource: Readonly<Record<string, unknown>>, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), resource);
}
