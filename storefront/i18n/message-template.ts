/**
 * A message's ICU text as a module import of messages/<code>.json gives it: the string itself where the file is read
 * as it is (the unit tests), or next-intl's compiled form in the built shop (next.config's `precompile`: literal
 * strings, and each `{name}` as `["name"]`, in an array). Only literals and plain `{name}` arguments make a template;
 * a number format, a plural, a select or a tag has none, and gives undefined.
 */
export function messageTemplate(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') text += part;
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') text += `{${part[0]}}`;
    else return undefined;
  }
  return text;
}

/** A namespace's messages as [key, template], leaving out those without one (messageTemplate). */
export function templatesOf(namespace: Record<string, unknown>): [string, string][] {
  return Object.entries(namespace).flatMap(([key, message]) => {
    const template = messageTemplate(message);
    return template === undefined ? [] : [[key, template] as [string, string]];
  });
}
