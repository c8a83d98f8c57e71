/**
 * Shows rich text (HTML) from the API. The server sanitises every rich text field with an
 * allow-list when it is saved, so the HTML is safe to insert here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={["rich-text", className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: html }} />;
}
