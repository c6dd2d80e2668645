import { LinkedText } from '../../../components/ui/linked-text.tsx';

/**
 * An article's body: paragraphs separated by a blank line, and lists as lines that start with
 * '- '; [words](/path) links to our own pages.
 */
export function ArticleBody({ body }: { body: string }) {
  const blocks = body.split(/\n\s*\n/).filter((block) => block.trim());
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-800">
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={i} className="list-disc space-y-2 pl-6 marker:text-brand-600">
              {lines.map((line, j) => (
                <li key={j}>
                  <LinkedText text={line.slice(2)} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            <LinkedText text={block} />
          </p>
        );
      })}
    </div>
  );
}
