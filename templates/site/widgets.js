/* global document, MutationObserver */
/*
 * Sitewright widget runtime, served from /site-assets/widgets.js to page previews and published
 * pages (never to the editor canvas, which runs no script). It renders the add-on widgets of
 * common/editor/widgets.ts from their data attributes, with DOM methods only: attribute values
 * are text, never markup.
 *
 * Waits:
 * - 100 ms after the document is ready, the first render: the page's allowed scripts (the SDK on
 *   the allowlist, loaded async) get to run and register their listeners first.
 * - 50 ms: widgets the page adds later are rendered 50 ms after the last DOM change, so a burst of
 *   insertions renders each widget once.
 * - 500 ms after a widget is rendered, it is checked once more: one that is still empty (something
 *   cleared it) is rendered again rather than left as a blank 100 px area.
 * - After one of a widget's data attributes changes it refreshes: the Omelette widget after 900 ms
 *   (a person may still be typing into another field), the article widget after 100 ms.
 */
(function () {
  'use strict';

  var START_DELAY_MS = 100;
  var ADDED_BATCH_MS = 50;
  var EMPTY_CHECK_MS = 500;
  var REFRESH_MS = { omelette: 900, article: 100 };
  var ATTRIBUTES = {
    omelette: ['data-waitlist', 'data-variant', 'data-title', 'data-subtitle', 'data-submittext', 'data-hasnamefield', 'data-hasphonefield', 'data-imglocation', 'data-imgsrc', 'data-subscribercounttext', 'data-metafields'],
    article: ['data-article-id', 'data-article-url', 'data-article-keyword'],
  };
  var WIDGET_SELECTOR = '[data-sw-widget], [data-waitlist], [data-article-id]';
  var refreshTimers = new WeakMap();

  function kindOf(element) {
    var kind = element.getAttribute('data-sw-widget');
    if (kind === 'omelette' || kind === 'article') return kind;
    if (element.hasAttribute('data-waitlist')) return 'omelette';
    if (element.hasAttribute('data-article-id')) return 'article';
    return null;
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  /** Only web addresses become links or images; javascript: and the like are dropped. */
  function safeUrl(value) {
    if (!value) return null;
    try {
      var url = new URL(value, document.baseURI);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch (error) {
      return null;
    }
  }

  function field(label, name, type, required) {
    var wrapper = el('label', 'sw-widget-field');
    wrapper.appendChild(el('span', null, label));
    var input = el('input', 'form-control');
    input.type = type;
    input.name = name;
    if (required) input.required = true;
    wrapper.appendChild(input);
    return wrapper;
  }

  function renderOmelette(widget) {
    var get = function (name) {
      return widget.getAttribute(name) || '';
    };
    var variant = get('data-variant') || 'card';
    var imageLocation = get('data-imglocation') || 'none';
    var imageUrl = safeUrl(get('data-imgsrc'));
    var body = el('div', 'sw-widget-body sw-widget-variant-' + variant + (imageUrl && imageLocation !== 'none' ? ' sw-widget-img-' + imageLocation : ''));
    if (imageUrl && imageLocation !== 'none') {
      var image = el('img', 'sw-widget-image');
      image.src = imageUrl;
      image.alt = '';
      body.appendChild(image);
    }
    var content = el('div', 'sw-widget-content');
    if (get('data-title')) content.appendChild(el('h3', 'sw-widget-title', get('data-title')));
    if (get('data-subtitle')) content.appendChild(el('p', 'sw-widget-subtitle', get('data-subtitle')));
    var form = el('form', 'sw-widget-form');
    if (get('data-hasnamefield') !== 'false') form.appendChild(field('Name', 'name', 'text', false));
    form.appendChild(field('Email', 'email', 'email', true));
    if (get('data-hasphonefield') === 'true') form.appendChild(field('Phone', 'phone', 'tel', false));
    get('data-metafields')
      .split(',')
      .map(function (label) {
        return label.trim();
      })
      .filter(Boolean)
      .forEach(function (label) {
        form.appendChild(field(label, 'meta:' + label, 'text', false));
      });
    var submit = el('button', 'btn btn-primary', get('data-submittext') || 'Join');
    submit.type = 'submit';
    form.appendChild(submit);
    var status = el('p', 'sw-widget-status');
    status.setAttribute('role', 'status');
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var fields = {};
      new FormData(form).forEach(function (value, name) {
        fields[name] = String(value);
      });
      // The waitlist SDK (on the allowlist) takes the signup by cancelling this event.
      var handed = !widget.dispatchEvent(new CustomEvent('omelette:subscribe', { bubbles: true, cancelable: true, detail: { waitlist: get('data-waitlist'), fields: fields } }));
      status.textContent = handed ? '' : 'This waitlist is not connected yet.';
    });
    content.appendChild(form);
    if (get('data-subscribercounttext')) content.appendChild(el('p', 'sw-widget-count', get('data-subscribercounttext')));
    content.appendChild(status);
    body.appendChild(content);
    return body;
  }

  function renderArticle(widget) {
    var card = el('article', 'sw-widget-article-card');
    card.appendChild(el('p', 'sw-widget-eyebrow', 'Article'));
    card.appendChild(el('h3', 'sw-widget-title', widget.getAttribute('data-article-keyword') || 'Article'));
    var url = safeUrl(widget.getAttribute('data-article-url'));
    if (url) {
      var link = el('a', 'btn btn-outline-primary', 'Read the article');
      link.href = url;
      card.appendChild(link);
    } else {
      card.appendChild(el('p', 'sw-widget-subtitle', 'This article has no address yet.'));
    }
    return card;
  }

  function render(widget) {
    var kind = kindOf(widget);
    if (!kind) return;
    widget.replaceChildren(kind === 'omelette' ? renderOmelette(widget) : renderArticle(widget));
    widget.setAttribute('data-sw-rendered', '');
    setTimeout(function () {
      if (widget.isConnected && !widget.firstElementChild) render(widget);
    }, EMPTY_CHECK_MS);
  }

  function renderAll(root) {
    if (root.matches && root.matches(WIDGET_SELECTOR)) render(root);
    if (root.querySelectorAll) Array.prototype.forEach.call(root.querySelectorAll(WIDGET_SELECTOR), render);
  }

  function scheduleRefresh(widget) {
    var kind = kindOf(widget);
    if (!kind) return;
    clearTimeout(refreshTimers.get(widget));
    refreshTimers.set(
      widget,
      setTimeout(function () {
        render(widget);
      }, REFRESH_MS[kind]),
    );
  }

  function watch() {
    var added = [];
    var addedTimer = null;
    new MutationObserver(function (mutations) {
      mutations.forEach(function (mutation) {
        if (mutation.type === 'attributes') {
          scheduleRefresh(mutation.target);
          return;
        }
        // The runtime's own rendering happens inside widgets: not a new widget.
        if (mutation.target.closest && mutation.target.closest(WIDGET_SELECTOR)) return;
        Array.prototype.forEach.call(mutation.addedNodes, function (node) {
          if (node.nodeType === 1) added.push(node);
        });
      });
      if (!added.length) return;
      clearTimeout(addedTimer);
      addedTimer = setTimeout(function () {
        added.splice(0).forEach(renderAll);
      }, ADDED_BATCH_MS);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ATTRIBUTES.omelette.concat(ATTRIBUTES.article) });
  }

  function start() {
    setTimeout(function () {
      renderAll(document.body);
      watch();
    }, START_DELAY_MS);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
