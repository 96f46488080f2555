export function languageOfPath(path: string, locales: readonly string[], fallback: string): string;
