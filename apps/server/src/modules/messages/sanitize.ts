// The rich text of a message (msgContext) is cleaned before it is stored: an allow-list of tags
// (paragraphs, line breaks, emphasis, lists, quotes, links, h1-h3, code), links only to http, https
// and mailto with rel and target set by the server, and no attribute but a link's href. Pictures,
// styles, event handlers and script are dropped (script and style with their content).
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'blockquote', 'a', 'h1', 'h2', 'h3', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title', 'svg', 'math'],
  // Editors write emphasis both ways; the stored form is one.
  transformTags: {
    b: 'strong',
    i: 'em',
    del: 's',
    strike: 's',
    a: (tagName, attribs) => {
      const forced = { rel: 'noopener noreferrer nofollow', target: '_blank' };
      return { tagName, attribs: attribs.href ? { href: attribs.href, ...forced } : forced };
    },
  },
};

export function sanitizeMessageHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
