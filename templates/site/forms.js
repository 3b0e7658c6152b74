/* global document, window */
/*
 * Sitewright forms runtime, on published pages that have a form. Each form posts to the site's own
 * host (/_forms/<id>); without this script the browser posts it and follows the 303 to the thanks
 * page. With it:
 * - the fill-time field gets the milliseconds since the page loaded, so the server can tell a
 *   person from a bot that submits at once;
 * - the form is sent in the background and its thanks message replaces it in place (a thanks page
 *   or anchor is followed instead), and the server's field errors show above it;
 * - when the network fails, the form is submitted the plain way after all.
 */
(function () {
  'use strict';

  var ACTION_PREFIX = '/_forms/';
  var STARTED_FIELD = '_sw_started';
  var loadedAt = Date.now();

  function isSiteForm(form) {
    var action = form.getAttribute('action') || '';
    return action.indexOf(ACTION_PREFIX) === 0;
  }

  function resetCaptcha() {
    ['grecaptcha', 'turnstile', 'hcaptcha'].forEach(function (name) {
      var api = window[name];
      if (api && typeof api.reset === 'function') {
        try {
          api.reset();
        } catch (ignored) {
          // A widget that is not rendered yet has nothing to reset.
        }
      }
    });
  }

  var BOX = 'padding:1rem 1.25rem;margin:0 0 1rem;border-left:4px solid;background:rgba(127,127,127,0.1);border-radius:4px;';

  function noticeOf(form) {
    var notice = form.previousElementSibling;
    if (notice && notice.className === 'sw-form-errors') return notice;
    notice = document.createElement('div');
    notice.className = 'sw-form-errors';
    // Inline: the published stylesheet keeps only the rules its pages use, and these boxes are made here.
    notice.style.cssText = BOX + 'border-left-color:#b42318';
    notice.setAttribute('role', 'alert');
    notice.tabIndex = -1;
    form.parentNode.insertBefore(notice, form);
    return notice;
  }

  function showErrors(form, data) {
    var notice = noticeOf(form);
    notice.textContent = '';
    var messages = [];
    if (data && data.errors) {
      Object.keys(data.errors).forEach(function (name) {
        messages.push(String(data.errors[name]));
      });
    }
    if (messages.length === 0) messages.push((data && data.message) || 'The form could not be sent. Please try again.');
    var list = document.createElement('ul');
    messages.forEach(function (message) {
      var item = document.createElement('li');
      item.textContent = message;
      list.appendChild(item);
    });
    notice.appendChild(list);
    notice.focus();
  }

  function showThanks(form, message) {
    var notice = form.previousElementSibling;
    if (notice && notice.className === 'sw-form-errors') notice.parentNode.removeChild(notice);
    var thanks = document.createElement('div');
    thanks.className = 'sw-form-thanks';
    thanks.style.cssText = BOX + 'border-left-color:currentColor';
    thanks.setAttribute('role', 'status');
    thanks.tabIndex = -1;
    thanks.textContent = message;
    form.parentNode.replaceChild(thanks, form);
    thanks.focus();
  }

  function send(form) {
    var button = form.querySelector('[type="submit"], button:not([type])');
    if (button) button.disabled = true;
    var done = function () {
      if (button) button.disabled = false;
    };
    window
      .fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form)),
        headers: { Accept: 'application/json' },
      })
      .then(
        function (response) {
          return response.json().then(
            function (data) {
              done();
              if (response.ok && data && data.ok) {
                if (data.redirect) window.location.assign(data.redirect);
                else showThanks(form, data.message);
              } else {
                resetCaptcha();
                showErrors(form, data);
              }
            },
            function () {
              done();
              showErrors(form, null);
            },
          );
        },
        function () {
          // No answer at all (offline, blocked): the browser's own submit may still get through.
          done();
          form.submit();
        },
      );
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || form.tagName !== 'FORM' || !isSiteForm(form)) return;
    var started = form.querySelector('input[name="' + STARTED_FIELD + '"]');
    if (started) started.value = String(Date.now() - loadedAt);
    if (typeof window.fetch !== 'function' || typeof URLSearchParams !== 'function') return;
    event.preventDefault();
    send(form);
  });
})();
