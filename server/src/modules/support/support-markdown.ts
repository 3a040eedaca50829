import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { DomainError } from '../../shared/domain-error';
import { SupportError } from './support.errors';

/**
 * Support messages: a Markdown subset (paragraphs, line breaks, bold, italic, code, lists, quotes,
 * links). Raw HTML is never markup here: it is shown as the text it is. A user's links stay plain text
 * (nobody is sent anywhere by a message); Vela's messages may link only to Vela's own pages (app routes)
 * or the help centre, so a compromised or mistaken ops account cannot send users to an outside site.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
markdown.validateLink = () => true; // every link reaches the check below instead of being dropped quietly

const TAGS = ['p', 'br', 'span', 'strong', 'em', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'a'];

/** Vela's own app routes (the hash router's paths), with an optional query. */
const APP_ROUTE = /^#?\/(pages|subPackages)\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_.%:-]*)?$/;

export function isOwnLink(href: string): boolean {
  return APP_ROUTE.test(href.trim());
}

/** The links a body's Markdown makes (explicit and bare addresses). */
export function linksOf(source: string): string[] {
  const out: string[] = [];
  const walk = (tokens: ReturnType<typeof markdown.parse>) => {
    for (const t of tokens) {
      if (t.type === 'link_open') out.push(t.attrGet('href') ?? '');
      if (t.children) walk(t.children);
    }
  };
  walk(markdown.parse(source, {}));
  return out;
}

/** Renders a message body to safe HTML; `author` decides what links may do. */
export function renderSupportMessage(source: string, author: 'user' | 'ops'): string {
  if (author === 'ops') {
    for (const href of linksOf(source)) if (!isOwnLink(href)) throw new DomainError(SupportError.SUPPORT_LINK_NOT_ALLOWED);
  }
  return sanitizeHtml(markdown.render(source), {
    allowedTags: TAGS,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    transformTags: {
      // Ops' links open in the app (hash routes); a user's links are shown as text, not followed.
      a: (tagName, attribs) =>
        author === 'ops' && attribs.href && isOwnLink(attribs.href)
          ? { tagName, attribs: { href: attribs.href.startsWith('#') ? attribs.href : `#${attribs.href}` } as Record<string, string> }
          : { tagName: 'span', attribs: {} as Record<string, string> },
    },
  });
}
