/**
 * A notice's sentence in Hindi that names the shop's own facts in Latin script (the grievance officer's name,
 * e-mail and address): those runs are marked `lang="en"`, so a reader's voice and the language checks read them as
 * what they are. English text is returned as it is.
 */
const RUN = /([A-Za-z][A-Za-z0-9@.,()'/+\- ]*[A-Za-z0-9)])/;

export function LatinRuns({ text, language }: { text: string; language: string }) {
  if (language.startsWith('en')) return <>{text}</>;
  return (
    <>
      {text.split(RUN).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} lang="en">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
