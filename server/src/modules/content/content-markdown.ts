import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { DomainError } from '../../shared/domain-error';
import { ContentError } from './content.errors';

/**
 * Markdown → HTML on the server (markdown-it), then a strict allow-list. Active content is not quietly dropped but
 * refused (CONTENT_UNSAFE), so what ops wrote is what readers see: a body holding a script, an event
 * handler, an embedded frame or object, or a link whose scheme is not http, https or mailto.
 * Markdown that merely shows such text (`<script>` in a code span) is plain text and fine.
 */

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'b',
  'i',
  'del',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Tags whose presence is refused outright (they run code, load documents or submit data). */
const ACTIVE_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
  'noscript',
]);

/** Attributes that hold a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'cite',
  'ping',
]);

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** The scheme a browser would see in a URL (it ignores whitespace and control characters), or null. */
export function urlScheme(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme
  const squeezed = url.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();
  const m = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  return m ? m[1] : null;
}

function isSafeUrl(url: string): boolean {
  // Also as percent-decoded: `jav%09ascript:` is harmless to a browser, but it is still a script link in intent.
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return false;
  }
  return [url, decoded].every((u) => {
    const scheme = urlScheme(u);
    return scheme === null || SAFE_SCHEMES.has(scheme);
  });
}

// Raw HTML passes through to the check below (so a script is refused, not silently shown as text),
// and every link reaches it too: markdown-it's own link filter would quietly drop a javascript: link.
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: false });
markdown.validateLink = () => true;

export interface RenderedMarkdown {
  html: string;
  /** Plain text of the body, at most 160 characters (list previews). */
  summary: string;
  /** Plain text of the whole body (what a help-centre search reads). */
  text: string;
}

/** Renders and sanitises a body, or throws CONTENT_UNSAFE. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const raw = markdown.render(source);
  let unsafe = false;
  const html = sanitizeHtml(raw, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['align'], td: ['align'] },
    allowedSchemes: [...SAFE_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    onOpenTag(name, attribs) {
      if (ACTIVE_TAGS.has(name.toLowerCase())) unsafe = true;
      for (const [attr, value] of Object.entries(attribs)) {
        const a = attr.toLowerCase();
        if (a.startsWith('on')) unsafe = true;
        if (URL_ATTRIBUTES.has(a) && !isSafeUrl(value)) unsafe = true;
        if (a === 'style' && /expression\s*\(|url\s*\(/i.test(value)) unsafe = true;
      }
    },
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
    },
  });
  if (unsafe) throw new DomainError(ContentError.CONTENT_UNSAFE);
  const text = decodeBasicEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  return { html, summary: text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text, text };
}

/** sanitize-html escapes only these in text; the summary is shown as plain text. */
function decodeBasicEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '');
}
