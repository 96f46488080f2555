'use client';
/**
 * A failed call's words in the page's language: the message of messages/<language>.json's `serverErrors` named by the
 * error body's `code` when there is one (core/error_codes.py), else the server's own message, else the screen's
 * fallback; a network failure is worded by the storefront. A translator adds a code's words under `serverErrors`.
 * A message with values ("This can be at most 120 characters.") is read back through English's template of the same
 * code, so its values land in the translation's placeholders (the built shop's messages are compiled: messageTemplate).
 */
import { useTranslations } from 'next-intl';
import { ApiError, messageOr } from '@/lib/api/errors';
import { MESSAGES } from '@/lib/validation';
import en from '@/messages/en.json';
import { messageTemplate, templatesOf } from './message-template';

const ENGLISH_SERVER: Record<string, unknown> = en.serverErrors;

/** The English template of a code (`msg.words` codes are nested under `msg`), if the storefront words it. */
function englishTemplate(code: string): string | undefined {
  const found = code.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), ENGLISH_SERVER);
  return messageTemplate(found);
}

/** The values of `message` in the places of `template`'s {placeholders}, or null when it does not fit the template. */
export function valuesOf(template: string, message: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(message);
  return match ? Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])) : null;
}

/** One server message by its code, in the page's language; null when the storefront has no words for the code. */
function useCodeText(): (code: string, message: string) => string | null {
  const t = useTranslations('serverErrors');
  return (code, message) => {
    if (!code || !t.has(code)) return null;
    const template = englishTemplate(code);
    // a plural or a select has no template to read values back through: the server's own words then
    if (template === undefined) return null;
    if (!template.includes('{')) return t(code);
    const values = valuesOf(template, message);
    return values ? t(code, values) : null;
  };
}

export function useErrorText(): (error: unknown, fallback: string) => string {
  const t = useTranslations('serverErrors');
  const messageOr = useMessageOr();
  return (error, fallback) => (error instanceof ApiError && error.status === 0 ? t('network') : messageOr(error, fallback));
}

/** lib/api/errors' messageOr in the page's language: the server's message by its code, else as it came, else the fallback. */
export function useMessageOr(): (error: unknown, fallback: string) => string {
  const codeText = useCodeText();
  return (error, fallback) => (error instanceof ApiError ? codeText(error.code, error.message) : null) ?? messageOr(error, fallback);
}

/**
 * A form's field errors from a failed call, each in the page's language (by its code), keyed by the form's names:
 * `fields` the names the form shares with the API, `rename` the API's other names to the form's.
 */
export function useFieldErrors(): <K extends string>(error: unknown, fields: readonly K[], rename?: Partial<Record<string, K>>) => Partial<Record<K, string>> {
  const codeText = useCodeText();
  return (error, fields, rename = {}) => {
    const out: Partial<Record<(typeof fields)[number], string>> = {};
    if (!(error instanceof ApiError)) return out;
    for (const [field, messages] of Object.entries(error.errors)) {
      const key = rename[field] ?? fields.find((f) => f === field);
      const first = messages[0];
      if (key && first) out[key] = codeText(error.codes[field]?.[0] ?? '', first) ?? first;
    }
    return out;
  };
}

const MESSAGE_KEYS = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));
const CLIENT_CHECKS = templatesOf(en.clientChecks);

/**
 * The storefront's own checks in the page's language. lib/validation.ts's MESSAGES (the specification's English) are
 * worded by `validation`'s key of the same name; the other checks' messages (lib/reviews/rules.ts, ...) by
 * `clientChecks`, whose English (en.json) is the message or its template ("At most {n} photos."); any other text is
 * returned as it is.
 */
export function useValidationText(): (message: string | undefined) => string {
  const v = useTranslations('validation');
  const c = useTranslations('clientChecks');
  return (message) => {
    if (!message) return '';
    const key = MESSAGE_KEYS.get(message);
    if (key && v.has(key)) return v(key);
    for (const [check, template] of CLIENT_CHECKS) {
      const values = template.includes('{') ? valuesOf(template, message) : template === message ? {} : null;
      if (values) return c(check, values);
    }
    return message;
  };
}

const ENGLISH_ANSWERS = templatesOf(en.serverAnswers);

/**
 * A success answer of the server ("Your password has been changed.") in the page's language: messages/<language>.json's
 * `serverAnswers` holds the server's English answers (en.json) and their translations; another answer is returned as
 * it is.
 */
export function useAnswerText(): (message: string) => string {
  const a = useTranslations('serverAnswers');
  return (message) => {
    for (const [key, template] of ENGLISH_ANSWERS) {
      const values = template.includes('{') ? valuesOf(template, message) : template === message ? {} : null;
      if (values) return a(key, values);
    }
    return message;
  };
}
