import ReactMarkdown from 'react-markdown';

/**
 * Article markdown rendered with react-markdown: no raw HTML ever reaches the page (`skipHtml`
 * drops it, and react-markdown never uses innerHTML), and link URLs pass its safe-protocol check.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown skipHtml>{children}</ReactMarkdown>
    </div>
  );
}
