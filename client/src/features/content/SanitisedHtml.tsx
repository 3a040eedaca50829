/**
 * HTML the server rendered from Markdown and sanitised with a strict allow-list (scripts, event
 * handlers, frames and javascript:/data: links are refused when the item is saved), inserted as is.
 */
export function SanitisedHtml({ html, testId, lang }: { html: string; testId?: string; lang?: string }) {
  // What ops wrote (news, notices): marked as such for the English-leftovers check (their languages are ops').
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with a strict allow-list
  return <div className="content-html" data-testid={testId} lang={lang} data-ops-content dangerouslySetInnerHTML={{ __html: html }} />;
}
