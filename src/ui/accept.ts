/**
 * Whether a file matches an `accept` list like the file picker's ("image/*, .pdf,
 * application/json"), so dropped and pasted files obey `allowedFilesMimeTypes` too.
 */
export function acceptsFile(accept: string, file: Pick<File, 'name' | 'type'>): boolean {
  const rules = accept
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
