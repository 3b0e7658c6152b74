import type { CollectionItem } from '../../../../../common/collections.ts';
import type { PlannedFeed } from './plan.ts';
import type { RichText } from './rich-text.ts';

// A collection's RSS 2.0 feed: the newest items with their page, publication date (RFC 822) and a
// plain-text summary. Every value is XML-escaped and stripped of the control characters XML 1.0
// forbids; no value depends on the build's time, so an unchanged collection gives the same bytes.

// eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 does not allow
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${xmlEscape(text)}</${name}>`;
}

export interface FeedEnv {
  siteUrl: string;
  siteName: string;
  richText: RichText;
  url(path: string): string;
  itemPath(item: CollectionItem): string;
}

function summary(item: CollectionItem, richText: RichText): string {
  const excerpt = typeof item.values.excerpt === 'string' ? item.values.excerpt.trim() : '';
  return item.seo_description || excerpt || richText.text(item.body, 300);
}

export function rssFeed(feed: PlannedFeed, env: FeedEnv): string {
  const head = feed.page.head;
  const title = head.title || feed.collection.name;
  const newest = feed.items.find((item) => item.published_at)?.published_at;
  const items = feed.items.map((item) => {
    const link = env.url(env.itemPath(item));
    return [
      '<item>',
      element('title', item.seo_title || item.title),
      element('link', link),
      element('guid', link, ' isPermaLink="true"'),
      item.published_at ? element('pubDate', new Date(item.published_at).toUTCString()) : '',
      element('description', summary(item, env.richText)),
      ...item.tags.map((tag) => element('category', tag)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', `${title} - ${env.siteName}`),
    element('link', env.url(feed.listPath)),
    element('description', head.description || `${feed.collection.name} - ${env.siteName}`),
    element('language', head.lang || 'en'),
    `<atom:link href="${xmlEscape(env.url(feed.path))}" rel="self" type="application/rss+xml"/>`,
    newest ? element('lastBuildDate', new Date(newest).toUTCString()) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
