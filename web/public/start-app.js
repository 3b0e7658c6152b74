// Starts the web app on a page the server rendered (server/http/server-render.ts). The page is
// readable as it arrives, so the app's scripts are asked for only once it has loaded and painted:
// until then the network carries the page's own stylesheets, fonts and pictures, and the main
// thread draws them. The server moved the app's entry script and module preloads into
// #deferred-modules; web/src/main.tsx then adopts the page. A page still loading after
// START_AFTER_MS (a slow picture) gets its app anyway.

const START_AFTER_MS = 2500;

let started = false;

function start() {
  const element = document.getElementById('deferred-modules');
  if (started || !element) return;
  started = true;
  const modules = JSON.parse(element.textContent);
  for (const href of modules.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = modules.entry;
  document.body.append(script);
}

/** Once the page has loaded and its first paint is on screen (the paint entry carries the time it was shown). */
function startAfterPaint() {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    setTimeout(start, 0);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint' });
}

if (document.readyState === 'complete') startAfterPaint();
else addEventListener('load', startAfterPaint, { once: true });
setTimeout(start, START_AFTER_MS);
