/**
 * An edit form opened from a list shows the list's copy of the record at once, then resets to the
 * record read afresh (same id). Without this, what the person typed in between was wiped, and a
 * quick typist's reply or note lost: the fresh record now fills only the fields left untouched
 * (react-hook-form's keepDirtyValues, passed by react-admin's form as its resetOptions). A module
 * constant, so the form's reset effect does not run again on every render.
 */
export const KEEP_TYPED = { keepDirtyValues: true } as const;
